import { sign, verify, type SigningPurpose } from './signing';

/**
 * The tokens of mailed links (renew a listing, confirm or stop an alert, add an e-mail):
 * `<payload>.<signature>`, both base64url. The signature is the payload's, for the kind's own
 * purpose (signing.ts), so that no kind's token passes for another's or for a session.
 * `signatureBytes` may cut it (half of it is 128 bits, as RFC 2104 allows) where the token must be
 * short.
 */
export function signedLinks(purpose: SigningPurpose, signatureBytes = 32) {
  return {
    seal(secret: Uint8Array, payload: Buffer): string {
      const signature = sign(secret, purpose, payload, signatureBytes);
      return `${payload.toString('base64url')}.${signature.toString('base64url')}`;
    },
    /**
     * The payload of a token whose signature holds, or null (malformed or forged). The signature
     * is compared in constant time, before anything in the payload is believed.
     */
    open(secret: Uint8Array, token: string): Buffer | null {
      const [encoded, signature, extra] = token.split('.');
      if (!encoded || !signature || extra !== undefined) return null;
      const payload = Buffer.from(encoded, 'base64url');
      const given = Buffer.from(signature, 'base64url');
      return verify(secret, purpose, payload, given, signatureBytes) ? payload : null;
    },
  };
}
