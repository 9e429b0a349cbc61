import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import { acquireDataDirLock } from './data-dir-lock';
import * as schema from './schema';
import { waitForPostgres, type DatabaseWait } from './wait-for-postgres';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Plain SQL on the same connection(s) as `db`, for libraries that bring their own SQL (the job
   * queue, pg-boss). Without values the text may hold several statements.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * The embedded database itself, for what only it can do: the backup job copies its data directory
   * from the running server (db/backup.ts), which holds it. Undefined on PostgreSQL.
   */
  pglite?: PGlite;
  /**
   * PostgreSQL's pool: connections open, idle, queries waiting for one, and its size. Null for PGlite,
   * one connection in the process whose queries queue inside it, where no such number is kept.
   */
  poolStats(): { total: number; idle: number; waiting: number; max: number } | null;
  close(): Promise<void>;
}

/** Connections to PostgreSQL each instance keeps at most. */
const POOL_SIZE = 10;

/**
 * PostgreSQL when a URL is given, otherwise the embedded PGlite in DATA_DIR/db. Migrations run first.
 * `wait` says how long PostgreSQL may take to answer (the server waits; scripts fail at once).
 */
export async function openDatabase(
  options: { databaseUrl?: string; dataDir: string },
  wait: DatabaseWait = { seconds: 0, notice: () => {} },
): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, wait) : openEmbedded(options.dataDir);
}

async function openPostgres(url: string, wait: DatabaseWait): Promise<Database> {
  // A database that does not answer fails a request within seconds instead of holding it open.
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE, connectionTimeoutMillis: 5_000 });
  // A client losing its connection (database restart) emits 'error': when it is idle in the pool,
  // and when it is checked out between two statements of a transaction. Unheard, either would end
  // the process; the statement that needed the connection fails on its own and answers 503.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg(pool, { schema });
  try {
    const first = await waitForPostgres(pool, url, wait);
    await migrateAlone(first, () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }));
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    executeSql: (text, values) => pool.query(text, values),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: POOL_SIZE,
    }),
    close: () => pool.end(),
  };
}

// Any constant will do: it names the one lock that instances starting together queue on.
const MIGRATION_LOCK = 7_413_020;

/** Several instances may start at once: the first applies new migrations, the others wait for it. */
async function migrateAlone(holder: pg.PoolClient, migrate: () => Promise<void>): Promise<void> {
  try {
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate();
  } finally {
    await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    holder.release();
  }
}

async function openEmbedded(dataDir: string): Promise<Database> {
  fs.mkdirSync(dataDir, { recursive: true });
  const releaseLock = acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create({ dataDir: path.join(dataDir, 'db'), extensions: { pg_trgm } });
    return await wrapPglite(client, releaseLock);
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** Wraps an open PGlite (also a cloned test template) and brings its schema up to date. */
export async function wrapPglite(client: PGlite, onClose: () => void = () => {}): Promise<Database> {
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    pglite: client,
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values);
      // PGlite runs several statements only through exec, and exec takes no parameters.
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    poolStats: () => null,
    close: async () => {
      await client.close();
      onClose();
    },
  };
}
