import { createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { OLD_FORM_ACCEPTED_UNTIL } from '../auth/old-signatures';
import { DEVICE_COOKIE, knownDevice, rememberDevice } from './known-device';

const secret = new TextEncoder().encode('a server secret');
const account = { email: 'owner@example.com', passwordHash: '$argon2id$hash' };
const requestWith = (cookie: string) =>
  ({ cookies: { [DEVICE_COOKIE]: cookie } }) as unknown as FastifyRequest;

function cookieSet(): string {
  let value = '';
  const reply = { setCookie: (_name: string, cookie: string) => (value = cookie) } as unknown as FastifyReply;
  rememberDevice(reply, secret, account, true);
  return value;
}

/** A cookie as the server made them before signing.ts: plain HMACs of the secret. */
function oldCookie(nonce: string): string {
  const hmac = (text: string) => createHmac('sha256', secret).update(text).digest('base64url');
  const accountHash = hmac(`${account.email}\n${account.passwordHash}`).slice(0, 22);
  return `${nonce}.${hmac(`device:${accountHash}:${nonce}`)}`;
}

describe('known devices', () => {
  it('knows the cookie it set, for its account and password only', () => {
    const cookie = cookieSet();
    const nonce = cookie.split('.')[0];
    expect(knownDevice(requestWith(cookie), secret, account)).toBe(nonce);
    expect(knownDevice(requestWith(cookie), secret, { ...account, passwordHash: 'new' })).toBeUndefined();
    expect(
      knownDevice(requestWith(cookie), secret, { ...account, email: 'other@example.com' }),
    ).toBeUndefined();
    expect(knownDevice(requestWith(`${cookie}x`), secret, account)).toBeUndefined();
  });

  it('still knows a cookie of the old form until its date, and not after', () => {
    const cookie = oldCookie('old-nonce');
    const until = OLD_FORM_ACCEPTED_UNTIL['known-device'];
    expect(knownDevice(requestWith(cookie), secret, account, new Date(until.getTime() - 1))).toBe(
      'old-nonce',
    );
    expect(knownDevice(requestWith(cookie), secret, account, until)).toBeUndefined();
    expect(knownDevice(requestWith(cookie), secret, { ...account, passwordHash: 'new' })).toBeUndefined();
  });
});
