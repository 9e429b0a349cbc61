// `npm run db:restore -- <backup folder>`: puts a backup made by `npm run db:backup` back into
// DATA_DIR. The backup is checked first; the data it replaces is moved to
// DATA_DIR/before-restore-<time>/, never deleted. The server has to be stopped first.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/server/config/config';
import {
  backupFailureMessage,
  defaultBackupsDir,
  postgresBackupAdvice,
  restoreDataDir,
} from '../src/server/db/backup';

try {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(postgresBackupAdvice());
    process.exit(1);
  }
  const backupPath = process.argv[2];
  if (!backupPath) {
    console.error('Usage: npm run db:restore -- <backup folder>');
    const dir = defaultBackupsDir(config.dataDir);
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
  const { manifest, movedAsideTo } = await restoreDataDir(config.dataDir, path.resolve(backupPath));
  const photos = manifest.uploads
    ? `${manifest.uploads.files} photo files`
    : 'no photo files (object storage)';
  console.log(`Restored ${path.resolve(backupPath)} (made ${manifest.createdAt}) into ${config.dataDir}:`);
  console.log(
    `  ${manifest.counts.listings} listings, ${manifest.counts.users} users, ${photos}` +
      (manifest.jwtSecret ? ', the token key (logins of that time work again)' : ''),
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
