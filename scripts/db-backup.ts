// `npm run db:backup [-- <folder>]`: a backup into <folder>/thikana-YYYYMMDD-HHMMSS (default:
// BACKUP_DIR, a `backups` folder beside DATA_DIR unless set). The embedded database: its data
// directory, the uploaded photos and the token key; it takes the database's lock, so the server has to
// be stopped first (the server's nightly `backup` job needs no stop). PostgreSQL (DATABASE_URL):
// pg_dump, and the photos when they are in DATA_DIR.
import path from 'node:path';
import { loadConfig } from '../src/server/config/config';
import { backupDataDir, backupFailureMessage, backupPostgres } from '../src/server/db/backup';

try {
  const config = loadConfig();
  const target = process.argv[2] ? path.resolve(process.argv[2]) : config.backups.dir;
  // With object storage the photos are in the bucket, which keeps its own versions (decision 030).
  const options = { includeUploads: !config.s3, photoBucket: config.s3?.bucket ?? null };
  const {
    path: written,
    manifest,
    bytes,
  } = config.databaseUrl
    ? await backupPostgres(config.databaseUrl, config.dataDir, target, options)
    : await backupDataDir(config.dataDir, target, options);
  console.log(`Backup written to ${written}`);
  console.log(`  listings: ${manifest.counts.listings}, users: ${manifest.counts.users}`);
  console.log(
    manifest.uploads
      ? `  photo files: ${manifest.uploads.files} (${formatBytes(manifest.uploads.bytes)})`
      : `  photo files: none copied (they are in the bucket ${manifest.photoBucket})`,
  );
  console.log(
    `  token key: ${
      manifest.jwtSecret
        ? 'included'
        : config.databaseUrl
          ? 'in the database'
          : 'none in DATA_DIR (JWT_SECRET is set)'
    }`,
  );
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
