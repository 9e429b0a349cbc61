import { sameBytes, sign } from '../auth/signing';

/**
 * A listing's view or contact tap counts only when the page's script reports it with a token the
 * server handed that page (issue 29): a GET of the page or of the API counts nothing, so a crawler,
 * a link preview or a loop of plain requests from many addresses inflates no count, and a token is
 * good for one listing and a short time, so one cannot be minted or kept for later. It is a cost, not
 * a proof: a script that fetches the page and runs ours is a browser, which is why the owner's
 * statistics call their counts estimates.
 */

/** A token belongs to the window (of this length) it was made in, and works through the next one too. */
export const VISIT_TOKEN_WINDOW_MS = 60 * 60 * 1000;
// 128 bits of an HMAC-SHA256 (RFC 2104 allows half): 22 characters of base64url.
const TOKEN_BYTES = 16;

// Its own purpose ('visit-token'): no other signed value of the server's secret passes for this one.
const tokenFor = (secret: Uint8Array, propertyId: string, window: number): Buffer =>
  sign(secret, 'visit-token', `${propertyId.toLowerCase()}|${window}`, TOKEN_BYTES);

const windowOf = (now: Date) => Math.floor(now.getTime() / VISIT_TOKEN_WINDOW_MS);

/** The token a listing's page carries (in the API's answer for the listing, so in the drawn page's handover). */
export function signVisitToken(secret: Uint8Array, propertyId: string, now = new Date()): string {
  return tokenFor(secret, propertyId, windowOf(now)).toString('base64url');
}

/**
 * Whether `token` was made for this listing in this window or the one before: a page opened just
 * before a window's end still counts, and no token counts after two windows (one at least).
 */
export function visitTokenHolds(
  secret: Uint8Array,
  propertyId: string,
  token: string | undefined,
  now = new Date(),
): boolean {
  if (!token) return false;
  const given = Buffer.from(token, 'base64url');
  if (given.length !== TOKEN_BYTES) return false;
  const current = windowOf(now);
  // Both compared, in constant time, whatever the first gives.
  const matches = [current, current - 1].map((window) =>
    sameBytes(given, tokenFor(secret, propertyId, window)),
  );
  return matches.some(Boolean);
}
