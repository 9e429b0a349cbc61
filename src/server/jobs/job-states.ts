import { z } from 'zod';
import type { Database } from '../db/client';

/** One run of a job as pg-boss keeps it (a week): counts only, never the error's words. */
export interface JobRun {
  state: 'running' | 'done' | 'failed';
  startedAt: Date;
  finishedAt: Date | null;
  /** What the run returned, for a run that is done. */
  counts: Record<string, number> | null;
}

export interface JobState {
  name: string;
  cron: string | null;
  manual: boolean;
  /** Runs waiting to start (queued, or failed and waiting for their retry). */
  queued: number;
  /** The latest runs, newest first. */
  runs: JobRun[];
}

const runRow = z.object({
  name: z.string(),
  state: z.string(),
  started_on: z.coerce.date(),
  completed_on: z.coerce.date().nullable(),
  output: z.unknown(),
});
const queuedRow = z.object({ name: z.string(), queued: z.coerce.number() });

/** The counts a run returned (JobCounts), or null: a failed run's output is its error, never shown. */
function countsOf(output: unknown): Record<string, number> | null {
  if (typeof output !== 'object' || output === null || Array.isArray(output)) return null;
  const entries = Object.entries(output);
  return entries.every(([, value]) => typeof value === 'number') ? Object.fromEntries(entries) : null;
}

function runOf(row: z.infer<typeof runRow>): JobRun {
  const state = row.state === 'active' ? 'running' : row.state === 'completed' ? 'done' : 'failed';
  return {
    state,
    startedAt: row.started_on,
    finishedAt: state === 'running' ? null : row.completed_on,
    counts: state === 'done' ? countsOf(row.output) : null,
  };
}

/**
 * Each job's last runs and its queued runs, from pg-boss's own tables (`pgboss.job`, and
 * `pgboss.archive`, where finished runs move after a while). Runs started by `runNow` are not there:
 * they are not the queue's. Before the queue has ever started there are no tables, and no runs.
 */
export async function readJobStates(
  database: Database,
  jobs: Array<{ name: string; cron?: string; manual?: boolean }>,
  schedules: Readonly<Partial<Record<string, string>>>,
  runsEach: number,
): Promise<JobState[]> {
  const { rows: found } = await database.executeSql(
    `select to_regclass('pgboss.archive') is not null as ready`,
  );
  const ready = (found[0] as { ready?: boolean } | undefined)?.ready === true;
  const names = jobs.map((job) => job.name);
  const [runs, queued] = ready
    ? await Promise.all([
        database.executeSql(
          `select name, state, started_on, completed_on, output from (
             select name, state, started_on, completed_on, output,
               row_number() over (partition by name order by started_on desc) as n
             from (
               select name, state::text, started_on, completed_on, output from pgboss.job
               where started_on is not null and name = any($1::text[])
               union all
               select name, state::text, started_on, completed_on, output from pgboss.archive
               where started_on is not null and name = any($1::text[])
             ) as every_run
           ) as latest
           where n <= $2
           order by name, started_on desc`,
          [names, runsEach],
        ),
        database.executeSql(
          `select name, count(*) as queued from pgboss.job
           where state in ('created', 'retry') and name = any($1::text[])
           group by name`,
          [names],
        ),
      ])
    : [{ rows: [] }, { rows: [] }];
  const runRows = z.array(runRow).parse(runs.rows);
  const queuedBy = new Map(
    z
      .array(queuedRow)
      .parse(queued.rows)
      .map((row) => [row.name, row.queued]),
  );
  return jobs.map((job) => ({
    name: job.name,
    cron: schedules[job.name] ?? job.cron ?? null,
    manual: job.manual === true,
    queued: queuedBy.get(job.name) ?? 0,
    runs: runRows.filter((row) => row.name === job.name).map(runOf),
  }));
}
