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

describe('the listing’s place in the price guide', () => {
  const detailOf = async (id: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/property/${id}` });
    return listingDetailSchema.parse(res.json().data);
  };

  it('says how far the price is from its row’s median, and the row decides the price check', async () => {
    await neighbours('rajpara', 5, { bedrooms: 2 });
    const listing = await listingAt('rajpara', 17_600, { bedrooms: 2 });
    // Before the guide has the row: the old area median, and no line.
    expect((await detailOf(listing.id)).price_guide).toBeNull();
    await t.app.jobs.runNow('price-guide');
    const detail = await detailOf(listing.id);
    expect(detail.price_guide).toEqual({
      unit: 'month',
      bedrooms: 2,
      median: 20_000,
      p25: 20_000,
      p75: 20_000,
      count: 6,
      percent_vs_median: -12,
    });
    expect(detail.price_check).toEqual({ median: 20_000, count: 6, far_below: false });
    // A 3-bed flat there has no row: no line, and the area's median still warns.
    const other = await listingAt('rajpara', 8_000, { bedrooms: 3 });
    const otherDetail = await detailOf(other.id);
    expect(otherDetail.price_guide).toBeNull();
    expect(otherDetail.price_check).toEqual({ median: 20_000, count: 6, far_below: true });
  });

  it('compares land for sale per katha', async () => {
    const land = {
      propertyType: 'sell' as const,
      category: 'land' as const,
      condition: null,
      rentTimePeriod: null,
    };
    for (const price of [2_000_000, 2_100_000, 2_200_000, 2_300_000, 2_400_000])
      await listingAt('airport', price, { ...land, sizeSqft: 1440, sizeValue: 2, sizeUnit: 'katha' });
    await t.app.jobs.runNow('price-guide');
    // 3 katha at 2,250,000: 750,000 a katha against the median 1,100,000 (2,200,000 for 2 katha).
    const plot = await listingAt('airport', 2_250_000, {
      ...land,
      sizeSqft: 2160,
      sizeValue: 3,
      sizeUnit: 'katha',
    });
    const detail = await detailOf(plot.id);
    expect(detail.price_guide).toMatchObject({
      unit: 'katha',
      median: 1_100_000,
      count: 5,
      percent_vs_median: -32,
    });
    expect(detail.price_check).toEqual({ median: 3_300_000, count: 5, far_below: false });
  });
});
