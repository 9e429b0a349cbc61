// `npm run db:backup [-- <folder>]`: copies the embedded database, the uploaded photos and the token
// key into <folder>/thikana-YYYYMMDD-HHMMSS (default: a `backups` folder beside DATA_DIR).
// It takes the embedded database's lock, so the server has to be stopped first.
import path from 'node:path';
import { loadConfig } from '../src/server/config/config';
import {
  backupDataDir,
  backupFailureMessage,
  defaultBackupsDir,
  postgresBackupAdvice,
} from '../src/server/db/backup';

try {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(postgresBackupAdvice());
    process.exit(1);
  }
  const target = process.argv[2] ? path.resolve(process.argv[2]) : defaultBackupsDir(config.dataDir);
  // With object storage the photos are in the bucket, which keeps its own versions.
  const {
    path: written,
    manifest,
    bytes,
  } = await backupDataDir(config.dataDir, target, {
    includeUploads: !config.s3,
  });
  console.log(`Backup written to ${written}`);
  console.log(`  listings: ${manifest.counts.listings}, users: ${manifest.counts.users}`);
  console.log(
    manifest.uploads
      ? `  photo files: ${manifest.uploads.files} (${formatBytes(manifest.uploads.bytes)})`
      : `  photo files: none copied (they are in the bucket ${config.s3?.bucket})`,
  );
  console.log(`  token key: ${manifest.jwtSecret ? 'included' : 'none in DATA_DIR (JWT_SECRET is set)'}`);
  console.log(`  size: ${formatBytes(bytes)}`);
} catch (error) {
  const message = backupFailureMessage(error, 'db:backup');
  if (message === null) throw error;
  console.error(message);
  process.exit(1);
}

function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
