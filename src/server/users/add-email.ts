import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../app-error';
import type { UserRow } from '../auth/viewer';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { addEmailMail } from './add-email-mail';
import type { Mailer } from '../mail/mailer';
import { emailConfirmLink, readEmailLink, signEmailLink, type EmailLinkRequest } from './email-link';
import { findUserByEmail } from './login-user';

/**
 * Mails a link to the address, which joins the account only when opened (addEmailFromLink). An
 * account that has an e-mail keeps it; an address another account has is refused as sign-up refuses
 * it (EMAIL_TAKEN), and nothing is mailed to it.
 */
export async function mailAddEmailLink(
  db: Db,
  mailer: Mailer,
  { secret, publicUrl, user, email }: EmailLinkRequest,
): Promise<void> {
  if (user.email !== null) throw new AppError('VALIDATION_FAILED', undefined, { email: 'has_email' });
  if (await findUserByEmail(db, email)) throw new AppError('EMAIL_TAKEN');
  const link = emailConfirmLink(publicUrl, { token: signEmailLink(secret, user.id, email) });
  await mailer.send(addEmailMail(email, user.name, link, user.language));
}

/**
 * Attaches the address a link names to its account, if the account has no e-mail yet: so a link
 * works once, and opening it again after answers the same. An address taken meanwhile is refused.
 */
export async function addEmailFromLink(db: Db, secret: Uint8Array, token: string): Promise<UserRow> {
  const link = readEmailLink(secret, token);
  if (!link) throw new AppError('EMAIL_LINK_INVALID');
  const [user] = await db.select().from(users).where(eq(users.id, link.userId));
  if (!user) throw new AppError('EMAIL_LINK_INVALID');
  if (user.email !== null) {
    if (user.email === link.email) return user;
    throw new AppError('EMAIL_LINK_INVALID');
  }
  if (await findUserByEmail(db, link.email)) throw new AppError('EMAIL_TAKEN');
  const [updated] = await db
    .update(users)
    .set({ email: link.email, emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(users.id, user.id), isNull(users.email)))
    .returning()
    .catch((error: unknown) => {
      // The unique index on lower(email) has the last word on an address taken meanwhile.
      if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN');
      throw error;
    });
  // An e-mail added meanwhile by another of its links: this one no longer works.
  if (!updated) throw new AppError('EMAIL_LINK_INVALID');
  return updated;
}

export function isUniqueViolation(error: unknown): boolean {
  for (let at = error; at && typeof at === 'object'; at = (at as { cause?: unknown }).cause) {
    if ((at as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
