import { oldFormAccepted, oldSignature } from '../auth/old-signatures';
import { sign } from '../auth/signing';

/**
 * What a report keeps of the reporter's client address (an IPv6 one by its /64, as the rate limits
 * count it): a keyed hash (signing.ts, purpose 'report-address'), never the address, so that without
 * the secret nobody can hash every address to undo it. `old` is the hash reports made before
 * signing.ts have (old-signatures.ts): an open report counts until an admin resolves it, so a report
 * from the same address finds it until OLD_FORM_ACCEPTED_UNTIL['report-address'].
 */
export function reportAddressHashes(
  secret: Uint8Array,
  address: string,
  now = new Date(),
): { addressHash: string; oldAddressHash: string | null } {
  return {
    addressHash: sign(secret, 'report-address', address).toString('base64url'),
    oldAddressHash: oldFormAccepted('report-address', now)
      ? oldSignature(secret, address).toString('base64url')
      : null,
  };
}
