import type { Database } from '../db/client';
import { jobQueueDepth, lastJobRuns } from './job-stats';

/** One finished run of a job: counts only, never the error's words (the log has them). */
export interface JobRun {
  /** `retrying`: the last attempt failed and the run waits to be tried again. */
  state: 'done' | 'failed' | 'retrying';
  startedAt: Date | null;
  /** Null while it waits for its retry. */
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
  /** Runs under way now, on any instance. */
  running: number;
  /** The latest finished runs, newest first. */
  runs: JobRun[];
}

const STATES = { completed: 'done', failed: 'failed', retry: 'retrying' } as const;

/**
 * Each job with its schedule, what waits and runs, and its last finished runs, from pg-boss's own
 * tables (job-stats.ts). Runs started by `runNow` are not there: they are not the queue's.
 */
export async function readJobStates(
  database: Database,
  jobs: Array<{ name: string; cron?: string; manual?: boolean }>,
  schedules: Readonly<Partial<Record<string, string>>>,
  runsEach: number,
): Promise<JobState[]> {
  const [depths, runs] = await Promise.all([
    jobQueueDepth(
      database,
      jobs.map((job) => job.name),
    ),
    runsEach > 0 ? lastJobRuns(database, runsEach) : Promise.resolve([]),
  ]);
  return jobs.map((job) => {
    const depth = depths.find((d) => d.job === job.name);
    return {
      name: job.name,
      cron: schedules[job.name] ?? job.cron ?? null,
      manual: job.manual === true,
      queued: (depth?.created ?? 0) + (depth?.retry ?? 0),
      running: depth?.active ?? 0,
      runs: runs
        .filter((run) => run.job === job.name)
        .map((run) => ({
          state: STATES[run.state],
          startedAt: run.startedAt,
          finishedAt: run.finishedAt,
          counts: run.counts,
        })),
    };
  });
}
