import { describe, expect, it } from 'vitest';
import { signedLinks } from './signed-link';

const secret = new TextEncoder().encode('a server secret');
const payload = Buffer.from('renew:listing-1:1800000000000');

describe('signedLinks', () => {
  it('opens what it sealed, and nothing changed on the way', () => {
    const links = signedLinks('listing-link');
    const token = links.seal(secret, payload);
    expect(links.open(secret, token)).toEqual(payload);

    const [encoded, signature] = token.split('.');
    const forgedPayload = Buffer.from('renew:listing-2:1800000000000').toString('base64url');
    expect(links.open(secret, `${forgedPayload}.${signature}`)).toBeNull();
    expect(links.open(secret, `${encoded}.${signature!.slice(0, -2)}`)).toBeNull();
    expect(links.open(secret, `${token}.more`)).toBeNull();
    expect(links.open(secret, encoded!)).toBeNull();
    expect(links.open(new TextEncoder().encode('another secret'), token)).toBeNull();
  });

  it("keeps kinds apart: one kind's token does not open as another's", () => {
    const token = signedLinks('listing-link').seal(secret, payload);
    expect(signedLinks('email-link').open(secret, token)).toBeNull();
  });

  it('cuts the signature where asked, and still checks all of what is left', () => {
    const short = signedLinks('alert-link', 16);
    const token = short.seal(secret, payload);
    expect(Buffer.from(token.split('.')[1]!, 'base64url')).toHaveLength(16);
    expect(short.open(secret, token)).toEqual(payload);
    expect(signedLinks('alert-link').open(secret, token)).toBeNull();
  });
});
