import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLE } from '../../shared/enums';
import { ALERT_SMS_PER_DAY, type SavedSearch } from '../../shared/saved-search';
import { savedSearches, savedSearchMatches } from '../db/schema';
import { RECURRING_JOB_NAMES } from '../config/job-schedules';
import { UCS2_SEGMENT } from '../sms/sms-segments';
import { smsBudgetOn, smsCaps } from '../sms/sms-budget';
import { newClientAddress } from '../test/client-address';
import { createPhoneUser, createProperty, createUser } from '../test/factories';
import { mailsTo } from '../test/outbox';
import { smsTo } from '../test/sms-outbox';
import { createTestApp, type TestContext } from '../test/test-app';
import { createOtp } from '../users/otp-codes';
import { ALERT_SHARE_OF_DAILY_CAP, spendAlertSms } from './alert-sms-budget';
import { MATCH_JOB } from '../properties/listing-events';
import { matchSavedSearches } from './match-saved-searches';
import { createNotificationChannels } from './notification-channels';
import { deliverAlerts, SEND_ALERTS_JOB } from './send-alerts';

// Saved searches' alerts by SMS (issue 19): off unless the server says ALERT_SMS=on, then for the
// searches whose owner, holding a verified number, switched them on. SMS land in DATA_DIR/sms-outbox,
// mails in DATA_DIR/outbox. Each test uses a category and area of its own, so that its listings
// match no other test's searches.

let on: TestContext;
let off: TestContext;
const logLines: string[] = [];

beforeAll(async () => {
  // Only what a test queues runs: no schedule comes round while the tests run (29 February).
  const never = RECURRING_JOB_NAMES.map((name) => `${name}=0 0 29 2 *`).join(';');
  [on, off] = await Promise.all([
    createTestApp(
      { ALERT_SMS: 'on', LOG_LEVEL: 'info', JOB_POLL_SECONDS: '0.5', JOB_SCHEDULES: never },
      { logStream: { write: (line: string) => void logLines.push(line) } },
    ),
    createTestApp({ JOB_SCHEDULES: never }),
  ]);
  await on.app.jobs.start();
}, 60_000);
afterAll(async () => {
  await on.close();
  await off.close();
});

let nextNumber = 20_000_000;
/** A Bangladeshi mobile number no other test uses. */
const newPhone = () => `+88017${++nextNumber}`;

const call = (
  t: TestContext,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  options: { token?: string; payload?: object } = {},
) =>
  t.app.inject({
    method,
    url: url.startsWith('/s/') ? url : `/api/v1${url}`,
    remoteAddress: newClientAddress(),
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    ...(options.payload !== undefined && { payload: options.payload }),
  });

/** An account with an e-mail and, unless told, a verified number, and a saved search of its own. */
async function accountSearch(
  t: TestContext,
  query: string,
  fields: { language?: 'bn' | 'en'; name?: string; phone?: string | null; verified?: boolean } = {},
) {
  const phone = fields.phone === undefined ? newPhone() : fields.phone;
  const user = await createUser(t.database.db, {
    language: fields.language ?? 'bn',
    phone,
    phoneVerifiedAt: phone && fields.verified !== false ? new Date() : null,
  });
  const token = await t.tokenFor(user.id);
  const res = await call(t, 'POST', '/saved-searches', {
    token,
    payload: { query, ...(fields.name && { name: fields.name }) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { user, phone, token, search: res.json<{ data: SavedSearch }>().data };
}

const switchSms = (t: TestContext, token: string, id: string, sms: boolean) =>
  call(t, 'PATCH', `/saved-searches/${id}`, { token, payload: { sms } });

async function optedIn(t: TestContext, query: string, fields: Parameters<typeof accountSearch>[2] = {}) {
  const account = await accountSearch(t, query, fields);
  const res = await switchSms(t, account.token, account.search.id, true);
  expect(res.statusCode, res.body).toBe(200);
  return account;
}

/** The alert mails to an address (a confirmation mail would be left out). */
const alertsTo = async (t: TestContext, email: string) =>
  (await mailsTo(t.outboxDir, email)).filter((mail) => mail.includes('/alerts/unsubscribe?token='));
const smsOf = (t: TestContext, phone: string | null) => smsTo(t.app.config.dataDir, phone ?? '');

/** Matching and sending here and now, as the queue would. */
async function matchAndSend(t: TestContext, propertyId: string) {
  await t.app.jobs.runNow(MATCH_JOB, { propertyId, reason: 'new' });
  return t.app.jobs.runNow(SEND_ALERTS_JOB);
}

async function linkCodeOf(t: TestContext, id: string) {
  const [row] = await t.database.db
    .select({ linkCode: savedSearches.linkCode })
    .from(savedSearches)
    .where(eq(savedSearches.id, id));
  return row?.linkCode ?? '';
}

describe('alerts by SMS, with ALERT_SMS=on', () => {
  it('send one SMS per alert in the account’s language, beside its mail, to the searches that asked', async () => {
    const query = 'category=apartment&area=binodpur&max_price=30000';
    const bn = await optedIn(on, query, { language: 'bn', name: 'বিনোদপুরের ফ্ল্যাট' });
    const en = await optedIn(on, query, { language: 'en', name: 'Binodpur flats' });
    const mailOnly = await accountSearch(on, query, { language: 'bn' });
    expect(bn.search.sms).toBe(false);

    const list = await call(on, 'GET', '/saved-searches', { token: bn.token });
    expect(list.json()).toMatchObject({
      sms: { available: true, phone_verified: true },
      data: [{ id: bn.search.id, sms: true }],
    });

    const admin = await createUser(on.database.db, { isAdmin: true, role: ADMIN_ROLE });
    const listing = await createProperty(on.database.db, {
      status: 'pending',
      areaSlug: 'binodpur',
      price: 18000,
      title: 'Binodpur flat near RUET',
    });
    const approved = await call(on, 'PATCH', `/property/${listing.id}/decision`, {
      token: await on.tokenFor(admin.id),
      payload: { property_status: 'approved' },
    });
    expect(approved.statusCode, approved.body).toBe(200);

    // The queue matches and sends, as in production.
    await expect.poll(() => smsOf(on, bn.phone), { timeout: 30_000, interval: 300 }).toHaveLength(1);
    await expect.poll(() => smsOf(on, en.phone), { timeout: 30_000, interval: 300 }).toHaveLength(1);
    await expect
      .poll(() => alertsTo(on, mailOnly.user.email), { timeout: 30_000, interval: 300 })
      .toHaveLength(1);
    const bnCode = await linkCodeOf(on, bn.search.id);
    const enCode = await linkCodeOf(on, en.search.id);
    expect(bnCode).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(await smsOf(on, bn.phone)).toEqual([
      `১টি নতুন বিজ্ঞাপন: বিনোদপুরের ফ্ল্যাট\nhttp://localhost:3000/s/${bnCode}`,
    ]);
    expect(await smsOf(on, en.phone)).toEqual([
      `Thikana: 1 new listing for "Binodpur flats"\nhttp://localhost:3000/s/${enCode}`,
    ]);
    // Each has its mail too; the search that did not ask has its mail and no SMS.
    expect(await alertsTo(on, bn.user.email)).toHaveLength(1);
    expect(await alertsTo(on, en.user.email)).toHaveLength(1);
    expect(await smsOf(on, mailOnly.phone)).toEqual([]);

    // Matched and sent again (a retried job, a second approval): nothing goes twice, by any channel.
    await matchAndSend(on, listing.id);
    expect(await smsOf(on, bn.phone)).toHaveLength(1);
    expect(await alertsTo(on, bn.user.email)).toHaveLength(1);

    // The SMS's short link opens the search.
    const opened = await call(on, 'GET', `/s/${bnCode}`);
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(`/property-searched?${query}`);
    expect((await call(on, 'GET', '/s/Zz9Zz9Zz')).statusCode).toBe(404);
  });

  it('reach an account made with a phone alone by SMS alone, saved with SMS on at once (the visitor’s dialog)', async () => {
    const meta = await call(on, 'GET', '/meta');
    expect(meta.json()).toMatchObject({ data: { alert_sms: true } });
    const phone = newPhone();
    const user = await createPhoneUser(on.database.db, phone, { language: 'bn' });
    const token = await on.tokenFor(user.id);
    const saved = await call(on, 'POST', '/saved-searches', {
      token,
      payload: { query: 'category=house&area=binodpur', name: 'বিনোদপুরে বাড়ি', sms: true },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const { id, sms } = saved.json<{ data: SavedSearch }>().data;
    expect(sms).toBe(true);
    const house = await createProperty(on.database.db, { category: 'house', areaSlug: 'binodpur' });
    await matchAndSend(on, house.id);
    expect(await smsOf(on, phone)).toEqual([
      `১টি নতুন বিজ্ঞাপন: বিনোদপুরে বাড়ি\nhttp://localhost:3000/s/${await linkCodeOf(on, id)}`,
    ]);
  });

  it('are switched on only by the search’s owner holding a verified number', async () => {
    const query = 'category=office&area=binodpur';
    const noPhone = await accountSearch(on, query, { phone: null });
    const unverified = await accountSearch(on, query, { verified: false });
    for (const { token, search } of [noPhone, unverified]) {
      const list = await call(on, 'GET', '/saved-searches', { token });
      expect(list.json()).toMatchObject({ sms: { available: true, phone_verified: false } });
      const res = await switchSms(on, token, search.id, true);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { sms: 'phone_not_verified' } });
      // Off is always taken.
      expect((await switchSms(on, token, search.id, false)).statusCode).toBe(200);
    }
    // Nobody else's search, and not without an account.
    const verified = await accountSearch(on, query);
    expect((await switchSms(on, verified.token, noPhone.search.id, true)).statusCode).toBe(404);
    const visitor = await call(on, 'PATCH', `/saved-searches/${noPhone.search.id}`, {
      payload: { sms: true },
    });
    expect(visitor.statusCode).toBe(401);
    // Saved with SMS on from the start: the same refusals; a visitor signs in with the number first.
    for (const token of [noPhone.token, unverified.token, undefined]) {
      const res = await call(on, 'POST', '/saved-searches', {
        ...(token && { token }),
        payload: { query, sms: true, ...(!token && { email: 'visitor@example.com' }) },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { sms: 'phone_not_verified' } });
    }
    const rows = await on.database.db
      .select({ sms: savedSearches.sms })
      .from(savedSearches)
      .where(eq(savedSearches.userId, noPhone.user.id));
    expect(rows).toEqual([{ sms: false }]);

    // Nothing goes by SMS to the number an account has not verified.
    await on.database.db
      .update(savedSearches)
      .set({ sms: true })
      .where(eq(savedSearches.id, unverified.search.id));
    const office = await createProperty(on.database.db, { category: 'office', areaSlug: 'binodpur' });
    await matchAndSend(on, office.id);
    expect(await alertsTo(on, unverified.user.email)).toHaveLength(1);
    expect(await smsOf(on, unverified.phone)).toEqual([]);
  });

  it(`send at most ${ALERT_SMS_PER_DAY} SMS an account a day; beyond, the mail alone, the skip logged without the number`, async () => {
    const { user, phone } = await optedIn(on, 'category=shop&area=binodpur', {
      language: 'en',
      name: 'Shops',
    });
    const before = await smsBudgetOn(on.database.db);
    const alerts = ALERT_SMS_PER_DAY + 2;
    for (let n = 1; n <= alerts; n++) {
      const shop = await createProperty(on.database.db, {
        category: 'shop',
        areaSlug: 'binodpur',
        title: `Shop ${n}`,
      });
      await matchAndSend(on, shop.id);
    }
    expect(await alertsTo(on, user.email)).toHaveLength(alerts);
    expect(await smsOf(on, phone)).toHaveLength(ALERT_SMS_PER_DAY);
    const skipped = logLines.filter((line) => line.includes('alert SMS skipped'));
    expect(skipped.filter((line) => line.includes('"reason":"account_daily_limit"'))).toHaveLength(2);
    expect(logLines.join('\n')).not.toContain(phone!.slice(4));

    // They spend the day's budget (its `alerts` lane), with the sign-in codes.
    const after = await smsBudgetOn(on.database.db);
    expect(after.alerts - before.alerts).toBeGreaterThanOrEqual(ALERT_SMS_PER_DAY);
    const spent = after.known + after.fresh + after.alerts;
    const otp = (dailyCap: number) =>
      createOtp(on.database.db, on.app.sessionKeys.secret, {
        phone: newPhone(),
        purpose: 'sign_in',
        perNumberPerDay: 5,
        caps: smsCaps(dailyCap, 0.5),
        newNumber: false,
      });
    expect(await otp(spent)).toMatchObject({ reason: 'daily_cap' });
    // Alerts stop at their share of the cap, leaving the rest to sign-in codes.
    const other = await createUser(on.database.db);
    const capAtShare = Math.floor(spent / ALERT_SHARE_OF_DAILY_CAP);
    expect(await spendAlertSms(on.database.db, other.id, capAtShare)).toBe('server_daily_cap');
    expect(await otp(capAtShare)).toHaveProperty('code');
    expect(await spendAlertSms(on.database.db, other.id, spent * 2 + 10)).toBeNull();
  });

  it('keep an SMS to one segment for a long Bengali name', async () => {
    // Near the longest name a search may have (80).
    const name = 'উপশহর, বিনোদপুর ও কাজলার দক্ষিণমুখী পারিবারিক ফ্ল্যাট, ২৫ ০০০ টাকা পর্যন্ত';
    const { phone } = await optedIn(on, 'category=guest-house&area=binodpur', { language: 'bn', name });
    const house = await createProperty(on.database.db, { category: 'guest-house', areaSlug: 'binodpur' });
    await matchAndSend(on, house.id);
    const [text] = await smsOf(on, phone);
    expect(text!.length).toBeLessThanOrEqual(UCS2_SEGMENT);
    expect(text).toMatch(/^১টি নতুন বিজ্ঞাপন: উপশহর, বিনোদপুর.*…\nhttp:\/\/localhost:3000\/s\/[A-Za-z0-9]{8}$/);
  });

  it('never hold up nor repeat the mail when the SMS fails; an alert nothing sent waits for the retry', async () => {
    const db = on.database.db;
    const both = await optedIn(on, 'category=parking&area=binodpur', { language: 'en' });
    const phoneOnly = await createPhoneUser(db, newPhone());
    const saved = await call(on, 'POST', '/saved-searches', {
      token: await on.tokenFor(phoneOnly.id),
      payload: { query: 'category=parking&area=binodpur' },
    });
    const phoneOnlySearch = saved.json<{ data: SavedSearch }>().data.id;
    await db.update(savedSearches).set({ sms: true }).where(eq(savedSearches.id, phoneOnlySearch));

    const channels = createNotificationChannels({
      mailer: on.app.mailer,
      sms: { send: () => Promise.reject(new Error('SMS gateway answered 503')) },
      db,
      log: on.app.log,
      alertSms: true,
      smsDailyCap: 1_000_000,
    });
    const delivery = {
      db,
      storage: on.storage,
      publicUrl: 'http://localhost:3000',
      secret: on.app.sessionKeys.secret,
    };
    const garage = await createProperty(db, { category: 'parking', areaSlug: 'binodpur' });
    // Matched without queueing the instant sender, which would send with the app's own channels.
    await matchSavedSearches(db, [garage.id], { reason: 'new' });
    // The phone-only account's alert went by no channel: the run fails and gives its match back.
    await expect(deliverAlerts({ ...delivery, channels }, 'instant')).rejects.toThrow('1 mails failed');
    expect(await alertsTo(on, both.user.email)).toHaveLength(1);
    expect(await smsOf(on, both.phone)).toEqual([]);
    const matches = await db
      .select({ search: savedSearchMatches.savedSearchId, sentAt: savedSearchMatches.sentAt })
      .from(savedSearchMatches)
      .where(eq(savedSearchMatches.propertyId, garage.id));
    expect(matches).toEqual(
      expect.arrayContaining([
        { search: both.search.id, sentAt: expect.any(Date) },
        { search: phoneOnlySearch, sentAt: null },
      ]),
    );
    const failures = logLines.filter((line) => line.includes('alert SMS not sent'));
    expect(failures.some((line) => line.includes(`"to":"${both.phone!.slice(0, 6)}`))).toBe(true);
    expect(logLines.join('\n')).not.toContain(both.phone!.slice(4));

    // The retry, with the gateway back: the phone-only account gets its SMS, the mail does not go again.
    await on.app.jobs.runNow(SEND_ALERTS_JOB);
    expect(await alertsTo(on, both.user.email)).toHaveLength(1);
    expect(await smsOf(on, both.phone)).toEqual([]);
    expect(await smsOf(on, phoneOnly.phone)).toHaveLength(1);
  });
});

describe('alerts by SMS, by default', () => {
  it('are off: not offered, not switched on, and no SMS goes even for a search that had them on', async () => {
    const { user, phone, token, search } = await accountSearch(off, 'category=apartment&area=binodpur', {
      language: 'bn',
    });
    const list = await call(off, 'GET', '/saved-searches', { token });
    expect(list.json()).toMatchObject({
      sms: { available: false, phone_verified: true },
      data: [{ id: search.id, sms: false }],
    });
    const res = await switchSms(off, token, search.id, true);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { sms: 'sms_alerts_off' } });
    const saved = await call(off, 'POST', '/saved-searches', {
      token,
      payload: { query: 'category=house', sms: true },
    });
    expect(saved.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { sms: 'sms_alerts_off' } });
    expect((await call(off, 'GET', '/meta')).json()).toMatchObject({ data: { alert_sms: false } });

    // Switched on while the server sent them, then ALERT_SMS was turned off.
    await off.database.db.update(savedSearches).set({ sms: true }).where(eq(savedSearches.id, search.id));
    const flat = await createProperty(off.database.db, { areaSlug: 'binodpur' });
    const counts = await matchAndSend(off, flat.id);
    expect(counts).toMatchObject({ mails: 1, sms: 0 });
    expect(await alertsTo(off, user.email)).toHaveLength(1);
    expect(await smsOf(off, phone)).toEqual([]);
  });
});
