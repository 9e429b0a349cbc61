import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Every value the server signs or hashes with its one secret, and the label its key is derived
 * under: a value signed for one purpose never passes for another's, nor for a session (whose JWT is
 * signed with the secret itself). The first labels are those the values already out there were
 * signed under, so those values hold unchanged; the others were plain HMACs of the secret before
 * this helper, and `old-signatures.ts` accepts that form while such values live (decision 020).
 */
const LABELS = {
  'listing-link': 'thikana listing link v1',
  'alert-link': 'thikana alert link v1',
  'email-link': 'thikana add e-mail link v1',
  'email-change-link': 'thikana change e-mail link v1',
  'visit-token': 'thikana visit-counter v1',
  'mail-log-recipient': 'thikana mail log recipient v1',
  'altcha-signature': 'altcha-challenge-signature',
  'altcha-key': 'altcha-challenge-key',
  'account-key': 'thikana account key v1',
  'otp-code': 'thikana otp code v1',
  'known-device': 'thikana known device v1',
  'report-address': 'thikana report address v1',
  'listing-visitor': 'thikana listing visitor v1',
  'call-request-visitor': 'thikana call request visitor v1',
} as const;

export type SigningPurpose = keyof typeof LABELS;

/** A signature checked may be cut to half an HMAC-SHA256 (RFC 2104), no shorter. */
const MIN_CHECKED_BYTES = 16;

/** The purpose's own key: HMAC-SHA256 of its label, keyed with the server's secret. */
export function purposeKey(secret: Uint8Array, purpose: SigningPurpose): Buffer {
  return createHmac('sha256', secret).update(LABELS[purpose]).digest();
}

/** HMAC-SHA256 of `value` under the purpose's key, its first `bytes` bytes (all 32 by default). */
export function sign(
  secret: Uint8Array,
  purpose: SigningPurpose,
  value: string | Uint8Array,
  bytes = 32,
): Buffer {
  return createHmac('sha256', purposeKey(secret, purpose)).update(value).digest().subarray(0, bytes);
}

/** Whether `signature` is `value`'s for this purpose, `bytes` long; compared in constant time. */
export function verify(
  secret: Uint8Array,
  purpose: SigningPurpose,
  value: string | Uint8Array,
  signature: Uint8Array,
  bytes = 32,
): boolean {
  if (bytes < MIN_CHECKED_BYTES)
    throw new Error(`a signature checked needs ${MIN_CHECKED_BYTES} bytes at least`);
  return sameBytes(signature, sign(secret, purpose, value, bytes));
}

/** Two byte strings equal, compared in constant time (their lengths are not secret). */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}
