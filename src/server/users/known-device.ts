import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * OWASP's "device cookie" (Slow Down Online Guessing Attacks with Device Cookies): a browser that
 * has logged in to an account keeps a signed cookie naming it, and its logins and reset requests
 * for that account are not held back by what strangers spent on the account (attempt-limits.ts).
 * The cookie holds a random nonce and a keyed hash binding it to the account: no e-mail, no id.
 * One account per browser: a login to another account replaces it.
 */
export const DEVICE_COOKIE = 'thikana_device';
const DEVICE_DAYS = 365;

/** An account as counters and device cookies name it: a keyed hash of its e-mail, not the address. */
export function accountKey(secret: Uint8Array, email: string): string {
  return createHmac('sha256', secret).update(email.trim().toLowerCase()).digest('base64url').slice(0, 22);
}

const signature = (secret: Uint8Array, account: string, nonce: string) =>
  createHmac('sha256', secret).update(`device:${account}:${nonce}`).digest('base64url');

/** Marks the browser as a known device of this account (after a login, a sign-up or a reset). */
export function rememberDevice(
  reply: FastifyReply,
  secret: Uint8Array,
  email: string,
  secure: boolean,
): void {
  const nonce = randomBytes(12).toString('base64url');
  reply.setCookie(DEVICE_COOKIE, `${nonce}.${signature(secret, accountKey(secret, email), nonce)}`, {
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
 * signed for the account of this e-mail; undefined otherwise.
 */
export function knownDevice(request: FastifyRequest, secret: Uint8Array, email: string): string | undefined {
  const [nonce, mac, ...rest] = (request.cookies[DEVICE_COOKIE] ?? '').split('.');
  if (!nonce || !mac || rest.length > 0) return undefined;
  const expected = Buffer.from(signature(secret, accountKey(secret, email), nonce));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : undefined;
}
