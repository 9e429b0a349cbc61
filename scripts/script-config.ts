import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig, type Config } from '../src/server/config/config';

/**
 * The configuration of a measuring script (bench, eval): a new data directory, and the embedded
 * database in it, or with DATABASE_URL a fresh database of the given name on that PostgreSQL server.
 */
export async function scriptConfig(name: string): Promise<{ config: Config; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  const serverUrl = process.env.DATABASE_URL;
  const databaseUrl = serverUrl ? await freshPostgres(serverUrl, name) : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
  });
  return { config, dataDir };
}

/** A new, empty database of the given name on the server at `url` (dropped first if it exists); its URL. */
async function freshPostgres(url: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return fresh.toString();
}
