import type { Database } from '../db/client';
import type { JobQueue } from '../jobs/queue';
import { jobQueueDepth, lastJobRuns, type JobDepth, type JobRun } from '../jobs/job-stats';
import { imageQueue } from '../media/image-queue';
import type { PhotoQueue, PoolStats, ReviewQueue, SmsToday } from '../metrics/metrics';
import { photosAwaitingFingerprints } from '../properties/fingerprint-stored-photos';
import { reviewQueueState } from '../properties/review-queue';
import { smsBudgetOn } from '../sms/sms-budget';

/**
 * The numbers an operator reads, gathered when asked: by the metrics at each scrape and by an
 * admin's view of the system. Each is one cheap query or none; each may fail alone (the database
 * away), and its caller decides what to show then.
 */
export interface SystemNumbers {
  /** Each registered job's queue: queued, waiting for a retry, running (the same on every instance). */
  jobQueues(): Promise<JobDepth[]>;
  /** Each job's last finished runs from the queue: when, how long, counts, failures. */
  lastJobRuns(perJob?: number): Promise<JobRun[]>;
  /** Today's SMS (Asia/Dhaka) by lane, the refusals, against SMS_DAILY_CAP. */
  smsToday(): Promise<SmsToday>;
  /** Listings and revisions waiting for review, and how long the oldest has waited. */
  reviewQueue(now?: Date): Promise<ReviewQueue>;
  /** This instance's image queue, and the photos the fingerprint job has still to reach. */
  photoQueue(): Promise<PhotoQueue>;
  /** This instance's PostgreSQL pool; null on PGlite, which has none. */
  databasePool(): PoolStats | null;
}

export function createSystemNumbers({
  database,
  jobs,
  smsDailyCap,
  reviewWaitHours,
}: {
  database: Database;
  jobs: Pick<JobQueue, 'names'>;
  smsDailyCap: number;
  reviewWaitHours: number;
}): SystemNumbers {
  const { db } = database;
  return {
    jobQueues: () => jobQueueDepth(database, jobs.names()),
    lastJobRuns: (perJob) => lastJobRuns(database, perJob),
    async smsToday() {
      const { known, fresh, alerts, refused } = await smsBudgetOn(db);
      return { spent: { known, fresh, alerts }, refused, dailyCap: smsDailyCap };
    },
    async reviewQueue(now = new Date()) {
      const { listings, revisions, oldestSince } = await reviewQueueState(db, reviewWaitHours);
      const waited = oldestSince ? Math.max(0, (now.getTime() - oldestSince.getTime()) / 1000) : 0;
      return { listings, revisions, oldestSeconds: Math.round(waited) };
    },
    async photoQueue() {
      return { ...imageQueue.stats(), unfingerprinted: await photosAwaitingFingerprints(db) };
    },
    databasePool: () => database.poolStats(),
  };
}
