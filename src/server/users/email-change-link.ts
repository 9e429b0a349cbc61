import { createHash } from 'node:crypto';
import { signedLinks } from '../auth/signed-link';
import { EMAIL_LINK_HOURS } from './email-link';

const HOUR_MS = 60 * 60 * 1000;
// The account's id (16 bytes), when the link was made (4, seconds), the digest of the address it
// replaces (16), then the new address (UTF-8).
const HEAD_BYTES = 36;
// Its own purpose: an add-e-mail link (or any other kind) never passes for this one, nor it for them.
const links = signedLinks('email-change-link', 16);

/**
 * What a change link is bound to, as it is now: the account's address, when it was proven, and its
 * password (its stored hash).
 */
interface CurrentAddress {
  email: string | null;
  emailVerifiedAt: Date | null;
  passwordHash: string | null;
}

/**
 * The address and password as they stand, digested: once the address changes (or is proven again),
 * every link made before no longer matches, so an earlier change's link cannot undo a later one; and
 * once the owner resets or changes the password, a change asked by whoever knew the old one dies too.
 */
function addressDigest({ email, emailVerifiedAt, passwordHash }: CurrentAddress): Buffer {
  const proven = emailVerifiedAt ? emailVerifiedAt.getTime() : 0;
  return createHash('sha256')
    .update(`${(email ?? '').toLowerCase()}\n${proven}\n${passwordHash ?? ''}`)
    .digest()
    .subarray(0, 16);
}

/** The token of a link that replaces the account's address by `email` once its owner opens it. */
export function signEmailChangeLink(
  secret: Uint8Array,
  user: CurrentAddress & { id: string },
  email: string,
  now = new Date(),
): string {
  const head = Buffer.alloc(HEAD_BYTES);
  Buffer.from(user.id.replace(/-/g, ''), 'hex').copy(head, 0);
  head.writeUInt32BE(Math.floor(now.getTime() / 1000), 16);
  addressDigest(user).copy(head, 20);
  return links.seal(secret, Buffer.concat([head, Buffer.from(email, 'utf8')]));
}

/** The account and new address a token names, or null (malformed, forged, or over EMAIL_LINK_HOURS old). */
export function readEmailChangeLink(
  secret: Uint8Array,
  token: string,
  now = new Date(),
): { userId: string; email: string; madeFor: (current: CurrentAddress) => boolean } | null {
  const payload = links.open(secret, token);
  if (!payload || payload.length <= HEAD_BYTES) return null;
  const issuedMs = payload.readUInt32BE(16) * 1000;
  if (now.getTime() - issuedMs > EMAIL_LINK_HOURS * HOUR_MS || issuedMs > now.getTime() + 60_000) return null;
  const hex = payload.subarray(0, 16).toString('hex');
  const digest = payload.subarray(20, HEAD_BYTES);
  return {
    userId: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`,
    email: payload.subarray(HEAD_BYTES).toString('utf8'),
    madeFor: (current) => addressDigest(current).equals(digest),
  };
}
