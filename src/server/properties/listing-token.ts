import { AppError } from '../app-error';
import { signedLinks } from '../auth/signed-link';

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
  | { valid: false; reason: 'forged' | 'other-listing' | 'other-purpose' | 'used' | 'too-old' | 'changed' };

const links = signedLinks('listing-link');

/**
 * A link's token: `<payload>.<signature>`, both base64url. The payload is purpose, listing id, its
 * expiry (ms) and when the token was made (s), signed by `signedLinks`.
 */
export function signListingToken(secret: Uint8Array, claims: ListingTokenClaims, now = new Date()): string {
  const payload = [
    claims.purpose,
    claims.propertyId,
    claims.expiresAt.getTime(),
    Math.floor(now.getTime() / 1000),
  ].join(':');
  return links.seal(secret, Buffer.from(payload));
}

/** What a link is checked against: the listing as it is now. */
export interface ListingTokenExpected {
  propertyId: string;
  purpose: ListingTokenPurpose;
  /** The listing's current expiry (null for one never approved): a token made before a renewal no longer matches. */
  expiresAt: Date | null;
  /** With it, a token made before this (the listing's last change) no longer works. */
  changedAt?: Date;
  now?: Date;
}

/** Whether `token` lets its holder do `purpose` to this listing now. */
export function readListingToken(
  secret: Uint8Array,
  token: string,
  expected: ListingTokenExpected,
): ListingTokenCheck {
  const payload = links.open(secret, token)?.toString();
  const [purpose, propertyId, expiresAtMs, issuedAtS] = payload?.split(':') ?? [];
  if (!purpose || !propertyId || !expiresAtMs || !issuedAtS) return { valid: false, reason: 'forged' };
  if (propertyId !== expected.propertyId) return { valid: false, reason: 'other-listing' };
  if (purpose !== expected.purpose) return { valid: false, reason: 'other-purpose' };
  const now = (expected.now ?? new Date()).getTime();
  if (now - Number(issuedAtS) * 1000 > LISTING_TOKEN_DAYS * DAY_MS)
    return { valid: false, reason: 'too-old' };
  if (expected.expiresAt === null || Number(expiresAtMs) !== expected.expiresAt.getTime())
    return { valid: false, reason: 'used' };
  // To the second, as the token counts: a change in the second the link was made does not void it.
  if (expected.changedAt && Math.floor(expected.changedAt.getTime() / 1000) > Number(issuedAtS))
    return { valid: false, reason: 'changed' };
  return { valid: true };
}

/** readListingToken for a route: a token that does not hold answers 403 LISTING_LINK_INVALID. */
export function requireListingToken(secret: Uint8Array, token: string, expected: ListingTokenExpected): void {
  if (!readListingToken(secret, token, expected).valid) throw new AppError('LISTING_LINK_INVALID');
}
