import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { z } from 'zod';
import { MIGRATIONS_DIR, PROJECT_ROOT } from '../paths';
import { ConfigError } from '../config/config';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

// Backup and restore of an embedded install (`npm run db:backup`, `npm run db:restore`): the PGlite
// data directory as PGlite's own tarball, the uploaded photos and the generated token key, so that
// a restore brings back listings, photos and logins. PostgreSQL has pg_dump for this (docs/deploy.md).
//
// A backup is one folder, `thikana-YYYYMMDD-HHMMSS` (UTC):
//   db.tar.gz      the database (PGlite dumpDataDir, gzip)
//   uploads/       copy of DATA_DIR/uploads (absent when photos live in object storage)
//   jwt-secret     copy of DATA_DIR/jwt-secret (absent when JWT_SECRET is set instead)
//   manifest.json  what the folder holds, with sizes and a checksum, checked before a restore

/** A problem the operator has to fix; the scripts print its message without a stack trace. */
export class BackupError extends Error {}

const FORMAT = 1;
const DB_FILE = 'db.tar.gz';
const MANIFEST_FILE = 'manifest.json';
const UPLOADS = 'uploads';
const JWT_SECRET = 'jwt-secret';

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  app: z.literal('thikana'),
  appVersion: z.string(),
  createdAt: z.iso.datetime(),
  database: z.object({
    file: z.literal(DB_FILE),
    bytes: z.number().int().positive(),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    // The newest migration applied when the backup was made; newer ones apply at the next start.
    lastMigration: z.string().nullable(),
  }),
  counts: z.object({ users: z.number().int(), listings: z.number().int() }),
  uploads: z.object({ files: z.number().int(), bytes: z.number().int() }).nullable(),
  jwtSecret: z.boolean(),
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

/** Backups go beside the data directory by default, so that deleting DATA_DIR spares them. */
export function defaultBackupsDir(dataDir: string): string {
  return path.join(path.dirname(path.resolve(dataDir)), 'backups');
}

export async function backupDataDir(
  dataDir: string,
  targetDir: string,
  options: { includeUploads?: boolean; now?: Date } = {},
): Promise<BackupResult> {
  const { includeUploads = true, now = new Date() } = options;
  const dbDir = path.join(dataDir, 'db');
  if (!fs.existsSync(path.join(dbDir, 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database in ${dbDir}: nothing to back up.`);
  }
  const releaseLock = acquireDataDirLock(dataDir);
  try {
    await fsp.mkdir(targetDir, { recursive: true });
    return await writeBackup(dataDir, dbDir, targetDir, includeUploads, now);
  } finally {
    releaseLock();
  }
}

async function writeBackup(
  dataDir: string,
  dbDir: string,
  targetDir: string,
  includeUploads: boolean,
  now: Date,
): Promise<BackupResult> {
  const name = freeName(targetDir, `thikana-${stamp(now)}`);
  // Written under a hidden name and renamed at the end: an interrupted backup never looks complete.
  const partial = path.join(targetDir, `.${name}.partial`);
  try {
    await fsp.mkdir(partial);
    const { dump, counts, lastMigration } = await dumpDatabase(dbDir);
    const dbBytes = Buffer.from(await dump.arrayBuffer());
    await fsp.writeFile(path.join(partial, DB_FILE), dbBytes, { mode: 0o600 });

    let uploads: BackupManifest['uploads'] = null;
    if (includeUploads) {
      const source = path.join(dataDir, UPLOADS);
      const copy = path.join(partial, UPLOADS);
      if (fs.existsSync(source)) await fsp.cp(source, copy, { recursive: true });
      else await fsp.mkdir(copy);
      uploads = await measure(copy);
    }

    const secret = path.join(dataDir, JWT_SECRET);
    const jwtSecret = fs.existsSync(secret);
    if (jwtSecret) {
      await fsp.copyFile(secret, path.join(partial, JWT_SECRET));
      await fsp.chmod(path.join(partial, JWT_SECRET), 0o600);
    }

    const manifest: BackupManifest = {
      format: FORMAT,
      app: 'thikana',
      appVersion: appVersion(),
      createdAt: now.toISOString(),
      database: { file: DB_FILE, bytes: dbBytes.length, sha256: sha256(dbBytes), lastMigration },
      counts,
      uploads,
      jwtSecret,
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
  const dbFile = path.join(backupPath, DB_FILE);
  if (!fs.existsSync(dbFile)) throw incomplete(`${DB_FILE} is missing`);
  const dbBytes = await fsp.readFile(dbFile);
  if (dbBytes.length !== manifest.database.bytes || sha256(dbBytes) !== manifest.database.sha256) {
    throw incomplete(`${DB_FILE} is damaged (its size or checksum differs from the manifest)`);
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

async function dumpDatabase(dbDir: string) {
  const client = await PGlite.create({ dataDir: dbDir, extensions: { pg_trgm } });
  try {
    // Write everything to the data files first, so the tarball needs no WAL replay.
    await client.exec('CHECKPOINT');
    const counts = await countRows(client);
    const lastMigration = await lastAppliedMigration(client);
    const dump = await client.dumpDataDir('gzip');
    return { dump, counts, lastMigration };
  } finally {
    await client.close();
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
    const counts = await countRows(client);
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

async function countRows(client: PGlite): Promise<BackupManifest['counts']> {
  const { rows } = await client.query<{ users: number; listings: number }>(
    'select (select count(*) from users)::int as users, (select count(*) from properties)::int as listings',
  );
  return rows[0] ?? { users: 0, listings: 0 };
}

/** Drizzle records each applied migration by its journal time; the journal gives it its name. */
async function lastAppliedMigration(client: PGlite): Promise<string | null> {
  try {
    const { rows } = await client.query<{ when: string | null }>(
      'select max(created_at)::text as when from drizzle.__drizzle_migrations',
    );
    const when = Number(rows[0]?.when);
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

/** What the backup scripts say instead when DATABASE_URL points them at PostgreSQL. */
export function postgresBackupAdvice(): string {
  return [
    'DATABASE_URL is set: the data lives in PostgreSQL, whose own tools back it up. For example:',
    '  pg_dump --format=custom --file=thikana-$(date -u +%Y%m%d-%H%M%S).dump "$DATABASE_URL"',
    '  pg_restore --clean --if-exists --no-owner -d "$DATABASE_URL" thikana-YYYYMMDD-HHMMSS.dump',
    'Managed databases also offer snapshots and point-in-time recovery. See docs/deploy.md.',
  ].join('\n');
}

/** What to tell the operator when `npm run <command>` fails for a reason of theirs; null otherwise. */
export function backupFailureMessage(error: unknown, command: string): string | null {
  if (error instanceof DataDirLockedError) {
    return `${error.message}\nStop the Thikana server first, then run npm run ${command} again.`;
  }
  if (error instanceof ConfigError || error instanceof BackupError) return error.message;
  return null;
}
