import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import { readBackup } from '../db/backup';
import { directoryDestination, removeOldBackups } from '../db/backup-destination';
import { openDatabase, wrapPglite, type Database } from '../db/client';
import { photos, properties, users } from '../db/schema';
import { syncPlaces } from '../db/sync-places';
import { s3BackupDestination } from '../media/s3-backups';
import { createS3Storage } from '../media/s3-storage';
import { createLocalStorage, type Storage } from '../media/storage';
import { PROJECT_ROOT } from '../paths';
import { addPhotos, createProperty, createUser } from '../test/factories';
import { s3SettingsOf, startS3TestServer } from '../test/s3-server';
import { createScratchDatabase } from '../test/scratch-database';

// A PGlite load, a backup, `npm run db:restore` in a process of its own, and a second open: seconds each.
const SLOW = 90_000;
const DAY_MS = 24 * 60 * 60 * 1000;

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thikana-backup-job-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** `thikana-YYYYMMDD-HHMMSS` of a moment, as the backups are named. */
const nameAt = (time: Date) =>
  `thikana-${time.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')}`;

/** A server's app on a database of its own (PGlite in memory, or a new PostgreSQL database). */
async function startServer(env: Record<string, string>, postgresUrl?: string, storage?: Storage) {
  const dataDir = tempDir();
  let database: Database;
  const settings: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env };
  if (postgresUrl) {
    const scratch = await createScratchDatabase(postgresUrl);
    cleanups.push(scratch.drop);
    settings.DATABASE_URL = scratch.url;
    database = await openDatabase({ databaseUrl: scratch.url, dataDir });
  } else {
    const template = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
    database = await wrapPglite(await PGlite.create({ loadDataDir: template, extensions: { pg_trgm } }));
  }
  await syncPlaces(database.db);
  const config = loadConfig(settings);
  const app = await buildApp({
    config,
    database,
    storage: storage ?? createLocalStorage(path.join(dataDir, 'uploads')),
    webDir: null,
    drawScreen: null,
  });
  cleanups.push(() => app.close());
  return { app, database, dataDir, config };
}

/** Accounts, listings and their photos (real files, made by the upload pipeline). */
async function fillMarketplace(database: Database, storage: Storage) {
  const owner = await createUser(database.db, { name: 'মালিক করিম' });
  await createUser(database.db, { name: 'Buyer Nasrin' });
  await createUser(database.db, { name: 'Tenant Rafiq', language: 'bn' });
  const flat = await createProperty(database.db, { userId: owner.id, title: 'উপশহরে তিন কক্ষের ফ্ল্যাট' });
  const plot = await createProperty(database.db, { userId: owner.id, title: 'Plot near Padma' });
  await addPhotos(database.db, storage, flat.id, 2);
  await addPhotos(database.db, storage, plot.id, 1);
  return { flat };
}

async function countRows(db: Database['db']) {
  const [[u], [p], [ph]] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(properties),
    db.select({ n: count() }).from(photos),
  ]);
  return { users: u?.n, listings: p?.n, photos: ph?.n };
}

/** `npm run db:restore -- <folder>` as docs/deploy.md says, with only the settings it names. */
function npmRestore(
  folder: string,
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'db:restore', '--', folder], {
      cwd: PROJECT_ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

const postgresUrl = process.env.TEST_DATABASE_URL;
const engines = [
  { engine: 'PGlite', url: undefined },
  ...(postgresUrl ? [{ engine: 'PostgreSQL', url: postgresUrl }] : []),
];

describe.each(engines)('the nightly backup on $engine', ({ url }) => {
  it(
    'is restored into a new database with every account, listing and photo, and old backups go',
    async () => {
      const backupDir = tempDir();
      const source = await startServer({ BACKUP_DIR: backupDir, BACKUP_KEEP_DAYS: '7' }, url);
      const { flat } = await fillMarketplace(source.database, source.app.storage);
      // A backup from before the keeping time, one from within it, and a folder of the operator's.
      const now = Date.now();
      const old = nameAt(new Date(now - 8 * DAY_MS));
      const recent = nameAt(new Date(now - 6 * DAY_MS));
      for (const name of [old, recent, 'notes']) fs.mkdirSync(path.join(backupDir, name));

      const run = await source.app.jobs.runNow('backup');
      expect(run).toMatchObject({ listings: 2, users: 3, photoFiles: 3 * 4, removed: 1, kept: 2 });
      const made = fs.readdirSync(backupDir).filter((name) => ![recent, 'notes'].includes(name));
      expect(made).toHaveLength(1);
      expect(fs.readdirSync(backupDir).sort()).toEqual([made[0], recent, 'notes'].sort());
      const backupPath = path.join(backupDir, made[0]!);
      const manifest = await readBackup(backupPath);
      expect(manifest.database.file).toBe(url ? 'db.dump' : 'db.tar.gz');
      expect(manifest.jwtSecret).toBe(!url);

      // A new, empty place to restore into, as docs/deploy.md says.
      const dataDir = tempDir();
      const env: Record<string, string> = { DATA_DIR: dataDir };
      if (url) {
        const target = await createScratchDatabase(url);
        cleanups.push(target.drop);
        env.DATABASE_URL = target.url;
      }
      const restore = await npmRestore(backupPath, env);
      expect(restore.output).toContain('2 listings, 3 users, 12 photo files');
      expect(restore.code, restore.output).toBe(0);

      const restored = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
      cleanups.push(() => restored.close());
      expect(await countRows(restored.db)).toEqual(await countRows(source.database.db));
      expect(await countRows(restored.db)).toEqual({ users: 3, listings: 2, photos: 3 });
      const [before] = await source.database.db.select().from(properties).where(eq(properties.id, flat.id));
      const [after] = await restored.db.select().from(properties).where(eq(properties.id, flat.id));
      expect(after).toEqual(before);
      expect(after?.title).toBe('উপশহরে তিন কক্ষের ফ্ল্যাট');

      const sourceUploads = path.join(source.dataDir, 'uploads');
      const files = fs.readdirSync(sourceUploads).sort();
      expect(fs.readdirSync(path.join(dataDir, 'uploads')).sort()).toEqual(files);
      for (const file of files) {
        expect(fs.readFileSync(path.join(dataDir, 'uploads', file))).toEqual(
          fs.readFileSync(path.join(sourceUploads, file)),
        );
      }
      if (!url) {
        // The embedded install's token key comes back, so that logins of that time still work.
        expect(fs.readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(
          fs.readFileSync(path.join(source.dataDir, 'jwt-secret'), 'utf8'),
        );
      }
    },
    SLOW,
  );
});

describe('backups in the photo bucket', () => {
  it(
    'are uploaded under the prefix without the photos, come back whole, and old ones go',
    async () => {
      const s3 = await startS3TestServer();
      cleanups.push(() => s3.close());
      const settings = s3SettingsOf(s3);
      const storage = createS3Storage(settings);
      const source = await startServer(
        {
          S3_ENDPOINT: settings.endpoint,
          S3_BUCKET: settings.bucket,
          S3_ACCESS_KEY_ID: settings.accessKeyId,
          S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
          BACKUP_S3_PREFIX: 'site/backups/',
          BACKUP_KEEP_DAYS: '3',
        },
        undefined,
        storage,
      );
      await fillMarketplace(source.database, storage);
      const old = nameAt(new Date(Date.now() - 4 * DAY_MS));
      const stray = { body: Buffer.from('x'), contentType: 'text/plain', lastModified: new Date() };
      s3.objects.set(`site/backups/${old}/manifest.json`, stray);
      s3.objects.set(`site/backups/${old}/db.tar.gz`, stray);
      s3.objects.set('site/backups-not/thikana-20000101-000000/db.tar.gz', stray);
      const photosBefore = [...s3.objects.keys()].filter((key) => !key.includes('/'));

      expect(await source.app.jobs.runNow('backup')).toMatchObject({ photoFiles: 0, removed: 1, kept: 1 });
      const keys = [...s3.objects.keys()].filter((key) => key.startsWith('site/backups/')).sort();
      const name = keys[0]!.split('/')[2]!;
      expect(keys).toEqual(
        ['db.tar.gz', 'jwt-secret', 'manifest.json'].map((file) => `site/backups/${name}/${file}`),
      );
      expect(s3.objects.has('site/backups-not/thikana-20000101-000000/db.tar.gz')).toBe(true);
      expect([...s3.objects.keys()].filter((key) => !key.includes('/'))).toEqual(photosBefore);

      // Downloaded as any S3 tool would, the folder is a complete backup naming the bucket.
      const folder = path.join(tempDir(), name);
      for (const key of keys) {
        const file = path.join(folder, key.slice(`site/backups/${name}/`.length));
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, s3.objects.get(key)!.body);
      }
      const manifest = await readBackup(folder);
      expect(manifest).toMatchObject({ uploads: null, photoBucket: 'thikana-test', counts: { listings: 2 } });
    },
    SLOW,
  );

  it('removal keeps what is younger than the keeping time and whatever is not a backup', async () => {
    const s3 = await startS3TestServer({ pageSize: 2 });
    cleanups.push(() => s3.close());
    const destination = s3BackupDestination(s3SettingsOf(s3), 'backups');
    const now = new Date('2030-06-10T21:30:00Z');
    const object = { body: Buffer.from('x'), contentType: 'text/plain', lastModified: now };
    // Seven days before `now` is 2030-06-03 21:30:00: a second earlier is too old, that moment is not.
    for (const name of ['thikana-20300602-213000', 'thikana-20300603-212959-2', 'thikana-20300603-213000'])
      for (const file of ['db.tar.gz', 'manifest.json']) s3.objects.set(`backups/${name}/${file}`, object);
    s3.objects.set('backups/readme.txt', object);

    expect(await removeOldBackups(destination, 7, now)).toEqual({ removed: 2, kept: 1 });
    expect([...s3.objects.keys()].sort()).toEqual([
      'backups/readme.txt',
      'backups/thikana-20300603-213000/db.tar.gz',
      'backups/thikana-20300603-213000/manifest.json',
    ]);

    const dir = tempDir();
    for (const name of ['thikana-20300602-213000', 'thikana-20300604-000000', 'thikana-2030', 'mine'])
      fs.mkdirSync(path.join(dir, name));
    expect(await removeOldBackups(directoryDestination(dir), 7, now)).toEqual({ removed: 1, kept: 1 });
    expect(fs.readdirSync(dir).sort()).toEqual(['mine', 'thikana-2030', 'thikana-20300604-000000']);
  });
});
