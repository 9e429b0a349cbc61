import fs from 'node:fs';
import path from 'node:path';

// PGlite silently loses writes when two processes open one data directory,
// so the embedded database is guarded by a lock file holding the owner's pid.
export class DataDirLockedError extends Error {}

export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, 'db.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockPath, 'utf8'));
      if (isAlive(holder) && holder !== process.pid) {
        throw new DataDirLockedError(
          `The embedded database in ${dataDir} is in use by another process (pid ${holder}). ` +
            'Stop that process first, or give this one its own DATA_DIR.',
        );
      }
      fs.rmSync(lockPath, { force: true }); // left behind by a process that died
    }
  }
  throw new DataDirLockedError(`Could not lock ${lockPath}`);
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
