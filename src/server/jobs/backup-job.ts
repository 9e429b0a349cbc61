import type { RecurringJobName } from '../config/job-schedules';
import { backupDatabase, type BackupOptions } from '../db/backup';
import { removeOldBackups, type BackupDestination } from '../db/backup-destination';
import type { Database } from '../db/client';
import type { JobDefinition } from './queue';

export interface BackupJobSettings {
  database: Database;
  /** DATA_DIR (photos and the token key of an embedded install) and DATABASE_URL, if any. */
  source: { dataDir: string; databaseUrl: string | undefined };
  destination: BackupDestination;
  /** BACKUP_KEEP_DAYS: backups older than this are removed after a backup succeeds. */
  keepDays: number;
  /** Whether photos are copied, or named as being in the bucket (object storage). */
  photos: Pick<BackupOptions, 'includeUploads' | 'photoBucket'>;
}

/**
 * The nightly backup (docs/deploy.md, "Backups and restore"), at 03:30 in Dhaka: the database with
 * the photos and the token key, to BACKUP_DIR or the bucket, then the removal of backups older than
 * BACKUP_KEEP_DAYS. pg-boss runs a slot once whichever the instance; on PostgreSQL an advisory lock
 * (db/backup.ts) keeps a run now and a retry apart too, and here one process runs one at a time.
 * Its line has counts and sizes only.
 */
export function backupJob({
  database,
  source,
  destination,
  keepDays,
  photos,
}: BackupJobSettings): JobDefinition {
  let running = false;
  const name: RecurringJobName = 'backup';
  return {
    name,
    cron: '30 21 * * *',
    retryLimit: 2,
    retryDelaySeconds: 30 * 60,
    expireInSeconds: 2 * 60 * 60,
    // "Back up now" before a risky change: one more backup, and the retention trims as usual.
    manual: true,
    async run() {
      if (running) throw new Error('a backup is already under way in this process');
      running = true;
      try {
        const now = new Date();
        const backup = await destination.keep((folder) =>
          backupDatabase(database, source, folder, { ...photos, now }),
        );
        const { removed, kept } = await removeOldBackups(destination, keepDays, now);
        return {
          listings: backup.manifest.counts.listings,
          users: backup.manifest.counts.users,
          photoFiles: backup.manifest.uploads?.files ?? 0,
          bytes: backup.bytes,
          removed,
          kept,
        };
      } finally {
        running = false;
      }
    },
  };
}
