import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingDetailSchema } from '../../shared/property';
import { createProperty, createUser } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';

let t: TestContext;
let ownerId: string;
beforeAll(async () => {
  t = await createTestApp();
  ownerId = (await createUser(t.database.db)).id;
});
afterAll(() => t.close());

const priceCheckOf = async (id: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/property/${id}` });
  expect(res.statusCode).toBe(200);
  return listingDetailSchema.parse(res.json().data).price_check;
};

/** `count` public flats to rent monthly in the area, asking 20,000 taka each (the median). */
const neighbours = async (areaSlug: string, count: number, overrides = {}) => {
  for (let i = 0; i < count; i++) {
    await createProperty(t.database.db, { userId: ownerId, areaSlug, price: 20_000, ...overrides });
  }
};
const listingAt = (areaSlug: string, price: number, overrides = {}) =>
  createProperty(t.database.db, { userId: ownerId, areaSlug, price, ...overrides });

describe('the listing’s price check', () => {
  it('is far below for a listing at 40 % of its area’s median among 5 others', async () => {
    await neighbours('kazla', 5);
    const cheap = await listingAt('kazla', 8_000);
    expect(await priceCheckOf(cheap.id)).toEqual({ median: 20_000, count: 5, far_below: true });
  });

  it('is not far below at 60 % of the median', async () => {
    await neighbours('talaimari', 5);
    const lower = await listingAt('talaimari', 12_000);
    expect(await priceCheckOf(lower.id)).toEqual({ median: 20_000, count: 5, far_below: false });
  });

  it('is null with only 4 others alike', async () => {
    await neighbours('binodpur', 4);
    expect(await priceCheckOf((await listingAt('binodpur', 8_000)).id)).toBeNull();
  });

  it('counts only public listings of the same area, category, deal and rent period', async () => {
    await neighbours('laxmipur', 4);
    // Not alike, or not public: none of these makes the fifth.
    await neighbours('laxmipur', 1, { category: 'office' });
    await neighbours('laxmipur', 1, { propertyType: 'sell', rentTimePeriod: null });
    await neighbours('laxmipur', 1, { rentTimePeriod: 'daily' });
    await neighbours('laxmipur', 1, { status: 'pending' });
    await neighbours('laxmipur', 1, { marketStatus: 'rented', closedAt: new Date() });
    await neighbours('laxmipur', 1, { expiresAt: new Date(Date.now() - 1000) });
    await neighbours('nawdapara', 1);
    expect(await priceCheckOf((await listingAt('laxmipur', 8_000)).id)).toBeNull();
  });
});
