import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { accountWithPassword } from './account-keys';

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

const signature = (secret: Uint8Array, account: DeviceAccount & { email: string }, nonce: string) =>
  createHmac('sha256', secret)
    .update(`device:${accountWithPassword(secret, account.email, account.passwordHash)}:${nonce}`)
    .digest('base64url');

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
  reply.setCookie(DEVICE_COOKIE, `${nonce}.${signature(secret, { ...account, email }, nonce)}`, {
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
): string | undefined {
  const [nonce, mac, ...rest] = (request.cookies[DEVICE_COOKIE] ?? '').split('.');
  if (!account || account.email === null || !nonce || !mac || rest.length > 0) return undefined;
  const expected = Buffer.from(signature(secret, { ...account, email: account.email }, nonce));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : undefined;
}
