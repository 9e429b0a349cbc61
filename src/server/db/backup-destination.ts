import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { BACKUP_NAME, backupTime, type BackupResult } from './backup';

/**
 * Where the backup job keeps backups: a folder (BACKUP_DIR) here, or the photo bucket under a prefix
 * (media/s3-backups.ts). Both hold the same `thikana-YYYYMMDD-HHMMSS` folders.
 */
export interface BackupDestination {
  /** The folder, or s3://bucket/prefix: for the operator, never a secret. */
  readonly where: string;
  /** Makes one backup there: `write` writes a backup folder into the local folder it is given. */
  keep(write: (folder: string) => Promise<BackupResult>): Promise<BackupResult>;
  /** The names of the backups kept there (folders whose name is a backup's). */
  list(): Promise<string[]>;
  remove(name: string): Promise<void>;
}

export function directoryDestination(dir: string): BackupDestination {
  return {
    where: dir,
    keep: (write) => write(dir),
    async list() {
      if (!fs.existsSync(dir)) return [];
      const entries = await fsp.readdir(dir, { withFileTypes: true });
      return entries
        .filter((entry) => entry.isDirectory() && BACKUP_NAME.test(entry.name))
        .map((e) => e.name);
    },
    async remove(name) {
      if (!BACKUP_NAME.test(name)) throw new Error(`not a backup's name: ${name}`);
      await fsp.rm(path.join(dir, name), { recursive: true, force: true });
    },
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Removes the backups made more than `keepDays` days before `now` (by the time in their names) and
 * says how many went and stayed. Called after a backup succeeded, so the newest is always kept; a
 * folder or object whose name is not a backup's is left alone.
 */
export async function removeOldBackups(
  destination: BackupDestination,
  keepDays: number,
  now: Date,
): Promise<{ removed: number; kept: number }> {
  const oldest = now.getTime() - keepDays * DAY_MS;
  let removed = 0;
  let kept = 0;
  for (const name of await destination.list()) {
    const time = backupTime(name);
    if (time && time.getTime() < oldest) {
      await destination.remove(name);
      removed++;
    } else {
      kept++;
    }
  }
  return { removed, kept };
}
