import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { registerInputSchema } from '../../shared/auth';
import type { Language } from '../../shared/enums';
import { AppError } from '../app-error';
import { hashPassword, hasPassword, isCommonPassword, verifyPassword } from '../auth/password';
import { hashToken } from '../auth/token-hash';
import type { UserRow } from '../auth/viewer';
import type { Db } from '../db/client';
import { deleteOlderThan, purgeJob } from '../jobs/purge-job';
import type { JobDefinition } from '../jobs/queue';
import { emailSignUps, users } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { SIGN_UP_LINK_HOURS, signUpLinkMail, signUpTakenMail, type RemovedOnProof } from './sign-up-mail';
import { takeBackAccount } from './prove-address';

type SignUpInput = z.output<typeof registerInputSchema>;

/** Mails a sign-up may cause to one address in any 24 hours: links and "someone tried" notices alike. */
export const SIGN_UP_MAILS_PER_DAY = 3;

/** What can be refused before the answer: nothing of it depends on who holds the address. */
export function checkSignUp(input: SignUpInput): void {
  if (isCommonPassword(input.password))
    throw new AppError('VALIDATION_FAILED', undefined, { password: 'password_common' });
}

/**
 * A sign-up, run after the same answer went out for every address (routes.ts): an address whose
 * owner proved it gets "someone tried to sign up with your address"; any other gets the link that
 * makes the account (or takes over the unconfirmed one that holds the address). The sign-up waits
 * in `email_sign_ups`, its password already hashed, only the link's hash kept. A lock per address
 * makes racing sign-ups count one after the other.
 */
export async function requestSignUp(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  input: SignUpInput,
  language: Language,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const passwordHash = await hashPassword(input.password);
  const mail = await db.transaction(async (tx) => {
    const address = input.email.toLowerCase();
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-up:${address}`}))`);
    const [sent] = await tx
      .select({ today: count() })
      .from(emailSignUps)
      .where(
        and(
          eq(sql`lower(${emailSignUps.email})`, address),
          gt(emailSignUps.createdAt, sql`now() - interval '1 day'`),
        ),
      );
    if ((sent?.today ?? 0) >= SIGN_UP_MAILS_PER_DAY) return null;
    const [holder] = await tx
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, address));
    const proven = holder?.emailVerifiedAt != null;
    await tx.insert(emailSignUps).values({
      email: input.email,
      name: input.name,
      // A notice opens nothing: its row only counts the mail.
      passwordHash: proven ? '!notice' : passwordHash,
      phone: input.phone ?? null,
      accountType: input.account_type,
      language,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + SIGN_UP_LINK_HOURS * 60 * 60 * 1000),
      usedAt: proven ? new Date() : null,
    });
    if (holder && proven && holder.email)
      return signUpTakenMail(holder.email, holder.name, `${publicUrl}/forgot-password`, holder.language);
    const link = `${publicUrl}/email/confirm?sign_up=1&token=${token}`;
    return signUpLinkMail(input.email, link, language, holder !== undefined);
  });
  if (mail) await mailer.send(mail);
}

/**
 * The link of a sign-up, followed, with the password chosen at sign-up: only the one who asked for
 * the link knows it, so a link someone else asked for (with their password) makes nothing of the
 * reader's address — the mailbox's owner cannot be led to hand it to a stranger (decision 001). Its
 * account is made with the address proven, or the account that held the address unconfirmed becomes
 * the link's, with its password, name and phone, and loses what its earlier holder added
 * (`removed`). Used once, and every other link for the address stops working. 403
 * EMAIL_LINK_INVALID for a used, expired or unknown link; 401 INVALID_CREDENTIALS for another
 * password (the link keeps working); 409 EMAIL_TAKEN when the address was proven on an account
 * meanwhile.
 */
export async function confirmSignUp(
  db: Db,
  token: string,
  password: string,
): Promise<{ user: UserRow; created: boolean; removed: RemovedOnProof | null }> {
  const [claim] = await db
    .select()
    .from(emailSignUps)
    .where(
      and(
        eq(emailSignUps.tokenHash, hashToken(token)),
        isNull(emailSignUps.usedAt),
        gt(emailSignUps.expiresAt, new Date()),
      ),
    );
  if (!claim || !hasPassword(claim.passwordHash)) throw new AppError('EMAIL_LINK_INVALID');
  if (!(await verifyPassword(claim.passwordHash, password))) throw new AppError('INVALID_CREDENTIALS');
  return db.transaction(async (tx) => {
    const address = claim.email.toLowerCase();
    // This link, and every other one for the address: only one sign-up can prove it.
    const spent = await tx
      .update(emailSignUps)
      .set({ usedAt: new Date() })
      .where(and(eq(sql`lower(${emailSignUps.email})`, address), isNull(emailSignUps.usedAt)))
      .returning({ id: emailSignUps.id });
    if (!spent.some((row) => row.id === claim.id)) throw new AppError('EMAIL_LINK_INVALID');
    const account = {
      name: claim.name,
      passwordHash: claim.passwordHash,
      phone: claim.phone,
      accountType: claim.accountType,
      language: claim.language,
      updatedAt: new Date(),
    };
    const [holder] = await tx
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, address))
      .for('update');
    if (!holder) {
      const [user] = await tx
        .insert(users)
        .values({ ...account, email: claim.email, emailVerifiedAt: new Date() })
        // Made meanwhile by another request that got past the lock-free read above.
        .onConflictDoNothing()
        .returning();
      if (!user) throw new AppError('EMAIL_TAKEN');
      return { user, created: true, removed: null };
    }
    const removed = await takeBackAccount(tx, holder);
    if (!removed) throw new AppError('EMAIL_TAKEN');
    const [user] = await tx
      .update(users)
      .set({ ...account, phoneVerifiedAt: null })
      .where(eq(users.id, holder.id))
      .returning();
    if (!user) throw new AppError('EMAIL_LINK_INVALID');
    return { user, created: false, removed };
  });
}

/**
 * Sign-ups older than a day count for nothing any more (their links expired, the daily mail limit is
 * past): their rows go, with the password hashes, names and numbers strangers may have typed.
 */
export const purgeEmailSignUps = (db: Db, now = new Date()): Promise<number> =>
  deleteOlderThan(db, emailSignUps, emailSignUps.createdAt, 1, now);

/** The purge on the job queue: every day at 00:45 Dhaka time (18:45 UTC). */
export const purgeSignUpsJob = (db: Db): JobDefinition =>
  purgeJob('purge-sign-ups', '45 18 * * *', () => purgeEmailSignUps(db));
