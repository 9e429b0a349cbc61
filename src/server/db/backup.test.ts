import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createProperty } from '../test/factories';
import { createScratchDatabase } from '../test/scratch-database';
import { backupDataDir, BackupError, restoreDataDir, restorePostgres } from './backup';
import { openDatabase, wrapPglite } from './client';
import { DataDirLockedError } from './data-dir-lock';
import { PgToolError, runPgTool } from './pg-tools';
import { properties, users } from './schema';

// PGlite opens cost up to seconds each; the round trip below opens five.
const SLOW = 60_000;

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thikana-backup-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** An embedded install as the server leaves it: database, one photo file and the generated key. */
async function makeInstall() {
  const dataDir = tempDir();
  const template = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
  const client = await PGlite.create({
    dataDir: path.join(dataDir, 'db'),
    loadDataDir: template,
    extensions: { pg_trgm },
  });
  const database = await wrapPglite(client);
  const property = await createProperty(database.db, { title: 'Backed-up flat in Uposhohor' });
  await database.close();
  fs.mkdirSync(path.join(dataDir, 'uploads'));
  fs.writeFileSync(path.join(dataDir, 'uploads', 'abc123-640.webp'), 'photo bytes');
  fs.writeFileSync(path.join(dataDir, 'jwt-secret'), 'original-secret', { mode: 0o600 });
  return { dataDir, property };
}

/** Every file under a directory with its content, to show that nothing changed. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) {
      const file = path.join(entry.parentPath, entry.name);
      files[path.relative(dir, file)] = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
    }
  }
  return files;
}

describe('backup and restore of the embedded install', () => {
  it(
    'brings back the rows, the photos and the token key, and keeps the replaced data aside',
    async () => {
      const { dataDir, property } = await makeInstall();
      const backupsDir = tempDir();

      const backup = await backupDataDir(dataDir, backupsDir, { now: new Date('2030-01-02T03:04:05Z') });
      expect(backup.path).toBe(path.join(backupsDir, 'thikana-20300102-030405'));
      expect(backup.manifest.counts).toEqual({ users: 1, listings: 1 });
      expect(backup.manifest.uploads).toEqual({ files: 1, bytes: 11 });
      expect(backup.manifest.jwtSecret).toBe(true);
      expect(backup.manifest.database.lastMigration).toMatch(/^\d{4}_/);
      expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(false);

      // Life goes on after the backup: the listing is deleted, the photo too, the key changes.
      const changed = await openDatabase({ dataDir });
      await changed.db.delete(properties).where(eq(properties.id, property.id));
      await changed.close();
      fs.rmSync(path.join(dataDir, 'uploads', 'abc123-640.webp'));
      fs.writeFileSync(path.join(dataDir, 'jwt-secret'), 'newer-secret');

      const restored = await restoreDataDir(dataDir, backup.path, { now: new Date('2030-02-03T04:05:06Z') });
      const aside = path.join(dataDir, 'before-restore-20300203-040506');
      expect(restored.movedAsideTo).toBe(aside);
      expect(fs.readFileSync(path.join(aside, 'jwt-secret'), 'utf8')).toBe('newer-secret');
      expect(fs.readdirSync(path.join(aside, 'uploads'))).toEqual([]);
      expect(fs.existsSync(path.join(aside, 'db', 'PG_VERSION'))).toBe(true);

      expect(fs.readFileSync(path.join(dataDir, 'uploads', 'abc123-640.webp'), 'utf8')).toBe('photo bytes');
      expect(fs.readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe('original-secret');
      expect(fs.statSync(path.join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
      const reopened = await openDatabase({ dataDir });
      try {
        const [row] = await reopened.db.select().from(properties).where(eq(properties.id, property.id));
        expect(row?.title).toBe('Backed-up flat in Uposhohor');
        expect(await reopened.db.select().from(users).where(eq(users.id, property.userId))).toHaveLength(1);
      } finally {
        await reopened.close();
      }
    },
    SLOW,
  );

  it('refuses to back up while another process holds the database', async () => {
    const dataDir = tempDir();
    fs.mkdirSync(path.join(dataDir, 'db'));
    fs.writeFileSync(path.join(dataDir, 'db', 'PG_VERSION'), '17\n');
    // A live process other than this one: the lock names it.
    fs.writeFileSync(path.join(dataDir, 'db.lock'), String(process.ppid));
    const backupsDir = path.join(tempDir(), 'backups');

    await expect(backupDataDir(dataDir, backupsDir)).rejects.toThrow(DataDirLockedError);
    expect(fs.existsSync(backupsDir)).toBe(false);
  });

  it('refuses to restore while another process holds the database', async () => {
    const { dataDir, backupPath } = fakeBackup();
    fs.writeFileSync(path.join(dataDir, 'db.lock'), String(process.ppid));
    const before = snapshot(dataDir);

    await expect(restoreDataDir(dataDir, backupPath)).rejects.toThrow(DataDirLockedError);
    expect(snapshot(dataDir)).toEqual(before);
  });

  it('changes nothing when the backup is incomplete or damaged', async () => {
    const { dataDir, backupPath } = fakeBackup();
    const before = snapshot(dataDir);
    const attempt = () => restoreDataDir(dataDir, backupPath);

    fs.rmSync(path.join(backupPath, 'uploads', 'abc123-640.webp'));
    await expect(attempt()).rejects.toThrow(/not a complete Thikana backup: uploads holds 0 files/);
    fs.writeFileSync(path.join(backupPath, 'uploads', 'abc123-640.webp'), 'photo bytes');

    fs.appendFileSync(path.join(backupPath, 'db.tar.gz'), 'x');
    await expect(attempt()).rejects.toThrow(/db.tar.gz is damaged/);

    fs.rmSync(path.join(backupPath, 'db.tar.gz'));
    await expect(attempt()).rejects.toThrow(/db.tar.gz is missing.*Nothing was changed/);

    fs.rmSync(path.join(backupPath, 'manifest.json'));
    await expect(attempt()).rejects.toThrow(BackupError);

    await expect(restoreDataDir(dataDir, path.join(backupPath, 'nowhere'))).rejects.toThrow(
      /is not a folder/,
    );
    expect(snapshot(dataDir)).toEqual(before);
  });

  it('changes nothing when db.tar.gz agrees with the manifest but holds no database', async () => {
    const { dataDir, backupPath } = fakeBackup();
    const before = snapshot(dataDir);

    await expect(restoreDataDir(dataDir, backupPath)).rejects.toThrow(
      /does not hold a PGlite data directory/,
    );
    expect(snapshot(dataDir)).toEqual(before);
    expect(fs.readdirSync(dataDir).sort()).toEqual(['db', 'jwt-secret', 'uploads']);
  });
});

describe('backup and restore on PostgreSQL', () => {
  it('names the package to install when pg_dump is not there', async () => {
    const path_ = process.env.PATH;
    process.env.PATH = tempDir();
    try {
      const attempt = runPgTool('pg_dump', 'postgres://thikana:secret@127.0.0.1:5432/thikana', []);
      await expect(attempt).rejects.toThrow(PgToolError);
      await expect(attempt).rejects.toThrow(/pg_dump was not found.*apt-get install postgresql-client/);
    } finally {
      process.env.PATH = path_;
    }
  });

  it('restores each kind of backup only the way it was made', async () => {
    const { dataDir, backupPath } = fakeBackup();
    await expect(restorePostgres('postgres://127.0.0.1:1/none', backupPath, { dataDir })).rejects.toThrow(
      /holds an embedded database \(db.tar.gz\): restore it without DATABASE_URL/,
    );
    const dump = fakeBackup('db.dump');
    const before = snapshot(dump.dataDir);
    await expect(restoreDataDir(dump.dataDir, dump.backupPath)).rejects.toThrow(
      /holds a PostgreSQL dump \(db.dump\): restore it with DATABASE_URL/,
    );
    expect(snapshot(dump.dataDir)).toEqual(before);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'restores only into an empty database, and changes nothing in one that holds tables',
    async () => {
      const { dataDir, backupPath } = fakeBackup('db.dump');
      const before = snapshot(dataDir);
      const target = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
      const client = new pg.Client({ connectionString: target.url });
      await client.connect();
      try {
        await client.query(
          "create table listings_of_today (title text); insert into listings_of_today values ('x')",
        );
        await expect(restorePostgres(target.url, backupPath, { dataDir })).rejects.toThrow(
          /already holds 1 table\..*new, empty database.*Nothing was changed/,
        );
        const tables = await client.query("select tablename from pg_tables where schemaname = 'public'");
        expect(tables.rows).toEqual([{ tablename: 'listings_of_today' }]);
        expect(snapshot(dataDir)).toEqual(before);
      } finally {
        await client.end();
        await target.drop();
      }
    },
  );
});

/** A data dir with something in it, and a backup folder whose files agree with their manifest. */
function fakeBackup(dbFile: 'db.tar.gz' | 'db.dump' = 'db.tar.gz') {
  const dataDir = tempDir();
  fs.mkdirSync(path.join(dataDir, 'db'));
  fs.writeFileSync(path.join(dataDir, 'db', 'PG_VERSION'), '17\n');
  fs.mkdirSync(path.join(dataDir, 'uploads'));
  fs.writeFileSync(path.join(dataDir, 'uploads', 'current-640.webp'), 'current photo');
  fs.writeFileSync(path.join(dataDir, 'jwt-secret'), 'current-secret');

  const backupPath = path.join(tempDir(), 'thikana-20300102-030405');
  fs.mkdirSync(path.join(backupPath, 'uploads'), { recursive: true });
  fs.writeFileSync(path.join(backupPath, 'uploads', 'abc123-640.webp'), 'photo bytes');
  fs.writeFileSync(path.join(backupPath, 'jwt-secret'), 'backed-up-secret');
  const db = gzipSync('not a tarball');
  fs.writeFileSync(path.join(backupPath, dbFile), db);
  const manifest = {
    format: 1,
    app: 'thikana',
    appVersion: '0.1.0',
    createdAt: '2030-01-02T03:04:05.000Z',
    database: {
      file: dbFile,
      bytes: db.length,
      sha256: createHash('sha256').update(db).digest('hex'),
      lastMigration: null,
    },
    counts: { users: 1, listings: 1 },
    uploads: { files: 1, bytes: 11 },
    jwtSecret: true,
  };
  fs.writeFileSync(path.join(backupPath, 'manifest.json'), JSON.stringify(manifest));
  return { dataDir, backupPath };
}
