import { sign } from '../auth/signing';

/**
 * A keyed hash (signing.ts, purpose 'account-key'), cut to 22 characters (132 bits): short in
 * counters' keys and cookies, and unguessable. Counters keep no old form (decision 020): they live
 * 15 minutes (a day for reset mails), and the switch restarts them once, as a Redis restart does.
 */
const keyedHash = (secret: Uint8Array, text: string) =>
  sign(secret, 'account-key', text).toString('base64url').slice(0, 22);

/** An account as counters name it: a keyed hash of its e-mail, never the address itself. */
export const accountKey = (secret: Uint8Array, email: string): string =>
  keyedHash(secret, email.trim().toLowerCase());

/** The account and its password, hashed: a new password (a change or a reset) names a new key. */
export const accountWithPassword = (secret: Uint8Array, email: string, passwordHash: string): string =>
  keyedHash(secret, accountWithPasswordText(email, passwordHash));

/** What `accountWithPassword` hashes (old-signatures.ts hashes it the old way too). */
export const accountWithPasswordText = (email: string, passwordHash: string): string =>
  `${email.trim().toLowerCase()}\n${passwordHash}`;
