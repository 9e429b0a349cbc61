import { createHmac, timingSafeEqual } from 'node:crypto';

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
// Its own label: no other signed value of the server's secret passes for this one, nor it for them.
const LABEL = 'thikana visit-counter v1';
// 128 bits of an HMAC-SHA256 (RFC 2104 allows half): 22 characters of base64url.
const TOKEN_BYTES = 16;

function tokenFor(secret: Uint8Array, propertyId: string, window: number): Buffer {
  const key = createHmac('sha256', secret).update(LABEL).digest();
  return createHmac('sha256', key)
    .update(`${propertyId.toLowerCase()}|${window}`)
    .digest()
    .subarray(0, TOKEN_BYTES);
}

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
    timingSafeEqual(given, tokenFor(secret, propertyId, window)),
  );
  return matches.some(Boolean);
}
