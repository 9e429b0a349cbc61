import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLE } from '../../shared/enums';
import type { SavedSearch } from '../../shared/saved-search';
import { properties, savedSearches, savedSearchMatches } from '../db/schema';
import { listingPrice } from './listing-in-mail';
import { newClientAddress } from '../test/client-address';
import { addPhotos, createProperty, createUser } from '../test/factories';
import { mailsTo } from '../test/outbox';
import { createTestApp, type TestContext } from '../test/test-app';
import { readAlertToken } from './alert-token';
import type { NotificationChannel } from './channels';
import { MATCH_JOB } from '../properties/listing-events';
import { matchSavedSearches } from './match-saved-searches';
import { RECURRING_JOB_NAMES } from '../config/job-schedules';
import { ALERT_DIGEST_JOB, deliverAlerts, SEND_ALERTS_JOB, type AlertDeliveryContext } from './send-alerts';

// Alerts end to end: a moderator approves (or an owner lowers a price) through the real routes, the
// job queue matches and sends, and the mails land in the outbox. Each test uses its own categories
// and areas, so that one test's listings match no other test's searches.

let t: TestContext;
let adminToken: () => Promise<string>;
let delivery: AlertDeliveryContext;
const logLines: string[] = [];

beforeAll(async () => {
  // Only what a test queues runs: no schedule comes round while the tests run (29 February).
  const never = RECURRING_JOB_NAMES.map((name) => `${name}=0 0 29 2 *`).join(';');
  t = await createTestApp(
    { LOG_LEVEL: 'info', JOB_POLL_SECONDS: '0.5', JOB_SCHEDULES: never },
    { logStream: { write: (line: string) => void logLines.push(line) } },
  );
  await t.app.jobs.start();
  const admin = await createUser(t.database.db, { isAdmin: true, role: ADMIN_ROLE });
  adminToken = () => t.tokenFor(admin.id);
  delivery = {
    db: t.database.db,
    storage: t.storage,
    publicUrl: t.app.config.publicUrl,
    secret: t.app.sessionKeys.secret,
    channels: t.app.notificationChannels,
  };
}, 60_000);
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  options: { token?: string; payload?: object | string; headers?: Record<string, string> } = {},
) =>
  t.app.inject({
    method,
    url: url.startsWith('http') ? url : `/api/v1${url}`,
    remoteAddress: newClientAddress(),
    headers: { ...(options.token && { authorization: `Bearer ${options.token}` }), ...options.headers },
    ...(options.payload !== undefined && { payload: options.payload }),
  });

async function accountSearch(
  query: string,
  fields: { language?: 'bn' | 'en'; name?: string } = {},
  frequency = 'instant',
) {
  const user = await createUser(t.database.db, {
    language: fields.language ?? 'bn',
    name: fields.name ?? 'Rahima Begum',
  });
  const res = await call('POST', '/saved-searches', {
    token: await t.tokenFor(user.id),
    payload: { query, frequency },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { user, search: res.json<{ data: SavedSearch }>().data };
}

/** A visitor's subscription, confirmed (or not) by the link of its mail. */
async function visitorSearch(query: string, language: 'bn' | 'en', confirm = true) {
  const email = `visitor-${randomUUID()}@example.com`;
  const res = await call('POST', '/saved-searches', {
    payload: { query, email },
    headers: { cookie: `language=${language}` },
  });
  expect(res.statusCode, res.body).toBe(201);
  await t.app.background.idle();
  const [mail] = await mailsTo(t.outboxDir, email);
  const token = /\/alerts\/confirm\?token=([\w.-]+)/.exec(mail ?? '')?.[1] ?? '';
  if (confirm) expect((await call('POST', `/saved-searches/confirm/${token}`)).statusCode).toBe(200);
  return { email, id: res.json<{ data: SavedSearch }>().data.id, confirmToken: token };
}

/** The alert mails to an address (the confirmation mail is left out), newest first. */
const alertsTo = async (email: string) =>
  (await mailsTo(t.outboxDir, email)).filter((mail) => mail.includes('/alerts/unsubscribe?token='));

async function approve(listingId: string) {
  const res = await call('PATCH', `/property/${listingId}/decision`, {
    token: await adminToken(),
    payload: { property_status: 'approved' },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Matching and sending here and now, as the queue would, for tests that need no waiting. */
async function matchAndSend(propertyId: string) {
  await t.app.jobs.runNow(MATCH_JOB, { propertyId, reason: 'new' });
  return t.app.jobs.runNow(SEND_ALERTS_JOB);
}

/** A header of a mail, unfolded (a long one continues on indented lines, RFC 5322 §2.2.3). */
const header = (mail: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'm').exec((mail.split('\n\n')[0] ?? '').replace(/\n[ \t]+/g, ' '))?.[1];

describe('instant alerts', () => {
  let bn: Awaited<ReturnType<typeof accountSearch>>;
  let en: Awaited<ReturnType<typeof visitorSearch>>;
  const query = 'category=apartment&area=kazla&max_price=20000';

  it('reach every matching subscription of a listing a moderator approves, once, in its reader’s language', async () => {
    bn = await accountSearch(query, { language: 'bn', name: 'রহিম উদ্দিন' });
    en = await visitorSearch(query, 'en');
    const daily = await accountSearch(query, { language: 'en' }, 'daily');
    const unconfirmed = await visitorSearch(query, 'en', false);
    const other = await accountSearch('category=apartment&area=kazla&max_price=10000');
    const listing = await createProperty(t.database.db, {
      status: 'pending',
      areaSlug: 'kazla',
      price: 18000,
      title: 'Kazla flat near RUET',
    });
    const [photo] = await addPhotos(t.database.db, t.storage, listing.id, 1);
    await approve(listing.id);

    await expect.poll(() => alertsTo(bn.user.email), { timeout: 30_000, interval: 300 }).toHaveLength(1);
    await expect.poll(() => alertsTo(en.email), { timeout: 30_000, interval: 300 }).toHaveLength(1);
    const [bnMail] = await alertsTo(bn.user.email);
    const [enMail] = await alertsTo(en.email);

    // In Bengali for the Bengali account: its words, digits, the area's Bengali name.
    expect(bnMail).toContain('প্রিয় রহিম উদ্দিন,');
    expect(bnMail).toContain('এইমাত্র প্রকাশিত হয়েছে');
    expect(bnMail).toContain(listingPrice({ price: 18000, rentPeriod: 'monthly' }, 'bn'));
    expect(bnMail).toContain('১৮ ০০০');
    expect(bnMail).toContain('কাজলা');
    expect(bnMail).toContain('এই খোঁজের ই-মেইল বন্ধ করুন');
    // In English for the visitor who subscribed from an English page.
    expect(enMail).toContain('A listing matching your saved search “Saved search” just went live.');
    expect(enMail).toContain('18 000 BDT a month');
    expect(enMail).toContain('Kazla');
    expect(enMail).toContain('Stop mails for this search');

    for (const [mail, language, id] of [
      [bnMail!, 'bn', bn.search.id],
      [enMail!, 'en', en.id],
    ] as const) {
      expect(mail).toContain('Kazla flat near RUET');
      expect(mail).toContain(`http://localhost:3000/product/${listing.id}`);
      expect(mail).toContain(`http://localhost:3000/uploads/${photo!.storageKey}-share.jpg`);
      expect(mail).toContain(`http://localhost:3000/property-searched?${query}`);
      const screen = /http:\/\/localhost:3000\/alerts\/unsubscribe\?token=([\w.-]+)&lang=(bn|en)/.exec(mail);
      expect(screen?.[2]).toBe(language);
      expect(readAlertToken(t.app.sessionKeys.secret, screen?.[1] ?? '', 'unsubscribe')).toBe(id);
      const oneClick = /^<http:\/\/localhost:3000\/api\/v1\/saved-searches\/unsubscribe\/([\w.-]+)>$/.exec(
        header(mail, 'List-Unsubscribe') ?? '',
      );
      expect(readAlertToken(t.app.sessionKeys.secret, oneClick?.[1] ?? '', 'unsubscribe')).toBe(id);
      expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    }
    // A daily search waits for its digest; an unconfirmed address hears nothing; a search the
    // listing does not fit (its price is over the maximum) neither.
    expect(await alertsTo(daily.user.email)).toEqual([]);
    expect(await mailsTo(t.outboxDir, unconfirmed.email)).toHaveLength(1);
    expect(await alertsTo(other.user.email)).toEqual([]);

    // Matched again (a retried job, a second approval after a take-down): nothing new is sent.
    await matchAndSend(listing.id);
    const decline = await call('PATCH', `/property/${listing.id}/decision`, {
      token: await adminToken(),
      payload: { property_status: 'declined', rejection_reason: 'Photos are of another flat' },
    });
    expect(decline.statusCode).toBe(200);
    await approve(listing.id);
    await matchAndSend(listing.id);
    expect(await alertsTo(bn.user.email)).toHaveLength(1);
    expect(await alertsTo(en.email)).toHaveLength(1);
  });

  it('stop after a one-click unsubscribe from the mail’s List-Unsubscribe header, for that search only', async () => {
    const [mail] = await alertsTo(bn.user.email);
    const url = /^<(.+)>$/.exec(header(mail!, 'List-Unsubscribe') ?? '')?.[1] ?? '';
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/v1\/saved-searches\/unsubscribe\//);
    const res = await call('POST', url, {
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.google.com' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ data: { paused: true } });

    const next = await createProperty(t.database.db, {
      areaSlug: 'kazla',
      price: 16000,
      title: 'Another Kazla flat',
    });
    await matchAndSend(next.id);
    expect(await alertsTo(bn.user.email)).toHaveLength(1);
    expect(await alertsTo(en.email)).toHaveLength(2);
  });

  it('tell of a price that falls under a search’s maximum, once the owner lowers it', async () => {
    const { user, search } = await accountSearch('category=office&area=shaheb-bazar&max_price=20000', {
      language: 'en',
    });
    const owner = await createUser(t.database.db);
    const office = await createProperty(t.database.db, {
      userId: owner.id,
      category: 'office',
      areaSlug: 'shaheb-bazar',
      price: 25000,
      title: 'Office above the bank',
    });
    await matchAndSend(office.id);
    expect(await alertsTo(user.email)).toEqual([]);

    // A price change alone is applied at once; the listing event queues the match, then the alert.
    const lowered = await call('PATCH', `/property/${office.id}`, {
      token: await t.tokenFor(owner.id),
      payload: { price: 19000 },
    });
    expect(lowered.statusCode, lowered.body).toBe(200);
    await expect.poll(() => alertsTo(user.email), { timeout: 30_000, interval: 300 }).toHaveLength(1);
    const [mail] = await alertsTo(user.email);
    expect(mail).toContain('The price fell within your budget');
    expect(mail).toContain('19 000 BDT a month');
    const [match] = await t.database.db
      .select()
      .from(savedSearchMatches)
      .where(eq(savedSearchMatches.savedSearchId, search.id));
    expect(match).toMatchObject({ reason: 'price_drop', sentAt: expect.any(Date) });
  });

  it('send nothing for a listing that does not match, nor for one declined', async () => {
    const { user } = await accountSearch('category=office&area=kazla', { language: 'en' });
    const elsewhere = await createProperty(t.database.db, { status: 'pending', category: 'office' });
    await approve(elsewhere.id);
    await matchAndSend(elsewhere.id);
    const declined = await createProperty(t.database.db, {
      status: 'pending',
      category: 'office',
      areaSlug: 'kazla',
    });
    const res = await call('PATCH', `/property/${declined.id}/decision`, {
      token: await adminToken(),
      payload: { property_status: 'declined', rejection_reason: 'No address given' },
    });
    expect(res.statusCode).toBe(200);
    // Even a stray match job for it: a listing that is not public matches nothing.
    await matchAndSend(declined.id);
    expect(await alertsTo(user.email)).toEqual([]);
    const matched = await t.database.db
      .select()
      .from(savedSearchMatches)
      .where(inArray(savedSearchMatches.propertyId, [elsewhere.id, declined.id]));
    expect(matched).toEqual([]);
  });

  it('go to a visitor only once the address is confirmed (double opt-in)', async () => {
    const visitor = await visitorSearch('category=house&area=uposhohor', 'bn', false);
    const first = await createProperty(t.database.db, { category: 'house', title: 'House one' });
    await matchAndSend(first.id);
    expect(await mailsTo(t.outboxDir, visitor.email)).toHaveLength(1);

    expect((await call('POST', `/saved-searches/confirm/${visitor.confirmToken}`)).statusCode).toBe(200);
    const second = await createProperty(t.database.db, { category: 'house', title: 'House two' });
    await matchAndSend(second.id);
    const alerts = await alertsTo(visitor.email);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toContain('House two');
    expect(alerts[0]).not.toContain('House one');
  });

  it('use up the matches of listings no longer public without a mail', async () => {
    const { user, search } = await accountSearch('category=parking&area=kazla');
    const garage = await createProperty(t.database.db, { category: 'parking', areaSlug: 'kazla' });
    await matchSavedSearches(t.database.db, [garage.id], { reason: 'new' });
    await t.database.db
      .update(properties)
      .set({ marketStatus: 'rented', closedAt: new Date() })
      .where(eq(properties.id, garage.id));
    await t.app.jobs.runNow(SEND_ALERTS_JOB);
    expect(await alertsTo(user.email)).toEqual([]);
    const [match] = await t.database.db
      .select()
      .from(savedSearchMatches)
      .where(eq(savedSearchMatches.savedSearchId, search.id));
    expect(match?.sentAt).toBeInstanceOf(Date);
  });

  it('are sent once when two senders run at once, all of a search’s new listings in one mail', async () => {
    const { user } = await accountSearch('category=guest-house&area=kazla', { language: 'en' });
    const listings = await Promise.all(
      [1, 2, 3].map((n) =>
        createProperty(t.database.db, {
          category: 'guest-house',
          areaSlug: 'kazla',
          title: `Guest house ${n}`,
        }),
      ),
    );
    await matchSavedSearches(
      t.database.db,
      listings.map((l) => l.id),
      { reason: 'new' },
    );
    await Promise.all([deliverAlerts(delivery, 'instant'), deliverAlerts(delivery, 'instant')]);
    const alerts = await alertsTo(user.email);
    expect(alerts).toHaveLength(1);
    for (const n of [1, 2, 3]) expect(alerts[0]).toContain(`Guest house ${n}`);
    expect(alerts[0]).toContain('3 listings matching your saved search');
  });
  it('write a saved name into the mail as text, never as markup or a second line of its subject', async () => {
    const user = await createUser(t.database.db, { language: 'en' });
    const res = await call('POST', '/saved-searches', {
      token: await t.tokenFor(user.id),
      payload: {
        query: 'category=shop&area=padma-residential-area',
        name: '<img src=x onerror=alert(1)> Bcc: a@b.c',
      },
    });
    expect(res.statusCode).toBe(201);
    const shop = await createProperty(t.database.db, {
      category: 'shop',
      areaSlug: 'padma-residential-area',
      title: 'Shop & <b>more</b>',
    });
    await matchAndSend(shop.id);
    const [mail] = await alertsTo(user.email);
    const html = mail!.slice(mail!.indexOf('Content-Type: text/html'));
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>more</b>');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(html).toContain('Shop &#38; &#60;b&#62;more&#60;/b&#62;');
    expect(mail).not.toMatch(/^Bcc:/m);
  });
});

describe('the daily digest', () => {
  it('puts a day’s matches in one mail per search, ten shown and a link to the rest', async () => {
    const { user } = await accountSearch('category=land&property_type=sell', { language: 'en' }, 'daily');
    const bnDaily = await accountSearch('category=land&property_type=sell', { language: 'bn' }, 'daily');
    const plots = [];
    for (let n = 1; n <= 12; n++)
      plots.push(
        await createProperty(t.database.db, {
          propertyType: 'sell',
          category: 'land',
          price: 1_000_000 + n,
          title: `Land plot number ${n}`,
          tenant: null,
        }),
      );
    await matchSavedSearches(
      t.database.db,
      plots.map((p) => p.id),
      { reason: 'new' },
    );
    // The instant sender leaves daily searches alone.
    await t.app.jobs.runNow(SEND_ALERTS_JOB);
    expect(await alertsTo(user.email)).toEqual([]);

    const counts = await t.app.jobs.runNow(ALERT_DIGEST_JOB);
    expect(counts.mails).toBeGreaterThanOrEqual(2);
    const [mail, ...others] = await alertsTo(user.email);
    expect(others).toEqual([]);
    expect(mail).toContain('12 listings matched your saved search');
    const shown = plots.filter((p) => mail!.includes(`${p.title}\n`));
    expect(shown).toHaveLength(10);
    expect(mail).toContain(
      'See 2 more: http://localhost:3000/property-searched?category=land&property_type=sell',
    );
    const [bnMail] = await alertsTo(bnDaily.user.email);
    expect(bnMail).toContain('১২টি বিজ্ঞাপন মিলেছে');
    expect(bnMail).toContain('আরও ২টি বিজ্ঞাপন দেখুন');

    await t.app.jobs.runNow(ALERT_DIGEST_JOB);
    expect(await alertsTo(user.email)).toHaveLength(1);
  });

  it('gives a failed mail’s matches back and fails the run, so that the retry sends them', async () => {
    const { user, search } = await accountSearch('category=shop&area=kazla', { language: 'en' }, 'daily');
    const shop = await createProperty(t.database.db, {
      category: 'shop',
      areaSlug: 'kazla',
      title: 'Corner shop',
    });
    await matchSavedSearches(t.database.db, [shop.id], { reason: 'new' });
    const down: NotificationChannel = {
      name: 'down',
      reaches: () => true,
      send: () => Promise.reject(new Error('SMTP is down')),
    };
    await expect(deliverAlerts({ ...delivery, channels: [down] }, 'daily')).rejects.toThrow('1 mails failed');
    const [waiting] = await t.database.db
      .select()
      .from(savedSearchMatches)
      .where(eq(savedSearchMatches.savedSearchId, search.id));
    expect(waiting?.sentAt).toBeNull();

    await t.app.jobs.runNow(ALERT_DIGEST_JOB);
    const alerts = await alertsTo(user.email);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toContain('Corner shop');
  });

  it('removes visitors’ subscriptions never confirmed within 30 days', async () => {
    const stale = await visitorSearch('category=shop', 'en', false);
    const fresh = await visitorSearch('category=shop', 'en', false);
    await t.database.db
      .update(savedSearches)
      .set({ createdAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) })
      .where(eq(savedSearches.id, stale.id));
    const counts = await t.app.jobs.runNow(ALERT_DIGEST_JOB);
    expect(counts.unconfirmedRemoved).toBeGreaterThanOrEqual(1);
    const left = await t.database.db
      .select({ id: savedSearches.id })
      .from(savedSearches)
      .where(inArray(savedSearches.id, [stale.id, fresh.id]));
    expect(left.map((row) => row.id)).toEqual([fresh.id]);
  });
});

describe('the log of alerts', () => {
  it('holds counts only: no address, title or token', async () => {
    const { user, search } = await accountSearch('category=shop&area=uposhohor', { language: 'en' });
    const shop = await createProperty(t.database.db, { category: 'shop', title: 'Secret shop title' });
    await matchAndSend(shop.id);
    const [mail] = await alertsTo(user.email);
    const token = /\/alerts\/unsubscribe\?token=([\w.-]+)/.exec(mail ?? '')?.[1] ?? '';
    expect(readAlertToken(t.app.sessionKeys.secret, token, 'unsubscribe')).toBe(search.id);
    expect((await call('POST', `/saved-searches/unsubscribe/${token}`)).statusCode).toBe(200);

    const jobLines = logLines.filter((line) =>
      /"job":"(send-alerts|alert-digest|match-saved-searches)"/.test(line),
    );
    expect(jobLines.some((line) => line.includes('"mails":1'))).toBe(true);
    const text = jobLines.join('');
    expect(text).not.toContain(user.email);
    expect(text).not.toContain('Secret shop title');
    // Requests that carried a token in their path are logged without it.
    const requests = logLines.filter((line) => line.includes('/saved-searches/unsubscribe/'));
    expect(requests.length).toBeGreaterThan(0);
    expect(logLines.join('')).not.toContain(token);
  });
});
