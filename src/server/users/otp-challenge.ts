import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { OtpChallenge } from '../../shared/otp';
import { purposeKey } from '../auth/signing';
import type { SmsVelocity } from '../config/config';
import type { Db } from '../db/client';
import { otpCodes, spentChallenges } from '../db/schema';

/**
 * The proof of work a code request may need (ALTCHA, altcha-lib, served and checked here: no outside
 * service). PBKDF2-SHA-256 at 1,000 rounds a try, the answer a random try between 500 and 3,000:
 * about a second on a laptop, a few on a cheap phone, in the browser's Web Crypto. It does not stop
 * a pump, it makes each SMS cost one: the day's lanes (sms-budget.ts) are what bound the bill.
 */
export const CHALLENGE = {
  algorithm: 'PBKDF2/SHA-256',
  cost: 1_000,
  counterMin: 500,
  counterMax: 3_000,
  /** Long enough for a slow phone to solve it and send the form, short enough to be of no use kept. */
  expiresSeconds: 5 * 60,
} as const;

/** The window of the burst across every operator prefix (SMS_NEW_NUMBERS_BURST). */
export const BURST_MINUTES = 5;

/** The keys of the challenges' HMACs (altcha-lib signs with them): the server's secret, under purposes of their own. */
function challengeKeys(secret: Uint8Array) {
  return {
    signature: purposeKey(secret, 'altcha-signature').toString('base64url'),
    key: purposeKey(secret, 'altcha-key').toString('base64url'),
  };
}

/** A new signed challenge; the derived key's signature lets the answer be checked without redoing the work. */
export async function newChallenge(secret: Uint8Array, now = new Date()): Promise<OtpChallenge> {
  const keys = challengeKeys(secret);
  const { parameters, signature } = await createChallenge({
    algorithm: CHALLENGE.algorithm,
    cost: CHALLENGE.cost,
    counter: randomInt(CHALLENGE.counterMin, CHALLENGE.counterMax),
    deriveKey,
    expiresAt: new Date(now.getTime() + CHALLENGE.expiresSeconds * 1000),
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.key,
  });
  if (!signature) throw new Error('an ALTCHA challenge made without its signature');
  return { parameters, signature };
}

/** What the browser sends back (`altcha`): base64 of `{challenge, solution}`, ALTCHA's v2 payload. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: z.string().max(20),
      nonce: z.string().max(64),
      salt: z.string().max(64),
      cost: z.number().int(),
      keyLength: z.number().int(),
      keyPrefix: z.string().max(128),
      keySignature: z.string().max(128).optional(),
      expiresAt: z.number().optional(),
    }),
    signature: z.string().min(1).max(128),
  }),
  solution: z.object({
    counter: z.number().int().min(0),
    derivedKey: z.string().max(256),
    time: z.number().optional(),
  }),
});

export type ChallengeProblem = 'missing' | 'invalid' | 'expired' | 'spent';

/**
 * Checks an answer and uses it up (`spent_challenges`, one row per challenge until it expires): a
 * replay, a forged or altered challenge, a wrong key or an old one is refused, and says which.
 */
export async function spendChallenge(
  db: Db,
  secret: Uint8Array,
  altcha: string | undefined,
  now = new Date(),
): Promise<ChallengeProblem | null> {
  if (!altcha) return 'missing';
  let payload: z.infer<typeof payloadSchema>;
  try {
    payload = payloadSchema.parse(JSON.parse(Buffer.from(altcha, 'base64').toString('utf8')));
  } catch {
    return 'invalid';
  }
  const { parameters, signature } = payload.challenge;
  // Only challenges made here: their algorithm and cost, and an expiry (checked below).
  if (parameters.algorithm !== CHALLENGE.algorithm || parameters.cost !== CHALLENGE.cost) return 'invalid';
  if (!parameters.expiresAt || !parameters.keySignature) return 'invalid';
  const keys = challengeKeys(secret);
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.key,
  }).catch(() => null);
  if (!result) return 'invalid';
  if (result.expired || parameters.expiresAt * 1000 <= now.getTime()) return 'expired';
  if (!result.verified) return 'invalid';
  const spent = await db
    .insert(spentChallenges)
    .values({ signature, expiresAt: new Date(parameters.expiresAt * 1000) })
    .onConflictDoNothing()
    .returning({ signature: spentChallenges.signature });
  return spent.length === 0 ? 'spent' : null;
}

/** Answers that have expired are refused as expired anyway: their rows go (the hourly report). */
export async function purgeSpentChallenges(db: Db, now = new Date()): Promise<number> {
  const removed = await db
    .delete(spentChallenges)
    .where(lt(spentChallenges.expiresAt, now))
    .returning({ signature: spentChallenges.signature });
  return removed.length;
}

const velocityRows = z.object({
  rows: z.array(
    z.object({ prefix_hour: z.coerce.number(), prefix_day: z.coerce.number(), burst: z.coerce.number() }),
  ),
});

/**
 * Whether codes to new numbers come faster than people sign up: for this number's operator prefix
 * (017 of +8801712…) in the last hour or 24 hours, or for every prefix in the last BURST_MINUTES
 * (many addresses at once). One statement over the partial index of new-number codes. Not atomic:
 * a few requests at once may pass the line together; the lanes are the hard ceiling, this the alarm.
 */
export async function velocityReached(
  db: Db,
  phone: string,
  limits: SmsVelocity,
  now = new Date(),
): Promise<boolean> {
  // E.164 +880 1X…: characters 4 to 6 are the local number's first three (0 1 X).
  const prefix = phone.slice(3, 6);
  const hourAgo = new Date(now.getTime() - 60 * 60 * 1000);
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const burstFrom = new Date(now.getTime() - BURST_MINUTES * 60 * 1000);
  const samePrefix = sql`substring(${otpCodes.phone} from 4 for 3) = ${prefix}`;
  const { rows } = velocityRows.parse(
    await db.execute(sql`
      select
        count(*) filter (where ${samePrefix} and ${otpCodes.createdAt} > ${hourAgo}) as prefix_hour,
        count(*) filter (where ${samePrefix}) as prefix_day,
        count(*) filter (where ${otpCodes.createdAt} > ${burstFrom}) as burst
      from ${otpCodes}
      where ${otpCodes.newNumber} and ${otpCodes.createdAt} > ${dayAgo}`),
  );
  const counts = rows[0];
  if (!counts) return false;
  return (
    counts.prefix_hour >= limits.perPrefixHour ||
    counts.prefix_day >= limits.perPrefixDay ||
    counts.burst >= limits.burst
  );
}
