import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLE } from '../../shared/enums';
import { reviewListSchema } from '../../shared/moderation';
import { properties } from '../db/schema';
import { createProperty, createUser } from '../test/factories';
import { mailsTo } from '../test/outbox';
import { createTestApp, type TestContext } from '../test/test-app';

// How long listings wait for review (issue 36): the dashboard marks those waiting longer than
// REVIEW_WAIT_HOURS, and a daily mail tells each admin, in their language, how many wait.

const HOUR_MS = 60 * 60 * 1000;
let t: TestContext;
let owner: { id: string };
let adminToken: string;
let admins: { bn: { email: string }; en: { email: string }; suspended: { email: string } };

beforeAll(async () => {
  t = await createTestApp({ REVIEW_WAIT_HOURS: '12' });
  const { db } = t.database;
  owner = await createUser(db, { name: 'Owner Karim' });
  const asAdmin = { isAdmin: true, role: ADMIN_ROLE };
  admins = {
    bn: await createUser(db, { ...asAdmin, name: 'আদমিন রহিমা', language: 'bn' }),
    en: await createUser(db, { ...asAdmin, name: 'Admin Selim', language: 'en' }),
    suspended: await createUser(db, { ...asAdmin, language: 'en', suspendedAt: new Date() }),
  };
  adminToken = await t.tokenFor((await createUser(db, asAdmin)).id);
});
afterAll(() => t.close());

/** A pending listing whose owner last changed it `hours` ago. */
async function waitingFor(hours: number, title: string) {
  const listing = await createProperty(t.database.db, { userId: owner.id, status: 'pending', title });
  const since = new Date(Date.now() - hours * HOUR_MS);
  await t.database.db.update(properties).set({ updatedAt: since }).where(eq(properties.id, listing.id));
  return { id: listing.id, since };
}

describe('how long listings wait for review', () => {
  it('marks on the dashboard the listings waiting longer than REVIEW_WAIT_HOURS, the oldest first', async () => {
    const fresh = await waitingFor(2, 'Flat posted this morning');
    const old = await waitingFor(30, 'Flat posted yesterday');
    const response = await t.api('GET', '/property/pending-all', adminToken);
    expect(response.statusCode).toBe(200);
    const list = reviewListSchema.parse(response.json());
    const shown = list.data.map((item) => ({
      id: item._id,
      since: item.waiting_since,
      overdue: item.overdue,
    }));
    expect(shown).toEqual([
      { id: old.id, since: old.since.toISOString(), overdue: true },
      { id: fresh.id, since: fresh.since.toISOString(), overdue: false },
    ]);
  });

  it('mails every admin in good standing, in their language, how many wait and since when', async () => {
    expect(await t.app.jobs.runNow('review-wait-mail')).toEqual({ waiting: 2, overdue: 1, mailed: 3 });

    const [bn] = await mailsTo(t.outboxDir, admins.bn.email);
    expect(bn).toContain('প্রিয় আদমিন রহিমা,');
    expect(bn).toContain('২টি বিজ্ঞাপন পর্যালোচনার অপেক্ষায় আছে; তার মধ্যে ১টি ১২ ঘণ্টার বেশি সময় ধরে।');
    expect(bn).toContain('/dashboard');
    const [en] = await mailsTo(t.outboxDir, admins.en.email);
    expect(en).toContain('Subject: Thikana: 2 listings wait for review');
    expect(en).toContain('2 listings wait for review; 1 of them for more than 12 hours.');
    expect(await mailsTo(t.outboxDir, admins.suspended.email)).toEqual([]);
  });

  it('mails nobody when no listing waits', async () => {
    await t.database.db.update(properties).set({ status: 'approved' }).where(eq(properties.userId, owner.id));
    const before = await mailsTo(t.outboxDir, admins.en.email);
    expect(await t.app.jobs.runNow('review-wait-mail')).toEqual({ waiting: 0, overdue: 0, mailed: 0 });
    expect(await mailsTo(t.outboxDir, admins.en.email)).toHaveLength(before.length);
  });
});
