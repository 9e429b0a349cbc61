import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLE } from '../../shared/enums';
import { propertySchema, type Property } from '../../shared/property';
import type { SavedSearch } from '../../shared/saved-search';
import { matchSavedSearches } from '../alerts/match-saved-searches';
import { savedSearchMatches } from '../db/schema';
import { createProperty, createUser, flatInput } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';

// Honest about who posts (issue 32): an owner or an agent, an agency always an agent, and a search
// for owners only that leaves agents' listings out.
let t: TestContext;
let ownerToken: string;
let agencyToken: string;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  ownerToken = await t.tokenFor((await createUser(t.database.db, { name: 'Owner Karim' })).id);
  agencyToken = await t.tokenFor(
    (await createUser(t.database.db, { name: 'Padma Properties', accountType: 'agency' })).id,
  );
  adminToken = await t.tokenFor((await createUser(t.database.db, { isAdmin: true, role: ADMIN_ROLE })).id);
});
afterAll(() => t.close());

async function post(token: string, input: object): Promise<Property> {
  const res = await t.api('POST', '/property/create', token, input);
  expect(res.statusCode, res.body).toBe(201);
  return propertySchema.parse(res.json().data);
}

async function approve(id: string) {
  const res = await t.api('PATCH', `/property/${id}/decision`, adminToken, { property_status: 'approved' });
  expect(res.statusCode, res.body).toBe(200);
}

async function searched(query: string): Promise<string[]> {
  const res = await t.api('GET', `/property/searched-properties?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as Array<{ _id: string }>).map((listing) => listing._id);
}

describe('who posts a listing', () => {
  it('is the owner unless the poster says they are an agent', async () => {
    expect((await post(ownerToken, flatInput)).poster_kind).toBe('owner');
    expect((await post(ownerToken, { ...flatInput, poster_kind: 'agent' })).poster_kind).toBe('agent');
    // Null is no answer: the default again, never an empty column.
    expect((await post(ownerToken, { ...flatInput, poster_kind: null })).poster_kind).toBe('owner');
    const res = await t.api('POST', '/property/create', ownerToken, { ...flatInput, poster_kind: 'broker' });
    expect(res.statusCode).toBe(400);
  });

  it("makes an agency account's listing an agent's, whatever it sends, on a post and an edit", async () => {
    const listing = await post(agencyToken, { ...flatInput, poster_kind: 'owner' });
    expect(listing.poster_kind).toBe('agent');
    const edited = await t.api('PATCH', `/property/${listing._id}`, agencyToken, { poster_kind: 'owner' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(propertySchema.parse(edited.json().data).poster_kind).toBe('agent');
    // Published, an edit is a revision: it has nothing to change either.
    await approve(listing._id);
    const revised = await t.api('PATCH', `/property/${listing._id}`, agencyToken, { poster_kind: 'owner' });
    expect(propertySchema.parse(revised.json().data)).toMatchObject({
      poster_kind: 'agent',
      pending_revision: null,
    });
  });

  it("lets an owner's edit of a public listing say an agent posts it, once the revision is approved", async () => {
    const listing = await post(ownerToken, flatInput);
    await approve(listing._id);
    const revised = await t.api('PATCH', `/property/${listing._id}`, ownerToken, { poster_kind: 'agent' });
    expect(revised.statusCode, revised.body).toBe(200);
    const pending = propertySchema.parse(revised.json().data);
    expect(pending.poster_kind).toBe('owner');
    expect(pending.pending_revision).toMatchObject({ poster_kind: 'agent' });
    const decided = await t.api('PATCH', `/property/admin/${listing._id}/revision`, adminToken, {
      decision: 'approve',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(propertySchema.parse(decided.json().data).poster_kind).toBe('agent');
  });

  it("marks an account's listings an agent's when the account becomes an agency", async () => {
    const user = await createUser(t.database.db);
    const token = await t.tokenFor(user.id);
    const listing = await post(token, flatInput);
    const res = await t.api('PATCH', '/user/me/update', token, { account_type: 'agency' });
    expect(res.statusCode, res.body).toBe(200);
    const after = await t.api('GET', `/property/${listing._id}`, token);
    expect(propertySchema.parse(after.json().data).poster_kind).toBe('agent');
  });

  it('keeps an agency’s listing an agent’s when a revision from before the switch said “owner”', async () => {
    const user = await createUser(t.database.db);
    const token = await t.tokenFor(user.id);
    const listing = await createProperty(t.database.db, { userId: user.id, posterKind: 'agent' });
    const revised = await t.api('PATCH', `/property/${listing.id}`, token, { poster_kind: 'owner' });
    expect(revised.statusCode, revised.body).toBe(200);
    expect((await t.api('PATCH', '/user/me/update', token, { account_type: 'agency' })).statusCode).toBe(200);
    const decided = await t.api('PATCH', `/property/admin/${listing.id}/revision`, adminToken, {
      decision: 'approve',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(propertySchema.parse(decided.json().data).poster_kind).toBe('agent');
  });
});

describe('owners only', () => {
  let ownerListing: string;
  let agentListing: string;

  beforeAll(async () => {
    const db = t.database.db;
    const title = 'Shiroil kothabari flat';
    ownerListing = (await createProperty(db, { title, status: 'approved' })).id;
    agentListing = (await createProperty(db, { title, status: 'approved', posterKind: 'agent' })).id;
  });

  it("leaves agents' listings out of a search and a list", async () => {
    expect(await searched('keyword=kothabari')).toEqual(expect.arrayContaining([ownerListing, agentListing]));
    const owners = await searched('keyword=kothabari&owners_only=true');
    expect(owners).toContain(ownerListing);
    expect(owners).not.toContain(agentListing);
    // False is no filter.
    expect(await searched('keyword=kothabari&owners_only=false')).toContain(agentListing);
  });

  it('reads "no broker", "মালিকের কাছ থেকে" and "dalal chara" in the keyword as the filter', async () => {
    for (const words of ['kothabari no broker', 'মালিকের কাছ থেকে kothabari', 'kothabari dalal chara']) {
      const found = await searched(`keyword=${encodeURIComponent(words)}`);
      expect(found, words).toContain(ownerListing);
      expect(found, words).not.toContain(agentListing);
    }
  });

  it('is kept by a saved search, and its alerts leave agents out', async () => {
    const token = await t.tokenFor((await createUser(t.database.db)).id);
    const res = await t.api('POST', '/saved-searches', token, {
      query: 'keyword=kothabari&owners_only=true',
    });
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json<{ data: SavedSearch }>().data;
    expect(new URLSearchParams(saved.query).get('owners_only')).toBe('true');
    // Typed in the search box, the words are the filter too.
    const typed = await t.api('POST', '/saved-searches', token, { query: 'keyword=kothabari+owners+only' });
    expect(typed.statusCode, typed.body).toBe(201);

    const db = t.database.db;
    const title = 'Shiroil kothabari flat, new';
    const byOwner = await createProperty(db, { title, status: 'approved' });
    const byAgent = await createProperty(db, { title, status: 'approved', posterKind: 'agent' });
    await matchSavedSearches(db, [byOwner.id, byAgent.id], { reason: 'new' });
    for (const search of [saved, typed.json<{ data: SavedSearch }>().data]) {
      const rows = await db
        .select({ propertyId: savedSearchMatches.propertyId })
        .from(savedSearchMatches)
        .where(eq(savedSearchMatches.savedSearchId, search.id));
      expect(rows.map((row) => row.propertyId)).toEqual([byOwner.id]);
    }
  });
});
