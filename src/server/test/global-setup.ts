import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { TestProject } from 'vitest/node';
import { wrapPglite } from '../db/client';
import { syncPlaces } from '../db/sync-places';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/** A fresh PGlite takes seconds to create: build one migrated template and let each test file load it. */
export default async function setup(project: TestProject) {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  const database = await wrapPglite(client);
  await syncPlaces(database.db);
  const dump = await client.dumpDataDir('none');
  await database.close();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'thikana-test-'));
  const file = path.join(dir, 'template.tar');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => fs.rm(dir, { recursive: true, force: true });
}
