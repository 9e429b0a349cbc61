import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLE, REPORTER_MIN_ACCOUNT_AGE_DAYS, REPORTS_TO_HOLD } from '../../shared/enums';
import { ownershipProofs, propertyRevisions, users } from '../db/schema';
import { sendExpiryReminders } from '../properties/expiry-reminders';
import { smsSegments } from '../sms/sms-segments';
import { smsBudgetOn, spendSms, smsCaps } from '../sms/sms-budget';
import { newClientAddress } from '../test/client-address';
import { createPhoneUser, createProperty, createUser } from '../test/factories';
import { mailsTo } from '../test/outbox';
import { smsTo } from '../test/sms-outbox';
import { createTestApp, type TestContext } from '../test/test-app';

// Every owner notice reaches an account with a phone alone, by SMS in its language (issue 31); an
// account with a confirmed address gets the mail, and one that chose `both` gets both.

const DAY_MS = 24 * 60 * 60 * 1000;
const CAP = 20;
let t: TestContext;
let adminToken: string;
let outbox: string;
let phoneSeq = 0;

beforeAll(async () => {
  t = await createTestApp({ SMS_DAILY_CAP: String(CAP) });
  outbox = path.join(t.app.config.dataDir, 'outbox');
  const admin = await createUser(t.database.db, { isAdmin: true, role: ADMIN_ROLE });
  adminToken = await t.tokenFor(admin.id);
});
afterAll(() => t.close());

const newPhone = () => `+88017${String(40000000 + ++phoneSeq).padStart(8, '0')}`;

function send(method: 'POST' | 'PATCH' | 'GET', url: string, token?: string, body?: object) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    remoteAddress: newClientAddress(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body && { payload: body }),
  });
}

const phoneOwner = async (language: 'bn' | 'en') => {
  const phone = newPhone();
  const user = await createPhoneUser(t.database.db, phone, { language, name: 'Abdul Karim' });
  return { ...user, phone };
};

/** A phone-only owner in that language, and a listing of theirs. */
const phoneOwnersListing = async (language: 'bn' | 'en', listing: Parameters<typeof createProperty>[1]) => {
  const owner = await phoneOwner(language);
  return { owner, listing: await createProperty(t.database.db, { ...listing, userId: owner.id }) };
};

/** Each SMS is short: one or two segments. */
const expectShort = (text: string) => expect(smsSegments(text)).toBeLessThanOrEqual(2);

describe('a phone-only owner is told by SMS, in the account’s language', () => {
  it('listing approved: Bengali, with the link to the listing; no mail', async () => {
    const { owner, listing } = await phoneOwnersListing('bn', {
      status: 'pending',
      title: 'উপশহরে দক্ষিণমুখী তিন রুমের ফ্ল্যাট, লিফট ও গ্যাস আছে',
    });
    const res = await send('PATCH', `/property/admin/${listing.id}`, adminToken, {
      property_status: 'approved',
    });
    expect(res.statusCode).toBe(200);
    const [sms] = await smsTo(t.app.config.dataDir, owner.phone);
    expect(sms).toContain('প্রকাশিত হয়েছে');
    expect(sms).toContain(`http://localhost:3000/product/${listing.id}`);
    expect(sms).toContain('উপশহরে দক্ষিণমুখী');
    expectShort(sms!);
  });

  it('listing declined: English, with the reason, cut to fit', async () => {
    const { owner, listing } = await phoneOwnersListing('en', { status: 'pending', title: 'Flat in Kazla' });
    const reason = 'The photos show another building. '.repeat(12);
    await send('PATCH', `/property/admin/${listing.id}`, adminToken, {
      property_status: 'declined',
      rejection_reason: reason,
    });
    const [sms] = await smsTo(t.app.config.dataDir, owner.phone);
    expect(sms).toMatch(/^Thikana: "Flat in Kazla" was not published\. Reason: The photos show another/);
    expect(sms).toContain('...\nhttp://localhost:3000/profile-post');
    expectShort(sms!);
  });

  it('revision approved and declined (with the reason)', async () => {
    const owner = await phoneOwner('bn');
    const token = await t.tokenFor(owner.id);
    const listing = await createProperty(t.database.db, { userId: owner.id, title: 'কাজলায় ফ্ল্যাট' });
    const revise = async (price: number) => {
      const edited = await send('PATCH', `/property/${listing.id}`, token, {
        price,
        description: `দক্ষিণমুখী ফ্ল্যাট, ভাড়া ${price} টাকা, গ্যাস ও লিফট আছে।`,
      });
      expect(edited.statusCode).toBe(200);
      const [waiting] = await t.database.db
        .select()
        .from(propertyRevisions)
        .where(eq(propertyRevisions.propertyId, listing.id));
      expect(waiting).toBeDefined();
    };
    await revise(16000);
    await send('PATCH', `/property/admin/${listing.id}/revision`, adminToken, { decision: 'approve' });
    expect((await smsTo(t.app.config.dataDir, owner.phone))[0]).toContain(
      '“কাজলায় ফ্ল্যাট”-এর পরিবর্তনগুলো গ্রহণ করা হয়েছে',
    );
    await revise(17000);
    await send('PATCH', `/property/admin/${listing.id}/revision`, adminToken, {
      decision: 'decline',
      rejection_reason: 'দাম ভুল',
    });
    const [declined] = await smsTo(t.app.config.dataDir, owner.phone);
    expect(declined).toContain('গ্রহণ করা হয়নি। কারণ: দাম ভুল');
    expectShort(declined!);
  });

  it('held after reports', async () => {
    const { owner, listing } = await phoneOwnersListing('en', { title: 'Advance by bKash first' });
    for (let i = 0; i < REPORTS_TO_HOLD; i++) {
      const reporter = await createUser(t.database.db, {
        createdAt: new Date(Date.now() - (REPORTER_MIN_ACCOUNT_AGE_DAYS + 1) * DAY_MS),
      });
      await send('POST', `/property/${listing.id}/report`, await t.tokenFor(reporter.id), {
        reason: 'fraud',
      });
    }
    await t.app.background.idle();
    const [sms] = await smsTo(t.app.config.dataDir, owner.phone);
    expect(sms).toBe(
      'Thikana: "Advance by bKash first" was reported and is hidden until we review it.\nhttp://localhost:3000/profile-post',
    );
  });

  it('proof of ownership accepted (English) and declined with the reason (Bengali, cut to fit)', async () => {
    const decideProof = async (language: 'bn' | 'en', title: string, decision: object) => {
      const { owner, listing } = await phoneOwnersListing(language, { title });
      await t.database.db.insert(ownershipProofs).values({
        propertyId: listing.id,
        kind: 'tax_receipt',
        contentType: 'application/pdf',
        file: Buffer.from('%PDF-1.4'),
      });
      const res = await send('PATCH', `/property/admin/${listing.id}/ownership`, adminToken, decision);
      expect(res.statusCode).toBe(200);
      const [sms] = await smsTo(t.app.config.dataDir, owner.phone);
      expectShort(sms!);
      return sms!;
    };
    expect(await decideProof('en', 'Flat in Shiroil', { decision: 'approved' })).toBe(
      'Thikana: "Flat in Shiroil" now shows "owner verified".\nhttp://localhost:3000/profile-post',
    );
    const reason = 'রসিদে অন্য একজনের নাম ও অন্য হোল্ডিং নম্বর লেখা আছে। '.repeat(6);
    const declined = await decideProof('bn', 'শিরোইলে ফ্ল্যাট', { decision: 'declined', reason });
    expect(declined).toMatch(/^“শিরোইলে ফ্ল্যাট”: মালিকানার প্রমাণ গ্রহণ হয়নি। কারণ: রসিদে অন্য একজনের নাম/);
    expect(declined).toContain('\nhttp://localhost:3000/profile-post');
  });

  it('expiring in 7 and 1 days, with short renew and mark-rented links that open the signed ones', async () => {
    const { owner, listing } = await phoneOwnersListing('bn', {
      title: 'রাজশাহী কলেজের কাছে ছাত্রদের জন্য দুই রুমের ফ্ল্যাট ভাড়া',
      expiresAt: new Date(Date.now() + 8 * DAY_MS),
    });
    const ctx = {
      db: t.database.db,
      notices: t.app.ownerNotices,
      publicUrl: t.app.config.publicUrl,
      secret: t.app.sessionKeys.secret,
    };
    await sendExpiryReminders(ctx, new Date(Date.now() + 2 * DAY_MS));
    const [week] = await smsTo(t.app.config.dataDir, owner.phone);
    expect(week).toMatch(/^“রাজশাহী কলেজের.*” ৭ দিনে সরে যাবে।\n/);
    const links = [...week!.matchAll(/http:\/\/localhost:3000\/l\/[A-Za-z0-9]{8}/g)].map((m) => m[0]);
    expect(links).toHaveLength(2);
    expect(week).toContain(`নবায়ন: ${links[0]}\nভাড়া হয়েছে: ${links[1]}`);
    expectShort(week!);

    const opened = await t.app.inject({ url: links[0]!.replace('http://localhost:3000', '') });
    expect(opened.statusCode).toBe(302);
    const target = new URL(opened.headers.location!, 'http://localhost:3000');
    expect(target.pathname).toBe('/listing-link');
    expect(target.searchParams.get('do')).toBe('renew');
    // The short link leads to the signed link, which works.
    const renewed = await send(
      'POST',
      `/property/${listing.id}/renew?token=${encodeURIComponent(target.searchParams.get('token')!)}`,
    );
    expect(renewed.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/l/AAAAAAAA' })).statusCode).toBe(404);

    // The one-day reminder, of a listing about to expire.
    const soon = await createProperty(t.database.db, {
      userId: owner.id,
      propertyType: 'sell',
      rentTimePeriod: null,
      title: 'জমি',
      expiresAt: new Date(Date.now() + 12 * 60 * 60 * 1000),
    });
    await sendExpiryReminders(ctx, new Date());
    const [day] = await smsTo(t.app.config.dataDir, owner.phone);
    expect(day).toMatch(/^“জমি” কাল সরে যাবে।\nনবায়ন: http:\/\/localhost:3000\/l\/\w{8}\nবিক্রি হয়েছে: /);
    expect(soon.id).toBeTruthy();
  });
});

describe('e-mail, both, and the day’s budget', () => {
  it('an account with a confirmed address gets the mail and no SMS; one that chose both gets both', async () => {
    const phone = newPhone();
    const owner = await createUser(t.database.db, { language: 'en', phone, phoneVerifiedAt: new Date() });
    const approve = async (title: string) => {
      const listing = await createProperty(t.database.db, { userId: owner.id, status: 'pending', title });
      await send('PATCH', `/property/admin/${listing.id}`, adminToken, { property_status: 'approved' });
    };
    await approve('Mailed flat');
    expect((await mailsTo(outbox, owner.email)).join()).toContain('Mailed flat');
    expect(await smsTo(t.app.config.dataDir, phone)).toHaveLength(0);

    const token = await t.tokenFor(owner.id);
    const chosen = await send('PATCH', '/user/me/update', token, { notify: 'both' });
    expect(chosen.json().data).toMatchObject({ notify: 'both' });
    await approve('Both ways flat');
    expect((await mailsTo(outbox, owner.email)).join()).toContain('Both ways flat');
    expect((await smsTo(t.app.config.dataDir, phone))[0]).toContain('"Both ways flat" is live');
  });

  it('stops notice SMS at the alerts’ share of SMS_DAILY_CAP, keeping the rest for sign-in codes', async () => {
    const owner = await phoneOwner('en');
    // The day so far: notices and alerts up to their share (80% of the cap).
    const caps = smsCaps(CAP, 1);
    while (await spendSms(t.database.db, 'alerts', caps));
    const listing = await createProperty(t.database.db, { userId: owner.id, status: 'pending' });
    await send('PATCH', `/property/admin/${listing.id}`, adminToken, { property_status: 'approved' });
    expect(await smsTo(t.app.config.dataDir, owner.phone)).toHaveLength(0);
    // A sign-in code still has its room.
    expect(await spendSms(t.database.db, 'known', caps)).toBe(true);
    const today = await smsBudgetOn(t.database.db);
    expect(today.known + today.fresh + today.alerts).toBeLessThanOrEqual(CAP);
    expect(today.refused).toBeGreaterThan(0);
  });
});

describe('account settings: notify and language', () => {
  it('refuses a way the account does not have, and keeps the language of mails and SMS', async () => {
    const owner = await phoneOwner('bn');
    const token = await t.tokenFor(owner.id);
    const me = await send('GET', '/user/me', token);
    expect(me.json().data).toMatchObject({ notify: 'sms', language: 'bn' });
    for (const notify of ['email', 'both']) {
      const refused = await send('PATCH', '/user/me/update', token, { notify });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ notify: 'email_not_confirmed' });
    }
    const emailOnly = await createUser(t.database.db);
    const refused = await send('PATCH', '/user/me/update', await t.tokenFor(emailOnly.id), { notify: 'sms' });
    expect(refused.json().errors).toEqual({ notify: 'phone_not_verified' });
    expect((await send('PATCH', '/user/me/update', token, { notify: 'bad' })).statusCode).toBe(400);

    const changed = await send('PATCH', '/user/me/update', token, { language: 'en', notify: 'sms' });
    expect(changed.json().data).toMatchObject({ language: 'en', notify: 'sms' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(row).toMatchObject({ language: 'en', notify: 'sms' });
  });
});
