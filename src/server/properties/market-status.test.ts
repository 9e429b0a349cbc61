import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { properties } from '../db/schema';
import { createProperty, signedInPeople } from '../test/factories';
import { createTestApp } from '../test/test-app';
import { signListingToken } from './listing-token';

const t = await createTestApp();
const { owner, ownerToken, strangerToken, adminToken } = await signedInPeople(t);
afterAll(() => t.close());

function send(method: 'GET' | 'PATCH', url: string, token?: string, body?: object) {
  return t.api(method, url, token, body);
}

const mark = (id: string, status: string, token?: string) =>
  send('PATCH', `/property/${id}/status`, token, { status });

async function searchTitles(query: string) {
  const res = await send('GET', `/property/searched-properties?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: Array<{ property_title: string }> }>().data.map((p) => p.property_title);
}

describe('PATCH /property/:id/status', () => {
  it('lets the owner mark a rental rented: badged at its URL, gone from lists and search, back on request', async () => {
    const title = 'Shaplaneer, two rooms by the lake';
    const listing = await createProperty(t.database.db, { userId: owner.id, title });

    const marked = await mark(listing.id, 'rented', ownerToken);
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data).toMatchObject({ market_status: 'rented', property_status: 'approved' });

    // A visitor still reaches the page, with the state to badge it; lists and search leave it out.
    const page = await send('GET', `/property/${listing.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().data.market_status).toBe('rented');
    // Its page offers listings still on the market in its place.
    expect((await send('GET', `/property/${listing.id}/related`)).statusCode).toBe(200);
    expect(await searchTitles(`keyword=Shaplaneer`)).not.toContain(title);
    expect(await searchTitles('limit=50')).not.toContain(title);
    expect(await searchTitles(`keyword=Shaplaneer&include_closed=true`)).toContain(title);

    // Back on the market: public again, without a new review.
    const back = await mark(listing.id, 'available', ownerToken);
    expect(back.json().data).toMatchObject({ market_status: 'available', property_status: 'approved' });
    expect(await searchTitles(`keyword=Shaplaneer`)).toContain(title);
  });

  it('lets an admin mark a sale sold; refuses other users and visitors', async () => {
    const listing = await createProperty(t.database.db, { userId: owner.id, propertyType: 'sell' });
    expect((await mark(listing.id, 'sold', strangerToken)).statusCode).toBe(403);
    expect((await mark(listing.id, 'sold')).statusCode).toBe(401);
    expect((await mark(listing.id, 'sold', adminToken)).json().data.market_status).toBe('sold');
    const [row] = await t.database.db.select().from(properties).where(eq(properties.id, listing.id));
    expect(row?.closedAt).toBeInstanceOf(Date);
  });

  it('refuses a state that does not fit the deal, an unknown state and an unknown listing', async () => {
    const rental = await createProperty(t.database.db, { userId: owner.id });
    const wrong = await mark(rental.id, 'sold', ownerToken);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { status: 'rent_is_rented' } });
    expect((await mark(rental.id, 'let', ownerToken)).statusCode).toBe(400);
    expect((await mark('7c0c6a36-9a55-4b61-9e55-0d0f1b7d5f11', 'rented', ownerToken)).statusCode).toBe(404);
  });

  it('keeps a rented listing a rental: its deal changes only once it is back on the market', async () => {
    const rental = await createProperty(t.database.db, { userId: owner.id });
    expect((await mark(rental.id, 'rented', ownerToken)).statusCode).toBe(200);
    const toSale = { property_type: 'sell', rent_time_period: null };
    const refused = await send('PATCH', `/property/${rental.id}`, ownerToken, toSale);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: { property_type: 'closed_deal_type' } });
    // Other changes of a rented listing are still an ordinary edit.
    expect((await send('PATCH', `/property/${rental.id}`, ownerToken, { price: 14000 })).statusCode).toBe(
      200,
    );
    expect((await mark(rental.id, 'available', ownerToken)).statusCode).toBe(200);
    expect((await send('PATCH', `/property/${rental.id}`, ownerToken, toSale)).statusCode).toBe(200);
  });

  it('closes a listing with the mailed link, not with another link, and never reopens by link', async () => {
    const listing = await createProperty(t.database.db, { userId: owner.id });
    const claims = { propertyId: listing.id, expiresAt: listing.expiresAt! };
    const secret = t.app.sessionKeys.secret;
    const close = signListingToken(secret, { ...claims, purpose: 'close' });
    const renew = signListingToken(secret, { ...claims, purpose: 'renew' });
    const byLink = (token: string, status: string) =>
      send('PATCH', `/property/${listing.id}/status?token=${token}`, undefined, { status });

    expect((await byLink(renew, 'rented')).json()).toMatchObject({ code: 'LISTING_LINK_INVALID' });
    expect((await byLink(close, 'available')).statusCode).toBe(403);
    const closed = await byLink(close, 'rented');
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data).toMatchObject({ market_status: 'rented', pending_revision: null });
    expect((await byLink(close, 'available')).statusCode).toBe(403);
    // Used, it does nothing more while the listing stays closed.
    expect((await byLink(close, 'rented')).statusCode).toBe(403);
  });

  it('a used close link does nothing after the owner put the listing back on the market', async () => {
    const listing = await createProperty(t.database.db, { userId: owner.id });
    // The mail went out a minute ago; the listing last changed before it.
    await t.database.db
      .update(properties)
      .set({ updatedAt: new Date(Date.now() - 120_000) })
      .where(eq(properties.id, listing.id));
    const close = signListingToken(
      t.app.sessionKeys.secret,
      { purpose: 'close', propertyId: listing.id, expiresAt: listing.expiresAt! },
      new Date(Date.now() - 60_000),
    );
    const byLink = () =>
      send('PATCH', `/property/${listing.id}/status?token=${close}`, undefined, { status: 'rented' });

    expect((await byLink()).statusCode).toBe(200);
    expect((await mark(listing.id, 'available', ownerToken)).statusCode).toBe(200);
    expect((await byLink()).json()).toMatchObject({ code: 'LISTING_LINK_INVALID' });
    expect((await send('GET', `/property/${listing.id}`)).json().data.market_status).toBe('available');
  });

  it('answers 410 Gone for a listing sold over 30 days ago or expired, 404 for one never public', async () => {
    const sold = await createProperty(t.database.db, { userId: owner.id, propertyType: 'sell' });
    await mark(sold.id, 'sold', ownerToken);
    await t.database.db
      .update(properties)
      .set({ closedAt: sql`now() - interval '31 days'` })
      .where(eq(properties.id, sold.id));
    expect((await send('GET', `/property/${sold.id}`)).statusCode).toBe(410);
    // Its owner still sees it, and can put it back on the market.
    expect((await send('GET', `/property/${sold.id}`, ownerToken)).statusCode).toBe(200);

    const expired = await createProperty(t.database.db, { expiresAt: new Date(Date.now() - 60_000) });
    expect((await send('GET', `/property/${expired.id}`)).statusCode).toBe(410);
    const pending = await createProperty(t.database.db, { status: 'pending' });
    expect((await send('GET', `/property/${pending.id}`)).statusCode).toBe(404);
  });
});
