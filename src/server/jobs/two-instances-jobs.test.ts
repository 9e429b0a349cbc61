import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { syncPlaces } from '../db/sync-places';
import { createLocalStorage } from '../media/storage';
import { createProperty, createUser } from '../test/factories';
import { mailsTo } from '../test/outbox';
import { createScratchDatabase } from '../test/scratch-database';

// Two app instances on one PostgreSQL, each with its own connections, data directory (outbox) and job
// queue, as a load balancer runs them. Both schedule the expiry job for the same minute; one run
// happens, and each owner gets one mail. Runs where PostgreSQL answers (CI).
const databaseUrl = process.env.TEST_DATABASE_URL;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Instance {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  log: string[];
}

describe.skipIf(!databaseUrl)('the expiry job on two instances of one PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let instances: Instance[] = [];

  // A cron of the current minute only: it is due now, on both, and never again in this test.
  async function thisMinutesCron(): Promise<string> {
    // Past a minute's first seconds, the next one leaves time (45 s) for both instances to see it due.
    if (new Date().getUTCSeconds() >= 15)
      await new Promise((r) => setTimeout(r, (61 - new Date().getUTCSeconds()) * 1000));
    const now = new Date();
    return `${now.getUTCMinutes()} ${now.getUTCHours()} ${now.getUTCDate()} ${now.getUTCMonth() + 1} *`;
  }

  async function startInstance(cron: string): Promise<Instance> {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'thikana-jobs-two-'));
    const database = await openDatabase({ databaseUrl: scratch.url, dataDir });
    const log: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log.push(chunk.toString());
        done();
      },
    });
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: scratch.url,
      LOG_LEVEL: 'info',
      PUBLIC_URL: 'http://localhost:3000',
      // One secret for both, as JWT_SECRET or the shared database gives them in production.
      JWT_SECRET: 'two instances share this secret of 32+ chars',
    });
    const app = await buildApp({
      config,
      database,
      storage: createLocalStorage(path.join(dataDir, 'uploads')),
      webDir: null,
      drawScreen: null,
      logStream,
      jobs: { cronOverride: cron, cronCheckSeconds: 1, pollingIntervalSeconds: 0.5, stopTimeoutMs: 2_000 },
    });
    await app.ready();
    return { app, database, dataDir, log };
  }

  beforeAll(async () => {
    scratch = await createScratchDatabase(databaseUrl!);
    const setup = await openDatabase({ databaseUrl: scratch.url, dataDir: '' });
    await syncPlaces(setup.db);
    await setup.close();
  }, 60_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.app.close()));
    await Promise.all(instances.map((instance) => fs.rm(instance.dataDir, { recursive: true, force: true })));
    await scratch?.drop();
  });

  it('runs a scheduled run once, not once per instance: one mail per listing', async () => {
    const cron = await thisMinutesCron();
    instances = [await startInstance(cron), await startInstance(cron)];
    const [a, b] = instances as [Instance, Instance];
    const owners = [];
    for (const name of ['Rahima', 'Karim', 'Nasrin']) {
      const owner = await createUser(a.database.db, { name, language: 'bn' });
      await createProperty(a.database.db, { userId: owner.id, expiresAt: new Date(Date.now() + 3 * DAY_MS) });
      owners.push(owner);
    }

    // Both start their queues together, as instances do after a deploy.
    await Promise.all([a.app.jobs.start(), b.app.jobs.start()]);

    const runs = () =>
      [...a.log, ...b.log].filter((line) => line.includes('"msg":"job expiry-reminders done"'));
    await expect.poll(() => runs().length, { timeout: 45_000, interval: 500 }).toBe(1);
    // Long enough for the other instance's schedule checks (every second) to have had their turn.
    await new Promise((r) => setTimeout(r, 4_000));
    expect(runs()).toHaveLength(1);
    expect(runs()[0]).toContain('"mailed":3');

    for (const owner of owners) {
      const mails = [
        ...(await mailsTo(path.join(a.dataDir, 'outbox'), owner.email)),
        ...(await mailsTo(path.join(b.dataDir, 'outbox'), owner.email)),
      ];
      expect(mails, owner.name).toHaveLength(1);
    }
  }, 120_000);
});
