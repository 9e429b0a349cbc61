// `npm run db:restore -- <backup folder>`: puts a backup made by `npm run db:backup` or the nightly
// job back. The backup is checked first. The embedded database: into DATA_DIR, the data it replaces
// moved to DATA_DIR/before-restore-<time>/, never deleted; the server has to be stopped first.
// PostgreSQL: into the new, empty database of DATABASE_URL, and its photo files into DATA_DIR.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/server/config/config';
import { backupFailureMessage, restoreDataDir, restorePostgres } from '../src/server/db/backup';

try {
  const config = loadConfig();
  const backupPath = process.argv[2];
  if (!backupPath) {
    console.error('Usage: npm run db:restore -- <backup folder>');
    const dir = config.backups.dir;
    const found = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.startsWith('thikana-')) : [];
    if (found.length > 0)
      console.error(
        `Backups in ${dir}:\n${found
          .sort()
          .map((name) => `  ${name}`)
          .join('\n')}`,
      );
    process.exit(2);
  }
  const source = path.resolve(backupPath);
  const { manifest, movedAsideTo } = config.databaseUrl
    ? await restorePostgres(config.databaseUrl, source, { dataDir: config.dataDir })
    : await restoreDataDir(config.dataDir, source);
  const photos = manifest.uploads
    ? `${manifest.uploads.files} photo files`
    : `no photo files (they are in the bucket ${manifest.photoBucket ?? 'of object storage'})`;
  const into = config.databaseUrl ? `the database of DATABASE_URL and ${config.dataDir}` : config.dataDir;
  console.log(`Restored ${source} (made ${manifest.createdAt}) into ${into}:`);
  console.log(
    `  ${manifest.counts.listings} listings, ${manifest.counts.users} users, ${photos}` +
      (manifest.jwtSecret || config.databaseUrl ? ', the token key (logins of that time work again)' : ''),
  );
  console.log(
    movedAsideTo
      ? `The data it replaced was moved to ${movedAsideTo}; delete that folder once all is well.`
      : 'There was no data to replace.',
  );
  console.log('Start the server: migrations newer than the backup are applied then.');
} catch (error) {
  const message = backupFailureMessage(error, 'db:restore');
  if (message === null) throw error;
  console.error(message);
  process.exit(1);
}
