import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { propertySchema, type Property } from '../../shared/property';
import { favorites, properties } from '../db/schema';
import { createProperty, createUser, signedInPeople } from '../test/factories';
import { createTestApp } from '../test/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

const t = await createTestApp();
// The watcher is the stranger: someone who favours the owner's listing.
const people = await signedInPeople(t, { name: 'Owner Habib' });
const { ownerToken, strangerToken: watcherToken } = people;
const [ownerId, watcherId] = [people.owner.id, people.stranger.id];
afterAll(() => t.close());

const call = (method: 'GET' | 'PATCH', url: string, session?: string, payload?: object) =>
  t.api(method, url, session, payload);

const favorite = async (id: string, on = true) =>
  expect((await call('PATCH', `/property/${id}`, watcherToken, { favorite: on })).statusCode).toBe(200);

const savedPriceOf = async (id: string) =>
  (
    await t.database.db
      .select({ savedPrice: favorites.savedPrice })
      .from(favorites)
      .where(and(eq(favorites.userId, watcherId), eq(favorites.propertyId, id)))
  )[0]?.savedPrice;

const setPrice = (id: string, price: number) =>
  t.database.db.update(properties).set({ price }).where(eq(properties.id, id));

async function favoritesList(session = watcherToken): Promise<Property[]> {
  const res = await call('GET', '/property/logged-user-all?favorite=true', session);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: unknown[] }>().data.map((listing) => propertySchema.parse(listing));
}

const inFavorites = async (id: string) => (await favoritesList()).find((listing) => listing._id === id);

describe('a favourite keeps the price it was saved at', () => {
  it('stores the listing’s price when it is marked, keeps it when marked again, and starts afresh after unmarking', async () => {
    const listing = await createProperty(t.database.db, { userId: ownerId, price: 18000 });
    await favorite(listing.id);
    expect(await savedPriceOf(listing.id)).toBe(18000);

    await setPrice(listing.id, 15000);
    // A second tap of the same heart (another tab) is not a new favourite: the fall stays marked.
    await favorite(listing.id);
    expect(await savedPriceOf(listing.id)).toBe(18000);

    await favorite(listing.id, false);
    expect(await savedPriceOf(listing.id)).toBeUndefined();
    await favorite(listing.id);
    expect(await savedPriceOf(listing.id)).toBe(15000);
    expect((await inFavorites(listing.id))?.price_drop).toBeUndefined();
  });
});

describe('the favourites list marks a fall in price', () => {
  it('gives price_drop.from when the price is below the saved one, and nothing when it is the same or higher', async () => {
    const [fell, same, rose] = await Promise.all(
      [18000, 12000, 9000].map((price) => createProperty(t.database.db, { userId: ownerId, price })),
    );
    for (const listing of [fell!, same!, rose!]) await favorite(listing.id);
    await setPrice(fell!.id, 15000);
    await setPrice(rose!.id, 9500);

    const listed = await favoritesList();
    const byId = (id: string) => listed.find((listing) => listing._id === id);
    expect(byId(fell!.id)).toMatchObject({ price: 15000, price_drop: { from: 18000 } });
    expect(byId(same!.id)).toBeDefined();
    expect(byId(same!.id)).not.toHaveProperty('price_drop');
    expect(byId(rose!.id)).toMatchObject({ price: 9500 });
    expect(byId(rose!.id)).not.toHaveProperty('price_drop');
  });

  it('says it in the favourites list only: not on the listing, in lists, or in its owner’s own list', async () => {
    const listing = await createProperty(t.database.db, { userId: ownerId, price: 20000 });
    await favorite(listing.id);
    await setPrice(listing.id, 17000);
    expect((await inFavorites(listing.id))?.price_drop).toEqual({ from: 20000 });

    const detail = await call('GET', `/property/${listing.id}`, watcherToken);
    expect(detail.json<{ data: object }>().data).not.toHaveProperty('price_drop');
    const search = await call('GET', '/property/approved-all?limit=48', watcherToken);
    const found = search.json<{ data: Array<{ _id: string }> }>().data.find((p) => p._id === listing.id);
    expect(found).toBeDefined();
    expect(found).not.toHaveProperty('price_drop');
    const own = await call('GET', '/property/logged-user-all', ownerToken);
    const mine = own.json<{ data: Array<{ _id: string }> }>().data.find((p) => p._id === listing.id);
    expect(mine).toBeDefined();
    expect(mine).not.toHaveProperty('price_drop');
  });

  it('is the viewer’s own: another user who saved it at the lower price sees no fall', async () => {
    const listing = await createProperty(t.database.db, { userId: ownerId, price: 16000 });
    await favorite(listing.id);
    await setPrice(listing.id, 14000);
    const other = await createUser(t.database.db);
    const otherToken = await t.tokenFor(other.id);
    await call('PATCH', `/property/${listing.id}`, otherToken, { favorite: true });
    const theirs = (await favoritesList(otherToken)).find((p) => p._id === listing.id);
    expect(theirs).toBeDefined();
    expect(theirs).not.toHaveProperty('price_drop');
    expect((await inFavorites(listing.id))?.price_drop).toEqual({ from: 16000 });
  });

  it('keeps a rented favourite, badged and with its fall, for 30 days after it closed; then it leaves', async () => {
    const listing = await createProperty(t.database.db, { userId: ownerId, price: 15000 });
    await favorite(listing.id);
    await t.database.db
      .update(properties)
      .set({ price: 14000, marketStatus: 'rented', closedAt: new Date() })
      .where(eq(properties.id, listing.id));
    expect(await inFavorites(listing.id)).toMatchObject({
      market_status: 'rented',
      price_drop: { from: 15000 },
    });
    await t.database.db
      .update(properties)
      .set({ closedAt: new Date(Date.now() - 31 * DAY_MS) })
      .where(eq(properties.id, listing.id));
    expect(await inFavorites(listing.id)).toBeUndefined();
  });
});
