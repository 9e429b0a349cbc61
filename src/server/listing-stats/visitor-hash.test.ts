import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LISTING_VISITOR_NEW_FORM_FROM_DAY } from '../auth/old-signatures';
import { sign } from '../auth/signing';
import { visitorHashOf } from './visit-counter';

const secret = new TextEncoder().encode('a server secret');
const visit = { propertyId: 'listing-1', kind: 'view', who: 'address:203.0.113.7', viewerId: null } as const;

describe("visitors' hashes", () => {
  it('keep the old form for days before the switch, so that no day counts a visitor twice', () => {
    const day = '2026-12-31';
    expect(day < LISTING_VISITOR_NEW_FORM_FROM_DAY).toBe(true);
    const old = createHmac('sha256', secret)
      .update(`${day}|listing-1|address:203.0.113.7`)
      .digest('base64url');
    expect(visitorHashOf(secret, day, visit)).toBe(old);
  });

  it('are signed for their own purpose from the switch on', () => {
    const day = LISTING_VISITOR_NEW_FORM_FROM_DAY;
    const text = `${day}|listing-1|address:203.0.113.7`;
    expect(visitorHashOf(secret, day, visit)).toBe(
      sign(secret, 'listing-visitor', text).toString('base64url'),
    );
  });
});
