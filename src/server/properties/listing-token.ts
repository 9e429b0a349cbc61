import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../app-error';

/** What a mailed link may do: renew the listing, or mark it rented or sold. Nothing else. */
export type ListingTokenPurpose = 'renew' | 'close';

/** How long a mailed link works, counted from the mail. */
export const LISTING_TOKEN_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ListingTokenClaims {
  purpose: ListingTokenPurpose;
  propertyId: string;
  /** The listing's expires_at when the link was made: once it changes (a renewal), the link is void. */
  expiresAt: Date;
}

export type ListingTokenCheck =
  | { valid: true }
  | { valid: false; reason: 'malformed' | 'forged' | 'other-listing' | 'other-purpose' | 'used' | 'too-old' };

// The server's one secret signs sessions too: a label of its own keeps these signatures apart.
const keyFor = (secret: Uint8Array) =>
  createHmac('sha256', secret).update('thikana listing link v1').digest();

const sign = (secret: Uint8Array, payload: string) =>
  createHmac('sha256', keyFor(secret)).update(payload).digest();

/**
 * A link's token: `<payload>.<signature>`, both base64url. The payload is purpose, listing id, its
 * expiry (ms) and when the token was made (s); the signature is an HMAC-SHA256 of it with a key
 * derived from the server's secret.
 */
export function signListingToken(secret: Uint8Array, claims: ListingTokenClaims, now = new Date()): string {
  const payload = [
    claims.purpose,
    claims.propertyId,
    claims.expiresAt.getTime(),
    Math.floor(now.getTime() / 1000),
  ].join(':');
  return `${Buffer.from(payload).toString('base64url')}.${sign(secret, payload).toString('base64url')}`;
}

/**
 * Whether `token` lets its holder do `purpose` to this listing now. `expiresAt` is the listing's
 * current expiry (null for one never approved): a token made before a renewal no longer matches.
 * The signature is compared in constant time, before anything in the payload is believed.
 */
export function readListingToken(
  secret: Uint8Array,
  token: string,
  expected: { propertyId: string; purpose: ListingTokenPurpose; expiresAt: Date | null; now?: Date },
): ListingTokenCheck {
  const [encoded, signature, extra] = token.split('.');
  if (!encoded || !signature || extra !== undefined) return { valid: false, reason: 'malformed' };
  const payload = Buffer.from(encoded, 'base64url').toString();
  const given = Buffer.from(signature, 'base64url');
  const wanted = sign(secret, payload);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted))
    return { valid: false, reason: 'forged' };
  const [purpose, propertyId, expiresAtMs, issuedAtS] = payload.split(':');
  if (!purpose || !propertyId || !expiresAtMs || !issuedAtS) return { valid: false, reason: 'malformed' };
  if (propertyId !== expected.propertyId) return { valid: false, reason: 'other-listing' };
  if (purpose !== expected.purpose) return { valid: false, reason: 'other-purpose' };
  const now = (expected.now ?? new Date()).getTime();
  if (now - Number(issuedAtS) * 1000 > LISTING_TOKEN_DAYS * DAY_MS)
    return { valid: false, reason: 'too-old' };
  if (expected.expiresAt === null || Number(expiresAtMs) !== expected.expiresAt.getTime())
    return { valid: false, reason: 'used' };
  return { valid: true };
}

/** readListingToken for a route: a token that does not hold answers 403 LISTING_LINK_INVALID. */
export function requireListingToken(
  secret: Uint8Array,
  token: string,
  expected: { propertyId: string; purpose: ListingTokenPurpose; expiresAt: Date | null },
): void {
  if (!readListingToken(secret, token, expected).valid) throw new AppError('LISTING_LINK_INVALID');
}
