import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { DatabaseUnavailableError } from './db/wait-for-postgres';
import { syncPlaces } from './db/sync-places';
import { seedDemoIfEmpty } from './demo/seed-demo';
import { priceGuideIsEmpty } from './properties/price-guide';
import { createStorage } from './media/create-storage';
import { createDemoAdminIfNone, ensureAdmin } from './users/ensure-admin';

async function main(): Promise<void> {
  const config = loadConfig();
  // PostgreSQL may come up after the app (a machine booting, containers started together).
  const database = await openDatabase(config, {
    seconds: config.databaseWaitSeconds,
    notice: (line) => console.error(line),
  });
  await syncPlaces(database.db);
  const storage = createStorage(config);
  const app = await buildApp({ config, database, storage });
  if (config.adminEmail && config.adminPassword)
    await ensureAdmin(database.db, config.adminEmail, config.adminPassword);
  if (config.seedDemo && (await seedDemoIfEmpty(database.db, storage, app.log))) {
    const admin = await createDemoAdminIfNone(database.db);
    // Shown once, on the console only: it is never stored in clear or logged to files.
    if (admin)
      console.log(
        `\n  Demo admin account — e-mail: ${admin.email}  password: ${admin.password}\n  (shown only now; set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)\n`,
      );
  }

  // Scheduled jobs (expiry reminders, the orphan photo sweep…), shared with the other instances on
  // the same database.
  await app.jobs.start();
  // A new database (the demo's too) has a price guide from the start, not from the first night.
  if (await priceGuideIsEmpty(database.db)) await app.jobs.runNow('price-guide');

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info(`${signal} received, shutting down`);
    await app.close();
  });

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Thikana is serving ${config.publicUrl}`);
}

main().catch((error: unknown) => {
  // Configuration, lock and database problems are the operator's to fix: a plain message, no stack trace.
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof DatabaseUnavailableError
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
