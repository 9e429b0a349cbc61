import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { personalPasswordIssue } from '../../shared/password-rules';
import { AppError } from '../app-error';
import { hashPassword, isCommonPassword } from '../auth/password';
import { revokeOtherSessions } from '../auth/sessions';
import type { Db } from '../db/client';
import { passwordResets, users } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { passwordResetMail } from '../mail/password-reset-mail';
import { findUserByEmail } from './login-user';

const RESET_MS = 30 * 60 * 1000;

// Only a hash of the token is stored: a leaked database does not hand out working reset links.
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Mails a single-use link valid for 30 minutes, and leaves the links mailed before it working. Run
 * after the answer has gone (routes.ts): its time must not tell whether the account exists.
 */
export async function requestPasswordReset(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  email: string,
): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  await db
    .insert(passwordResets)
    .values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + RESET_MS) });
  await mailer.send(
    passwordResetMail(user.email, user.name, `${publicUrl}/password/reset/${token}`, user.language),
  );
}

/** Uses the token once: sets the new password, spends every open link of the user, ends every session. */
export async function resetPassword(db: Db, token: string, password: string) {
  if (isCommonPassword(password))
    throw new AppError('VALIDATION_FAILED', undefined, { password: 'password_common' });
  const passwordHash = await hashPassword(password);
  const user = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!spent) throw new AppError('RESET_TOKEN_INVALID');
    // The account is known only now: refusing rolls the spending back, and the link keeps working.
    const [owner] = await tx.select().from(users).where(eq(users.id, spent.userId));
    if (!owner) throw new AppError('RESET_TOKEN_INVALID');
    const personal = personalPasswordIssue(password, owner);
    if (personal) throw new AppError('VALIDATION_FAILED', undefined, { password: personal });
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, spent.userId), isNull(passwordResets.usedAt)));
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, owner.id))
      .returning();
    if (!updated) throw new AppError('RESET_TOKEN_INVALID');
    return updated;
  });
  await revokeOtherSessions(db, user.id, null);
  return user;
}
