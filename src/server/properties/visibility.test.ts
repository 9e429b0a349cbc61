import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { propertyPageSchema, propertySchema } from '../../shared/property';
import { newClientAddress } from '../test/client-address';
import { createProperty, createUser } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import type * as Visibility from './visibility';

// The rule of who may see a listing lives in one place (visibility.ts). Here it is changed in that
// place alone: switched on, it also hides every listing whose title says HIDDEN, as a later rule
// will hide expired or long-sold ones. Every public reader must follow; switched off, every reader
// must show the same listing, so each check below can fail. The switch is a row in the database, not
// a variable: a reader may build its SQL once (get-property.ts) and must still follow the rule.
vi.mock('./visibility', async (importOriginal) => {
  const actual = await importOriginal<typeof Visibility>();
  const { properties } = await import('../db/schema');
  type Table = typeof properties;
  return {
    ...actual,
    publiclyVisible: (table: Table = properties, options?: { closed?: boolean }) =>
      and(
        actual.publiclyVisible(table, options),
        sql`not (${table.title} like '%HIDDEN%' and exists (select 1 from stricter_rule where on_now))`,
      ),
  };
});
const stricterRule = (on: boolean) => t.database.executeSql(`update stricter_rule set on_now = ${on}`);

let t: TestContext;
const ids = { hidden: '', shown: '' };
const tokens = { owner: '', user: '' };
// An area of their own, so an area's count is exactly these two listings.
const AREA = 'motihar';

beforeAll(async () => {
  // index.html stands in for the web build, so listing pages get their heads (pages.test.ts).
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thikana-web-'));
  fs.copyFileSync(path.join(import.meta.dirname, '../../../index.html'), path.join(webDir, 'index.html'));
  t = await createTestApp({}, { webDir });
  await t.database.executeSql(
    'create table stricter_rule (on_now boolean not null); insert into stricter_rule values (false)',
  );
  const owner = await createUser(t.database.db);
  const user = await createUser(t.database.db);
  const listing = { userId: owner.id, areaSlug: AREA, category: 'apartment' as const };
  ids.hidden = (await createProperty(t.database.db, { ...listing, title: 'Zebrafish flat HIDDEN' })).id;
  ids.shown = (await createProperty(t.database.db, { ...listing, title: 'Zebrafish flat' })).id;
  tokens.owner = await t.tokenFor(owner.id);
  tokens.user = await t.tokenFor(user.id);
  // Marked while it was public; whether the favourites list still shows it is the rule's business.
  expect((await send('PATCH', `/api/v1/property/${ids.hidden}`, 'user', { favorite: true })).statusCode).toBe(
    200,
  );
});
afterAll(() => t.close());
afterEach(() => stricterRule(false));

function send(method: 'GET' | 'POST' | 'PATCH', url: string, as?: keyof typeof tokens, body?: object) {
  return t.app.inject({
    method,
    url,
    remoteAddress: newClientAddress(),
    headers: as ? { authorization: `Bearer ${tokens[as]}` } : {},
    ...(body && { payload: body }),
  });
}

async function pageIds(url: string, as?: keyof typeof tokens) {
  const res = await send('GET', url, as);
  expect(res.statusCode).toBe(200);
  const page = propertyPageSchema.parse(res.json());
  return { ids: page.data.map((p) => p._id), total: page.total };
}

async function listIds(url: string, as: keyof typeof tokens) {
  const res = await send('GET', url, as);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: unknown[] }>().data.map((p) => propertySchema.parse(p)._id);
}

/** Whether one reader shows the HIDDEN listing, as a visitor (or the user) would meet it. */
const readers: Record<string, () => Promise<boolean>> = {
  'details (GET /property/:id)': async () =>
    (await send('GET', `/api/v1/property/${ids.hidden}`)).statusCode === 200,
  'the newest list (approved-all)': async () =>
    (await pageIds('/api/v1/property/approved-all?limit=50')).ids.includes(ids.hidden),
  "an area's list and its count": async () => {
    const page = await pageIds(`/api/v1/property/approved-all?area=${AREA}`);
    expect(page.total).toBe(page.ids.length);
    return page.ids.includes(ids.hidden);
  },
  'keyword search (searched-properties)': async () =>
    (await pageIds('/api/v1/property/searched-properties?keyword=zebrafish')).ids.includes(ids.hidden),
  'keyword search sorted by price': async () =>
    (await pageIds('/api/v1/property/searched-properties?keyword=zebra&sort=price_asc')).ids.includes(
      ids.hidden,
    ),
  "another listing's related listings": async () =>
    (await listIds(`/api/v1/property/${ids.shown}/related`, 'user')).includes(ids.hidden),
  "the listing's own related listings": async () =>
    (await send('GET', `/api/v1/property/${ids.hidden}/related`)).statusCode === 200,
  'the listings sitemap': async () =>
    (await send('GET', '/sitemap-listings-1.xml')).body.includes(ids.hidden),
  'the page of /product/:id (status and head)': async () => {
    const res = await send('GET', `/product/${ids.hidden}`);
    expect(res.body.includes('Zebrafish flat HIDDEN')).toBe(res.statusCode === 200);
    return res.statusCode === 200;
  },
  "the user's favourites": async () =>
    (await listIds('/api/v1/property/logged-user-all?favorite=true', 'user')).includes(ids.hidden),
  'marking it a favourite': async () =>
    (await send('PATCH', `/api/v1/property/${ids.hidden}`, 'user', { favorite: true })).statusCode === 200,
  'reporting it': async () =>
    (await send('POST', `/api/v1/property/${ids.hidden}/report`, 'user', { reason: 'duplicate' }))
      .statusCode === 201,
  "someone else's edit: forbidden (it exists) rather than not found": async () =>
    (await send('PATCH', `/api/v1/property/${ids.hidden}`, 'user', { price: 1 })).statusCode === 403,
  "the poster's post count": async () => {
    const res = await send('GET', `/api/v1/property/${ids.shown}`);
    return propertySchema.parse(res.json<{ data: unknown }>().data).totalData === 2;
  },
};

describe('every public reader follows the one visibility rule', () => {
  for (const [reader, shows] of Object.entries(readers)) {
    it(reader, async () => {
      expect(await shows(), 'shown under the rule as it is').toBe(true);
      await stricterRule(true);
      expect(await shows(), 'hidden once the rule is stricter').toBe(false);
    });
  }
});

describe('readers that see every status ignore it', () => {
  it("the owner's own list and details", async () => {
    await stricterRule(true);
    expect(await listIds('/api/v1/property/logged-user-all', 'owner')).toContain(ids.hidden);
    expect((await send('GET', `/api/v1/property/${ids.hidden}`, 'owner')).statusCode).toBe(200);
  });
});
