import { randomInt } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, max, min, sql } from 'drizzle-orm';
import { OTP } from '../../shared/otp-code';
import { AppError } from '../app-error';
import { oldFormAccepted, oldSignature } from '../auth/old-signatures';
import { sameBytes, sign } from '../auth/signing';
import type { Db } from '../db/client';
import { otpCodes } from '../db/schema';
import { secondsUntilNextDay, spendSms, type SmsCaps } from '../sms/sms-budget';

const DAY_MS = 24 * 60 * 60 * 1000;
export type OtpPurpose = (typeof otpCodes.$inferSelect)['purpose'];
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The stored form of a code: HMAC-SHA256 keyed with the server's secret (signing.ts, purpose
 * 'otp-code'), which the table does not hold. A code has only a million values, so any unkeyed hash, scrypt's too, is undone by trying them
 * all (a million scrypt runs is hours on one core, far less on many); keyed, a copy of the table
 * alone tells nothing, and checking costs no CPU an attacker could make the server spend.
 */
export const otpHash = (secret: Uint8Array, phone: string, code: string): string =>
  sign(secret, 'otp-code', `${phone}:${code}`).toString('base64url');

/**
 * Whether a stored hash is this code's. A code stored before signing.ts has the old form
 * (old-signatures.ts), accepted until OLD_FORM_ACCEPTED_UNTIL['otp-code'] (a code lives 10 minutes).
 */
export function otpHashMatches(
  secret: Uint8Array,
  phone: string,
  code: string,
  stored: string,
  now = new Date(),
) {
  const storedBytes = Buffer.from(stored);
  const hashes = [otpHash(secret, phone, code)];
  if (oldFormAccepted('otp-code', now))
    hashes.push(oldSignature(secret, `otp:${phone}:${code}`).toString('base64url'));
  return hashes.map((hash) => sameBytes(storedBytes, Buffer.from(hash))).some(Boolean);
}

/** Why a code cannot be sent now, and in how many seconds it could. */
export type OtpRefusal = { reason: 'resend_wait' | 'number_daily' | 'daily_cap'; retryAfter: number };

/**
 * A new code for this number, unless its limits say no: one a minute (OTP.resendSeconds),
 * `perNumberPerDay` in any 24 hours, and the day's budget (sms-budget.ts): a number an account
 * verified (`newNumber` false) spends the `known` lane, any other the `fresh` one, capped at its share
 * of SMS_DAILY_CAP. A lock per number makes two requests for it count one after the other; the
 * budget's row is counted by one conditional statement, so requests for many numbers at once never
 * pass the cap together. Only a number's newest code works, so this one invalidates the earlier ones.
 */
export async function createOtp(
  db: Db,
  secret: Uint8Array,
  options: {
    phone: string;
    purpose: OtpPurpose;
    perNumberPerDay: number;
    caps: SmsCaps;
    newNumber: boolean;
    now?: Date;
  },
): Promise<{ code: string } | OtpRefusal> {
  const { phone, purpose, newNumber } = options;
  const now = options.now ?? new Date();
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const secondsUntil = (date: Date) => Math.max(1, Math.ceil((date.getTime() - now.getTime()) / 1000));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${phone}`}))`);
    const [mine] = await tx
      .select({ sent: count(), first: min(otpCodes.createdAt), last: max(otpCodes.createdAt) })
      .from(otpCodes)
      .where(and(eq(otpCodes.phone, phone), gt(otpCodes.createdAt, dayAgo)));
    const last = mine?.last ?? null;
    const resendAt = last && new Date(last.getTime() + OTP.resendSeconds * 1000);
    if (resendAt && resendAt > now)
      return { reason: 'resend_wait', retryAfter: secondsUntil(resendAt) } as const;
    if (mine && mine.sent >= options.perNumberPerDay && mine.first) {
      return {
        reason: 'number_daily',
        retryAfter: secondsUntil(new Date(mine.first.getTime() + DAY_MS)),
      } as const;
    }
    // Alert SMS spend the same day's budget (alerts/alert-sms-budget.ts): the cap is the bill's.
    if (!(await spendSms(tx, newNumber ? 'fresh' : 'known', options.caps, now)))
      return { reason: 'daily_cap', retryAfter: secondsUntilNextDay(now) } as const;
    const code = String(randomInt(0, 10 ** OTP.digits)).padStart(OTP.digits, '0');
    await tx.insert(otpCodes).values({
      phone,
      purpose,
      codeHash: otpHash(secret, phone, code),
      expiresAt: new Date(now.getTime() + OTP.validMinutes * 60 * 1000),
      newNumber,
      createdAt: now,
    });
    return { code };
  });
}

/**
 * Checks a code against the number's newest one, counting the try first (parallel guesses cannot pass
 * a count not made yet): after OTP.tries tries, expired or used, no code matches. Throws OTP_INVALID;
 * returns the code's id, which `spendOtp` uses up once what it was for is done. With `purpose`, only
 * a code sent for it matches (a first password takes a code asked for that, not a sign-in code).
 */
export async function checkOtp(
  db: Db,
  secret: Uint8Array,
  phone: string,
  code: string,
  purpose?: OtpPurpose,
): Promise<string> {
  const newest = db
    .select({ id: otpCodes.id })
    .from(otpCodes)
    .where(eq(otpCodes.phone, phone))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(
        eq(otpCodes.id, sql`(${newest})`),
        isNull(otpCodes.usedAt),
        gt(otpCodes.expiresAt, new Date()),
        lt(otpCodes.attempts, OTP.tries),
        purpose && eq(otpCodes.purpose, purpose),
      ),
    )
    .returning({ id: otpCodes.id, codeHash: otpCodes.codeHash });
  if (!row || !otpHashMatches(secret, phone, code, row.codeHash)) throw new AppError('OTP_INVALID');
  return row.id;
}

/** Uses the code up, in the transaction of what it proved; a code spent meanwhile makes it fail. */
export async function spendOtp(tx: Tx, id: string): Promise<void> {
  const spent = await tx
    .update(otpCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.usedAt)))
    .returning({ id: otpCodes.id });
  if (spent.length === 0) throw new AppError('OTP_INVALID');
}
