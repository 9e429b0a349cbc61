import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLE } from '../../shared/enums';
import { expiryReminders, properties } from '../db/schema';
import { readListingToken } from './listing-token';
import { createProperty, createUser } from '../test/factories';
import { mailsTo } from '../test/outbox';
import { createTestApp, type TestContext } from '../test/test-app';
import { sendExpiryReminders, type ExpiryReminderContext } from './expiry-reminders';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

let t: TestContext;
let context: ExpiryReminderContext;

beforeAll(async () => {
  t = await createTestApp();
  context = {
    db: t.database.db,
    notices: t.app.ownerNotices,
    publicUrl: t.app.config.publicUrl,
    secret: t.app.sessionKeys.secret,
  };
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, session?: string, payload?: object) =>
  t.api(method, url, session, payload);

const inSearch = async (id: string) => {
  const res = await call('GET', '/property/approved-all?limit=48');
  return res.json<{ data: Array<{ _id: string }> }>().data.some((listing) => listing._id === id);
};

/** The reminder mails to this address, newest first (the approval mail is left out). */
const remindersTo = async (email: string) =>
  (await mailsTo(t.outboxDir, email)).filter((mail) => mail.includes('/listing-link?'));

/** The listing-link URLs of a mail, by what they do. */
function linksIn(mail: string) {
  const urls = [...mail.matchAll(/http:\/\/localhost:3000\/listing-link\?[^\s"<]+/g)].map(
    (match) => new URL(match[0].replace(/&amp;/g, '&')),
  );
  const renew = urls.find((url) => url.searchParams.get('do') === 'renew');
  const close = urls.find((url) => url.searchParams.get('do') === 'close');
  if (!renew || !close) throw new Error('the mail lacks a renew or a close link');
  return { renew, close };
}

describe('expiry reminders', () => {
  it('mails a Bengali owner 7 days and 1 day before expiry, once each; the expired listing leaves search until renewed', async () => {
    const owner = await createUser(t.database.db, { name: 'রহিম উদ্দিন', language: 'bn' });
    const admin = await createUser(t.database.db, { isAdmin: true, role: ADMIN_ROLE });
    const listing = await createProperty(t.database.db, {
      userId: owner.id,
      status: 'pending',
      title: 'কাজলায় ২ রুমের ফ্ল্যাট ভাড়া',
      areaSlug: 'kazla',
    });
    const approved = await call('PATCH', `/property/${listing.id}/decision`, await t.tokenFor(admin.id), {
      property_status: 'approved',
    });
    expect(approved.statusCode).toBe(200);
    const approvedExpiry = new Date(approved.json<{ data: { expiresAt: string } }>().data.expiresAt);
    expect(Math.abs(approvedExpiry.getTime() - (Date.now() + 45 * DAY_MS))).toBeLessThan(60_000);
    expect(await inSearch(listing.id)).toBe(true);

    // Time is moved in two ways. The job takes its `now` as a parameter, so it runs "7 days before"
    // and "1 day before" at once. Search asks the database's clock, which a test cannot move: the
    // listing's expiry is brought to a few seconds from now instead (as if approved 45 days ago),
    // and the real clock passes it. The mails are made after that move, so their links name it.
    const expiresAt = new Date(Date.now() + 4_000);
    await t.database.db.update(properties).set({ expiresAt }).where(eq(properties.id, listing.id));
    const run = (before: number) => sendExpiryReminders(context, new Date(expiresAt.getTime() - before));

    expect(await run(7 * DAY_MS - HOUR_MS)).toMatchObject({ sent: 1, failed: 0 });
    let mails = await remindersTo(owner.email);
    expect(mails).toHaveLength(1);
    const weekMail = mails[0]!;
    expect(weekMail).toContain('Subject: =?UTF-8?');
    expect(weekMail).toContain('প্রিয় রহিম উদ্দিন');
    expect(weekMail).toContain('কাজলায় ২ রুমের ফ্ল্যাট ভাড়া');
    expect(weekMail).toContain('নবায়ন করুন');
    expect(weekMail).toContain('ভাড়া হয়ে গেছে');
    // The date in Bengali digits, not Latin ones.
    expect(weekMail).toMatch(/[০-৯]{4}/);

    // Run again in the same hour, and again later that day: nothing new.
    expect(await run(7 * DAY_MS - HOUR_MS)).toMatchObject({ sent: 0 });
    expect(await run(7 * DAY_MS - 5 * HOUR_MS)).toMatchObject({ sent: 0 });
    expect(await remindersTo(owner.email)).toHaveLength(1);

    expect(await run(DAY_MS - HOUR_MS)).toMatchObject({ sent: 1 });
    expect(await run(DAY_MS - 2 * HOUR_MS)).toMatchObject({ sent: 0 });
    mails = await remindersTo(owner.email);
    expect(mails).toHaveLength(2);
    const dayMail = mails[0]!;
    expect(dayMail).toContain('নবায়ন করুন');
    expect(
      await t.database.db.select().from(expiryReminders).where(eq(expiryReminders.propertyId, listing.id)),
    ).toHaveLength(2);

    // Both links open the screen in the owner's language, for this listing; neither acts on a GET.
    const week = linksIn(weekMail);
    const day = linksIn(dayMail);
    for (const url of [week.renew, week.close, day.renew, day.close]) {
      expect(url.searchParams.get('id')).toBe(listing.id);
      expect(url.searchParams.get('lang')).toBe('bn');
    }
    expect(day.close.searchParams.get('deal')).toBe('rent');
    expect(
      readListingToken(t.app.sessionKeys.secret, day.close.searchParams.get('token')!, {
        propertyId: listing.id,
        purpose: 'close',
        expiresAt,
      }),
    ).toEqual({ valid: true });

    // At its expiry the listing leaves search, and its page says it is gone (410).
    await expect.poll(() => inSearch(listing.id), { timeout: 20_000, interval: 500 }).toBe(false);
    expect((await call('GET', `/property/${listing.id}`)).statusCode).toBe(410);
    expect(await run(-HOUR_MS)).toMatchObject({ due: 0, sent: 0 });

    // The one-day mail's renew link brings it back, for 45 days from now, without a login.
    const renewed = await call(
      'POST',
      `/property/${listing.id}/renew?token=${encodeURIComponent(day.renew.searchParams.get('token')!)}`,
    );
    expect(renewed.statusCode).toBe(200);
    expect(await inSearch(listing.id)).toBe(true);
    const [row] = await t.database.db.select().from(properties).where(eq(properties.id, listing.id));
    expect(Math.abs(row!.expiresAt!.getTime() - (Date.now() + 45 * DAY_MS))).toBeLessThan(60_000);

    // The week mail's link named the old expiry: it does nothing now.
    const stale = await call(
      'POST',
      `/property/${listing.id}/renew?token=${encodeURIComponent(week.renew.searchParams.get('token')!)}`,
    );
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ code: 'LISTING_LINK_INVALID' });
  });

  it('writes an English owner’s mail in English, and skips listings sold, pending or far from expiry', async () => {
    const owner = await createUser(t.database.db, { name: 'Nadia Islam', language: 'en' });
    const now = new Date();
    const soon = new Date(now.getTime() + 3 * DAY_MS);
    const mailed = await createProperty(t.database.db, {
      userId: owner.id,
      propertyType: 'sell',
      rentTimePeriod: null,
      title: 'Plot for sale in Nowdapara',
      expiresAt: soon,
    });
    await createProperty(t.database.db, {
      userId: owner.id,
      expiresAt: soon,
      marketStatus: 'sold',
      closedAt: now,
    });
    await createProperty(t.database.db, { userId: owner.id, status: 'pending', expiresAt: soon });
    await createProperty(t.database.db, {
      userId: owner.id,
      expiresAt: new Date(now.getTime() + 20 * DAY_MS),
    });

    await sendExpiryReminders(context, now);
    const mails = await remindersTo(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Subject: Thikana: your listing expires in 7 days');
    expect(mails[0]).toContain('Dear Nadia Islam');
    expect(mails[0]).toContain('Plot for sale in Nowdapara');
    expect(mails[0]).toContain('It is sold');
    const { close } = linksIn(mails[0]!);
    expect(close.searchParams.get('id')).toBe(mailed.id);
    expect(close.searchParams.get('deal')).toBe('sell');
    expect(close.searchParams.get('lang')).toBe('en');
  });
});
