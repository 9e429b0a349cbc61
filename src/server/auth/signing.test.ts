import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { OLD_FORM_ACCEPTED_UNTIL, oldFormAccepted, oldSignature } from './old-signatures';
import { purposeKey, sameBytes, sign, verify } from './signing';

const secret = new TextEncoder().encode('a server secret');
const before = (date: Date) => new Date(date.getTime() - 1000);

describe('sign and verify', () => {
  it('verifies what it signed, and nothing changed on the way', () => {
    const signature = sign(secret, 'otp-code', '+8801712345678:123456');
    expect(signature).toHaveLength(32);
    expect(verify(secret, 'otp-code', '+8801712345678:123456', signature)).toBe(true);
    expect(verify(secret, 'otp-code', '+8801712345678:123457', signature)).toBe(false);
    expect(verify(secret, 'otp-code', '+8801712345678:123456', signature.subarray(0, 31))).toBe(false);
    const otherSecret = new TextEncoder().encode('another secret');
    expect(verify(otherSecret, 'otp-code', '+8801712345678:123456', signature)).toBe(false);
  });

  it('keeps purposes apart: a value signed for one fails for every other', () => {
    const value = 'the same value';
    const purposes = [
      'listing-link',
      'alert-link',
      'email-link',
      'visit-token',
      'mail-log-recipient',
      'altcha-signature',
      'altcha-key',
      'account-key',
      'otp-code',
      'known-device',
      'report-address',
      'listing-visitor',
    ] as const;
    const keys = new Set(purposes.map((purpose) => purposeKey(secret, purpose).toString('hex')));
    expect(keys.size).toBe(purposes.length);
    for (const purpose of purposes) {
      const signature = sign(secret, purpose, value);
      for (const other of purposes) expect(verify(secret, other, value, signature)).toBe(other === purpose);
      // Nor does it pass for the secret's own HMAC (a session's JWT is signed with the secret itself).
      expect(sameBytes(signature, oldSignature(secret, value))).toBe(false);
    }
  });

  it('cuts a signature where asked, checks all of what is left, and never checks under 16 bytes', () => {
    const short = sign(secret, 'alert-link', 'payload', 16);
    expect(short).toEqual(sign(secret, 'alert-link', 'payload').subarray(0, 16));
    expect(verify(secret, 'alert-link', 'payload', short, 16)).toBe(true);
    expect(verify(secret, 'alert-link', 'payload', short)).toBe(false);
    expect(() => verify(secret, 'alert-link', 'payload', short.subarray(0, 8), 8)).toThrow();
  });

  it('derives the key as signed links and visit tokens always did, so those out there still hold', () => {
    const key = createHmac('sha256', secret).update('thikana visit-counter v1').digest();
    const unchanged = createHmac('sha256', key).update('listing|42').digest();
    expect(sign(secret, 'visit-token', 'listing|42')).toEqual(unchanged);
  });
});

describe('old forms', () => {
  it('are accepted until their date, and not after', () => {
    for (const purpose of ['otp-code', 'known-device', 'report-address'] as const) {
      const until = OLD_FORM_ACCEPTED_UNTIL[purpose];
      expect(oldFormAccepted(purpose, before(until))).toBe(true);
      expect(oldFormAccepted(purpose, until)).toBe(false);
    }
  });

  it('last at least their values’ lifetimes past the release (assumed before 2027-01-01)', () => {
    const release = new Date('2027-01-01T00:00:00Z').getTime();
    const day = 24 * 60 * 60 * 1000;
    expect(OLD_FORM_ACCEPTED_UNTIL['otp-code'].getTime()).toBeGreaterThan(release + 10 * 60 * 1000);
    expect(OLD_FORM_ACCEPTED_UNTIL['known-device'].getTime()).toBeGreaterThan(release + 365 * day);
  });
});
