import { z } from 'zod';
import type { Database } from '../db/client';
import type { JobDepth } from '../metrics/metrics';

export type { JobDepth };

/** One finished run as pg-boss keeps it (a week: queue.ts `deleteAfterDays`). */
export interface JobRun {
  job: string;
  /** `retry`: the last attempt failed and the run waits for its next one. */
  state: 'completed' | 'failed' | 'retry';
  startedAt: Date | null;
  /** Null for a run waiting for its retry: its attempt's end is not kept. */
  finishedAt: Date | null;
  /** What the run counted (queue.ts JobCounts), or null for a failure or a run without counts. */
  counts: Record<string, number> | null;
  retryCount: number;
}

// pg-boss's tables do not exist until its first start (queue.ts start()): nothing has been queued then.
const UNDEFINED_TABLE = '42P01';
const whenTablesExist = async <T>(read: () => Promise<T>, none: T): Promise<T> => {
  try {
    return await read();
  } catch (error) {
    if ((error as { code?: unknown }).code === UNDEFINED_TABLE) return none;
    throw error;
  }
};

const depthRow = z.object({ name: z.string(), state: z.string(), n: z.coerce.number() });

/**
 * Each named job's queue, zeros included, in one query on pg-boss's job table (its index on
 * unfinished jobs serves it). Every instance sees the same numbers: the queue is the database's.
 */
export async function jobQueueDepth(database: Database, names: string[]): Promise<JobDepth[]> {
  const rows = await whenTablesExist(
    async () =>
      z.array(depthRow).parse(
        (
          await database.executeSql(
            `select name, state::text as state, count(*) as n from pgboss.job
               where state <= 'active' group by name, state`,
            [],
          )
        ).rows,
      ),
    [],
  );
  const depth = new Map(names.map((job) => [job, { job, created: 0, retry: 0, active: 0 }]));
  for (const { name, state, n } of rows) {
    const counts = depth.get(name);
    if (counts && (state === 'created' || state === 'retry' || state === 'active')) counts[state] = n;
  }
  return [...depth.values()];
}

const runRow = z.object({
  name: z.string(),
  state: z.enum(['completed', 'failed', 'retry']),
  started_on: z.coerce.date().nullable(),
  completed_on: z.coerce.date().nullable(),
  retry_count: z.coerce.number(),
  output: z.unknown(),
});
const countsOutput = z.record(z.string(), z.number());

/**
 * The last `perJob` finished runs of each job, newest first, from pg-boss's tables (runs still in
 * `job` and those archived): when, how long, what they counted, which failed. Runs made with
 * `runNow` do not pass through the queue and are not among them.
 */
export async function lastJobRuns(database: Database, perJob = 5): Promise<JobRun[]> {
  const rows = await whenTablesExist(
    async () =>
      z.array(runRow).parse(
        (
          await database.executeSql(
            `select name, state, started_on, completed_on, retry_count, output from (
               select name, state::text as state, started_on, completed_on, retry_count, output,
                 row_number() over (partition by name order by coalesce(completed_on, started_on) desc) as nth
               from (
                 select name, state, started_on, completed_on, retry_count, output from pgboss.job
                 where state in ('completed', 'failed')
                   or (state = 'retry' and started_on is not null)
                 union all
                 select name, state, started_on, completed_on, retry_count, output from pgboss.archive
                 where state in ('completed', 'failed')
               ) as finished
             ) as numbered
             where nth <= $1 order by name, coalesce(completed_on, started_on) desc`,
            [perJob],
          )
        ).rows,
      ),
    [],
  );
  return rows.map((row) => {
    const counts = row.state === 'completed' ? countsOutput.safeParse(row.output) : null;
    return {
      job: row.name,
      state: row.state,
      startedAt: row.started_on,
      finishedAt: row.completed_on,
      counts: counts?.success ? counts.data : null,
      retryCount: row.retry_count,
    };
  });
}
