import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLE } from '../../shared/enums';
import type { SavedSearch } from '../../shared/saved-search';
import { MAX_SAVED_SEARCHES } from '../../shared/saved-search-limits';
import { properties, savedSearches, savedSearchMatches } from '../db/schema';
import { newClientAddress } from '../test/client-address';
import { createProperty, createUser } from '../test/factories';
import { mailsTo } from '../test/outbox';
import { multipart } from '../test/multipart';
import { createTestApp, type TestContext } from '../test/test-app';
import { CONFIRM_TOKEN_DAYS, readAlertToken, signAlertToken } from './alert-token';
import { matchSavedSearches } from './match-saved-searches';
import { CONFIRM_MAILS_PER_ADDRESS_PER_DAY } from './subscribe-visitor';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Call {
  token?: string;
  payload?: object | string;
  headers?: Record<string, string>;
  remoteAddress?: string;
}
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, options: Call = {}) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    remoteAddress: options.remoteAddress ?? newClientAddress(),
    headers: { ...(options.token && { authorization: `Bearer ${options.token}` }), ...options.headers },
    ...(options.payload !== undefined && { payload: options.payload }),
  });

const newEmail = () => `visitor-${randomUUID()}@example.com`;
const secret = () => t.app.sessionKeys.secret;

async function signedIn(fields: { language?: 'bn' | 'en'; isAdmin?: boolean } = {}) {
  const user = await createUser(t.database.db, {
    language: fields.language ?? 'bn',
    ...(fields.isAdmin && { isAdmin: true, role: ADMIN_ROLE }),
  });
  return { user, token: await t.tokenFor(user.id) };
}

async function save(token: string, payload: object): Promise<SavedSearch> {
  const res = await call('POST', '/saved-searches', { token, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: SavedSearch }>().data;
}

const list = async (token: string) => {
  const res = await call('GET', '/saved-searches', { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: SavedSearch[] }>().data;
};

/** A visitor's subscription, whose mail work runs after the answer: waited for. */
async function subscribe(email: string, payload: object = { query: 'category=shop' }, headers = {}) {
  const res = await call('POST', '/saved-searches', { payload: { ...payload, email }, headers });
  await t.app.background.idle();
  return res;
}

const confirmTokenIn = (mail: string) => /\/alerts\/confirm\?token=([\w.-]+)/.exec(mail)?.[1] ?? '';

describe('an account’s saved searches', () => {
  it('saves a search in canonical form, named by its keyword, confirmed at once, and lists it newest first', async () => {
    const { token } = await signedIn();
    const first = await save(token, {
      query: '?keyword=flat in kazla&max_price=১৫,০০০&page=3&sort=price_asc',
      frequency: 'daily',
    });
    expect(first).toMatchObject({
      name: 'flat in kazla',
      query: 'keyword=flat+in+kazla&max_price=15000',
      frequency: 'daily',
      paused: false,
      confirmed: true,
      new_count: 0,
    });
    const second = await save(token, { query: 'category=shop', name: '  Shops \n near   home ' });
    expect(second).toMatchObject({ name: 'Shops near home', frequency: 'instant' });
    expect((await list(token)).map((s) => s.id)).toEqual([second.id, first.id]);
    // Nothing is mailed for an account's search: its address is its own.
    const [row] = await t.database.db.select().from(savedSearches).where(eq(savedSearches.id, first.id));
    expect(row).toMatchObject({ email: null, maxPrice: 15000, deal: '' });
  });

  it('names a search without keyword or name in the account’s language', async () => {
    const bn = await signedIn({ language: 'bn' });
    const en = await signedIn({ language: 'en' });
    expect((await save(bn.token, { query: 'area=kazla' })).name).toBe('সংরক্ষিত খোঁজ');
    // The account's language wins over the page's.
    const res = await call('POST', '/saved-searches?lang=bn', {
      token: en.token,
      payload: { query: 'area=kazla' },
    });
    expect(res.json<{ data: SavedSearch }>().data.name).toBe('Saved search');
  });

  it('refuses an e-mail address from an account, a query the search refuses, and fields it does not know', async () => {
    const { token } = await signedIn();
    const cases: Array<[object, Record<string, string>]> = [
      [{ query: 'category=shop', email: 'me@example.com' }, { email: 'not_for_accounts' }],
      [{ query: 'max_price=abc' }, { query: expect.stringContaining('max_price') }],
      [{ query: 'category=shop', user_id: randomUUID() }, {}],
      [{ query: 'x'.repeat(1001) }, { query: 'too_long' }],
      [{ query: 'category=shop', frequency: 'hourly' }, { frequency: expect.any(String) }],
    ];
    for (const [payload, errors] of cases) {
      const res = await call('POST', '/saved-searches', { token, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors });
    }
    expect(await list(token)).toEqual([]);
  });

  it('keeps at most the limit an account, then answers 409', async () => {
    const { user, token } = await signedIn();
    await t.database.db.insert(savedSearches).values(
      Array.from({ length: MAX_SAVED_SEARCHES }, (_, i) => ({
        userId: user.id,
        language: 'bn' as const,
        name: `search ${i}`,
        query: '',
        frequency: 'instant' as const,
        confirmedAt: new Date(),
      })),
    );
    const res = await call('POST', '/saved-searches', { token, payload: { query: 'category=shop' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SAVED_SEARCH_LIMIT' });
  });

  it('lets only its owner rename, pause, resume, mark seen and delete it; anyone else gets 404', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const admin = await signedIn({ isAdmin: true });
    const search = await save(owner.token, { query: 'category=office' });

    for (const stranger of [other.token, admin.token]) {
      const patched = await call('PATCH', `/saved-searches/${search.id}`, {
        token: stranger,
        payload: { paused: true },
      });
      expect(patched.statusCode).toBe(404);
      expect(patched.json()).toMatchObject({ code: 'SAVED_SEARCH_NOT_FOUND' });
      expect((await call('DELETE', `/saved-searches/${search.id}`, { token: stranger })).statusCode).toBe(
        404,
      );
    }
    expect((await call('GET', '/saved-searches', {})).statusCode).toBe(401);
    expect(
      (await call('PATCH', `/saved-searches/${search.id}`, { payload: { paused: true } })).statusCode,
    ).toBe(401);
    expect(await list(other.token)).toEqual([]);

    const patch = async (payload: object) => {
      const res = await call('PATCH', `/saved-searches/${search.id}`, { token: owner.token, payload });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: SavedSearch }>().data;
    };
    expect(await patch({ name: 'Offices', frequency: 'daily' })).toMatchObject({
      name: 'Offices',
      frequency: 'daily',
    });
    expect(await patch({ paused: true })).toMatchObject({ paused: true });
    expect(await patch({ paused: false })).toMatchObject({ paused: false });
    for (const payload of [
      {},
      { seen: false },
      { paused: 'yes' },
      { name: '' },
      { query: 'category=shop' },
    ]) {
      const res = await call('PATCH', `/saved-searches/${search.id}`, { token: owner.token, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }

    const deleted = await call('DELETE', `/saved-searches/${search.id}`, { token: owner.token });
    expect(deleted.statusCode).toBe(200);
    expect(await list(owner.token)).toEqual([]);
    expect((await call('DELETE', `/saved-searches/${search.id}`, { token: owner.token })).statusCode).toBe(
      404,
    );
  });

  it('counts public matches since it was last opened, and starts again when it is marked seen', async () => {
    const { token } = await signedIn();
    const search = await save(token, { query: 'category=guest-house' });
    const listings = await Promise.all(
      [1, 2, 3].map((n) =>
        createProperty(t.database.db, { category: 'guest-house', title: `Guest house ${n}` }),
      ),
    );
    await matchSavedSearches(
      t.database.db,
      listings.map((l) => l.id),
      { reason: 'new' },
    );
    const countOf = async () => (await list(token)).find((s) => s.id === search.id)?.new_count;
    expect(await countOf()).toBe(3);
    // One is taken down: it is no longer there to be seen.
    await t.database.db
      .update(properties)
      .set({ status: 'declined' })
      .where(eq(properties.id, listings[0]!.id));
    expect(await countOf()).toBe(2);

    const seen = await call('PATCH', `/saved-searches/${search.id}`, { token, payload: { seen: true } });
    expect(seen.json<{ data: SavedSearch }>().data.new_count).toBe(0);
    const later = await createProperty(t.database.db, { category: 'guest-house', title: 'Guest house 4' });
    await matchSavedSearches(t.database.db, [later.id], { reason: 'new' });
    expect(await countOf()).toBe(1);
  });

  it('lists any number of searches in one query', async () => {
    const { user, token } = await signedIn();
    const one = await t.countQueries(() => list(token));
    await t.database.db.insert(savedSearches).values(
      Array.from({ length: 5 }, (_, i) => ({
        userId: user.id,
        language: 'bn' as const,
        name: `search ${i}`,
        query: '',
        frequency: 'instant' as const,
        confirmedAt: new Date(),
      })),
    );
    const many = await t.countQueries(() => list(token));
    expect(many.queries).toBe(one.queries);
  });
});

describe('a visitor’s subscription', () => {
  it('needs an address, is kept unconfirmed in the page’s language, and mails only a confirmation', async () => {
    const missing = await call('POST', '/saved-searches', { payload: { query: 'category=shop' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errors: { email: 'required' } });

    const email = newEmail();
    const res = await subscribe(email, { query: 'category=shop&area=kazla' }, { cookie: 'language=en' });
    expect(res.statusCode).toBe(201);
    const data = res.json<{ data: SavedSearch }>().data;
    expect(data).toMatchObject({ confirmed: false, name: 'Saved search', query: 'category=shop&area=kazla' });
    const [row] = await t.database.db.select().from(savedSearches).where(eq(savedSearches.id, data.id));
    expect(row).toMatchObject({ email, language: 'en', confirmedAt: null, userId: null });

    const mails = await mailsTo(t.outboxDir, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Subject: Thikana: confirm your search alerts');
    expect(mails[0]).toMatch(/http:\/\/localhost:3000\/alerts\/confirm\?token=[\w.-]+&lang=en/);
    expect(readAlertToken(secret(), confirmTokenIn(mails[0]!), 'confirm')).toBe(data.id);
    expect(mails[0]).not.toContain('List-Unsubscribe');
  });

  it('writes the confirmation in Bengali for a Bengali page, with Bengali digits', async () => {
    const email = newEmail();
    await subscribe(
      email,
      { query: 'keyword=মেস&property_type=rent&max_price=8000' },
      { cookie: 'language=bn' },
    );
    const [mail] = await mailsTo(t.outboxDir, email);
    expect(mail).toContain('নিশ্চিত করলে খবর পাঠানো শুরু হবে');
    expect(mail).toContain('একটি খোঁজের (ভাড়ার অ্যাপার্টমেন্ট, সর্বোচ্চ ৮ ০০০ টাকা)');
    expect(mail).toContain('৩০ দিন');
    expect(mail).toContain('&lang=bn');
  });

  it('quotes nothing a visitor wrote in the mail to an address not yet confirmed: its filters in the site’s words', async () => {
    const planted = 'Your account is locked call 01700000000 or visit evil.example';
    for (const language of ['bn', 'en'] as const) {
      const email = newEmail();
      const res = await subscribe(
        email,
        {
          query: `category=apartment&property_type=rent&min_price=5000&bedrooms=2&keyword=${planted}`,
          name: planted,
        },
        { cookie: `language=${language}` },
      );
      expect(res.statusCode).toBe(201);
      const [mail] = await mailsTo(t.outboxDir, email);
      for (const word of ['locked', '01700000000', 'evil.example', 'Your account'])
        expect(mail).not.toContain(word);
      expect(mail).toContain(
        language === 'bn'
          ? '(ভাড়ার অ্যাপার্টমেন্ট, অন্তত ৫ ০০০ টাকা, ২+ বেডরুম, আরও কিছু শর্ত)'
          : '(Apartment for rent, from 5 000 BDT, 2+ bedrooms, more filters)',
      );
    }
    // The search keeps its name: it shows where only its owner looks, once the address is proved.
    const email = newEmail();
    await subscribe(email, { query: 'category=shop', name: planted }, { cookie: 'language=en' });
    const [mail] = await mailsTo(t.outboxDir, email);
    expect(mail).toContain('match a search (Shop).');
    const [row] = await t.database.db.select().from(savedSearches).where(eq(savedSearches.email, email));
    expect(row?.name).toBe(planted);
  });

  it('answers alike whatever the address has, and mails one address at most three times a day', async () => {
    const email = newEmail();
    const answers = [];
    for (let i = 0; i < CONFIRM_MAILS_PER_ADDRESS_PER_DAY + 2; i++) {
      const res = await subscribe(email, { query: `category=shop&bedrooms=${i + 1}` });
      expect(res.statusCode).toBe(201);
      answers.push(res.json<{ data: SavedSearch }>().data);
    }
    const shape = (s: SavedSearch) => ({ ...s, id: 'id', created_at: 'date', query: 'q' });
    expect(new Set(answers.map((a) => JSON.stringify(shape(a)))).size).toBe(1);
    expect(await mailsTo(t.outboxDir, email)).toHaveLength(CONFIRM_MAILS_PER_ADDRESS_PER_DAY);
    const rows = await t.database.db.select().from(savedSearches).where(eq(savedSearches.email, email));
    expect(rows).toHaveLength(CONFIRM_MAILS_PER_ADDRESS_PER_DAY);
    // Only the ones kept exist: the others' ids were never written.
    expect(
      answers.slice(CONFIRM_MAILS_PER_ADDRESS_PER_DAY).every((a) => !rows.some((r) => r.id === a.id)),
    ).toBe(true);
  });

  it('keeps at most the limit for an address, confirmed or not', async () => {
    const email = newEmail();
    await t.database.db.insert(savedSearches).values(
      Array.from({ length: MAX_SAVED_SEARCHES }, (_, i) => ({
        email,
        language: 'en' as const,
        name: `search ${i}`,
        query: '',
        frequency: 'daily' as const,
        confirmedAt: new Date(),
      })),
    );
    expect((await subscribe(email.toUpperCase())).statusCode).toBe(201);
    expect(await mailsTo(t.outboxDir, email)).toEqual([]);
    const [kept] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(savedSearches)
      .where(eq(savedSearches.email, email));
    expect(kept?.n).toBe(MAX_SAVED_SEARCHES);
  });

  it('is limited tightly per address for visitors, loosely for accounts', async () => {
    const remoteAddress = newClientAddress();
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      const res = await call('POST', '/saved-searches', {
        remoteAddress,
        payload: { query: 'category=shop', email: 'not-an-address' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    // An account on the same address has its own budget.
    const { token } = await signedIn();
    expect(
      (await call('POST', '/saved-searches', { remoteAddress, token, payload: { query: '' } })).statusCode,
    ).toBe(201);
  });
});

describe('mailed links', () => {
  async function visitorSearch() {
    const email = newEmail();
    const res = await subscribe(email, { query: 'category=land', name: 'Land' });
    const { id } = res.json<{ data: SavedSearch }>().data;
    return { id, email, confirmToken: confirmTokenIn((await mailsTo(t.outboxDir, email))[0] ?? '') };
  }
  const state = async (id: string) =>
    (await t.database.db.select().from(savedSearches).where(eq(savedSearches.id, id)))[0];

  it('shows what a confirmation link confirms without changing it, then confirms, once', async () => {
    const { id, confirmToken } = await visitorSearch();
    const shown = await call('GET', `/saved-searches/confirm/${confirmToken}`);
    expect(shown.statusCode).toBe(200);
    // Unconfirmed, the name a visitor wrote is not shown (it may be a stranger's words to this address).
    expect(shown.json()).toEqual({ success: true, data: { name: null, confirmed: false, paused: false } });
    expect((await state(id))?.confirmedAt).toBeNull();

    const confirmed = await call('POST', `/saved-searches/confirm/${confirmToken}`);
    expect(confirmed.json()).toEqual({
      success: true,
      data: { name: 'Land', confirmed: true, paused: false },
    });
    const at = (await state(id))?.confirmedAt;
    expect(at).toBeInstanceOf(Date);
    expect((await call('POST', `/saved-searches/confirm/${confirmToken}`, { payload: {} })).statusCode).toBe(
      200,
    );
    expect((await state(id))?.confirmedAt).toEqual(at);
  });

  it('refuses tokens that are forged, cut, for the other purpose, or a confirmation over 30 days old', async () => {
    const { id, confirmToken } = await visitorSearch();
    const unsubscribeToken = signAlertToken(secret(), 'unsubscribe', id);
    const old = new Date(Date.now() - (CONFIRM_TOKEN_DAYS + 1) * 24 * 60 * 60 * 1000);
    const forged = signAlertToken(new Uint8Array(32).fill(7), 'confirm', id);
    const refused: Array<['confirm' | 'unsubscribe', string]> = [
      ['confirm', forged],
      ['confirm', confirmToken.slice(0, -2)],
      ['confirm', `${confirmToken}.x`],
      ['confirm', unsubscribeToken],
      ['unsubscribe', confirmToken],
      ['confirm', signAlertToken(secret(), 'confirm', id, old)],
      ['confirm', 'not-a-token'],
      ['unsubscribe', `${Buffer.alloc(21, 2).toString('base64url')}.${'A'.repeat(22)}`],
    ];
    for (const [purpose, token] of refused) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await call(method, `/saved-searches/${purpose}/${token}`);
        expect(res.statusCode, `${method} ${purpose} ${token}`).toBe(403);
        expect(res.json()).toMatchObject({ code: 'ALERT_LINK_INVALID' });
      }
    }
    expect(await state(id)).toMatchObject({ confirmedAt: null, paused: false });
    // An unsubscribe link never expires.
    const ancient = signAlertToken(secret(), 'unsubscribe', id, new Date('2020-01-01'));
    expect((await call('GET', `/saved-searches/unsubscribe/${ancient}`)).statusCode).toBe(200);
  });

  it('unsubscribes by the screen’s POST, and shows the state first without changing it', async () => {
    const { token } = await signedIn();
    const search = await save(token, { query: 'category=shop', name: 'Shops' });
    const unsubscribeToken = signAlertToken(secret(), 'unsubscribe', search.id);
    const shown = await call('GET', `/saved-searches/unsubscribe/${unsubscribeToken}`);
    expect(shown.json()).toEqual({ success: true, data: { name: 'Shops', confirmed: true, paused: false } });
    expect((await state(search.id))?.paused).toBe(false);

    for (const payload of [undefined, {}]) {
      const res = await call('POST', `/saved-searches/unsubscribe/${unsubscribeToken}`, {
        payload,
        headers: { origin: 'http://localhost:3000' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true, data: { name: 'Shops', confirmed: true, paused: true } });
    }
    // Its owner sees it paused, and may resume it.
    expect((await list(token))[0]?.paused).toBe(true);
  });

  it('unsubscribes by RFC 8058 one-click POSTs from a mail provider, another site’s Origin included', async () => {
    const { id } = await visitorSearch();
    await t.database.db
      .update(savedSearches)
      .set({ confirmedAt: new Date() })
      .where(eq(savedSearches.id, id));
    const url = `/saved-searches/unsubscribe/${signAlertToken(secret(), 'unsubscribe', id)}`;
    const form = await call('POST', url, {
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.google.com' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(form.statusCode, form.body).toBe(200);
    expect((await state(id))?.paused).toBe(true);

    await t.database.db.update(savedSearches).set({ paused: false }).where(eq(savedSearches.id, id));
    const body = multipart({ 'List-Unsubscribe': 'One-Click' }, []);
    const multi = await call('POST', url, {
      headers: { 'content-type': body.contentType, referer: 'https://outlook.live.com/mail/' },
      payload: body.payload,
    });
    expect(multi.statusCode, multi.body).toBe(200);
    expect((await state(id))?.paused).toBe(true);
  });

  it('refuses a one-click POST that carries anything else, and keeps CSRF checks on every other route', async () => {
    const { id, confirmToken } = await visitorSearch();
    const url = `/saved-searches/unsubscribe/${signAlertToken(secret(), 'unsubscribe', id)}`;
    const form = (payload: string) =>
      call('POST', url, { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload });
    for (const payload of [
      'List-Unsubscribe=Two-Clicks',
      'List-Unsubscribe=One-Click&paused=false',
      'x'.repeat(2000),
    ]) {
      expect((await form(payload)).statusCode, payload).toBeGreaterThanOrEqual(400);
    }
    expect((await call('POST', url, { payload: { paused: true } })).statusCode).toBe(400);
    expect(
      (await call('POST', url, { payload: 'a', headers: { 'content-type': 'text/plain' } })).statusCode,
    ).toBe(400);
    expect((await state(id))?.paused).toBe(false);

    const crossSite = { origin: 'https://evil.example' };
    const confirm = await call('POST', `/saved-searches/confirm/${confirmToken}`, { headers: crossSite });
    expect(confirm.statusCode).toBe(403);
    expect(confirm.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
    const { token } = await signedIn();
    const saveCrossSite = await call('POST', '/saved-searches', {
      token,
      headers: crossSite,
      payload: { query: '' },
    });
    expect(saveCrossSite.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
    // Other routes read no urlencoded forms.
    const other = await call('POST', '/saved-searches', {
      token,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'query=',
    });
    expect(other.statusCode).toBe(415);
  });

  it('resumes from the unsubscribe link’s screen, and only with that link, from this site', async () => {
    const { id, confirmToken } = await visitorSearch();
    await t.database.db
      .update(savedSearches)
      .set({ confirmedAt: new Date() })
      .where(eq(savedSearches.id, id));
    const unsubscribeToken = signAlertToken(secret(), 'unsubscribe', id);
    await call('POST', `/saved-searches/unsubscribe/${unsubscribeToken}`);
    expect((await state(id))?.paused).toBe(true);

    // Not the confirmation link, not another site, not a GET (mail scanners follow links).
    const resumeUrl = (token: string) => `/saved-searches/resume/${token}`;
    expect((await call('POST', resumeUrl(confirmToken))).statusCode).toBe(403);
    const crossSite = await call('POST', resumeUrl(unsubscribeToken), {
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
    expect((await call('GET', resumeUrl(unsubscribeToken))).statusCode).toBe(404);
    expect((await call('POST', resumeUrl(unsubscribeToken), { payload: { paused: false } })).statusCode).toBe(
      400,
    );
    expect((await state(id))?.paused).toBe(true);

    for (let i = 0; i < 2; i++) {
      const res = await call('POST', resumeUrl(unsubscribeToken), {
        headers: { origin: 'http://localhost:3000' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ success: true, data: { confirmed: true, paused: false } });
    }
    expect((await state(id))?.paused).toBe(false);
  });

  it('answers 404 for a link whose search was deleted', async () => {
    const { token } = await signedIn();
    const search = await save(token, { query: '' });
    await call('DELETE', `/saved-searches/${search.id}`, { token });
    const res = await call(
      'POST',
      `/saved-searches/unsubscribe/${signAlertToken(secret(), 'unsubscribe', search.id)}`,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'SAVED_SEARCH_NOT_FOUND' });
  });

  it('drops the alerts waiting to be mailed when a search is paused', async () => {
    const { token } = await signedIn();
    const search = await save(token, { query: 'category=parking&area=kazla' });
    const garage = await createProperty(t.database.db, { category: 'parking', areaSlug: 'kazla' });
    await matchSavedSearches(t.database.db, [garage.id], { reason: 'new' });
    const unsent = async () =>
      (
        await t.database.db
          .select({ sentAt: savedSearchMatches.sentAt })
          .from(savedSearchMatches)
          .where(eq(savedSearchMatches.savedSearchId, search.id))
      ).filter((row) => row.sentAt === null).length;
    expect(await unsent()).toBe(1);
    await call('POST', `/saved-searches/unsubscribe/${signAlertToken(secret(), 'unsubscribe', search.id)}`);
    expect(await unsent()).toBe(0);
  });
});

describe('hostile input', () => {
  it('keeps odd query strings in the search’s own form, or refuses them, never failing', async () => {
    const { token } = await signedIn();
    const odd = [
      `keyword=${encodeURIComponent("' OR '1'='1'; DROP TABLE saved_searches; --")}`,
      `keyword=${encodeURIComponent('<script>alert(1)</script>')}`,
      `keyword=${encodeURIComponent('ক'.repeat(300))}`,
      'keyword=a&keyword=b&keyword[]=c&category=shop',
      '__proto__[isAdmin]=true&constructor[prototype][x]=1',
      'area=..%2F..%2Fetc%2Fpasswd&city=%00',
      'keyword=%00',
      'keyword=a:*%20%26%20!b%20|%20(c',
      'min_price=-1&bedrooms=NaN',
      '%%%&&&===',
    ];
    for (const query of odd) {
      const res = await call('POST', '/saved-searches', { token, payload: { query } });
      expect([201, 400], `${query} → ${res.body.slice(0, 200)}`).toContain(res.statusCode);
      if (res.statusCode === 201) {
        const saved = res.json<{ data: SavedSearch }>().data;
        // What is kept reads back as the same search: canonical form is a fixed point.
        expect(
          (await call('POST', '/saved-searches', { token, payload: { query: saved.query } })).json(),
        ).toMatchObject({
          data: { query: saved.query },
        });
      }
    }
    // A keyword that is query syntax to PostgreSQL is words to a saved search: matching still runs.
    const listing = await createProperty(t.database.db, { category: 'shop', title: 'a b c' });
    await expect(matchSavedSearches(t.database.db, [listing.id], { reason: 'new' })).resolves.toBeDefined();
  });

  it('refuses extra fields and wrong types in every body, changing nothing', async () => {
    const owner = await signedIn();
    const search = await save(owner.token, { query: 'category=office' });
    const unsubscribeUrl = `/saved-searches/unsubscribe/${signAlertToken(secret(), 'unsubscribe', search.id)}`;
    const confirmUrl = `/saved-searches/confirm/${signAlertToken(secret(), 'confirm', search.id)}`;
    const bodies = [
      { paused: false },
      { confirmed_at: null },
      [],
      'null',
      { 'List-Unsubscribe': 'One-Click', x: 1 },
    ];
    for (const payload of bodies) {
      for (const url of [unsubscribeUrl, confirmUrl]) {
        const res = await call('POST', url, {
          payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
          headers: { 'content-type': 'application/json' },
        });
        expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      }
    }
    const patches = [
      { confirmed_at: null },
      [],
      'null',
      { paused: 'no' },
      { paused: true, user_id: randomUUID() },
    ];
    for (const payload of patches) {
      const patched = await call('PATCH', `/saved-searches/${search.id}`, {
        token: owner.token,
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
        headers: { 'content-type': 'application/json' },
      });
      expect(patched.statusCode, JSON.stringify(payload)).toBe(400);
    }
    for (const payload of [
      { query: 'category=shop', userId: randomUUID() },
      { query: 1 },
      { query: ['a'] },
    ]) {
      expect((await call('POST', '/saved-searches', { token: owner.token, payload })).statusCode).toBe(400);
    }
    expect((await list(owner.token)).map((s) => ({ ...s, created_at: '' }))).toEqual([
      { ...search, created_at: '' },
    ]);
    const [row] = await t.database.db.select().from(savedSearches).where(eq(savedSearches.id, search.id));
    expect(row).toMatchObject({ paused: false });
  });
});
