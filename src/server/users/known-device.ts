import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { oldFormAccepted, oldSignature } from '../auth/old-signatures';
import { sameBytes, sign } from '../auth/signing';
import { accountWithPassword, accountWithPasswordText } from './account-keys';

/**
 * OWASP's "device cookie" (Slow Down Online Guessing Attacks with Device Cookies): a browser that
 * has logged in to an account keeps a signed cookie naming it, and its logins and reset requests
 * for that account are not held back by what strangers spent on the account (attempt-limits.ts).
 * The cookie holds a random nonce and a keyed hash binding it to the account and its password hash:
 * no e-mail, no id. A new password (a change or a reset) revokes every device cookie of the account,
 * so a past user of a shared browser keeps no lane. One account per browser: a login to another
 * account replaces it.
 */
export const DEVICE_COOKIE = 'thikana_device';
const DEVICE_DAYS = 365;

/** What a device cookie is bound to. */
export interface DeviceAccount {
  /** Null for an account made with a phone alone: it has no e-mail login to give a lane to. */
  email: string | null;
  passwordHash: string;
}

type EmailAccount = DeviceAccount & { email: string };

const signature = (secret: Uint8Array, account: EmailAccount, nonce: string) =>
  sign(
    secret,
    'known-device',
    `${accountWithPassword(secret, account.email, account.passwordHash)}:${nonce}`,
  );

/**
 * A cookie's signature as it was made before signing.ts (old-signatures.ts), its account hash too:
 * accepted until OLD_FORM_ACCEPTED_UNTIL['known-device'], a cookie's 365 days after the switch.
 */
function oldSignatureOf(secret: Uint8Array, account: EmailAccount, nonce: string): Buffer {
  const accountHash = oldSignature(secret, accountWithPasswordText(account.email, account.passwordHash))
    .toString('base64url')
    .slice(0, 22);
  return oldSignature(secret, `device:${accountHash}:${nonce}`);
}

/** Marks the browser as a known device of this account (after a login, a sign-up, a reset or a change). */
export function rememberDevice(
  reply: FastifyReply,
  secret: Uint8Array,
  account: DeviceAccount,
  secure: boolean,
): void {
  if (account.email === null) return;
  const { email } = account;
  const nonce = randomBytes(12).toString('base64url');
  const mac = signature(secret, { ...account, email }, nonce).toString('base64url');
  reply.setCookie(DEVICE_COOKIE, `${nonce}.${mac}`, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    // Only the routes that read it: login and the reset request, under /api/v1/user.
    path: '/api/v1/user',
    maxAge: DEVICE_DAYS * 24 * 60 * 60,
  });
}

/**
 * The device's nonce (its name in counters) when the request carries a device cookie this server
 * signed for this account and its present password; undefined otherwise.
 */
export function knownDevice(
  request: FastifyRequest,
  secret: Uint8Array,
  account: DeviceAccount | undefined,
  now = new Date(),
): string | undefined {
  const [nonce, mac, ...rest] = (request.cookies[DEVICE_COOKIE] ?? '').split('.');
  if (!account || account.email === null || !nonce || !mac || rest.length > 0) return undefined;
  const bound = { ...account, email: account.email };
  const given = Buffer.from(mac, 'base64url');
  if (sameBytes(given, signature(secret, bound, nonce))) return nonce;
  if (oldFormAccepted('known-device', now) && sameBytes(given, oldSignatureOf(secret, bound, nonce)))
    return nonce;
  return undefined;
}
