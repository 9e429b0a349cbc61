// `npm run lint:openapi`: the served OpenAPI document, linted by Redocly's recommended rules, without
// a running server: the app is built in-process on an embedded database in a new temporary directory,
// and its document written to a file there. Exits non-zero on any error of the lint.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config/config';
import { openDatabase } from '../src/server/db/client';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thikana-openapi-'));
const documentFile = path.join(dataDir, 'openapi.json');
let status: number;
try {
  // Only what the document needs: no DATABASE_URL or other deployment settings of the shell. The
  // address is a deployed site's kind (the rules warn of a localhost server), in a reserved domain.
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'https://thikana.invalid',
  });
  const app = await buildApp({ config, database: await openDatabase(config), webDir: null });
  try {
    await app.ready();
    // The document as served (the API's plugin scope holds it, not the root app).
    const res = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    if (res.statusCode !== 200) throw new Error(`GET /api/v1/openapi.json: HTTP ${res.statusCode}`);
    // Indented, so that the lint's line numbers point somewhere.
    fs.writeFileSync(documentFile, JSON.stringify(res.json(), null, 2));
  } finally {
    await app.close();
  }
  const redocly = path.join(import.meta.dirname, '../node_modules/.bin/redocly');
  const lint = spawnSync(redocly, ['lint', '--extends=recommended', documentFile], {
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  status = lint.status ?? 1;
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
