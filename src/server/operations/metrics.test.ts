import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { propertyRevisions } from '../db/schema';
import { newClientAddress } from '../test/client-address';
import { createProperty } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';

const TOKEN = 'metrics-test-token-0123456789abcdef';
const PHONE = '01712-345609';
const EMAIL = 'visitor.metrics@example.com';
const ADDRESS = 'House 12, Road 3, Sector 2';
const REQUEST_BOUNDS = ['0.005', '0.01', '0.025', '0.05', '0.1', '0.25', '0.5', '1', '2.5', '5', '10'];

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The Prometheus text format, as far as this app writes it: `name{a="b",…} value` lines and comments. */
function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g))
      labels[key!] = value!.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

const find = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value),
  );
const valueOf = (samples: Sample[], name: string, labels: Record<string, string> = {}) => {
  const found = find(samples, name, labels);
  if (found.length !== 1) throw new Error(`${found.length} samples of ${name} ${JSON.stringify(labels)}`);
  return found[0]!.value;
};

/** A port nothing listens on: mail to it fails at once. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const contact = (t: TestContext, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/contact',
    remoteAddress,
    payload: {
      name: 'Metrics Visitor',
      email: EMAIL,
      phone: PHONE,
      message: 'A question about a flat, please.',
    },
  });

describe('/metrics with a token', () => {
  let t: TestContext;
  let text = '';
  let samples: Sample[] = [];
  let listingId = '';

  beforeAll(async () => {
    t = await createTestApp({
      METRICS_TOKEN: TOKEN,
      // Mail fails (nothing listens there): contact messages are stored and their mails counted failed.
      SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`,
      JOB_POLL_SECONDS: '0.5',
    });
    t.app.jobs.register({
      name: 'metrics-test-fails',
      retryLimit: 0,
      run: async () => {
        throw new Error('fails on purpose');
      },
    });
    await t.app.jobs.start();

    // Traffic: a route with a pattern, an unknown URL, a 429 from a route's own limit, an SMS.
    listingId = (await createProperty(t.database.db, { address: ADDRESS })).id;
    expect((await t.api('GET', '/health')).statusCode).toBe(200);
    expect((await t.api('GET', `/property/${listingId}`)).statusCode).toBe(200);
    expect((await t.api('GET', `/property/${randomUUID()}`)).statusCode).toBe(404);
    expect((await t.api('GET', `/no-such-route/${randomUUID()}`)).statusCode).toBe(404);
    const visitor = newClientAddress();
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push((await contact(t, visitor)).statusCode);
    expect(answers.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(answers[10]).toBe(429);
    const otp = await t.api('POST', '/user/otp/request', undefined, { phone: PHONE, language: 'en' });
    expect(otp.statusCode).toBe(200);
    await t.app.background.idle();

    // Jobs: a run, a failure, and one queued for later.
    await t.app.jobs.runNow('purge-listing-visits');
    await expect(t.app.jobs.runNow('metrics-test-fails')).rejects.toThrow('fails on purpose');
    expect(await t.app.jobs.send('price-guide', {}, { startAfterSeconds: 3600 })).toBeTruthy();

    // The review queue: a new listing waiting two hours, a public listing's revision.
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    await createProperty(t.database.db, { status: 'pending', updatedAt: twoHoursAgo });
    const revised = await createProperty(t.database.db);
    await t.database.db
      .insert(propertyRevisions)
      .values({ propertyId: revised.id, changes: { price: 9000 } });

    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: newClientAddress(),
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    text = res.body;
    samples = parse(text);
  }, 60_000);
  afterAll(() => t.close());

  it('is refused without the token, or with a wrong one', async () => {
    const ask = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: newClientAddress(), headers });
    const none = await ask({});
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(none.body).not.toContain('thikana_');
    expect((await ask({ authorization: `Bearer ${TOKEN}x` })).statusCode).toBe(401);
    expect((await ask({ authorization: `Basic ${TOKEN}` })).statusCode).toBe(401);
    // No address admits it when only a token is set, not even the machine's own.
    const local = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(401);
  });

  it('counts requests by route pattern and status class, unknown URLs under one label', () => {
    const count = (route: string, method: string, statusClass: string) =>
      valueOf(samples, 'thikana_http_request_duration_seconds_count', {
        route,
        method,
        status_class: statusClass,
      });
    expect(count('/api/v1/health', 'GET', '2xx')).toBe(1);
    expect(count('/api/v1/property/:id', 'GET', '2xx')).toBe(1);
    expect(count('/api/v1/property/:id', 'GET', '4xx')).toBe(1);
    expect(count('unmatched', 'GET', '4xx')).toBe(1);
    expect(count('/api/v1/contact', 'POST', '2xx')).toBe(10);
    expect(count('/api/v1/contact', 'POST', '4xx')).toBe(1);
    const buckets = find(samples, 'thikana_http_request_duration_seconds_bucket', {
      route: '/api/v1/health',
      le: '+Inf',
    });
    expect(buckets.map((s) => s.value)).toEqual([1]);
    // Buckets are cumulative, in order of their bounds, and end at the count.
    const contact = { route: '/api/v1/contact', method: 'POST', status_class: '2xx' };
    const cumulative = find(samples, 'thikana_http_request_duration_seconds_bucket', contact);
    expect(cumulative.map((s) => s.labels.le)).toEqual([...REQUEST_BOUNDS, '+Inf']);
    const counts = cumulative.map((s) => s.value);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(counts.at(-1)).toBe(10);
    expect(valueOf(samples, 'thikana_http_request_duration_seconds_sum', contact)).toBeGreaterThan(0);
    // The scrapes themselves are not requests it reports.
    expect(samples.some((s) => s.labels.route === '/metrics')).toBe(false);
  });

  it('counts refusals by kind and limit, mails and SMS by outcome', () => {
    expect(valueOf(samples, 'thikana_rate_limited_total', { kind: 'api', limit: 'route' })).toBe(1);
    expect(valueOf(samples, 'thikana_mail_total', { outcome: 'failed' })).toBe(10);
    expect(valueOf(samples, 'thikana_mail_total', { outcome: 'sent' })).toBe(0);
    expect(valueOf(samples, 'thikana_sms_total', { outcome: 'sent' })).toBe(1);
    expect(valueOf(samples, 'thikana_sms_total', { outcome: 'failed' })).toBe(0);
  });

  it('shows job runs and failures, and each job’s queue read from pg-boss', () => {
    const runs = (job: string, outcome: string) =>
      valueOf(samples, 'thikana_job_run_duration_seconds_count', { job, outcome });
    expect(runs('purge-listing-visits', 'done')).toBe(1);
    expect(runs('metrics-test-fails', 'failed')).toBe(1);
    expect(valueOf(samples, 'thikana_job_queue_depth', { job: 'price-guide', state: 'created' })).toBe(1);
    expect(valueOf(samples, 'thikana_job_queue_depth', { job: 'purge-sign-ups', state: 'created' })).toBe(0);
    expect(valueOf(samples, 'thikana_scrape_collector_up', { collector: 'jobs' })).toBe(1);
  });

  it('keeps a queued run’s counts, which an admin’s view reads back with its last runs', async () => {
    await t.app.jobs.send('purge-sign-ups');
    let runs = await t.app.systemNumbers.lastJobRuns();
    for (let tries = 0; tries < 100 && !runs.some((run) => run.job === 'purge-sign-ups'); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      runs = await t.app.systemNumbers.lastJobRuns();
    }
    const [run] = runs.filter((r) => r.job === 'purge-sign-ups');
    expect(run).toMatchObject({ state: 'completed', counts: { removed: 0 }, retryCount: 0 });
    expect(run!.finishedAt!.getTime()).toBeGreaterThanOrEqual(run!.startedAt!.getTime());
  });

  it('shows today’s SMS against the cap, the review queue and its oldest wait, the photo queue', () => {
    expect(valueOf(samples, 'thikana_sms_spent_today', { lane: 'fresh' })).toBe(1);
    expect(valueOf(samples, 'thikana_sms_daily_cap')).toBe(1000);
    expect(valueOf(samples, 'thikana_review_queue_listings', { kind: 'listing' })).toBe(1);
    expect(valueOf(samples, 'thikana_review_queue_listings', { kind: 'revision' })).toBe(1);
    const oldest = valueOf(samples, 'thikana_review_queue_oldest_seconds');
    expect(oldest).toBeGreaterThanOrEqual(2 * 3600);
    expect(oldest).toBeLessThan(2 * 3600 + 120);
    expect(valueOf(samples, 'thikana_photo_queue_uploads', { state: 'waiting' })).toBe(0);
    expect(valueOf(samples, 'thikana_photo_queue_limit', { state: 'waiting' })).toBe(8);
    expect(valueOf(samples, 'thikana_photos_awaiting_fingerprint')).toBe(0);
    for (const collector of ['sms', 'review_queue', 'photos'])
      expect(valueOf(samples, 'thikana_scrape_collector_up', { collector })).toBe(1);
  });

  it('has event-loop lag, and the pool on PostgreSQL only (PGlite has none)', () => {
    expect(find(samples, 'nodejs_eventloop_lag_seconds')).toHaveLength(1);
    const pool = find(samples, 'thikana_db_pool_connections');
    if (t.database.kind === 'postgres') {
      expect(pool.map((s) => s.labels.state).sort()).toEqual(['idle', 'in_use']);
      expect(valueOf(samples, 'thikana_db_pool_max')).toBe(10);
      expect(valueOf(samples, 'thikana_db_pool_waiting')).toBe(0);
    } else expect(pool).toEqual([]);
  });

  it('carries no id, number, e-mail or address in any label', () => {
    const values = samples.flatMap((s) => Object.values(s.labels));
    expect(values.length).toBeGreaterThan(100);
    for (const value of values) {
      expect(value).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i);
      expect(value).not.toMatch(/\d{6,}/);
      expect(value).not.toContain('@');
      expect(value).not.toMatch(/house|road|sector/i);
    }
    for (const secret of [listingId, '1712345609', EMAIL, ADDRESS, TOKEN]) expect(text).not.toContain(secret);
  });
});

describe('/metrics for an allowed network', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_ALLOW: '127.0.0.1, 192.168.50.0/24' });
  });
  afterAll(() => t.close());
  const scrape = (remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });

  it('serves a direct connection from it, never one through a proxy or from elsewhere', async () => {
    expect((await contact(t, newClientAddress())).statusCode).toBe(201);
    const local = await scrape('127.0.0.1');
    expect(local.statusCode).toBe(200);
    expect(valueOf(parse(local.body), 'thikana_mail_total', { outcome: 'sent' })).toBe(1);
    expect((await scrape('::ffff:192.168.50.7')).statusCode).toBe(200);
    expect((await scrape('192.168.51.7')).statusCode).toBe(403);
    // A proxy on the machine passes the world's requests from 127.0.0.1: those are refused.
    expect((await scrape('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(403);
    expect((await scrape('127.0.0.1', { forwarded: 'for=203.0.113.9' })).statusCode).toBe(403);
    // Without a token set, a bearer header admits nothing.
    expect((await scrape('10.9.9.9', { authorization: `Bearer ${TOKEN}` })).statusCode).toBe(403);
  });

  it('has a rate limit of its own', async () => {
    const address = '192.168.50.8';
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await scrape(address)).statusCode);
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});

describe('metrics off', () => {
  it('serves no /metrics when neither METRICS_TOKEN nor METRICS_ALLOW is set', async () => {
    const t = await createTestApp();
    try {
      expect(t.app.metrics.enabled).toBe(false);
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '127.0.0.1',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('refuses a short token and a malformed network at start-up', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: must be at least 32 characters/,
    );
    expect(() => loadConfig({ METRICS_ALLOW: '10.0.0.0/33, ::1' })).toThrow(
      /METRICS_ALLOW: 10\.0\.0\.0\/33 is not an address or a network/,
    );
    expect(loadConfig({ METRICS_ALLOW: '10.0.0.0/8 ::1' }).metrics).toEqual({
      token: undefined,
      allow: ['10.0.0.0/8', '::1'],
    });
  });
});
