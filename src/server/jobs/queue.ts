import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { readJobStates, type JobState } from './job-states';
import type { Metrics } from '../metrics/metrics';

/** What a run did, as counts only (listings checked, mails sent…): never names, addresses or titles. */
export type JobCounts = Record<string, number>;

export interface JobContext {
  /** Aborted when the queue stops: a long run ends after the item at hand. */
  signal: AbortSignal;
}

export interface JobDefinition<Data extends object = object> {
  /** The queue's name: letters, digits and dashes. */
  name: string;
  /** The job's code. It must be idempotent: a run may be retried, and a retry may follow a partial run. */
  run(data: Data, context: JobContext): Promise<JobCounts>;
  /** A recurring job: a cron expression in UTC (five fields). One run per slot, whichever instance. */
  cron?: string;
  /** Retries after a failure, each waiting twice as long as the one before (from `retryDelaySeconds`). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A run that takes longer is counted as failed (and retried). */
  expireInSeconds?: number;
  /**
   * Whether an admin may queue a run from the system tab: a job whose extra run does no harm (a
   * purge, a sweep, a refill). Not one that mails or texts people on its schedule.
   */
  manual?: boolean;
}

export interface SendOptions {
  /** Jobs sent with the same key within `singletonSeconds` are one job, whoever sends them. */
  singletonKey?: string;
  singletonSeconds?: number;
  /** Wait this long before the job may run. */
  startAfterSeconds?: number;
}

export interface JobQueue {
  /** Registers a job's code (and its schedule, if it has one). Before start(). */
  register<Data extends object>(job: JobDefinition<Data>): void;
  /** Starts working: the queue's tables are brought up to date, schedules saved, workers polling. */
  start(): Promise<void>;
  /** Queues a one-off run of a registered job; null when a singleton of it is already queued. */
  send(name: string, data?: object, options?: SendOptions): Promise<string | null>;
  /** Runs a registered job's code here and now, logged and counted like a queued run (tests, scripts). */
  runNow(name: string, data?: object): Promise<JobCounts>;
  /** The registered jobs' names. */
  names(): string[];
  /** No new run starts; runs under way may finish (up to a few seconds), then this resolves. */
  stop(): Promise<void>;
  /** Whether the queue has started and not stopped: runs can be queued. */
  isRunning(): boolean;
  /** Every registered job with its last `runsEach` runs and what waits, for the admins' system tab. */
  states(runsEach: number): Promise<JobState[]>;
}

export interface JobQueueOptions {
  /** Schedules (cron, UTC) that replace registered jobs' own, by job name (JOB_SCHEDULES). */
  schedules?: Readonly<Partial<Record<string, string>>>;
  /**
   * How often a worker asks for a job and the schedules are checked, in seconds (0.5 at least;
   * schedules between 1 and 45, a schedule's resolution being a minute). Unset: 5 and 30.
   */
  pollSeconds?: number;
  /** How long stop() waits for runs under way, in milliseconds. */
  stopTimeoutMs?: number;
  /** Where each run is counted, by job and outcome. */
  metrics?: Pick<Metrics, 'jobRun'>;
}

// deadlock_detected, unique_violation, duplicate_table: two instances making one queue at once.
const RACE_CODES = new Set(['40P01', '23505', '42P07']);

async function retryRace<T>(work: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= attempts || typeof code !== 'string' || !RACE_CODES.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt + Math.random() * 200));
    }
  }
}

/**
 * One job queue for both databases: pg-boss, on PostgreSQL (several instances share the jobs: each
 * job, and each scheduled slot, is taken by one instance, with SKIP LOCKED and singleton keys) and
 * on the embedded PGlite (the same library through `database.executeSql`; one process). See
 * docs/jobs.md. Each run writes one log line: its name, duration and counts.
 */
export function createJobQueue(
  database: Database,
  log: FastifyBaseLogger,
  { schedules = {}, pollSeconds, stopTimeoutMs = 5_000, metrics }: JobQueueOptions = {},
): JobQueue {
  const pollingIntervalSeconds = pollSeconds ?? 5;
  const cronCheckSeconds = pollSeconds === undefined ? 30 : Math.min(45, Math.max(1, pollSeconds));
  const jobs = new Map<string, JobDefinition>();
  const stopping = new AbortController();
  let boss: PgBoss | null = null;
  let starting: Promise<void> | null = null;

  const execute = async (job: JobDefinition, data: object, attempt: number | null): Promise<JobCounts> => {
    const started = performance.now();
    try {
      const counts = await job.run(data, { signal: stopping.signal });
      const ms = Math.round(performance.now() - started);
      metrics?.jobRun(job.name, false, ms / 1000);
      log.info({ job: job.name, ms, ...counts }, `job ${job.name} done`);
      return counts;
    } catch (error) {
      const ms = Math.round(performance.now() - started);
      metrics?.jobRun(job.name, true, ms / 1000);
      const retries = job.retryLimit ?? 0;
      const willRetry = attempt !== null && attempt < retries;
      log.warn(
        { job: job.name, ms, err: error, attempt },
        willRetry ? `job ${job.name} failed; it will be retried` : `job ${job.name} failed`,
      );
      throw error;
    }
  };

  const definitionOf = (name: string): JobDefinition => {
    const job = jobs.get(name);
    if (!job) throw new Error(`no job named ${name}`);
    return job;
  };

  return {
    register(job) {
      if (boss || starting) throw new Error('register jobs before the queue starts');
      jobs.set(job.name, job);
    },

    start() {
      starting ??= (async () => {
        // A schedule for a job that is not there would be ignored without a word: refuse it.
        const unknown = Object.keys(schedules).filter((name) => !jobs.has(name));
        if (unknown.length > 0)
          throw new Error(`schedules given for jobs not registered: ${unknown.join(', ')}`);
        const instance = new PgBoss({
          db: { executeSql: (text: string, values: unknown[]) => database.executeSql(text, values) },
          schema: 'pgboss',
          cronMonitorIntervalSeconds: cronCheckSeconds,
          cronWorkerIntervalSeconds: Math.min(5, cronCheckSeconds),
          // Finished jobs are kept a week for whoever looks into a problem, then removed.
          deleteAfterDays: 7,
        });
        instance.on('error', (error: unknown) =>
          log.warn({ err: error }, 'job queue: error (it keeps going)'),
        );
        await instance.start();
        boss = instance;
        for (const job of jobs.values()) {
          const options = {
            name: job.name,
            retryLimit: job.retryLimit ?? 3,
            retryDelay: job.retryDelaySeconds ?? 60,
            retryBackoff: true,
            expireInSeconds: job.expireInSeconds ?? 15 * 60,
          };
          // Instances starting together race to make a queue's table: the loser retries and finds it.
          await retryRace(() => instance.createQueue(job.name, options));
          // A queue made by an older version keeps its row: bring its retry rules up to date.
          await retryRace(() => instance.updateQueue(job.name, options));
          await instance.work<object>(
            job.name,
            { pollingIntervalSeconds, batchSize: 1, includeMetadata: true },
            // The counts become the run's output in pg-boss's table (jobs/job-stats.ts reads them).
            async ([run]) => (run ? execute(job, run.data ?? {}, run.retryCount) : undefined),
          );
          const cron = schedules[job.name] ?? job.cron;
          if (cron) await instance.schedule(job.name, cron, {}, { tz: 'UTC' });
        }
      })();
      return starting;
    },

    async send(name, data = {}, { singletonKey, singletonSeconds, startAfterSeconds } = {}) {
      definitionOf(name);
      if (!boss) throw new Error('the job queue has not started');
      return boss.send(name, data, {
        ...(singletonKey && { singletonKey }),
        ...(singletonSeconds && { singletonSeconds }),
        ...(startAfterSeconds && { startAfter: startAfterSeconds }),
      });
    },

    runNow(name, data = {}) {
      return execute(definitionOf(name), data, null);
    },

    isRunning: () => boss !== null,

    states: (runsEach) => readJobStates(database, [...jobs.values()], schedules, runsEach),
    names: () => [...jobs.keys()],

    async stop() {
      stopping.abort();
      await starting?.catch(() => {});
      if (boss) await boss.stop({ graceful: true, wait: true, timeout: stopTimeoutMs, close: false });
      boss = null;
    },
  };
}
