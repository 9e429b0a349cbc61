import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingStatsResponseSchema, STATS_DAYS } from '../../shared/listing-stats';
import { HANDOVER_ID } from '../../shared/server-render';
import { listingDailyStats, listingVisits } from '../db/schema';
import { newClientAddress } from '../test/client-address';
import { webDrawScreen } from '../test/draw-screen';
import { createProperty, signedInPeople } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { addDays, dhakaDay } from '../../shared/dhaka-day';
import { purgeListingVisits } from './purge-listing-visits';
import { createVisitCounter } from './visit-counter';
import { signVisitToken, VISIT_TOKEN_WINDOW_MS } from '../properties/visit-token';

const BROWSER =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

let t: TestContext;
let owner: { id: string };
let ownerToken: string;
let adminToken: string;
let stranger: { id: string };
let userToken: string;

beforeAll(async () => {
  // A web build of one file, drawn by the web app's server entry: the listing page as a browser gets it.
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thikana-web-'));
  fs.copyFileSync(path.join(import.meta.dirname, '../../../index.html'), path.join(webDir, 'index.html'));
  t = await createTestApp({}, { webDir, drawScreen: await webDrawScreen() });
  ({ owner, ownerToken, adminToken, stranger, strangerToken: userToken } = await signedInPeople(t));
}, 60_000);
afterAll(() => t.close());

const newListing = (fields: Parameters<typeof createProperty>[1] = {}) =>
  createProperty(t.database.db, { userId: owner.id, ...fields });

interface Caller {
  token?: string;
  address?: string;
  agent?: string;
  headers?: Record<string, string>;
  /** The page's token the report carries: by default one the server would hand the page now. */
  visitToken?: string | null;
}

const pageToken = (id: string, now = new Date()) => signVisitToken(t.app.sessionKeys.secret, id, now);

/** What the listing page's script sends once it runs: the view, with the page's token. */
function view(id: string, caller: Caller = {}) {
  return report(id, 'view', {}, caller);
}

/** A tap on call, WhatsApp or copy number, with the page's token. */
function tap(id: string, kind: string, caller: Caller = {}) {
  return report(id, 'contact-event', { kind }, caller);
}

function report(
  id: string,
  what: 'view' | 'contact-event',
  body: object,
  { token, address = newClientAddress(), agent = BROWSER, headers, visitToken = pageToken(id) }: Caller,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/property/${id}/${what}`,
    remoteAddress: address,
    headers: { 'user-agent': agent, ...(token && { authorization: `Bearer ${token}` }), ...headers },
    payload: { ...body, ...(visitToken !== null && { token: visitToken }) },
  });
}

function fetchListing(id: string, { address = newClientAddress(), agent = BROWSER }: Caller = {}) {
  return t.app.inject({
    method: 'GET',
    url: `/api/v1/property/${id}`,
    remoteAddress: address,
    headers: { 'user-agent': agent },
  });
}

function openPage(id: string, { address = newClientAddress(), agent = BROWSER }: Caller = {}) {
  return t.app.inject({
    method: 'GET',
    url: `/product/${id}`,
    remoteAddress: address,
    headers: { accept: 'text/html', 'user-agent': agent },
  });
}

/** The token in a drawn page's handover: the listing's answer as the page was drawn with it. */
function handedOverToken(html: string): string | undefined {
  const json = new RegExp(`<script type="application/json" id="${HANDOVER_ID}">(.*?)</script>`, 's').exec(
    html,
  )?.[1];
  return /"visitToken":"([\w-]+)"/.exec(json ?? '')?.[1];
}

async function statsOf(id: string, token = ownerToken) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/property/${id}/stats`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  return listingStatsResponseSchema.parse(res.json()).data.days;
}

/** The counts of the last 30 days, added up (robust to a test that runs across midnight in Dhaka). */
async function totalsOf(id: string) {
  await t.app.listingStats.flush();
  const days = await statsOf(id);
  const sum = (key: 'views' | 'calls' | 'whatsapp' | 'copies') => days.reduce((n, day) => n + day[key], 0);
  return { views: sum('views'), calls: sum('calls'), whatsapp: sum('whatsapp'), copies: sum('copies') };
}

describe('counting views', () => {
  it('counts a person once per listing and day, and a second person again', async () => {
    const listing = await newListing();
    const first = newClientAddress();
    for (let i = 0; i < 3; i++) expect((await view(listing.id, { address: first })).statusCode).toBe(202);
    expect((await totalsOf(listing.id)).views).toBe(1);
    // Viewed again after the flush: still the same person today.
    await view(listing.id, { address: first });
    expect((await totalsOf(listing.id)).views).toBe(1);
    await view(listing.id);
    expect((await totalsOf(listing.id)).views).toBe(2);
  });

  it('counts a signed-in user as one person from any address', async () => {
    const listing = await newListing();
    await view(listing.id, { token: userToken });
    await view(listing.id, { token: userToken });
    expect((await totalsOf(listing.id)).views).toBe(1);
  });

  it('counts an IPv6 visitor by their /64', async () => {
    const listing = await newListing();
    await view(listing.id, { address: '2001:db8:1:2::10' });
    await view(listing.id, { address: '2001:db8:1:2:ffff::1' });
    expect((await totalsOf(listing.id)).views).toBe(1);
  });

  it('does not count the owner, admins, robots, link previews, headless tools or prefetches', async () => {
    const listing = await newListing();
    await view(listing.id, { token: ownerToken });
    await view(listing.id, { token: adminToken });
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'WhatsApp/2.23.20.0 A',
      'TelegramBot (like TwitterBot)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0 Safari/537.36',
      'curl/8.5.0',
      '',
    ]) {
      expect((await view(listing.id, { agent })).statusCode).toBe(202);
    }
    await view(listing.id, { headers: { 'sec-purpose': 'prefetch' } });
    await view(listing.id, { headers: { purpose: 'prefetch' } });
    expect(await totalsOf(listing.id)).toEqual({ views: 0, calls: 0, whatsapp: 0, copies: 0 });
  });

  it('counts only public listings', async () => {
    const pending = await newListing({ status: 'pending' });
    expect((await fetchListing(pending.id)).statusCode).toBe(404);
    expect((await view(pending.id)).statusCode).toBe(202);
    expect((await tap(pending.id, 'call')).statusCode).toBe(202);
    expect(await totalsOf(pending.id)).toEqual({ views: 0, calls: 0, whatsapp: 0, copies: 0 });
  });
});

describe('a view counts only when the page reports it with its token', () => {
  it('counts nothing for fetching a listing or opening its page', async () => {
    const listing = await newListing();
    const address = newClientAddress();
    expect((await fetchListing(listing.id, { address })).statusCode).toBe(200);
    expect((await openPage(listing.id, { address })).statusCode).toBe(200);
    expect((await totalsOf(listing.id)).views).toBe(0);
  });

  it('counts the view the drawn page reports with the token of its handover', async () => {
    const listing = await newListing();
    const address = newClientAddress();
    const page = await openPage(listing.id, { address });
    const visitToken = handedOverToken(page.body);
    expect(visitToken).toMatch(/^[\w-]{22}$/);
    expect((await view(listing.id, { address, visitToken })).statusCode).toBe(202);
    expect((await totalsOf(listing.id)).views).toBe(1);
    // The API's answer carries one too, for a listing opened within the app.
    const answer = (await fetchListing(listing.id)).json<{ visitToken: string }>();
    expect((await view(listing.id, { visitToken: answer.visitToken })).statusCode).toBe(202);
    expect((await totalsOf(listing.id)).views).toBe(2);
  });

  it('refuses a view report without a token, and answers a tap without one, or either with one that does not hold, the same, counting none', async () => {
    const listing = await newListing();
    const other = await newListing();
    const hour = VISIT_TOKEN_WINDOW_MS;
    expect((await view(listing.id, { visitToken: null })).statusCode).toBe(400);
    expect((await tap(listing.id, 'call', { visitToken: null })).statusCode).toBe(202);
    const refused = [
      '',
      'AAAAAAAAAAAAAAAAAAAAAA',
      `${pageToken(listing.id).slice(0, -2)}AA`,
      pageToken(other.id),
      pageToken(listing.id, new Date(Date.now() - 2 * hour)),
      pageToken(listing.id, new Date(Date.now() + 2 * hour)),
      'x'.repeat(100),
    ];
    for (const visitToken of refused) {
      const res = await view(listing.id, { visitToken });
      expect(res.statusCode, String(visitToken)).toBe(202);
      expect(res.json()).toEqual({ success: true });
      expect((await tap(listing.id, 'call', { visitToken })).statusCode).toBe(202);
    }
    expect(await totalsOf(listing.id)).toEqual({ views: 0, calls: 0, whatsapp: 0, copies: 0 });
  });

  it('takes a token of the window before, so a page opened across the boundary still counts', async () => {
    const listing = await newListing();
    await view(listing.id, {
      visitToken: pageToken(listing.id, new Date(Date.now() - VISIT_TOKEN_WINDOW_MS)),
    });
    expect((await totalsOf(listing.id)).views).toBe(1);
  });

  it('refuses a token over 100 characters, or one from another site', async () => {
    const listing = await newListing();
    expect((await view(listing.id, { visitToken: 'x'.repeat(101) })).statusCode).toBe(400);
    const crossSite = await view(listing.id, { headers: { origin: 'https://evil.example' } });
    expect(crossSite.statusCode).toBe(403);
    expect((await totalsOf(listing.id)).views).toBe(0);
  });
});

describe('contact events', () => {
  it('counts calls, WhatsApp and copied numbers, each once per person and day', async () => {
    const listing = await newListing();
    const address = newClientAddress();
    for (const kind of ['call', 'call', 'whatsapp', 'copy', 'copy']) {
      const res = await tap(listing.id, kind, { address });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ success: true });
    }
    await tap(listing.id, 'call');
    expect(await totalsOf(listing.id)).toEqual({ views: 0, calls: 2, whatsapp: 1, copies: 1 });
  });

  it('skips the owner’s and admins’ taps', async () => {
    const listing = await newListing();
    await tap(listing.id, 'call', { token: ownerToken });
    await tap(listing.id, 'whatsapp', { token: adminToken });
    expect(await totalsOf(listing.id)).toEqual({ views: 0, calls: 0, whatsapp: 0, copies: 0 });
  });

  it('refuses an unknown kind or listing id, and a tap sent from another site', async () => {
    const listing = await newListing();
    expect((await tap(listing.id, 'email')).statusCode).toBe(400);
    expect((await tap('not-a-listing', 'call')).statusCode).toBe(400);
    const crossSite = await tap(listing.id, 'call', { headers: { origin: 'https://evil.example' } });
    expect(crossSite.statusCode).toBe(403);
    // A beacon from the site itself carries its own origin and passes.
    const sameSite = await tap(listing.id, 'call', { headers: { origin: 'http://localhost:3000' } });
    expect(sameSite.statusCode).toBe(202);
    expect((await totalsOf(listing.id)).calls).toBe(1);
  });
});

describe('reading statistics', () => {
  it('answers the owner and admins; another user 403, a visitor 401, an unknown listing 404', async () => {
    const listing = await newListing();
    const get = (id: string, token?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/property/${id}/stats`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    expect((await get(listing.id, ownerToken)).statusCode).toBe(200);
    expect((await get(listing.id, adminToken)).statusCode).toBe(200);
    expect((await get(listing.id, userToken)).statusCode).toBe(403);
    expect((await get(listing.id)).statusCode).toBe(401);
    expect((await get('00000000-0000-4000-8000-000000000000', ownerToken)).statusCode).toBe(404);
    // A pending listing of someone else is not even said to exist.
    const pending = await newListing({ status: 'pending' });
    expect((await get(pending.id, userToken)).statusCode).toBe(404);
    expect((await get(pending.id, ownerToken)).statusCode).toBe(200);
  });

  it('gives the last 30 days in Dhaka, oldest first, every day present', async () => {
    const listing = await newListing();
    const today = dhakaDay();
    const threeDaysAgo = { views: 7, calls: 2, whatsapp: 1, copies: 0 };
    const oldestShown = { views: 4, calls: 0, whatsapp: 0, copies: 3 };
    await t.database.db.insert(listingDailyStats).values([
      { propertyId: listing.id, day: addDays(today, -3), ...threeDaysAgo },
      { propertyId: listing.id, day: addDays(today, -29), ...oldestShown },
      { propertyId: listing.id, day: addDays(today, -30), views: 99, calls: 9, whatsapp: 9, copies: 9 },
    ]);
    const days = await statsOf(listing.id);
    // Read straight after the insert: the days are the same unless midnight in Dhaka fell between.
    if (dhakaDay() !== today) return;
    expect(days).toHaveLength(STATS_DAYS);
    expect(days[0]).toEqual({ date: addDays(today, -29), ...oldestShown, callbacks: 0 });
    expect(days[26]).toEqual({ date: addDays(today, -3), ...threeDaysAgo, callbacks: 0 });
    expect(days[29]).toEqual({ date: today, views: 0, calls: 0, whatsapp: 0, copies: 0, callbacks: 0 });
    expect(days.map((d) => d.date)).toEqual([...days.map((d) => d.date)].sort());
  });
});

describe('the batched writes', () => {
  it('writes nothing personal: no address, no account id, only keyed hashes', async () => {
    const listing = await newListing();
    const address = '203.0.113.77';
    await view(listing.id, { address });
    await tap(listing.id, 'copy', { address });
    await view(listing.id, { token: userToken });
    await t.app.listingStats.flush();
    const visits = await t.database.db
      .select()
      .from(listingVisits)
      .where(sql`property_id = ${listing.id}`);
    expect(visits).toHaveLength(3);
    for (const visit of visits) expect(visit.visitorHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rowsOf = async (query: ReturnType<typeof sql>) => {
      const result: unknown = await t.database.db.execute(query);
      return (result as { rows: Array<Record<string, string>> }).rows;
    };
    // Every row of every table, as text: the visitor's address is in none of them.
    const tables = await rowsOf(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    for (const { name } of tables) {
      const [row] = await rowsOf(
        sql`select coalesce(string_agg(t::text, '|'), '') as text from ${sql.identifier(name!)} t`,
      );
      expect(row?.text, name).not.toContain(address);
    }
    const [stats] = await rowsOf(sql`
      select string_agg(t, '|') as text from (
        select v::text as t from listing_visits v union all select s::text from listing_daily_stats s
      ) all_rows`);
    expect(stats?.text).not.toContain(stranger.id);
  });

  it('counts a visitor once across two flushes and two instances', async () => {
    const listing = await newListing();
    const other = createVisitCounter({
      db: t.database.db,
      secret: t.app.sessionKeys.secret,
      log: t.app.log,
      enabled: true,
    });
    const visit = {
      propertyId: listing.id,
      kind: 'view' as const,
      who: 'address:198.51.100.9',
      viewerId: null,
    };
    t.app.listingStats.record(visit);
    await t.app.listingStats.flush();
    t.app.listingStats.record(visit);
    other.record(visit);
    await Promise.all([t.app.listingStats.flush(), other.close()]);
    expect((await totalsOf(listing.id)).views).toBe(1);
  });

  it('drops visits beyond its bound and says how many', async () => {
    const listing = await newListing();
    const warnings: unknown[] = [];
    const log = Object.assign(Object.create(t.app.log) as typeof t.app.log, {
      warn: (entry: unknown) => warnings.push(entry),
    });
    const small = createVisitCounter({
      db: t.database.db,
      secret: t.app.sessionKeys.secret,
      log,
      enabled: true,
      maxBuffered: 2,
    });
    for (const who of ['a', 'b', 'c', 'd'])
      small.record({ propertyId: listing.id, kind: 'view', who: `address:${who}`, viewerId: null });
    expect(await small.flush()).toBe(2);
    await small.close();
    expect(warnings).toEqual([{ dropped: 2 }]);
    expect((await totalsOf(listing.id)).views).toBe(2);
  });

  it('keeps only yesterday’s and today’s visit rows after the daily purge', async () => {
    const listing = await newListing();
    const now = new Date();
    const today = dhakaDay(now);
    await t.database.db.insert(listingVisits).values(
      [0, -1, -2, -10].map((days) => ({
        propertyId: listing.id,
        day: addDays(today, days),
        kind: 'view' as const,
        visitorHash: `purge-test-${days}`,
      })),
    );
    expect(await purgeListingVisits(t.database.db, now)).toBeGreaterThanOrEqual(2);
    const left = await t.database.db
      .select()
      .from(listingVisits)
      .where(sql`property_id = ${listing.id}`);
    expect(left.map((v) => v.day).sort()).toEqual([addDays(today, -1), today]);
  });
});

describe('with LISTING_STATS=false', () => {
  it('counts nothing and still answers the owner', async () => {
    const off = await createTestApp({ LISTING_STATS: 'false' });
    try {
      const listing = await createProperty(off.database.db, {});
      await off.app.inject({
        method: 'POST',
        url: `/api/v1/property/${listing.id}/view`,
        headers: { 'user-agent': BROWSER },
        remoteAddress: newClientAddress(),
        payload: { token: signVisitToken(off.app.sessionKeys.secret, listing.id) },
      });
      expect(await off.app.listingStats.flush()).toBe(0);
      const token = await off.tokenFor(listing.userId);
      const res = await off.app.inject({
        method: 'GET',
        url: `/api/v1/property/${listing.id}/stats`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await off.close();
    }
  });
});
