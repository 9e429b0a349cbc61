import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { priceGuideAnswerSchema, type PriceGuideRow } from '../../shared/price-guide';
import { properties } from '../db/schema';
import { createProperty, signedInPeople } from '../test/factories';
import { createTestApp } from '../test/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;
const t = await createTestApp();
const { owner, ownerToken } = await signedInPeople(t);
afterAll(() => t.close());
const { db } = t.database;

/** The reference: percentile_cont's rule (linear between the two nearest of the sorted amounts). */
function quantile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = share * (sorted.length - 1);
  const low = sorted[Math.floor(at)]!;
  const high = sorted[Math.ceil(at)]!;
  return Math.round(low + (high - low) * (at - Math.floor(at)));
}
const figures = (amounts: number[]) => ({
  median: quantile(amounts, 0.5),
  p25: quantile(amounts, 0.25),
  p75: quantile(amounts, 0.75),
  count: amounts.length,
});

async function guide(query = ''): Promise<PriceGuideRow[]> {
  const res = await t.api('GET', `/price-guide${query}`);
  expect(res.statusCode).toBe(200);
  return priceGuideAnswerSchema.parse(res.json()).data;
}
const rentFlat = (areaSlug: string, price: number, fields: Parameters<typeof createProperty>[1] = {}) =>
  createProperty(db, { userId: owner.id, areaSlug, price, bedrooms: 2, ...fields });

describe('the price guide', () => {
  it('equals a reference computation over the listings, counting each listing once and only areas with 5 or more', async () => {
    // Kazla: 2-bed flats to rent. Counted: the public ones and one rented out two months ago.
    const kazlaRents = [12000, 14000, 15000, 16500, 18000, 21000];
    for (const price of kazlaRents) await rentFlat('kazla', price);
    await rentFlat('kazla', 13000, { marketStatus: 'rented', closedAt: new Date(Date.now() - 60 * DAY_MS) });
    // One whose price changed three times: it counts once, at the price it has now.
    const changing = await rentFlat('kazla', 30000);
    for (const price of [25000, 22000, 19500])
      expect((await t.api('PATCH', `/property/${changing.id}`, ownerToken, { price })).statusCode).toBe(200);
    // Not counted: rented out 14 months ago, expired, waiting for review, a night's rent.
    await rentFlat('kazla', 90000, { marketStatus: 'rented', closedAt: new Date(Date.now() - 420 * DAY_MS) });
    await rentFlat('kazla', 90000, { expiresAt: new Date(Date.now() - DAY_MS) });
    await rentFlat('kazla', 90000, { status: 'pending' });
    await rentFlat('kazla', 900, { rentTimePeriod: 'daily' });
    // 3-bed flats in Kazla: only four, so no row.
    for (const price of [20000, 22000, 24000, 26000]) await rentFlat('kazla', price, { bedrooms: 3 });
    // Land for sale in Binodpur, measured in katha and in decimals: per katha and per decimal.
    const plots = [
      { price: 2_500_000, sqft: 3600 },
      { price: 3_000_000, sqft: 2160 },
      { price: 1_800_000, sqft: 4356 },
      { price: 4_200_000, sqft: 5040 },
      { price: 2_000_000, sqft: 1800 },
    ];
    for (const plot of plots)
      await createProperty(db, {
        userId: owner.id,
        areaSlug: 'binodpur',
        propertyType: 'sell',
        category: 'land',
        condition: null,
        price: plot.price,
        sizeSqft: plot.sqft,
      });
    // Flats for sale in Binodpur, per sq ft.
    const flats = [
      { price: 6_000_000, sqft: 1200 },
      { price: 7_500_000, sqft: 1500 },
      { price: 4_800_000, sqft: 1100 },
      { price: 9_000_000, sqft: 1650 },
      { price: 5_500_000, sqft: 1000 },
    ];
    for (const flat of flats)
      await createProperty(db, {
        userId: owner.id,
        areaSlug: 'binodpur',
        propertyType: 'sell',
        price: flat.price,
        sizeSqft: flat.sqft,
      });
    // Talaimari: four 2-bed flats, fewer than five: the area is absent.
    for (const price of [10000, 11000, 12000, 13000]) await rentFlat('talaimari', price);

    expect(await t.app.jobs.runNow('price-guide')).toEqual({ rows: 4 });
    const rows = await guide();
    const strip = (row: PriceGuideRow) => ({
      area: row.area.slug,
      category: row.category,
      deal: row.deal,
      bedrooms: row.bedrooms,
      unit: row.unit,
      median: row.median,
      p25: row.p25,
      p75: row.p75,
      count: row.count,
    });
    expect(rows.map(strip)).toEqual([
      {
        area: 'binodpur',
        category: 'apartment',
        deal: 'sell',
        bedrooms: null,
        unit: 'sqft',
        ...figures(flats.map((f) => f.price / f.sqft)),
      },
      {
        area: 'binodpur',
        category: 'land',
        deal: 'sell',
        bedrooms: null,
        unit: 'decimal',
        ...figures(plots.map((p) => p.price / (p.sqft / 435.6))),
      },
      {
        area: 'binodpur',
        category: 'land',
        deal: 'sell',
        bedrooms: null,
        unit: 'katha',
        ...figures(plots.map((p) => p.price / (p.sqft / 720))),
      },
      {
        area: 'kazla',
        category: 'apartment',
        deal: 'rent',
        bedrooms: 2,
        unit: 'month',
        ...figures([...kazlaRents, 13000, 19500]),
      },
    ]);
    expect(rows.every((row) => !Number.isNaN(Date.parse(row.updated_at)))).toBe(true);

    // Filters: by area, category and deal.
    expect((await guide('?area=kazla')).map((row) => row.area.slug)).toEqual(['kazla']);
    expect((await guide('?area=binodpur&category=land')).map((row) => row.unit)).toEqual([
      'decimal',
      'katha',
    ]);
    expect(await guide('?area=talaimari')).toEqual([]);
    expect(await guide('?property_type=rent&category=land')).toEqual([]);

    // Run again after a change: the guide is refilled, not added to.
    await db.update(properties).set({ price: 40000 }).where(eq(properties.id, changing.id));
    await t.app.jobs.runNow('price-guide');
    const [kazla] = await guide('?area=kazla');
    expect(kazla).toMatchObject({ ...figures([...kazlaRents, 13000, 40000]) });
  });

  it('refuses an unknown category with 400', async () => {
    expect((await t.api('GET', '/price-guide?category=castle')).statusCode).toBe(400);
  });
});
