import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favoriteNotices, properties } from '../db/schema';
import { RECURRING_JOB_NAMES } from '../config/job-schedules';
import { addPhotos, createProperty, createUser } from '../test/factories';
import { mailsTo } from '../test/outbox';
import { createTestApp, type TestContext } from '../test/test-app';
import type { NotificationChannel } from './channels';
import { sendFavoriteChanges, type FavoriteChangeContext } from './favorite-changes';

// The whole path, as it runs in production: an owner's change through the API, the listing event
// it queues, the queue running the job, the mail in the outbox.

let t: TestContext;
const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestApp(
    {
      LOG_LEVEL: 'info',
      // Quick polling; the scheduled jobs on a date that hardly ever comes (Feb 29, midnight).
      JOB_POLL_SECONDS: '0.5',
      JOB_SCHEDULES: RECURRING_JOB_NAMES.map((name) => `${name}=0 0 29 2 *`).join(';'),
    },
    { logStream: { write: (line: string) => void logLines.push(line) } },
  );
  await t.app.jobs.start();
}, 60_000);
afterAll(() => t.close());

const call = (method: 'GET' | 'PATCH', url: string, session?: string, payload?: object) =>
  t.api(method, url, session, payload);

/** The job's finished runs so far, as logged (one line of counts each). */
const runsDone = () =>
  logLines
    .filter((line) => line.includes('"msg":"job favorite-changes done"'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

/** Waits until the job has finished `count` runs in all. */
const runsReach = (count: number) =>
  expect.poll(() => runsDone().length, { timeout: 30_000, interval: 200 }).toBeGreaterThanOrEqual(count);

const favoriteMailsTo = async (email: string) =>
  (await mailsTo(t.outboxDir, email)).filter((mail) => mail.includes('/profile-post?favorite=true'));

async function watcher(name: string, language: 'bn' | 'en', favoriteAlerts: boolean) {
  const user = await createUser(t.database.db, { name, language, favoriteAlerts });
  return { ...user, token: await t.tokenFor(user.id) };
}

async function favorite(session: string, id: string) {
  expect((await call('PATCH', `/property/${id}`, session, { favorite: true })).statusCode).toBe(200);
}

describe('favourites’ watchers hear of a fall in price and of a close', () => {
  it('mails each opted-in watcher once in their language when the owner lowers the price; not the others', async () => {
    const owner = await watcher('Owner Jamal', 'bn', true);
    const listing = await createProperty(t.database.db, {
      userId: owner.id,
      price: 18000,
      title: 'কাজলায় ২ রুমের ফ্ল্যাট',
      areaSlug: 'kazla',
    });
    const [cover] = await addPhotos(t.database.db, t.storage, listing.id, 1);
    // As a posted listing has it: its cover chosen.
    await t.database.db
      .update(properties)
      .set({ coverPhotoId: cover!.id })
      .where(eq(properties.id, listing.id));
    const bn = await watcher('নাসরিন আক্তার', 'bn', true);
    const en = await watcher('Tania Islam', 'en', true);
    const quiet = await watcher('Quiet Person', 'en', false);
    for (const user of [bn, en, quiet, owner]) await favorite(user.token, listing.id);

    const runsBefore = runsDone().length;
    // A change of the price alone of an approved listing goes live at once, and is an event.
    const edit = await call('PATCH', `/property/${listing.id}`, owner.token, { price: 15000 });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data.price).toBe(15000);

    await expect.poll(() => favoriteMailsTo(bn.email), { timeout: 30_000, interval: 300 }).toHaveLength(1);
    await runsReach(runsBefore + 1);
    const [bnMail] = await favoriteMailsTo(bn.email);
    expect(bnMail).toContain('প্রিয় নাসরিন আক্তার');
    expect(bnMail).toContain('দাম ১৮ ০০০ টাকা থেকে কমে ১৫ ০০০ টাকা হয়েছে');
    expect(bnMail).toContain('১৫ ০০০ BDT প্রতি মাস · কাজলা');
    expect(bnMail).toContain(`http://localhost:3000/product/${listing.id}`);
    // The cover's public address, absolute, as mail programs need it.
    expect(bnMail).toMatch(/<img src="http:\/\/localhost:3000\/uploads\/[0-9a-f]+-share\.jpg"/);

    const [enMail] = await favoriteMailsTo(en.email);
    expect(enMail).toContain('Dear Tania Islam');
    expect(enMail).toContain('fell from 18 000 to 15 000 BDT');
    expect(enMail).toContain('15 000 BDT a month · Kazla');

    expect(await favoriteMailsTo(quiet.email)).toHaveLength(0);
    expect(await favoriteMailsTo(owner.email)).toHaveLength(0);
    const [run] = runsDone().slice(-1);
    expect(run).toMatchObject({ job: 'favorite-changes', watchers: 2, notified: 2, failed: 0 });

    // The log holds counts: no address, name or title.
    const logged = runsDone()
      .map((line) => JSON.stringify(line))
      .join('\n');
    for (const secret of [bn.email, en.email, 'Tania', 'কাজলায়']) expect(logged).not.toContain(secret);
  });

  it('does not mail the same price twice, mails a further fall, and never one above the saved price', async () => {
    const owner = await watcher('Owner Rafiq', 'en', false);
    const listing = await createProperty(t.database.db, { userId: owner.id, price: 20000 });
    const early = await watcher('Early Bird', 'en', true);
    await favorite(early.token, listing.id);

    const setPrice = async (price: number) => {
      const runs = runsDone().length;
      expect((await call('PATCH', `/property/${listing.id}`, owner.token, { price })).statusCode).toBe(200);
      return runs;
    };
    let runs = await setPrice(17000);
    await runsReach(runs + 1);
    expect(await favoriteMailsTo(early.email)).toHaveLength(1);

    // One who saved it at 17 000: a fall to 17 000 again is no news to them, nor to the first.
    const late = await watcher('Late Comer', 'en', true);
    await favorite(late.token, listing.id);
    await setPrice(18000); // a rise: no event
    runs = await setPrice(17000);
    await runsReach(runs + 1);
    expect(await favoriteMailsTo(early.email)).toHaveLength(1);
    expect(await favoriteMailsTo(late.email)).toHaveLength(0);

    // The same event run again (a retry) sends nothing more.
    const again = await t.app.jobs.runNow('favorite-changes', {
      propertyId: listing.id,
      event: 'price',
      previousPrice: 18000,
    });
    expect(again).toMatchObject({ watchers: 0, notified: 0 });

    runs = await setPrice(16000);
    await runsReach(runs + 1);
    expect(await favoriteMailsTo(early.email)).toHaveLength(2);
    const [lateMail] = await favoriteMailsTo(late.email);
    expect(lateMail).toContain('fell from 17 000 to 16 000 BDT');
  });

  it('mails one “rented” notice when the owner marks it rented, and no second after it reopens and closes again', async () => {
    const owner = await watcher('Owner Selim', 'bn', false);
    const listing = await createProperty(t.database.db, { userId: owner.id, price: 12000 });
    const bn = await watcher('সুমাইয়া', 'bn', true);
    const en = await watcher('Arif', 'en', true);
    const quiet = await watcher('Not Asked', 'bn', false);
    for (const user of [bn, en, quiet]) await favorite(user.token, listing.id);

    const mark = async (status: string) => {
      const runs = runsDone().length;
      const res = await call('PATCH', `/property/${listing.id}/status`, owner.token, { status });
      expect(res.statusCode).toBe(200);
      return runs;
    };
    const runs = await mark('rented');
    await runsReach(runs + 1);
    const [bnMail] = await favoriteMailsTo(bn.email);
    expect(bnMail).toContain('ভাড়া হয়ে গেছে');
    const [enMail] = await favoriteMailsTo(en.email);
    expect(enMail).toContain('Subject: Thikana: a favourite was rented');
    expect(await favoriteMailsTo(quiet.email)).toHaveLength(0);

    await mark('available');
    const closedAgain = await mark('rented');
    await runsReach(closedAgain + 1);
    expect(await favoriteMailsTo(bn.email)).toHaveLength(1);
    expect(await favoriteMailsTo(en.email)).toHaveLength(1);
  });

  it('gives a notice back when it cannot be sent, so that a retry sends it', async () => {
    const listing = await createProperty(t.database.db, {
      price: 9000,
      marketStatus: 'sold',
      closedAt: new Date(),
    });
    const user = await watcher('Retry Me', 'en', true);
    await favorite(user.token, listing.id);
    const sent: string[] = [];
    const channel = (fails: boolean): NotificationChannel => ({
      name: 'test',
      reaches: () => true,
      async send(recipient) {
        if (fails) throw new Error('the mail server is away');
        sent.push(recipient.name ?? '');
        return 'sent';
      },
    });
    const context = (fails: boolean): FavoriteChangeContext => ({
      db: t.database.db,
      storage: t.storage,
      publicUrl: 'http://localhost:3000',
      channels: [channel(fails)],
    });
    const change = { propertyId: listing.id, event: 'closed' as const };
    const claimed = () =>
      t.database.db
        .select()
        .from(favoriteNotices)
        .where(and(eq(favoriteNotices.userId, user.id), eq(favoriteNotices.propertyId, listing.id)));

    await expect(sendFavoriteChanges(context(true), change)).rejects.toThrow(/1 of 1 notices failed/);
    expect(await claimed()).toHaveLength(0);
    expect(await sendFavoriteChanges(context(false), change)).toMatchObject({ notified: 1 });
    expect(sent).toEqual(['Retry Me']);
    expect(await claimed()).toMatchObject([{ event: 'closed' }]);
    // A listing back on the market tells nobody it closed.
    const open = await createProperty(t.database.db);
    await favorite(user.token, open.id);
    expect(await sendFavoriteChanges(context(false), { propertyId: open.id, event: 'closed' })).toMatchObject(
      { watchers: 0 },
    );
  });
});
