import { lt } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RecurringJobName } from '../config/job-schedules';
import type { Db } from '../db/client';
import type { JobDefinition } from './queue';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the rows of `table` whose `createdAt` is more than `days` days before `now`; resolves with
 * how many went. Only one column comes back per row: what is purged is often what must not linger.
 */
export async function deleteOlderThan(
  db: Db,
  table: PgTable,
  createdAt: PgColumn,
  days: number,
  now: Date,
): Promise<number> {
  const removed = await db
    .delete(table)
    .where(lt(createdAt, new Date(now.getTime() - days * DAY_MS)))
    .returning({ createdAt });
  return removed.length;
}

/**
 * A clean-up on the job queue, on its `cron` (UTC): `purge` removes what has outlived its keeping and
 * says how many rows went. A failed run is retried three times from ten minutes on; a late one only
 * removes more, and so does one an admin runs now.
 */
export function purgeJob(name: RecurringJobName, cron: string, purge: () => Promise<number>): JobDefinition {
  return {
    name,
    cron,
    retryLimit: 3,
    retryDelaySeconds: 10 * 60,
    manual: true,
    run: async () => ({ removed: await purge() }),
  };
}
