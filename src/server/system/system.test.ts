import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemViewSchema, type SystemView } from '../../shared/system';
import { counted, deliveriesOn } from '../db/delivery-counts';
import { createProperty, signedInPeople } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';

// The admins' system tab (issue 36): each job's last runs and what waits, with "run now" for the
// jobs that allow it; today's mail and SMS; the review queue; storage; health. Admins only.

const FAILURE_WORDS = 'the disk is full at /var/lib/thikana';
let t: TestContext;
let people: Awaited<ReturnType<typeof signedInPeople>>;

beforeAll(async () => {
  t = await createTestApp({ JOB_POLL_SECONDS: '0.5', REVIEW_WAIT_HOURS: '6' });
  // A job that fails, as a misconfigured one would: the tab says it failed, never its words.
  t.app.jobs.register({
    name: 'fails-on-purpose',
    manual: true,
    retryLimit: 0,
    run: () => Promise.reject(new Error(FAILURE_WORDS)),
  });
  await t.app.jobs.start();
  people = await signedInPeople(t);
});
afterAll(() => t.close());

async function systemTab(): Promise<{ body: string; view: SystemView }> {
  const response = await t.api('GET', '/admin/system', people.adminToken);
  expect(response.statusCode).toBe(200);
  return { body: response.body, view: systemViewSchema.parse(response.json()).data };
}

/** The tab, once `ready` holds of it: runs are taken by the queue's next poll. */
async function systemTabWhen(ready: (view: SystemView) => boolean) {
  await expect
    .poll(async () => ready((await systemTab()).view), { timeout: 20_000, interval: 250 })
    .toBe(true);
  return systemTab();
}

const jobIn = (view: SystemView, name: string) => view.jobs.find((job) => job.name === name);

describe('the system tab', () => {
  it('is for admins only', async () => {
    expect((await t.api('GET', '/admin/system')).statusCode).toBe(401);
    expect((await t.api('GET', '/admin/system', people.ownerToken)).statusCode).toBe(403);
    expect((await t.api('POST', '/admin/jobs/price-guide/run', people.ownerToken)).statusCode).toBe(403);
  });

  it('shows a run an admin asked for, with its counts, and a failed run without its words', async () => {
    for (const name of ['price-guide', 'fails-on-purpose']) {
      const response = await t.api('POST', `/admin/jobs/${name}/run`, people.adminToken);
      expect(response.statusCode).toBe(202);
    }
    const { body, view } = await systemTabWhen(
      (v) =>
        jobIn(v, 'fails-on-purpose')?.runs[0]?.state === 'failed' &&
        jobIn(v, 'price-guide')?.runs.some((run) => run.state === 'done') === true,
    );
    const guide = jobIn(view, 'price-guide')!;
    expect(guide).toMatchObject({ cron: '0 20 * * *', manual: true });
    const done = guide.runs.find((run) => run.state === 'done')!;
    expect(done.counts).toEqual({ rows: expect.any(Number) });
    expect(Date.parse(done.finished_at!)).toBeGreaterThanOrEqual(Date.parse(done.started_at!));
    expect(jobIn(view, 'fails-on-purpose')?.runs[0]).toMatchObject({ counts: null });
    expect(body).not.toContain(FAILURE_WORDS);
  });

  it('runs now only the jobs that allow it', async () => {
    expect((await t.api('POST', '/admin/jobs/review-wait-mail/run', people.adminToken)).statusCode).toBe(403);
    expect((await t.api('POST', '/admin/jobs/no-such-job/run', people.adminToken)).statusCode).toBe(404);
    expect((await t.api('POST', '/admin/jobs/Not_A_Name/run', people.adminToken)).statusCode).toBe(400);
  });

  it('counts the review queue, today’s mail, and says the database answers', async () => {
    await createProperty(t.database.db, { userId: people.owner.id, status: 'pending' });
    await t.app.mailer.send({
      to: 'someone@example.com',
      subject: 'Hello',
      text: 'Hello',
      html: '<p>Hello</p>',
    });
    const { view } = await systemTab();
    expect(view.review).toMatchObject({ waiting: 1, overdue: 0, wait_hours: 6 });
    expect(view.today.mail.sent).toBeGreaterThanOrEqual(1);
    expect(view.today.sms).toMatchObject({ daily_cap: 1000 });
    expect(view.health.database.up).toBe(true);
    expect(view.storage.object_storage).toBe(false);
  });
});

describe('counting mail and SMS', () => {
  it('counts a refused send as failed and throws on', async () => {
    const before = await deliveriesOn(t.database.db);
    const refuse = counted<string>(
      () => Promise.reject(new Error('refused')),
      t.database.db,
      'sms',
      () => {},
    );
    await expect(refuse('+8801712345678')).rejects.toThrow('refused');
    const after = await deliveriesOn(t.database.db);
    expect(after.sms).toEqual({ sent: before.sms.sent, failed: before.sms.failed + 1 });
  });
});
