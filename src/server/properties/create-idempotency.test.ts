import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { properties } from '../db/schema';
import { newClientAddress } from '../test/client-address';
import { flatInput, signedInPeople } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';

// The offline outbox may send one listing twice (the page and the service worker, or again after a
// lost answer): the Idempotency-Key makes the second send answer the first listing.
let t: TestContext;
let owner: { id: string };
let ownerToken: string;
let otherToken: string;

beforeAll(async () => {
  t = await createTestApp();
});
// A fresh owner for each test: posting has a per-owner hourly limit.
beforeEach(async () => {
  ({ owner, ownerToken, strangerToken: otherToken } = await signedInPeople(t));
});
afterAll(() => t.close());

function create(token: string, key?: string, title = flatInput.property_title) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/property/create',
    remoteAddress: newClientAddress(),
    headers: { authorization: `Bearer ${token}`, ...(key && { 'idempotency-key': key }) },
    payload: { ...flatInput, property_title: title },
  });
}

async function countWithKey(userId: string, key: string) {
  const rows = await t.database.db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.userId, userId), eq(properties.idempotencyKey, key)));
  return rows.length;
}

describe('POST /property/create with an Idempotency-Key', () => {
  it('creates one listing for the same key sent twice, and answers it both times', async () => {
    const key = 'b1f0c3a2-5d6e-4f70-8a9b-0c1d2e3f4a5b';
    const first = await create(ownerToken, key);
    const again = await create(ownerToken, key, 'a changed title');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().data._id).toBe(first.json().data._id);
    expect(again.json().data.property_title).toBe(flatInput.property_title);
    expect(await countWithKey(owner.id, key)).toBe(1);
  });

  it('creates one listing when the two sends race', async () => {
    const key = 'race-0000-1111-2222-3333';
    const [a, b] = await Promise.all([create(ownerToken, key), create(ownerToken, key)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().data._id).toBe(b.json().data._id);
    expect(await countWithKey(owner.id, key)).toBe(1);
  });

  it('keeps different owners’ keys apart', async () => {
    const key = 'shared-key-between-users';
    const mine = await create(ownerToken, key);
    const theirs = await create(otherToken, key);
    expect(mine.statusCode, mine.body).toBe(201);
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(theirs.json().data._id).not.toBe(mine.json().data._id);
  });

  it('creates a new listing each time without a key', async () => {
    const first = await create(ownerToken);
    const second = await create(ownerToken);
    expect(second.json().data._id).not.toBe(first.json().data._id);
  });

  it('refuses a malformed key', async () => {
    for (const key of ['short', 'has spaces in it ok', 'x'.repeat(65), 'semi;colon-key']) {
      const res = await create(ownerToken, key);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });
});
