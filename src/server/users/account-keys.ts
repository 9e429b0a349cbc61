import { createHmac } from 'node:crypto';

/** A keyed hash, cut to 22 characters (132 bits): short in counters' keys and cookies, and unguessable. */
const keyedHash = (secret: Uint8Array, text: string) =>
  createHmac('sha256', secret).update(text).digest('base64url').slice(0, 22);

/** An account as counters name it: a keyed hash of its e-mail, never the address itself. */
export const accountKey = (secret: Uint8Array, email: string): string =>
  keyedHash(secret, email.trim().toLowerCase());

/** The account and its password, hashed: a new password (a change or a reset) names a new key. */
export const accountWithPassword = (secret: Uint8Array, email: string, passwordHash: string): string =>
  keyedHash(secret, `${email.trim().toLowerCase()}\n${passwordHash}`);
