import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { OLD_FORM_ACCEPTED_UNTIL } from '../auth/old-signatures';
import { reportAddressHashes } from './report-address';

const secret = new TextEncoder().encode('a server secret');

describe("reports' address hashes", () => {
  it('name the old form too, for open reports made before the switch, until its date', () => {
    const old = createHmac('sha256', secret).update('203.0.113.7').digest('base64url');
    const until = OLD_FORM_ACCEPTED_UNTIL['report-address'];
    const during = reportAddressHashes(secret, '203.0.113.7', new Date(until.getTime() - 1));
    expect(during.oldAddressHash).toBe(old);
    expect(during.addressHash).not.toBe(old);
    expect(reportAddressHashes(secret, '203.0.113.7', until).oldAddressHash).toBeNull();
  });
});
