import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The tokens of mailed links (renew a listing, confirm or stop an alert): `<payload>.<signature>`,
 * both base64url. The signature is an HMAC-SHA256 of the payload with a key derived from the
 * server's one secret and the kind's own label, so that no kind's token passes for another's or
 * for a session. `signatureBytes` may cut it (half of it is 128 bits, as RFC 2104 allows) where
 * the token must be short.
 */
export function signedLinks(label: string, signatureBytes = 32) {
  const sign = (secret: Uint8Array, payload: Buffer) => {
    const key = createHmac('sha256', secret).update(label).digest();
    return createHmac('sha256', key).update(payload).digest().subarray(0, signatureBytes);
  };
  return {
    seal(secret: Uint8Array, payload: Buffer): string {
      return `${payload.toString('base64url')}.${sign(secret, payload).toString('base64url')}`;
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
      const wanted = sign(secret, payload);
      return given.length === wanted.length && timingSafeEqual(given, wanted) ? payload : null;
    },
  };
}
