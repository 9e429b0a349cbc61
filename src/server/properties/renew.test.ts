import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { propertySchema } from '../../shared/property';
import { properties } from '../db/schema';
import { newClientAddress } from '../test/client-address';
import { createProperty, signedInPeople } from '../test/factories';
import { createTestApp } from '../test/test-app';
import { readListingToken, signListingToken } from './listing-token';

const DAY_MS = 24 * 60 * 60 * 1000;

const t = await createTestApp({ LISTING_DAYS_RENT: '45', LISTING_DAYS_SALE: '90' });
const {
  owner,
  ownerToken,
  strangerToken: otherToken,
  adminToken,
} = await signedInPeople(t, { language: 'bn' });
afterAll(() => t.close());

const renew = (id: string, { session, token }: { session?: string; token?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/property/${id}/renew${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`,
    remoteAddress: newClientAddress(),
    headers: session ? { authorization: `Bearer ${session}` } : {},
  });

/** An approved listing of the owner's that has 2 days left (or `left` ms), as a renewal finds it. */
const expiringListing = (fields: Parameters<typeof createProperty>[1] = {}, left = 2 * DAY_MS) =>
  createProperty(t.database.db, {
    userId: owner.id,
    expiresAt: new Date(Date.now() + left),
    ...fields,
  });

const expiryOf = async (id: string) =>
  (await t.database.db.select().from(properties).where(eq(properties.id, id)))[0]!.expiresAt!;

function expectRenewedFromNow(expiresAt: Date, days: number) {
  const expected = Date.now() + days * DAY_MS;
  expect(Math.abs(expiresAt.getTime() - expected)).toBeLessThan(60_000);
}

describe('POST /property/:id/renew', () => {
  it('lets the owner renew a listing for its full time from now, and answers the listing', async () => {
    const listing = await expiringListing();
    const res = await renew(listing.id, { session: ownerToken });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ success: true; data: unknown }>();
    expect(body.success).toBe(true);
    const data = propertySchema.parse(body.data);
    expect(data._id).toBe(listing.id);
    expectRenewedFromNow(new Date(data.expiresAt!), 45);
    expectRenewedFromNow(await expiryOf(listing.id), 45);
  });

  it('gives a listing for sale its own time (LISTING_DAYS_SALE), and an admin may renew it', async () => {
    const listing = await expiringListing({ propertyType: 'sell' });
    const res = await renew(listing.id, { session: adminToken });
    expect(res.statusCode).toBe(200);
    expectRenewedFromNow(await expiryOf(listing.id), 90);
  });

  it('brings an expired listing back to the public lists', async () => {
    const listing = await expiringListing({ title: 'Expired flat near Kazla' }, -DAY_MS);
    const publicView = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/property/${listing.id}`,
        remoteAddress: newClientAddress(),
      });
    expect((await publicView()).statusCode).toBe(410);
    expect((await renew(listing.id, { session: ownerToken })).statusCode).toBe(200);
    expect((await publicView()).statusCode).toBe(200);
  });

  it('renews a sold listing too, which stays sold', async () => {
    const listing = await expiringListing({ marketStatus: 'sold', closedAt: new Date() });
    const res = await renew(listing.id, { session: ownerToken });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: { market_status: string } }>().data.market_status).toBe('sold');
  });

  it('refuses a visitor (401) and another user (403), and changes nothing', async () => {
    const listing = await expiringListing();
    const before = await expiryOf(listing.id);
    const visitor = await renew(listing.id);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    const other = await renew(listing.id, { session: otherToken });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect(await expiryOf(listing.id)).toEqual(before);
  });

  it('refuses a listing that is not approved (409)', async () => {
    const listing = await createProperty(t.database.db, { userId: owner.id, status: 'pending' });
    const res = await renew(listing.id, { session: ownerToken });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'LISTING_NOT_RENEWABLE' });
  });

  it('lets anyone holding a renew link renew once, without a session', async () => {
    const listing = await expiringListing();
    const token = signListingToken(t.app.sessionKeys.secret, {
      purpose: 'renew',
      propertyId: listing.id,
      expiresAt: listing.expiresAt!,
    });
    const first = await renew(listing.id, { token });
    expect(first.statusCode).toBe(200);
    expectRenewedFromNow(await expiryOf(listing.id), 45);

    // The renewal changed the expiry the link names: the same link again is refused, clearly.
    const again = await renew(listing.id, { token });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ success: false, code: 'LISTING_LINK_INVALID' });
  });

  it('refuses a link made for another purpose, another listing, a forged one and an old one', async () => {
    const listing = await expiringListing();
    const other = await expiringListing();
    const secret = t.app.sessionKeys.secret;
    const claims = { purpose: 'renew' as const, propertyId: listing.id, expiresAt: listing.expiresAt! };
    const before = await expiryOf(listing.id);
    const refused = [
      signListingToken(secret, { ...claims, purpose: 'close' }),
      signListingToken(secret, { ...claims, propertyId: other.id }),
      signListingToken(new Uint8Array(32).fill(7), claims),
      signListingToken(secret, claims, new Date(Date.now() - 31 * DAY_MS)),
      'not-a-token',
    ];
    for (const token of refused) {
      const res = await renew(listing.id, { token });
      expect(res.statusCode, token).toBe(403);
      expect(res.json()).toMatchObject({ code: 'LISTING_LINK_INVALID' });
    }
    // A session does not rescue a bad link: the link is what was asked to act.
    expect((await renew(listing.id, { token: refused[0], session: ownerToken })).statusCode).toBe(403);
    expect(await expiryOf(listing.id)).toEqual(before);
  });
});

describe('listing tokens', () => {
  const secret = new Uint8Array(32).fill(3);
  const claims = {
    purpose: 'close' as const,
    propertyId: '4b6f0e0a-3c1e-4f7e-9a51-2f1f1c1d2e3f',
    expiresAt: new Date('2027-01-01T00:00:00.000Z'),
  };

  it('reads back what it signed, and says why a token does not hold', () => {
    const token = signListingToken(secret, claims, new Date('2026-12-20T00:00:00Z'));
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    const read = (overrides: Partial<Parameters<typeof readListingToken>[2]> = {}, given = token) =>
      readListingToken(secret, given, { ...claims, now: new Date('2026-12-21T00:00:00Z'), ...overrides });
    expect(read()).toEqual({ valid: true });
    expect(read({ purpose: 'renew' })).toEqual({ valid: false, reason: 'other-purpose' });
    expect(read({ expiresAt: new Date('2027-02-15T00:00:00Z') })).toEqual({ valid: false, reason: 'used' });
    expect(read({ now: new Date('2027-01-20T00:00:00Z') })).toEqual({ valid: false, reason: 'too-old' });
    const [payload] = token.split('.');
    const tampered = `${Buffer.from(Buffer.from(payload!, 'base64url').toString().replace('close', 'renew')).toString('base64url')}.${token.split('.')[1]}`;
    expect(read({ purpose: 'renew' }, tampered)).toEqual({ valid: false, reason: 'forged' });
  });
});
