import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { z } from 'zod';
import { MIGRATIONS_DIR, PROJECT_ROOT } from '../paths';
import { ConfigError } from '../config/config';
import type { Database } from './client';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';
import { PgToolError, runPgTool } from './pg-tools';

// Backup and restore (`npm run db:backup`, `npm run db:restore`, and the nightly `backup` job of
// jobs/backup-job.ts): the database, the uploaded photos and the generated token key, so that a
// restore brings back listings, photos and logins. See docs/deploy.md, "Backups and restore".
//
// A backup is one folder, `thikana-YYYYMMDD-HHMMSS` (UTC):
//   db.tar.gz      the embedded database (PGlite dumpDataDir, gzip), or
//   db.dump        the PostgreSQL database (pg_dump --format=custom)
//   uploads/       copy of DATA_DIR/uploads (absent when photos live in object storage: the bucket
//                  keeps its own versions, decision 031; the manifest names the bucket)
//   jwt-secret     copy of DATA_DIR/jwt-secret (embedded only; absent when JWT_SECRET is set; on
//                  PostgreSQL the generated key is in the database)
//   manifest.json  what the folder holds, with sizes and a checksum, checked before a restore

/** A problem the operator has to fix; the scripts print its message without a stack trace. */
export class BackupError extends Error {}

const FORMAT = 1;
const DB_FILE = 'db.tar.gz';
const PG_DUMP_FILE = 'db.dump';
const MANIFEST_FILE = 'manifest.json';
const UPLOADS = 'uploads';
const JWT_SECRET = 'jwt-secret';

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  app: z.literal('thikana'),
  appVersion: z.string(),
  createdAt: z.iso.datetime(),
  database: z.object({
    file: z.enum([DB_FILE, PG_DUMP_FILE]),
    bytes: z.number().int().positive(),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    // The newest migration applied when the backup was made; newer ones apply at the next start.
    lastMigration: z.string().nullable(),
  }),
  counts: z.object({ users: z.number().int(), listings: z.number().int() }),
  uploads: z.object({ files: z.number().int(), bytes: z.number().int() }).nullable(),
  jwtSecret: z.boolean(),
  // The bucket the photos are in when they were not copied (object storage); older backups lack it.
  photoBucket: z.string().nullable().default(null),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

export interface BackupResult {
  path: string;
  manifest: BackupManifest;
  /** Size of the whole backup folder. */
  bytes: number;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where the data that the restore replaced now lies; null when there was none. */
  movedAsideTo: string | null;
}

export interface BackupOptions {
  /** Copy DATA_DIR/uploads: false when the photos are in object storage. */
  includeUploads?: boolean;
  /** The bucket the photos are in instead, recorded in the manifest. */
  photoBucket?: string | null;
  now?: Date;
}

/** A backup folder's name: `thikana-YYYYMMDD-HHMMSS` (UTC), `-2`… when two fall in one second. */
export const BACKUP_NAME = /^thikana-(\d{4})(\d\d)(\d\d)-(\d\d)(\d\d)(\d\d)(-\d+)?$/;

/** When the backup of this name was made, or null for a name no backup has. */
export function backupTime(name: string): Date | null {
  const match = BACKUP_NAME.exec(name);
  if (!match) return null;
  const [year = 0, month = 1, day, hour, minute, second] = match.slice(1, 7).map(Number);
  const time = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return Number.isNaN(time.getTime()) ? null : time;
}

/** `npm run db:backup` on an embedded install whose server is stopped: it opens DATA_DIR itself. */
export async function backupDataDir(
  dataDir: string,
  targetDir: string,
  options: BackupOptions = {},
): Promise<BackupResult> {
  const dbDir = path.join(dataDir, 'db');
  if (!fs.existsSync(path.join(dbDir, 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database in ${dbDir}: nothing to back up.`);
  }
  const releaseLock = acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create({ dataDir: dbDir, extensions: { pg_trgm } });
    try {
      return await writeBackup(dataDir, targetDir, options, true, (folder) => dumpPglite(client, folder));
    } finally {
      await client.close();
    }
  } finally {
    releaseLock();
  }
}

/**
 * A backup of the database the running server has open (the backup job): the embedded one through
 * the server's own PGlite, which holds DATA_DIR and so is the only one that may read it, or
 * PostgreSQL through pg_dump.
 */
export async function backupDatabase(
  database: Database,
  source: { dataDir: string; databaseUrl: string | undefined },
  targetDir: string,
  options: BackupOptions = {},
): Promise<BackupResult> {
  if (database.pglite) {
    const client = database.pglite;
    return writeBackup(source.dataDir, targetDir, options, true, (folder) => dumpPglite(client, folder));
  }
  if (!source.databaseUrl) throw new BackupError('There is no DATABASE_URL to back up.');
  return backupPostgres(source.databaseUrl, source.dataDir, targetDir, options);
}

/** `npm run db:backup` with DATABASE_URL, and the job on PostgreSQL: pg_dump of the whole database. */
export async function backupPostgres(
  url: string,
  dataDir: string,
  targetDir: string,
  options: BackupOptions = {},
): Promise<BackupResult> {
  // The generated token key is in the database there (auth/jwt-secret.ts): no file to copy.
  return writeBackup(dataDir, targetDir, options, false, (folder) => dumpPostgres(url, folder));
}

interface DatabaseDump {
  file: typeof DB_FILE | typeof PG_DUMP_FILE;
  counts: BackupManifest['counts'];
  lastMigration: string | null;
}

async function writeBackup(
  dataDir: string,
  targetDir: string,
  { includeUploads = true, photoBucket = null, now = new Date() }: BackupOptions,
  copyJwtSecret: boolean,
  dump: (folder: string) => Promise<DatabaseDump>,
): Promise<BackupResult> {
  await fsp.mkdir(targetDir, { recursive: true });
  const name = freeName(targetDir, `thikana-${stamp(now)}`);
  // Written under a hidden name and renamed at the end: an interrupted backup never looks complete.
  const partial = path.join(targetDir, `.${name}.partial`);
  try {
    await fsp.mkdir(partial);
    const { file, counts, lastMigration } = await dump(partial);
    const dbBytes = await fsp.readFile(path.join(partial, file));

    let uploads: BackupManifest['uploads'] = null;
    if (includeUploads) {
      const source = path.join(dataDir, UPLOADS);
      const copy = path.join(partial, UPLOADS);
      if (fs.existsSync(source)) await fsp.cp(source, copy, { recursive: true });
      else await fsp.mkdir(copy);
      uploads = await measure(copy);
    }

    const secret = path.join(dataDir, JWT_SECRET);
    const jwtSecret = copyJwtSecret && fs.existsSync(secret);
    if (jwtSecret) {
      await fsp.copyFile(secret, path.join(partial, JWT_SECRET));
      await fsp.chmod(path.join(partial, JWT_SECRET), 0o600);
    }

    const manifest: BackupManifest = {
      format: FORMAT,
      app: 'thikana',
      appVersion: appVersion(),
      createdAt: now.toISOString(),
      database: { file, bytes: dbBytes.length, sha256: sha256(dbBytes), lastMigration },
      counts,
      uploads,
      jwtSecret,
      photoBucket: uploads ? null : photoBucket,
    };
    await fsp.writeFile(path.join(partial, MANIFEST_FILE), JSON.stringify(manifest, null, 2) + '\n');
    const finalPath = path.join(targetDir, name);
    await fsp.rename(partial, finalPath);
    return { path: finalPath, manifest, bytes: (await measure(finalPath)).bytes };
  } catch (error) {
    await fsp.rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Replaces the database, the uploads and the token key of DATA_DIR by a backup's. The backup is
 * checked and its database loaded and counted before anything in DATA_DIR is touched; what was there
 * is moved to DATA_DIR/before-restore-<time>/, never deleted.
 */
export async function restoreDataDir(
  dataDir: string,
  backupPath: string,
  options: { now?: Date } = {},
): Promise<RestoreResult> {
  const { now = new Date() } = options;
  const manifest = await readBackup(backupPath);
  if (manifest.database.file !== DB_FILE) {
    throw new BackupError(
      `${backupPath} holds a PostgreSQL dump (${PG_DUMP_FILE}): restore it with DATABASE_URL set to a ` +
        'new, empty database (docs/deploy.md). Nothing was changed.',
    );
  }
  await fsp.mkdir(dataDir, { recursive: true });
  const releaseLock = acquireDataDirLock(dataDir);
  const staging = path.join(dataDir, `.restore-${stamp(now)}`);
  try {
    await fsp.rm(staging, { recursive: true, force: true });
    await fsp.mkdir(staging);
    await loadDatabase(path.join(backupPath, DB_FILE), path.join(staging, 'db'), manifest);
    const items = ['db'];
    if (manifest.uploads) {
      await fsp.cp(path.join(backupPath, UPLOADS), path.join(staging, UPLOADS), { recursive: true });
      items.push(UPLOADS);
    }
    if (manifest.jwtSecret) {
      await fsp.copyFile(path.join(backupPath, JWT_SECRET), path.join(staging, JWT_SECRET));
      await fsp.chmod(path.join(staging, JWT_SECRET), 0o600);
      items.push(JWT_SECRET);
    }
    const movedAsideTo = await swapIn(
      dataDir,
      staging,
      items,
      freeName(dataDir, `before-restore-${stamp(now)}`),
    );
    return { manifest, movedAsideTo };
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
    releaseLock();
  }
}

/** Reads the manifest and checks every file it promises, so a restore never starts on half a backup. */
export async function readBackup(backupPath: string): Promise<BackupManifest> {
  const incomplete = (reason: string) =>
    new BackupError(`${backupPath} is not a complete Thikana backup: ${reason}. Nothing was changed.`);
  if (!fs.existsSync(backupPath) || !fs.statSync(backupPath).isDirectory()) {
    throw new BackupError(
      `${backupPath} is not a folder. Give the path of one backup (thikana-YYYYMMDD-HHMMSS).`,
    );
  }
  let manifest: BackupManifest;
  try {
    manifest = manifestSchema.parse(
      JSON.parse(await fsp.readFile(path.join(backupPath, MANIFEST_FILE), 'utf8')),
    );
  } catch {
    throw incomplete(`${MANIFEST_FILE} is missing or unreadable`);
  }
  const dbName = manifest.database.file;
  const dbFile = path.join(backupPath, dbName);
  if (!fs.existsSync(dbFile)) throw incomplete(`${dbName} is missing`);
  const dbBytes = await fsp.readFile(dbFile);
  if (dbBytes.length !== manifest.database.bytes || sha256(dbBytes) !== manifest.database.sha256) {
    throw incomplete(`${dbName} is damaged (its size or checksum differs from the manifest)`);
  }
  if (manifest.uploads) {
    const uploads = path.join(backupPath, UPLOADS);
    if (!fs.existsSync(uploads)) throw incomplete(`the ${UPLOADS} folder is missing`);
    const found = await measure(uploads);
    if (found.files !== manifest.uploads.files || found.bytes !== manifest.uploads.bytes) {
      throw incomplete(
        `${UPLOADS} holds ${found.files} files (${found.bytes} bytes), the manifest says ` +
          `${manifest.uploads.files} (${manifest.uploads.bytes} bytes)`,
      );
    }
  }
  if (manifest.jwtSecret) {
    const secret = path.join(backupPath, JWT_SECRET);
    if (!fs.existsSync(secret) || (await fsp.readFile(secret, 'utf8')).trim() === '') {
      throw incomplete(`${JWT_SECRET} is missing or empty`);
    }
  }
  return manifest;
}

/**
 * The embedded database as PGlite's tarball, with its counts from the same moment: the counts and the
 * copy are taken inside one transaction, during which PGlite runs no other statement or transaction
 * (the server's requests wait for it, a second or so for a marketplace's data).
 */
async function dumpPglite(client: PGlite, folder: string): Promise<DatabaseDump> {
  // Migrations run at start-up only; a failed statement would end the transaction below.
  const lastMigration = await lastAppliedMigration((text) => client.query(text));
  // Write everything to the data files first, so the tarball needs no WAL replay.
  await client.exec('CHECKPOINT');
  const { dump, counts } = await client.transaction(async (tx) => ({
    counts: await countRows((text) => tx.query(text)),
    dump: await client.dumpDataDir('gzip'),
  }));
  await fsp.writeFile(path.join(folder, DB_FILE), Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
  return { file: DB_FILE, counts, lastMigration };
}

// Any constant will do: it names the lock that keeps two backups of one database from running at once.
const BACKUP_LOCK = 7_413_036;

/**
 * pg_dump of the database, with its counts from the same snapshot: this connection opens a
 * repeatable-read transaction, counts, and hands its snapshot to pg_dump. The transaction's advisory
 * lock lets one backup of the database run at a time, whichever instance or command starts it.
 */
async function dumpPostgres(url: string, folder: string): Promise<DatabaseDump> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read, read only');
    const locked = await client.query<{ ok: boolean }>('select pg_try_advisory_xact_lock($1) as ok', [
      BACKUP_LOCK,
    ]);
    if (!locked.rows[0]?.ok) {
      throw new BackupError('Another backup of this database is under way; this one did not start.');
    }
    const read = (text: string) => client.query(text);
    const counts = await countRows(read);
    const snapshot = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    const file = path.join(folder, PG_DUMP_FILE);
    await runPgTool('pg_dump', url, [
      '--format=custom',
      `--snapshot=${snapshot.rows[0]!.id}`,
      `--file=${file}`,
    ]);
    await fsp.chmod(file, 0o600);
    // Last: should it fail, it ends only this transaction, the dump being made.
    const lastMigration = await lastAppliedMigration(read);
    await client.query('commit');
    return { file: PG_DUMP_FILE, counts, lastMigration };
  } finally {
    await client.end();
  }
}

/**
 * `npm run db:restore` with DATABASE_URL: the backup's dump into that database, which must be new and
 * empty (pg_restore in one transaction: all or nothing), then its photo files into DATA_DIR/uploads,
 * what was there moved to DATA_DIR/before-restore-<time>/. The server points at the restored database
 * afterwards; the old one stays as it was.
 */
export async function restorePostgres(
  url: string,
  backupPath: string,
  options: { dataDir: string; now?: Date },
): Promise<RestoreResult> {
  const { dataDir, now = new Date() } = options;
  const manifest = await readBackup(backupPath);
  if (manifest.database.file !== PG_DUMP_FILE) {
    throw new BackupError(
      `${backupPath} holds an embedded database (${DB_FILE}): restore it without DATABASE_URL, into ` +
        'DATA_DIR. Nothing was changed.',
    );
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ n: number }>(
      "select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    const found = tables.rows[0]?.n ?? 0;
    if (found > 0) {
      throw new BackupError(
        `The database of DATABASE_URL already holds ${found} table${found === 1 ? '' : 's'}. A backup is restored into a new, ` +
          'empty database: create one (createdb), set DATABASE_URL to it and run npm run db:restore ' +
          'again. Nothing was changed.',
      );
    }
    await runPgTool('pg_restore', url, [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      path.join(backupPath, PG_DUMP_FILE),
    ]);
    const counts = await countRows((text) => client.query(text));
    if (counts.users !== manifest.counts.users || counts.listings !== manifest.counts.listings) {
      throw new BackupError(
        `The restored database holds ${counts.users} users and ${counts.listings} listings, the ` +
          `manifest says ${manifest.counts.users} and ${manifest.counts.listings}: drop it and look into the backup.`,
      );
    }
  } finally {
    await client.end();
  }
  if (!manifest.uploads) return { manifest, movedAsideTo: null };
  await fsp.mkdir(dataDir, { recursive: true });
  const staging = path.join(dataDir, `.restore-${stamp(now)}`);
  try {
    await fsp.rm(staging, { recursive: true, force: true });
    await fsp.cp(path.join(backupPath, UPLOADS), path.join(staging, UPLOADS), { recursive: true });
    const movedAsideTo = await swapIn(
      dataDir,
      staging,
      [UPLOADS],
      freeName(dataDir, `before-restore-${stamp(now)}`),
    );
    return { manifest, movedAsideTo };
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
  }
}

async function loadDatabase(tarball: string, dbDir: string, manifest: BackupManifest): Promise<void> {
  // PGlite rejects a file that is no data-directory tarball only after leaving a stray rejection
  // behind, so the file is unpacked and looked at here first.
  let tar: Buffer;
  try {
    tar = gunzipSync(await fsp.readFile(tarball));
  } catch {
    throw new BackupError(`${tarball} is not a gzip file. Nothing was changed.`);
  }
  if (!holdsDataDir(tar)) {
    throw new BackupError(`${tarball} does not hold a PGlite data directory. Nothing was changed.`);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({ dataDir: dbDir, loadDataDir: new Blob([tar]), extensions: { pg_trgm } });
  } catch (error) {
    throw new BackupError(
      `The database in the backup could not be opened (${String(error)}). Nothing was changed.`,
    );
  }
  try {
    const counts = await countRows((text) => client.query(text));
    if (counts.users !== manifest.counts.users || counts.listings !== manifest.counts.listings) {
      throw new BackupError(
        `The database in the backup holds ${counts.users} users and ${counts.listings} listings, ` +
          `the manifest says ${manifest.counts.users} and ${manifest.counts.listings}. Nothing was changed.`,
      );
    }
  } finally {
    await client.close();
  }
}

/** Walks the tar headers (512-byte blocks) looking for the data directory's PG_VERSION file. */
function holdsDataDir(tar: Buffer): boolean {
  for (let offset = 0; offset + 512 <= tar.length;) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) return false; // end of archive
    if (header.toString('latin1', 257, 262) !== 'ustar') return false;
    const name = header
      .toString('utf8', 0, 100)
      .replace(/\0.*$/s, '')
      .replace(/^\.?\//, '');
    if (name === 'PG_VERSION') return true;
    const size = parseInt(header.toString('latin1', 124, 136).replace(/\0.*$/s, '').trim() || '0', 8);
    if (!Number.isFinite(size)) return false;
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return false;
}

/** Plain SQL on the database at hand: PGlite, one of its transactions, or a PostgreSQL connection. */
type ReadSql = (text: string) => Promise<{ rows: unknown[] }>;

async function countRows(read: ReadSql): Promise<BackupManifest['counts']> {
  const { rows } = await read(
    'select (select count(*) from users)::int as users, (select count(*) from properties)::int as listings',
  );
  return (rows[0] as BackupManifest['counts'] | undefined) ?? { users: 0, listings: 0 };
}

/** Drizzle records each applied migration by its journal time; the journal gives it its name. */
async function lastAppliedMigration(read: ReadSql): Promise<string | null> {
  try {
    const { rows } = await read('select max(created_at)::text as when from drizzle.__drizzle_migrations');
    const when = Number((rows[0] as { when: string | null } | undefined)?.when);
    const journal = JSON.parse(
      fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
    ) as {
      entries: { when: number; tag: string }[];
    };
    return (
      journal.entries.find((entry) => entry.when === when)?.tag ??
      (Number.isFinite(when) ? String(when) : null)
    );
  } catch {
    return null;
  }
}

/**
 * Moves DATA_DIR's current items aside, then the staged ones in. Renames within one file system are
 * atomic; should one still fail, the moves already made are undone.
 */
async function swapIn(
  dataDir: string,
  staging: string,
  items: string[],
  asideName: string,
): Promise<string | null> {
  const aside = path.join(dataDir, asideName);
  const done: { from: string; to: string }[] = [];
  const move = async (from: string, to: string) => {
    await fsp.rename(from, to);
    done.push({ from, to });
  };
  try {
    for (const item of items) {
      const current = path.join(dataDir, item);
      if (!fs.existsSync(current)) continue;
      await fsp.mkdir(aside, { recursive: true });
      await move(current, path.join(aside, item));
    }
    for (const item of items) await move(path.join(staging, item), path.join(dataDir, item));
  } catch (error) {
    for (const { from, to } of done.reverse()) await fsp.rename(to, from).catch(() => {});
    throw error;
  }
  return fs.existsSync(aside) ? aside : null;
}

async function measure(dir: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (const entry of await fsp.readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += (await fsp.stat(path.join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes };
}

function freeName(dir: string, base: string): string {
  let name = base;
  for (
    let n = 2;
    fs.existsSync(path.join(dir, name)) || fs.existsSync(path.join(dir, `.${name}.partial`));
    n++
  ) {
    name = `${base}-${n}`;
  }
  return name;
}

/** YYYYMMDD-HHMMSS in UTC: sorts by time and means the same on every server. */
function stamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '-');
}

function sha256(content: Buffer): string {
  return createHash('sha256').update(content).digest('hex');
}

function appVersion(): string {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
      version?: string;
    };
    return pkg.version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** What to tell the operator when `npm run <command>` fails for a reason of theirs; null otherwise. */
export function backupFailureMessage(error: unknown, command: string): string | null {
  if (error instanceof DataDirLockedError) {
    return `${error.message}\nStop the Thikana server first, then run npm run ${command} again.`;
  }
  if (error instanceof ConfigError || error instanceof BackupError || error instanceof PgToolError) {
    return error.message;
  }
  return null;
}
