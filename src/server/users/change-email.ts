import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../app-error';
import { hasPassword, verifyPassword } from '../auth/password';
import type { UserRow } from '../auth/viewer';
import type { Db } from '../db/client';
import { provenEmailOf } from '../db/proven-email';
import { passwordResets, users } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { isUniqueViolation } from './add-email';
import { readEmailChangeLink, signEmailChangeLink } from './email-change-link';
import { changeEmailMail, emailChangedMail } from './email-change-mail';
import { emailConfirmLink, type EmailLinkRequest } from './email-link';
import { findUserByEmail } from './login-user';

/**
 * What is checked before the answer: the account has an address to change, the current password
 * (for an account that has one, as a password change asks it), and a new address. Nothing here
 * depends on whether another account holds the new address.
 */
export async function checkEmailChange(user: UserRow, input: { email: string; password?: string }) {
  if (user.email === null) throw new AppError('VALIDATION_FAILED', undefined, { email: 'no_email' });
  if (hasPassword(user.passwordHash)) {
    if (input.password === undefined)
      throw new AppError('VALIDATION_FAILED', undefined, { password: 'required' });
    if (!(await verifyPassword(user.passwordHash, input.password)))
      throw new AppError('VALIDATION_FAILED', undefined, { password: 'incorrect' });
  }
  if (input.email === user.email.toLowerCase())
    throw new AppError('VALIDATION_FAILED', undefined, { email: 'same_email' });
}

/**
 * Mails the new address a link that replaces the account's address when opened. Run after the
 * answer: an address another account holds gets nothing, and neither the answer nor its time says
 * so (as sign-up, docs/decisions/001-pre-account-takeover.md).
 */
export async function mailEmailChangeLink(
  db: Db,
  mailer: Mailer,
  { secret, publicUrl, user, email }: EmailLinkRequest,
): Promise<void> {
  if (await findUserByEmail(db, email)) return;
  const link = emailConfirmLink(publicUrl, { change: '1', token: signEmailChangeLink(secret, user, email) });
  await mailer.send(changeEmailMail(email, user.name, link, user.language));
}

/**
 * A change link, opened: the new address replaces the account's, proven, if the account's address
 * is still the one the link was made for (a later change or proof, or a new password, ends every
 * earlier link), and the reset links mailed to the old address stop working. Opened
 * again after, the same answer. Returns the mail for the old address when it was proven (an
 * unproven address gets no mail), or null. Sessions stay: the account's holder asked for this with
 * its password, and the add-e-mail link ends none either.
 */
export async function changeEmailFromLink(
  db: Db,
  secret: Uint8Array,
  token: string,
): Promise<{ notice: ReturnType<typeof emailChangedMail> | null } | null> {
  const link = readEmailChangeLink(secret, token);
  if (!link) return null;
  const [user] = await db.select().from(users).where(eq(users.id, link.userId));
  if (!user || user.email === null) throw new AppError('EMAIL_LINK_INVALID');
  if (user.email === link.email) return { notice: null };
  if (!link.madeFor(user)) throw new AppError('EMAIL_LINK_INVALID');
  if (await findUserByEmail(db, link.email)) throw new AppError('EMAIL_TAKEN');
  const now = new Date();
  const [updated] = await db
    .update(users)
    .set({ email: link.email, emailVerifiedAt: now, updatedAt: now })
    .where(and(eq(users.id, user.id), eq(users.email, user.email)))
    .returning({ id: users.id })
    .catch((error: unknown) => {
      // The unique index on lower(email) has the last word on an address taken meanwhile.
      if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN');
      throw error;
    });
  // The address changed meanwhile (another link): this one no longer works.
  if (!updated) throw new AppError('EMAIL_LINK_INVALID');
  // Reset links mailed to the old address die with it: whoever still reads that mailbox cannot take
  // the account back with one.
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
  const old = provenEmailOf(user);
  return { notice: old ? emailChangedMail(old, user.name, link.email, user.language) : null };
}
