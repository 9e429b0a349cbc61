import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { updatePasswordInputSchema } from '../../shared/auth';
import { personalPasswordIssue } from '../../shared/password-rules';
import { AppError } from '../app-error';
import { hasPassword, hashPassword, isCommonPassword, verifyPassword } from '../auth/password';
import { revokeOtherSessions } from '../auth/sessions';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { checkOtp, spendOtp } from './otp-codes';

/**
 * Changes the password after checking the old one; an account without a password (made by phone) sets
 * its first one with a code sent for that to its own verified number instead, spent with the change.
 * Every other session of the user ends.
 */
export async function updatePassword(
  db: Db,
  secret: Uint8Array,
  viewer: Viewer,
  input: z.output<typeof updatePasswordInputSchema>,
) {
  const { newPassword } = input;
  const current = viewer.user.passwordHash;
  let otpId: string | undefined;
  if (hasPassword(current)) {
    // A code never stands in for a password the account has: a stolen phone must not be enough.
    if (input.oldPassword === undefined)
      throw new AppError('VALIDATION_FAILED', undefined, { oldPassword: 'required' });
    if (!(await verifyPassword(current, input.oldPassword))) throw new AppError('OLD_PASSWORD_INCORRECT');
  } else {
    if (input.code === undefined) throw new AppError('VALIDATION_FAILED', undefined, { code: 'required' });
    const phone = viewer.user.phoneVerifiedAt ? viewer.user.phone : null;
    if (!phone) throw new AppError('OTP_INVALID');
    otpId = await checkOtp(db, secret, phone, input.code, 'set_password');
  }
  const issue =
    personalPasswordIssue(newPassword, { email: viewer.user.email ?? '', phone: viewer.user.phone }) ??
    (isCommonPassword(newPassword) ? 'password_common' : undefined);
  if (issue) throw new AppError('VALIDATION_FAILED', undefined, { newPassword: issue });
  const passwordHash = await hashPassword(newPassword);
  const user = await db.transaction(async (tx) => {
    if (otpId) await spendOtp(tx, otpId);
    // Only over the hash the check was made against: a change made meanwhile wins, this one fails.
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(and(eq(users.id, viewer.id), eq(users.passwordHash, current)))
      .returning();
    return updated;
  });
  if (!user) throw new AppError(otpId ? 'OTP_INVALID' : 'OLD_PASSWORD_INCORRECT');
  await revokeOtherSessions(db, user.id, viewer.sessionId);
  return user;
}
