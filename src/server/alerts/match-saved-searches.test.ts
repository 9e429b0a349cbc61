import { eq, inArray, sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, savedSearches, savedSearchMatches } from '../db/schema';
import { newClientAddress } from '../test/client-address';
import { createProperty, createUser } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { matchSavedSearches, matchStatement } from './match-saved-searches';
import { readSavedQuery, searchColumns } from './saved-search-filters';

let t: TestContext;
let userId: string;

beforeAll(async () => {
  t = await createTestApp();
  userId = (await createUser(t.database.db)).id;
});
afterAll(() => t.close());

async function saveSearch(queryString: string, fields: Partial<typeof savedSearches.$inferInsert> = {}) {
  const { query, search } = readSavedQuery(queryString);
  const [row] = await t.database.db
    .insert(savedSearches)
    .values({
      userId,
      language: 'bn',
      name: queryString,
      query,
      frequency: 'instant',
      confirmedAt: new Date(),
      ...(await searchColumns(t.database.db, search)),
      ...fields,
    })
    .returning();
  return row!;
}

const matchedBy = async (searchId: string) =>
  (
    await t.database.db
      .select({ propertyId: savedSearchMatches.propertyId, reason: savedSearchMatches.reason })
      .from(savedSearchMatches)
      .where(eq(savedSearchMatches.savedSearchId, searchId))
  ).map((row) => row.propertyId);

/** The ids the search page's own search finds for a query string: what an alert must agree with. */
async function searched(queryString: string, among: string[]): Promise<string[]> {
  const res = await t.app.inject({
    remoteAddress: newClientAddress(),
    url: `/api/v1/property/searched-properties?${queryString}&limit=50`,
  });
  const ids = res.json<{ data: Array<{ _id: string }> }>().data.map((listing) => listing._id);
  return ids.filter((id) => among.includes(id));
}

describe('matching new listings against saved searches', () => {
  it('matches exactly the listings the same search finds, once each', async () => {
    const queries = [
      'keyword=flat for rent in kazla under 20k',
      'keyword=১৫ হাজারের মধ্যে ফ্ল্যাট',
      'category=shop&property_type=rent',
      'area=Uposhohor&bedrooms=3',
      'keyword=dokan',
      'keyword=lift gas',
      'keyword=south facing&tenant=family',
      'property_type=sell&min_price=5000000',
      'area=nowhere-at-all',
    ];
    const searches = await Promise.all(queries.map((q) => saveSearch(q)));
    const listings = await Promise.all([
      createProperty(t.database.db, { areaSlug: 'kazla', price: 18000, title: 'Flat for rent near RUET' }),
      createProperty(t.database.db, { price: 14000, bedrooms: 3, description: 'গ্যাস লাইন ও lift আছে' }),
      createProperty(t.database.db, {
        category: 'shop',
        title: 'দোকান ভাড়া সাহেব বাজার',
        areaSlug: 'shaheb-bazar',
      }),
      createProperty(t.database.db, {
        propertyType: 'sell',
        category: 'land',
        price: 7_500_000,
        title: 'জমি বিক্রি',
        tenant: null,
      }),
      createProperty(t.database.db, { tenant: 'family', description: 'South facing flat, family only' }),
      createProperty(t.database.db, { status: 'pending', areaSlug: 'kazla', price: 12000 }),
    ]);
    const ids = listings.map((listing) => listing.id);

    const counts = await matchSavedSearches(t.database.db, ids, { reason: 'new' });
    for (const [i, search] of searches.entries()) {
      const expected = await searched(queries[i]!, ids);
      expect((await matchedBy(search.id)).sort(), queries[i]).toEqual(expected.sort());
    }
    expect(counts.matched).toBeGreaterThan(4);
    expect(counts.instant).toBe(counts.matched);

    // Approved again (or matched twice by a retried job): nothing new is written.
    expect(await matchSavedSearches(t.database.db, ids, { reason: 'new' })).toEqual({
      matched: 0,
      instant: 0,
    });
  });

  it('a search near a landmark matches the listings within its distance, as the search does', async () => {
    const queries = [
      'near=ruet',
      'keyword=flat RUET er pashe',
      'near=ruet&category=shop',
      'near=ruet&within_km=0.75',
      'near=nowhere-known',
    ];
    const searches = await Promise.all(queries.map((q) => saveSearch(q)));
    // Kazla's centre is 0.43 km from RUET, Talaimari's 1.12 km, Shaheb Bazar's 3.1 km; each public
    // point is 100–250 m from its centre (listing-place.ts).
    const [kazla, talaimari, shahebBazar] = await Promise.all(
      ['kazla', 'talaimari', 'shaheb-bazar'].map((areaSlug) =>
        createProperty(t.database.db, { areaSlug, title: 'Flat to let', price: 15000 }),
      ),
    );
    const ids = [kazla!.id, talaimari!.id, shahebBazar!.id];
    await matchSavedSearches(t.database.db, ids, { reason: 'new' });
    for (const [i, search] of searches.entries()) {
      const expected = await searched(queries[i]!, ids);
      expect((await matchedBy(search.id)).sort(), queries[i]).toEqual(expected.sort());
    }
    expect((await matchedBy(searches[0]!.id)).sort()).toEqual([kazla!.id, talaimari!.id].sort());
    expect(await matchedBy(searches[1]!.id)).toContain(kazla!.id);
    expect(await matchedBy(searches[1]!.id)).not.toContain(shahebBazar!.id);
    expect(await matchedBy(searches[2]!.id)).toEqual([]);
    // The distance is the search's own; a landmark that names no place matches nothing, as in the search.
    expect(searches[3]!.query).toBe('near=ruet&within_km=0.75');
    expect(await matchedBy(searches[3]!.id)).toEqual([kazla!.id]);
    expect(await matchedBy(searches[4]!.id)).toEqual([]);
  });

  it('skips paused and unconfirmed searches, and counts the daily ones apart', async () => {
    const paused = await saveSearch('category=parking', { paused: true });
    const unconfirmed = await saveSearch('category=parking', {
      confirmedAt: null,
      userId: null,
      email: 'a@b.example',
    });
    const daily = await saveSearch('category=parking&area=kazla', { frequency: 'daily' });
    const garage = await createProperty(t.database.db, {
      category: 'parking',
      title: 'Garage',
      areaSlug: 'kazla',
    });
    const counts = await matchSavedSearches(t.database.db, [garage.id], { reason: 'new' });
    expect(await matchedBy(paused.id)).toEqual([]);
    expect(await matchedBy(unconfirmed.id)).toEqual([]);
    expect(await matchedBy(daily.id)).toEqual([garage.id]);
    expect(counts.matched - counts.instant).toBeGreaterThanOrEqual(1);
  });

  it('on a price drop, matches only the searches whose maximum kept the listing out', async () => {
    const under20 = await saveSearch('category=office&max_price=20000');
    const under30 = await saveSearch('category=office&max_price=30000');
    const noMax = await saveSearch('category=office');
    const office = await createProperty(t.database.db, { category: 'office', price: 25000, title: 'Office' });
    await matchSavedSearches(t.database.db, [office.id], { reason: 'new' });
    expect(await matchedBy(under20.id)).toEqual([]);

    await t.database.db.update(properties).set({ price: 19000 }).where(eq(properties.id, office.id));
    const counts = await matchSavedSearches(t.database.db, [office.id], {
      reason: 'price_drop',
      previousPrice: 25000,
    });
    expect(counts.matched).toBe(1);
    expect(await matchedBy(under20.id)).toEqual([office.id]);
    // Already told of it when it was approved: not again.
    expect(await matchedBy(under30.id)).toEqual([office.id]);
    expect(await matchedBy(noMax.id)).toEqual([office.id]);
    const reasons = await t.database.db
      .select({ reason: savedSearchMatches.reason })
      .from(savedSearchMatches)
      .where(inArray(savedSearchMatches.savedSearchId, [under20.id, under30.id]));
    expect(reasons.map((r) => r.reason).sort()).toEqual(['new', 'price_drop']);
  });

  it('refuses a query string the search itself would refuse, naming the parameter', () => {
    expect(() => readSavedQuery('max_price=abc')).toThrow(
      expect.objectContaining({ code: 'VALIDATION_FAILED' }),
    );
    expect(readSavedQuery('?max_price=১৫,০০০&page=3&sort=price_asc&keyword=flat').query).toBe(
      'keyword=flat&max_price=15000',
    );
  });

  it('reads the searches through the match index, not all of them, on either database', async () => {
    const listing = await createProperty(t.database.db, { category: 'shop', title: 'Plan shop' });
    const plan: string[] = [];
    await t.database.db
      .transaction(async (tx) => {
        // Enough searches, over deals, kinds and areas, that reading them all is the wrong plan.
        await tx.execute(sql`
          insert into saved_searches (email, language, name, query, frequency, confirmed_at, deal, category, area_key)
          select 'plan-' || i || '@example.com', 'bn', 'plan', '', 'instant', now(),
            (array['rent', 'sell', ''])[1 + i % 3],
            (array['apartment', 'house', 'shop', 'land', 'office', 'parking', ''])[1 + i % 7],
            i % 40
          from generate_series(1, 20000) as i`);
        await tx.execute(sql`analyze saved_searches`);
        const { rows } = (await tx.execute(
          sql`explain ${matchStatement([listing.id], { reason: 'new' })}`,
        )) as { rows: Array<Record<string, string>> };
        plan.push(...rows.map((row) => Object.values(row)[0]!));
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    const text = plan.join('\n');
    expect(text).toContain('saved_searches_match_idx');
    expect(text).not.toMatch(/Seq Scan on saved_searches\b/);
  });
});
