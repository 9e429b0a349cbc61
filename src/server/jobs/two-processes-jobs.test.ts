import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { syncPlaces } from '../db/sync-places';
import { createProperty, createUser } from '../test/factories';
import { mailsTo } from '../test/outbox';
import { createScratchDatabase } from '../test/scratch-database';
import { startServerProcess, type ServerProcess } from '../test/server-process';

// Two real server processes (src/server/main.ts), each with its own DATA_DIR and outbox, on one
// PostgreSQL, as a deployment runs them. JOB_SCHEDULES gives both the expiry job for one minute of
// this test: that minute makes one run, in one of the processes, and one mail per owner. Runs where
// PostgreSQL answers (CI). Takes 1.5 to 2.5 minutes: a schedule's resolution is a minute.
const databaseUrl = process.env.TEST_DATABASE_URL;
const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;
const RUN_DONE = '"msg":"job expiry-reminders done"';

/** The first whole minute at least `leadMs` from now: the processes start in the meantime. */
function minuteAfter(leadMs: number): Date {
  const minute = new Date(Date.now() + leadMs);
  minute.setUTCSeconds(0, 0);
  minute.setUTCMinutes(minute.getUTCMinutes() + 1);
  return minute;
}

/** A cron (UTC) of that minute only: due once in this test, and not again for a year. */
const cronOf = (minute: Date) =>
  `${minute.getUTCMinutes()} ${minute.getUTCHours()} ${minute.getUTCDate()} ${minute.getUTCMonth() + 1} *`;

const sleepUntil = (time: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, time - Date.now())));

describe.skipIf(!databaseUrl)('the expiry job in two server processes on one PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let processes: ServerProcess[] = [];
  const owners: Array<{ name: string; email: string }> = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase(databaseUrl!);
    // Migrated here, so the processes start on a ready database and the listings are there first.
    const setup = await openDatabase({ databaseUrl: scratch.url, dataDir: '' });
    try {
      await syncPlaces(setup.db);
      for (const [name, language] of [
        ['Rahima', 'bn'],
        ['Karim', 'en'],
        ['Nasrin', 'bn'],
      ] as const) {
        const owner = await createUser(setup.db, { name, language });
        await createProperty(setup.db, { userId: owner.id, expiresAt: new Date(Date.now() + 3 * DAY_MS) });
        owners.push(owner);
      }
    } finally {
      await setup.close();
    }
  }, 60_000);

  afterAll(async () => {
    // Each stop ends its process (SIGTERM, SIGKILL after 10 s) and removes its DATA_DIR.
    await Promise.all(processes.map((server) => server.stop()));
    await scratch?.drop();
  });

  // Up to 80 s until the minute, the minute itself and a few seconds: 180 s leaves room for a slow start.
  it('runs a scheduled minute once, in one of the two processes: one mail per owner', async () => {
    // 20 s covers both start-ups (2 to 4 s together on a busy 2-core machine).
    const minute = minuteAfter(20_000);
    const env = {
      DATABASE_URL: scratch.url,
      PUBLIC_URL: 'http://localhost:3000',
      LOG_LEVEL: 'info',
      // One signing secret for both, as a deployment's instances share it (the mails' links are signed).
      JWT_SECRET: 'two processes share this secret of 32+ chars',
      JOB_SCHEDULES: `expiry-reminders=${cronOf(minute)}`,
      // Schedules checked every second: both processes reach for the minute as soon as it comes.
      JOB_POLL_SECONDS: '1',
    };
    processes = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    // Both must be up before the minute: with one alone, one run would prove nothing.
    expect(Date.now(), 'both processes started before the scheduled minute').toBeLessThan(minute.getTime());

    // Past the minute, no process may take it again: its schedule was checked every second of it.
    await sleepUntil(minute.getTime() + MINUTE_MS + 3_000);
    const runs = processes.map((server) =>
      server
        .output()
        .split('\n')
        .filter((line) => line.includes(RUN_DONE))
        .map((line) => JSON.parse(line) as { time: number; sent: number; due: number }),
    );
    const logs = processes.map((server, i) => `--- process ${i}:\n${server.output()}`).join('\n');
    expect(runs.map((lines) => lines.length).sort(), logs).toEqual([0, 1]);
    const runner = runs.findIndex((lines) => lines.length === 1);
    const run = runs[runner]![0]!;
    expect(run.time).toBeGreaterThanOrEqual(minute.getTime());
    expect(run.time).toBeLessThan(minute.getTime() + MINUTE_MS);
    expect(run).toMatchObject({ due: 3, sent: 3 });

    // The mails went from the process that ran the job, one to each owner; none from the other.
    for (const owner of owners) {
      const [ran, idle] = await Promise.all(
        [processes[runner]!, processes[1 - runner]!].map((server) =>
          mailsTo(path.join(server.dataDir, 'outbox'), owner.email),
        ),
      );
      expect(ran, owner.name).toHaveLength(1);
      expect(idle, owner.name).toHaveLength(0);
    }
  }, 180_000);
});
