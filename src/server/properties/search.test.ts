import { and, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { propertyPageSchema } from '../../shared/property';
import { properties } from '../db/schema';
import { COUNT_CAP } from './property-row';
import { publiclyVisible } from './visibility';
import { createProperty, createUser } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';

let t: TestContext;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t.database.db);
  const make = async (key: string, fields: Parameters<typeof createProperty>[1]) => {
    ids[key] = (await createProperty(t.database.db, { userId: owner.id, ...fields })).id;
  };
  await make('bnUposhohor', { title: 'উপশহরে ৩ রুমের ফ্ল্যাট ভাড়া', areaSlug: 'uposhohor', price: 15000 });
  await make('enUposhohor', {
    title: 'Bright family flat, Sector 3',
    areaSlug: 'uposhohor',
    price: 22000,
    bedrooms: 3,
    tenant: 'family',
  });
  await make('kazlaMess', {
    title: 'Mess seat for students near the university',
    areaSlug: 'kazla',
    price: 3000,
    tenant: 'student',
    bedrooms: 1,
    availableFrom: '2027-03',
  });
  await make('shopSale', {
    title: 'Corner shop for sale at Shaheb Bazar',
    areaSlug: 'shaheb-bazar',
    category: 'shop',
    propertyType: 'sell',
    price: 4500000,
    description: 'Busy corner beside the main road, a good spot for a pharmacy or a tea stall.',
  });
  await make('pabaUpazila', { title: 'Family flat in Paba upazila', areaSlug: 'paba' });
  await make('pabaThana', { title: 'Family flat in Paba thana', areaSlug: 'paba-thana' });
  await make('pendingUposhohor', {
    title: 'Pending flat in Uposhohor',
    areaSlug: 'uposhohor',
    status: 'pending',
  });
  await make('declinedUposhohor', {
    title: 'Declined flat in Uposhohor',
    areaSlug: 'uposhohor',
    status: 'declined',
  });
});
afterAll(() => t.close());

async function search(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/property/searched-properties?${query}` });
  expect(res.statusCode).toBe(200);
  return propertyPageSchema.parse(res.json());
}
const found = async (query: string) => (await search(query)).data.map((p) => p._id);

describe('keyword search', () => {
  it('finds an area’s listings whichever script the owner or the visitor used', async () => {
    const wanted = [ids.bnUposhohor, ids.enUposhohor].sort();
    for (const keyword of ['উপশহর', 'Uposhohor', 'uposhohor', 'Upashahar', 'Uposahar']) {
      expect((await found(`keyword=${encodeURIComponent(keyword)}`)).sort()).toEqual(wanted);
    }
  });

  it('matches the beginning of a word and every word typed', async () => {
    expect(await found('keyword=phar')).toEqual([ids.shopSale]);
    expect(await found(`keyword=${encodeURIComponent('corner shaheb')}`)).toEqual([ids.shopSale]);
    // Every test listing says ফ্ল্যাট in its description; the one with it in the title comes first.
    expect((await found(`keyword=${encodeURIComponent('ফ্ল্যা')}`))[0]).toBe(ids.bnUposhohor);
  });

  it('still finds a small misspelling', async () => {
    expect(await found('keyword=Uposohor')).toEqual(
      expect.arrayContaining([ids.bnUposhohor, ids.enUposhohor]),
    );
    expect(await found('keyword=Shahebbazar')).toContain(ids.shopSale);
  });

  it('ranks a match in the title or area above one only in the description', async () => {
    const inDescription = await createProperty(t.database.db, {
      title: 'Tea stall space, Kazla',
      areaSlug: 'kazla',
      description: 'Good for a pharmacy too, with a shutter and light.',
    });
    const inTitle = await createProperty(t.database.db, {
      title: 'Pharmacy shop in Kazla',
      areaSlug: 'kazla',
      createdAt: new Date(Date.now() - 9e6),
    });
    const ranked = await found('keyword=pharmacy');
    expect(ranked.indexOf(inTitle.id)).toBeLessThan(ranked.indexOf(inDescription.id));
    // Page by page, the same order: no listing skipped or shown twice where the groups meet.
    const onePerPage = [];
    for (let page = 1; page <= ranked.length + 1; page++)
      onePerPage.push(...(await found(`keyword=pharmacy&limit=1&page=${page}`)));
    expect(onePerPage).toEqual(ranked);
  });

  it('finds the beginning of a word that arrived with an edit', async () => {
    const listing = await createProperty(t.database.db, {
      title: 'Flat near the old court',
      areaSlug: 'kazla',
    });
    expect(await found('keyword=zamindar')).toEqual([]);
    await t.database.db
      .update(properties)
      .set({ title: 'Flat near Zamindarbari' })
      .where(eq(properties.id, listing.id));
    expect(await found('keyword=zamindar')).toEqual([listing.id]);
  });

  it('never returns pending or declined listings', async () => {
    const all = await found('keyword=Uposhohor&limit=50');
    expect(all).not.toContain(ids.pendingUposhohor);
    expect(all).not.toContain(ids.declinedUposhohor);
  });

  it('treats query syntax in the keyword as plain text', async () => {
    for (const keyword of ["flat' OR 1=1 --", 'a & | ! ( ) :*', '%', '\\']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/property/searched-properties?keyword=${encodeURIComponent(keyword)}`,
      });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('a keyword read as filters', () => {
  const q = (keyword: string, more = '') => `keyword=${encodeURIComponent(keyword)}${more}`;

  it('searches what the words mean, in any script, and the rest as words', async () => {
    expect(await found(q('shop for sale'))).toEqual([ids.shopSale]);
    expect(await found(q('দোকান বিক্রি'))).toEqual([ids.shopSale]);
    expect(await found(q('dokan bikri saheb bazar'))).toEqual([ids.shopSale]);
    expect(await found(q('family flat in uposhohor under 25k'))).toEqual([ids.enUposhohor]);
    expect(await found(q('৩ রুম উপশহর'))).toEqual([ids.enUposhohor]);
    expect(await found(q('Kajla student'))).toEqual([ids.kazlaMess]);
    // "pharmacy" is no filter: it is looked for in the text, within shops.
    expect(await found(q('shop pharmacy'))).toEqual([ids.shopSale]);
    expect(await found(q('flat pharmacy'))).not.toContain(ids.shopSale);
  });

  it('leaves a filter the query sets as it is', async () => {
    expect(await found(q('flat in kazla', '&area=shaheb-bazar&category=shop'))).toEqual([ids.shopSale]);
  });

  it('says, when a filtered search finds nothing, how many each filter keeps out', async () => {
    const empty = await search(q('shop in uposhohor under 20000'));
    expect(empty.total).toBe(0);
    // Without "shop": the Uposhohor flat at 15,000. Neither the area nor the price alone is why.
    expect(empty.without).toEqual([{ filter: 'category', total: 1 }]);
    // Only words: nothing to take off but the words themselves.
    expect((await search(q('zzqqxx'))).without).toBeUndefined();
  });
});

describe('filters and sorting', () => {
  it('filters by type, category, area, price range, bedrooms, tenant and availability', async () => {
    expect(await found('property_type=sell&category=shop')).toEqual([ids.shopSale]);
    expect((await found('area=uposhohor')).sort()).toEqual([ids.bnUposhohor, ids.enUposhohor].sort());
    expect(await found('area=uposhohor&min_price=20000&max_price=30000')).toEqual([ids.enUposhohor]);
    expect(await found('keyword=Uposhohor&bedrooms=3')).toEqual([ids.enUposhohor]);
    expect(await found('area=kazla&tenant=student')).toContain(ids.kazlaMess);
    expect(await found('area=kazla&tenant=family')).not.toContain(ids.kazlaMess);
    expect(await found('area=kazla&available_from=2027-01')).not.toContain(ids.kazlaMess);
    expect(await found('area=kazla&available_from=2027-04')).toContain(ids.kazlaMess);
  });

  it('treats areas that share a name as one area, whichever of them a filter names', async () => {
    // The thana and the upazila of Paba are both "Paba" / "পবা": the lists show the name once.
    const both = [ids.pabaUpazila, ids.pabaThana].sort();
    for (const area of ['paba', 'paba-thana', 'Paba', 'পবা'])
      expect((await found(`area=${encodeURIComponent(area)}`)).sort(), area).toEqual(both);
  });

  it('sorts by price both ways, and pages with a total', async () => {
    const up = await search('keyword=Uposhohor&sort=price_asc');
    expect(up.data.map((p) => p.price)).toEqual([15000, 22000]);
    const down = await search('keyword=Uposhohor&sort=price_desc&limit=1&page=2');
    expect(down).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect(down.data.map((p) => p.price)).toEqual([15000]);
    // A page past the last match is empty, and still says how many there are.
    const past = await search('keyword=Uposhohor&sort=price_desc&limit=1&page=3');
    expect(past).toMatchObject({ data: [], total: 2, page: 3 });
    expect(await search('keyword=Uposhohor&min_price=90000000&page=2')).toMatchObject({
      data: [],
      total: 0,
    });
  });

  it('reads every number of the query in either digit set, with commas or spaces', async () => {
    const range = (min: string, max: string) =>
      found(`area=uposhohor&min_price=${encodeURIComponent(min)}&max_price=${encodeURIComponent(max)}`);
    for (const [min, max] of [
      ['২০,০০০', '৩০ ০০০'],
      ['20,000', '30 000'],
      ['20000', '৩০০০০'],
    ] as const)
      expect(await range(min, max)).toEqual([ids.enUposhohor]);
    expect(await found(`keyword=Uposhohor&bedrooms=${encodeURIComponent('৩')}`)).toEqual([ids.enUposhohor]);
    const paged = await search(`keyword=Uposhohor&sort=price_asc&page=${encodeURIComponent('২')}&limit=১`);
    expect(paged).toMatchObject({ page: 2, limit: 1 });
    expect(paged.data.map((p) => p.price)).toEqual([22000]);
  });

  it.each([
    'page=0',
    'page=0x2',
    'max_price=1e9',
    'max_price=-5',
    'limit=1000',
    'min_price=abc',
    'min_price=9&max_price=1',
    'available_from=soon',
    'bedrooms=many',
  ])('answers %s with a clear 400', async (query) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/property/searched-properties?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });
});

describe('a word in more listings than are counted', () => {
  const TITLED = 300; // 1,200 listings in all, a quarter matching in the title
  beforeAll(async () => {
    // Listings one minute apart; every fourth says Tilottoma in its title, the rest in the description.
    const base = await createProperty(t.database.db, { title: 'Tilottoma flat 0', areaSlug: 'boalia' });
    await t.database.db.execute(sql`
      insert into properties (user_id, property_type, title, description, price, price_type,
        rent_time_period, category, condition, address, area_id, city_id, contact_number, status, expires_at, created_at)
      select user_id, property_type,
        case when g % 4 = 0 then 'Tilottoma flat ' || g else 'Family flat ' || g end,
        'Two rooms, a short walk from Tilottoma market.', price, price_type, rent_time_period,
        category, condition, address, area_id, city_id, contact_number, status, expires_at,
        now() - g * interval '1 minute'
      from properties, generate_series(1, ${TITLED * 4 - 1}) as g where id = ${base.id}`);
  });

  it('reports the total as capped', async () => {
    expect(await search('keyword=tilottoma')).toMatchObject({ total: COUNT_CAP, totalCapped: true });
  });

  it('ranks title matches first and pages across the two groups without gaps', async () => {
    const numbers = Array.from({ length: TITLED * 4 }, (_, g) => g);
    const titled = numbers.filter((g) => g % 4 === 0).map((g) => `Tilottoma flat ${g}`);
    const described = numbers.filter((g) => g % 4 !== 0).map((g) => `Family flat ${g}`);
    const expected = [...titled, ...described];
    for (const page of [1, 6, 7, 8, 11]) {
      const found = await search(`keyword=tilot&limit=50&page=${page}`);
      expect(found.data.map((p) => p.property_title)).toEqual(expected.slice((page - 1) * 50, page * 50));
    }
  });

  // The search indexes are partial (WHERE status = 'approved'): the planner may use them only when
  // the visibility rule, which every search applies, implies that condition. Sequential scans are
  // priced out, so the plan shows whether the index can serve at all, whatever the table's size.
  it.each([
    ['properties_search_vector_idx', properties.searchVector],
    ['properties_title_vector_idx', properties.titleVector],
  ])('searches through %s under the visibility rule, and not under a looser one', async (index, vector) => {
    // As autovacuum would: the bulk insert above sits in GIN's pending list, which the planner
    // prices as a full read, until a vacuum merges it into the index.
    await t.database.db.execute(sql`vacuum analyze properties`);
    const searchWhere = (rule: SQL) =>
      t.database.db
        .select({ id: properties.id })
        .from(properties)
        .where(and(rule, sql`${vector} @@ ${'bright'}::tsquery`))
        .getSQL();
    expect(await plan(searchWhere(publiclyVisible()))).toContain(index);
    // The control: a rule that lets more than approved listings through cannot use the index.
    expect(await plan(searchWhere(sql`${properties.status} <> 'declined'`))).not.toContain(index);
  });
});

const planRows = z.object({ rows: z.array(z.object({ 'QUERY PLAN': z.string() })) });

async function plan(query: SQL): Promise<string> {
  return t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const { rows } = planRows.parse(await tx.execute(sql`explain ${query}`));
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}
