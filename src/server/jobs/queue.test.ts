import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, wrapPglite, type Database } from '../db/client';
import { syncPlaces } from '../db/sync-places';
import { createOwnerNotices } from '../notices/owner-notice';
import { outboxSmsSender } from '../sms/outbox-sms';
import { createMailer } from '../mail/mailer';
import { NO_METRICS } from '../metrics/metrics';
import { createProperty, createUser } from '../test/factories';
import { mailsTo } from '../test/outbox';
import { createScratchDatabase } from '../test/scratch-database';
import { expiryRemindersJob } from '../properties/expiry-reminders';
import { createJobQueue, type JobQueue } from './queue';

const DAY_MS = 24 * 60 * 60 * 1000;

interface LogLine {
  level: 'info' | 'warn';
  fields: Record<string, unknown>;
  message: string;
}

/** A logger that keeps what it is told, as the queue's log lines are what an operator sees. */
function recordingLog(lines: LogLine[]): FastifyBaseLogger {
  const record = (level: LogLine['level']) => (fields: Record<string, unknown>, message: string) =>
    void lines.push({ level, fields, message });
  const log = { info: record('info'), warn: record('warn'), error: record('warn'), debug: () => {} };
  return log as unknown as FastifyBaseLogger;
}

async function openPglite(): Promise<{ database: Database; close: () => Promise<void> }> {
  const template = await fs.readFile(inject('pgliteTemplate'));
  const client = await PGlite.create({ loadDataDir: new Blob([template]), extensions: { pg_trgm } });
  const database = await wrapPglite(client);
  return { database, close: () => database.close() };
}

async function openPostgres(url: string): Promise<{ database: Database; close: () => Promise<void> }> {
  const scratch = await createScratchDatabase(url);
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: '' });
  return {
    database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

const backends: Array<[string, (() => Promise<{ database: Database; close: () => Promise<void> }>) | null]> =
  [
    ['the embedded PGlite', openPglite],
    ['PostgreSQL', process.env.TEST_DATABASE_URL ? () => openPostgres(process.env.TEST_DATABASE_URL!) : null],
  ];

// The same job code, on the queue over each database: a run is logged with its counts, a failed run
// is retried after a delay that grows, a singleton is queued once, and the real expiry job mails.
describe.each(backends)('the job queue on %s', (_name, open) => {
  let opened: { database: Database; close: () => Promise<void> };
  let queue: JobQueue;
  let outbox: string;
  const lines: LogLine[] = [];
  const attempts: number[] = [];
  const seen: number[] = [];

  beforeAll(async () => {
    if (!open) return;
    opened = await open();
    const { database } = opened;
    await syncPlaces(database.db);
    outbox = await fs.mkdtemp(path.join(os.tmpdir(), 'thikana-jobs-'));
    const log = recordingLog(lines);
    // Only the runs a test sends are counted, even at minute :07 of an hour.
    queue = createJobQueue(database, log, {
      pollSeconds: 0.5,
      stopTimeoutMs: 2_000,
      schedules: { 'expiry-reminders': '0 0 29 2 *' }, // Feb 29, midnight: a schedule that hardly ever comes
    });
    queue.register({
      name: 'flaky',
      retryLimit: 2,
      retryDelaySeconds: 1,
      async run(data: { n?: number }) {
        attempts.push(Date.now());
        if (attempts.length === 1) throw new Error('the first attempt fails');
        seen.push(data.n ?? 0);
        return { done: 1 };
      },
    });
    queue.register(
      expiryRemindersJob({
        db: database.db,
        notices: createOwnerNotices({
          db: database.db,
          mailer: createMailer({
            from: 'Thikana <no-reply@localhost>',
            outboxDir: outbox,
            log,
            secret: new Uint8Array(32).fill(9),
            metrics: NO_METRICS,
          }),
          sms: outboxSmsSender(path.join(outbox, 'sms'), log),
          smsDailyCap: 1000,
          log,
        }),
        publicUrl: 'http://localhost:3000',
        secret: new Uint8Array(32).fill(9),
      }),
    );
    await queue.start();
  }, 60_000);

  afterAll(async () => {
    if (!open) return;
    await queue.stop();
    await opened.close();
    await fs.rm(outbox, { recursive: true, force: true });
  });

  it.skipIf(!open)('retries a failed run after a delay, and logs each run with its counts', async () => {
    expect(await queue.send('flaky', { n: 7 })).toEqual(expect.any(String));
    await expect.poll(() => seen, { timeout: 30_000, interval: 200 }).toEqual([7]);
    expect(attempts).toHaveLength(2);
    // pg-boss waits retryDelay (1 s) before the first retry, then doubles it.
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(900);
    const failed = lines.find((line) => line.fields.job === 'flaky' && line.level === 'warn');
    expect(failed?.message).toBe('job flaky failed; it will be retried');
    const done = lines.find((line) => line.fields.job === 'flaky' && line.level === 'info');
    expect(done).toMatchObject({ message: 'job flaky done', fields: { job: 'flaky', done: 1 } });
    expect(done?.fields.ms).toEqual(expect.any(Number));
  });

  it.skipIf(!open)('queues one job for one singleton key, whoever sends it', async () => {
    const first = await queue.send('flaky', { n: 1 }, { singletonKey: 'once', singletonSeconds: 60 });
    const second = await queue.send('flaky', { n: 2 }, { singletonKey: 'once', singletonSeconds: 60 });
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
  });

  it.skipIf(!open)('runs the expiry reminders: one mail, whatever the runs', async () => {
    const { db } = opened.database;
    const owner = await createUser(db, { name: 'Sumi Akter', language: 'en' });
    await createProperty(db, { userId: owner.id, expiresAt: new Date(Date.now() + 2 * DAY_MS) });
    await queue.send('expiry-reminders');
    await expect.poll(() => mailsTo(outbox, owner.email), { timeout: 30_000, interval: 300 }).toHaveLength(1);
    await queue.send('expiry-reminders');
    await expect
      .poll(() => lines.filter((line) => line.message === 'job expiry-reminders done').length, {
        timeout: 30_000,
        interval: 300,
      })
      .toBe(2);
    expect(await mailsTo(outbox, owner.email)).toHaveLength(1);
    // The job's lines hold counts only: no address, name or title (the outbox's own notice, a
    // development aid, names the recipient).
    const logged = JSON.stringify(lines.filter((line) => line.fields.job));
    expect(logged).not.toContain(owner.email);
    expect(logged).not.toContain('Sumi');
  });
});

describe('the job queue', () => {
  it('refuses at start a schedule for a job it was not given, instead of ignoring it', async () => {
    // The check comes before the database is touched: none is needed.
    const queue = createJobQueue({} as Database, recordingLog([]), {
      schedules: { 'expiry-reminder': '7 * * * *' },
    });
    queue.register({ name: 'expiry-reminders', cron: '7 * * * *', run: () => Promise.resolve({}) });
    await expect(queue.start()).rejects.toThrow('schedules given for jobs not registered: expiry-reminder');
  });
});
