import fs from 'node:fs/promises';
import { count, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { dhakaDay } from '../../shared/dhaka-day';
import type { SystemView } from '../../shared/system';
import { deliveriesOn } from '../db/delivery-counts';
import { photos } from '../db/schema';
import type { JobRun } from '../jobs/job-states';
import { reviewQueueState } from '../properties/review-queue';
import { smsBudgetOn } from '../sms/sms-budget';

/** Runs shown per job. */
const RUNS_EACH = 5;

const runJson = (run: JobRun) => ({
  state: run.state,
  started_at: run.startedAt?.toISOString() ?? null,
  finished_at: run.finishedAt?.toISOString() ?? null,
  counts: run.counts,
});

/** How long the database takes to answer `select 1`, or that it does not. */
async function databaseHealth(app: FastifyInstance) {
  const started = performance.now();
  try {
    await app.db.execute(sql`select 1`);
    return { up: true, ms: Math.round(performance.now() - started) };
  } catch {
    return { up: false, ms: null };
  }
}

/** The database's size on disk; null where the database cannot say (it is not worth failing for). */
async function databaseBytes(app: FastifyInstance): Promise<number | null> {
  try {
    const [row] = await app.db
      .select({ bytes: sql<string>`pg_database_size(current_database())` })
      .from(sql`(select 1) as one`);
    const bytes = Number(row?.bytes);
    return Number.isFinite(bytes) ? bytes : null;
  } catch {
    return null;
  }
}

/** Free and total bytes of the disk that holds DATA_DIR (the embedded database, the photos). */
async function diskOf(dataDir: string) {
  try {
    const disk = await fs.statfs(dataDir);
    return { free_bytes: disk.bavail * disk.bsize, total_bytes: disk.blocks * disk.bsize };
  } catch {
    return null;
  }
}

/** What the admins' system tab shows, read afresh: each part in parallel. */
export async function systemView(app: FastifyInstance): Promise<SystemView> {
  const day = dhakaDay();
  const waitHours = app.config.reviewWaitHours;
  const [jobs, deliveries, budget, review, [stored], databaseSize, disk, database] = await Promise.all([
    app.jobs.states(RUNS_EACH),
    deliveriesOn(app.db, day),
    smsBudgetOn(app.db, day),
    reviewQueueState(app.db, waitHours),
    app.db.select({ photos: count() }).from(photos),
    databaseBytes(app),
    diskOf(app.config.dataDir),
    databaseHealth(app),
  ]);
  return {
    jobs: jobs.map((job) => ({ ...job, runs: job.runs.map(runJson) })),
    today: {
      day,
      mail: deliveries.mail,
      sms: {
        ...deliveries.sms,
        budget_spent: budget.known + budget.fresh + budget.alerts,
        daily_cap: app.config.smsDailyCap,
      },
    },
    review: {
      waiting: review.waiting,
      overdue: review.overdue,
      oldest_since: review.oldestSince?.toISOString() ?? null,
      wait_hours: waitHours,
    },
    storage: {
      photos: stored?.photos ?? 0,
      database_bytes: databaseSize,
      disk,
      object_storage: app.config.s3 !== undefined,
    },
    health: {
      database,
      redis: app.redis ? (app.redis.isUp() ? 'up' : 'down') : null,
    },
  };
}
