import { signedLinks } from '../auth/signed-link';
import type { UserRow } from '../auth/viewer';

/** How long a link to add an e-mail works. */
export const EMAIL_LINK_HOURS = 24;
const HOUR_MS = 60 * 60 * 1000;
// The account's id (16 bytes), when the link was made (4, seconds), then the address (UTF-8).
const HEAD_BYTES = 20;
// Its own purpose: no other kind of link (a listing's, an alert's) passes for this one, nor it for them.
const links = signedLinks('email-link', 16);

/** The token of a link that attaches `email` to this account once its owner opens it. */
export function signEmailLink(secret: Uint8Array, userId: string, email: string, now = new Date()): string {
  const head = Buffer.alloc(HEAD_BYTES);
  Buffer.from(userId.replace(/-/g, ''), 'hex').copy(head, 0);
  head.writeUInt32BE(Math.floor(now.getTime() / 1000), 16);
  return links.seal(secret, Buffer.concat([head, Buffer.from(email, 'utf8')]));
}

/** The account and address a token names, or null (malformed, forged, or over EMAIL_LINK_HOURS old). */
export function readEmailLink(
  secret: Uint8Array,
  token: string,
  now = new Date(),
): { userId: string; email: string } | null {
  const payload = links.open(secret, token);
  if (!payload || payload.length <= HEAD_BYTES) return null;
  const issuedMs = payload.readUInt32BE(16) * 1000;
  if (now.getTime() - issuedMs > EMAIL_LINK_HOURS * HOUR_MS || issuedMs > now.getTime() + 60_000) return null;
  const hex = payload.subarray(0, 16).toString('hex');
  return {
    userId: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`,
    email: payload.subarray(HEAD_BYTES).toString('utf8'),
  };
}

/** What mailing a link to an address asks: the server's secret and address, the account, the address. */
export interface EmailLinkRequest {
  secret: Uint8Array;
  publicUrl: string;
  user: UserRow;
  email: string;
}

/** The confirm page's address with `params` (the token, and what it is for) in its query. */
export const emailConfirmLink = (publicUrl: string, params: Record<string, string>): string =>
  `${publicUrl}/email/confirm?${new URLSearchParams(params).toString()}`;
