import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { OLD_FORM_ACCEPTED_UNTIL } from '../auth/old-signatures';
import { otpHash, otpHashMatches } from './otp-codes';

const secret = new TextEncoder().encode('a server secret');
const phone = '+8801712345678';

describe('stored code hashes', () => {
  it('match their own code and number only', () => {
    const stored = otpHash(secret, phone, '123456');
    expect(otpHashMatches(secret, phone, '123456', stored)).toBe(true);
    expect(otpHashMatches(secret, phone, '123457', stored)).toBe(false);
    expect(otpHashMatches(secret, '+8801812345678', '123456', stored)).toBe(false);
  });

  it('of the old form still match until their date, and not after', () => {
    const stored = createHmac('sha256', secret).update(`otp:${phone}:123456`).digest('base64url');
    const until = OLD_FORM_ACCEPTED_UNTIL['otp-code'];
    expect(otpHashMatches(secret, phone, '123456', stored, new Date(until.getTime() - 1))).toBe(true);
    expect(otpHashMatches(secret, phone, '123457', stored, new Date(until.getTime() - 1))).toBe(false);
    expect(otpHashMatches(secret, phone, '123456', stored, until)).toBe(false);
  });
});
