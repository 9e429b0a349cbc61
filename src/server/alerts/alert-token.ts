import { AppError } from '../app-error';
import { signedLinks } from '../auth/signed-link';

/** What a mailed alert link may do: confirm a visitor's subscription, or pause it. Nothing else. */
export type AlertTokenPurpose = 'confirm' | 'unsubscribe';

/**
 * How long a confirmation link works. An unsubscribe link never expires: a mail found months later
 * must still stop the alerts.
 */
export const CONFIRM_TOKEN_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const PURPOSE_CODES: Record<AlertTokenPurpose, number> = { confirm: 1, unsubscribe: 2 };
// Purpose (1 byte), the saved search's id (16), when it was made (4, seconds): 21 bytes.
const PAYLOAD_BYTES = 21;
// Half an HMAC-SHA256: a token fits in one path segment of the router (100 characters at most)
// and in a mail line.
const links = signedLinks('alert-link', 16);

/**
 * A link's token: `<payload>.<signature>`, both base64url, 51 characters. The payload is the
 * purpose, the saved search's id and when the token was made (`signedLinks`). The id is not
 * secret: the signature is the right.
 */
export function signAlertToken(
  secret: Uint8Array,
  purpose: AlertTokenPurpose,
  savedSearchId: string,
  now = new Date(),
): string {
  const payload = Buffer.alloc(PAYLOAD_BYTES);
  payload.writeUInt8(PURPOSE_CODES[purpose], 0);
  Buffer.from(savedSearchId.replace(/-/g, ''), 'hex').copy(payload, 1);
  payload.writeUInt32BE(Math.floor(now.getTime() / 1000), 17);
  return links.seal(secret, payload);
}

/**
 * The saved search a token lets its holder act on for `purpose`, or null when it does not hold
 * (malformed, forged, made for the other purpose, or a confirmation link over 30 days old).
 */
export function readAlertToken(
  secret: Uint8Array,
  token: string,
  purpose: AlertTokenPurpose,
  now = new Date(),
): string | null {
  const payload = links.open(secret, token);
  if (payload?.length !== PAYLOAD_BYTES) return null;
  if (payload.readUInt8(0) !== PURPOSE_CODES[purpose]) return null;
  const issuedMs = payload.readUInt32BE(17) * 1000;
  if (purpose === 'confirm' && now.getTime() - issuedMs > CONFIRM_TOKEN_DAYS * DAY_MS) return null;
  const hex = payload.subarray(1, 17).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** readAlertToken for a route: a token that does not hold answers 403 ALERT_LINK_INVALID. */
export function requireAlertToken(secret: Uint8Array, token: string, purpose: AlertTokenPurpose): string {
  const id = readAlertToken(secret, token, purpose);
  if (id === null) throw new AppError('ALERT_LINK_INVALID');
  return id;
}
