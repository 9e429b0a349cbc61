import type { RecurringJobName } from '../config/job-schedules';
import type { Db } from '../db/client';
import type { JobDefinition } from '../jobs/queue';
import type { Storage } from '../media/storage';
import { sweepOrphanFiles } from './sweep-orphan-files';

/**
 * The sweep of photo files that no row points at (sweep-orphan-files.ts), on the job queue: every six
 * hours, at minute 23 UTC, since an orphan costs only its bytes. pg-boss runs a slot on one instance
 * however many share the database and bucket. Its log line has the counts only (`examined`,
 * `removed`): file names say nothing to an operator. A run stops after the file at hand when the
 * queue stops; a failed one is not retried, the next slot sweeps again. A sweep of a large bucket
 * may take a while: it has an hour.
 */
export function sweepOrphanPhotosJob(db: Db, storage: Storage): JobDefinition {
  return {
    name: 'sweep-orphan-photos' satisfies RecurringJobName,
    manual: true,
    cron: '23 */6 * * *',
    retryLimit: 0,
    expireInSeconds: 60 * 60,
    run: async (_data, { signal }) => ({ ...(await sweepOrphanFiles(db, storage, { signal })) }),
  };
}
