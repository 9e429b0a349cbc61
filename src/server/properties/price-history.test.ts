import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { priceHistoryAnswerSchema } from '../../shared/price-guide';
import { properties } from '../db/schema';
import { flatInput, signedInPeople } from '../test/factories';
import { createTestApp } from '../test/test-app';
import { expiryFrom } from './listing-life';

const t = await createTestApp();
const { ownerToken, strangerToken, adminToken } = await signedInPeople(t);
afterAll(() => t.close());

const historyOf = async (id: string, token?: string) => {
  const res = await t.api('GET', `/property/${id}/price-history`, token);
  return {
    status: res.statusCode,
    prices: res.statusCode === 200 ? priceHistoryAnswerSchema.parse(res.json()).data : [],
  };
};

async function postFlat(): Promise<string> {
  const res = await t.api('POST', '/property/create', ownerToken, flatInput);
  expect(res.statusCode).toBe(201);
  return res.json<{ data: { _id: string } }>().data._id;
}

const approve = (id: string) =>
  t.database.db
    .update(properties)
    .set({ status: 'approved', expiresAt: expiryFrom(new Date(), 'rent') })
    .where(eq(properties.id, id));

describe('a listing keeps every price it had', () => {
  it('records the posted price, an edit under review, a price-only change and an approved revision, newest first', async () => {
    const id = await postFlat();
    // Under review: only its owner (and admins) see the listing, and so its prices.
    expect((await historyOf(id)).status).toBe(404);
    expect((await historyOf(id, strangerToken)).status).toBe(404);
    expect((await historyOf(id, ownerToken)).prices.map((p) => p.price)).toEqual([15000]);

    // The owner's edit of a pending listing; a save that keeps the price adds nothing.
    expect((await t.api('PATCH', `/property/${id}`, ownerToken, { price: 16000 })).statusCode).toBe(200);
    expect(
      (await t.api('PATCH', `/property/${id}`, ownerToken, { property_title: 'উপশহরে বড় ফ্ল্যাট ভাড়া' }))
        .statusCode,
    ).toBe(200);
    await approve(id);

    // A price-only change of a public listing goes live at once.
    expect((await t.api('PATCH', `/property/${id}`, ownerToken, { price: 14000 })).statusCode).toBe(200);
    // A price with another change waits as a revision: no new price until it is approved.
    expect(
      (
        await t.api('PATCH', `/property/${id}`, ownerToken, {
          price: 13500,
          description: flatInput.description + ' নতুন রং।',
        })
      ).statusCode,
    ).toBe(200);
    expect((await historyOf(id)).prices.map((p) => p.price)).toEqual([14000, 16000, 15000]);
    const decided = await t.api('PATCH', `/property/admin/${id}/revision`, adminToken, {
      decision: 'approve',
    });
    expect(decided.statusCode).toBe(200);

    const { status, prices } = await historyOf(id);
    expect(status).toBe(200);
    expect(prices.map((p) => p.price)).toEqual([13500, 14000, 16000, 15000]);
    expect(prices[0]?.until).toBeNull();
    // Each price ends when the next one begins.
    for (let n = 1; n < prices.length; n++) expect(prices[n]?.until).toBe(prices[n - 1]?.from);
  });

  it('answers 404 for a listing that does not exist', async () => {
    expect((await historyOf('00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
