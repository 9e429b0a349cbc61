import { eq } from 'drizzle-orm';
import { personalPasswordIssue } from '../../shared/password-rules';
import { AppError } from '../app-error';
import { hashPassword, isCommonPassword, verifyPassword } from '../auth/password';
import { revokeOtherSessions } from '../auth/sessions';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/** Changes the password after checking the old one; every other session of the user ends. */
export async function updatePassword(db: Db, viewer: Viewer, oldPassword: string, newPassword: string) {
  if (!(await verifyPassword(viewer.user.passwordHash, oldPassword)))
    throw new AppError('OLD_PASSWORD_INCORRECT');
  const issue =
    personalPasswordIssue(newPassword, { email: viewer.user.email ?? '', phone: viewer.user.phone }) ??
    (isCommonPassword(newPassword) ? 'password_common' : undefined);
  if (issue) throw new AppError('VALIDATION_FAILED', undefined, { newPassword: issue });
  const [user] = await db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword), updatedAt: new Date() })
    .where(eq(users.id, viewer.id))
    .returning();
  if (!user) throw new AppError('UNAUTHORIZED');
  await revokeOtherSessions(db, user.id, viewer.sessionId);
  return user;
}
