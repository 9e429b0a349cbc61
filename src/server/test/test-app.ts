import type { DrawScreen } from '../../shared/server-render';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import type { Response as LightMyRequestResponse } from 'light-my-request';
import type pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type ServerTimeouts } from '../app';
import { startSession } from '../auth/sessions';
import { loadConfig } from '../config/config';
import type { LogDestination } from '../logging';
import { openDatabase, wrapPglite, type Database } from '../db/client';
import { syncPlaces } from '../db/sync-places';
import { newClientAddress } from './client-address';
import { multipart, type FormFile } from './multipart';
import { createScratchDatabase } from './scratch-database';
import { createLocalStorage, type Storage } from '../media/storage';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  storage: Storage;
  uploadsDir: string;
  /** The mail outbox (DATA_DIR/outbox), where every mail the app sends is written. */
  outboxDir: string;
  /** A session for this user, made directly, as a logged-in browser would hold it. */
  tokenFor(userId: string): Promise<string>;
  /** A request to /api/v1 from an address of its own, signed in with `token` when given. */
  api(method: HTTPMethods, url: string, token?: string, payload?: object): Promise<LightMyRequestResponse>;
  /** The same as a browser's form sends it (multipart/form-data): text fields, then files. */
  apiForm(
    method: HTTPMethods,
    url: string,
    token: string | undefined,
    fields: Record<string, string>,
    files: FormFile[],
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  /** Counts the SQL statements the database runs while `fn` runs. */
  countQueries<T>(fn: () => Promise<T>): Promise<{ result: T; queries: number }>;
  close(): Promise<void>;
}

/**
 * A real app on a real, empty database of its own: PostgreSQL when TEST_DATABASE_URL is set,
 * otherwise PGlite loaded from the migrated template of global-setup.ts.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    webDir?: string;
    drawScreen?: DrawScreen;
    logStream?: LogDestination;
    timeouts?: Partial<ServerTimeouts>;
    maxConnections?: number;
  } = {},
): Promise<TestContext> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'thikana-data-'));
  const counter = { queries: 0 };
  const { database, dropDatabase } = await openTestDatabase(counter);
  await syncPlaces(database.db);
  const uploadsDir = path.join(dataDir, 'uploads');
  const storage = createLocalStorage(uploadsDir);
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    storage,
    webDir: options.webDir ?? null,
    drawScreen: options.drawScreen ?? null,
    logStream: options.logStream,
    timeouts: options.timeouts,
    maxConnections: options.maxConnections,
  });
  await app.ready();
  return {
    app,
    database,
    storage,
    uploadsDir,
    outboxDir: path.join(dataDir, 'outbox'),
    async tokenFor(userId) {
      return (await startSession(database.db, app.sessionKeys, userId, 'test')).token;
    },
    api(method, url, token, payload) {
      return app.inject({
        method,
        url: `/api/v1${url}`,
        remoteAddress: newClientAddress(),
        headers: token ? { authorization: `Bearer ${token}` } : {},
        ...(payload && { payload }),
      });
    },
    apiForm(method, url, token, fields, files, headers = {}) {
      const form = multipart(fields, files);
      return app.inject({
        method,
        url: `/api/v1${url}`,
        remoteAddress: newClientAddress(),
        headers: {
          ...(token && { authorization: `Bearer ${token}` }),
          'content-type': form.contentType,
          ...headers,
        },
        payload: form.payload,
      });
    },
    async countQueries(fn) {
      const before = counter.queries;
      const result = await fn();
      return { result, queries: counter.queries - before };
    },
    async close() {
      await app.close();
      await dropDatabase();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function openTestDatabase(counter: {
  queries: number;
}): Promise<{ database: Database; dropDatabase: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const template = await fs.readFile(inject('pgliteTemplate'));
    const client = await PGlite.create({ loadDataDir: new Blob([template]), extensions: { pg_trgm } });
    countPgliteQueries(client, counter);
    return { database: await wrapPglite(client), dropDatabase: async () => {} };
  }
  const scratch = await createScratchDatabase(url);
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: '' });
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const originalQuery = pool.query.bind(pool);
  pool.query = ((...args: Parameters<pg.Pool['query']>) => {
    counter.queries++;
    return originalQuery(...args);
  }) as pg.Pool['query'];
  return { database, dropDatabase: scratch.drop };
}

function countPgliteQueries(client: PGlite, counter: { queries: number }): void {
  for (const method of ['query', 'exec'] as const) {
    const original = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      counter.queries++;
      return original(...args);
    };
  }
}
