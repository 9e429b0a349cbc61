// Starts the built server (dist/) as `npm start` does, on whatever Node runs this script, with a
// data directory of its own and the demo data, and checks that it serves: its health, the home page
// and a page of listings. .ci/run runs it on Node 24. Exits non-zero, with what the server printed,
// when it does not.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const START_MS = 180_000; // a first start migrates the embedded database and writes the demo data

const port = await new Promise((resolve, reject) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
  probe.on('error', reject);
});
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'thikana-serve-check-'));
const url = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
child.stdout.on('data', (chunk) => (output += chunk));
child.stderr.on('data', (chunk) => (output += chunk));
const exited = new Promise((resolve) => child.once('exit', resolve));

async function get(pathname) {
  const response = await fetch(url + pathname, { signal: AbortSignal.timeout(10_000) });
  return { status: response.status, text: await response.text() };
}

async function check() {
  const deadline = Date.now() + START_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const health = await get('/api/v1/health').catch(() => null);
    if (health?.status === 200) break;
    if (Date.now() > deadline) throw new Error(`no healthy answer within ${START_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const home = await get('/');
  if (home.status !== 200 || !home.text.includes('<html lang="bn"')) {
    throw new Error(`the home page answered ${home.status} without the Bengali page`);
  }
  const listings = await get('/api/v1/property/approved-all?limit=8');
  const total = listings.status === 200 ? JSON.parse(listings.text).total : undefined;
  if (!(total > 0)) throw new Error(`a page of listings answered ${listings.status} with no listings`);
  console.log(`Node ${process.version} serves the built marketplace: health, home page, ${total} listings`);
}

try {
  await check();
} catch (error) {
  console.error(`serve-check on Node ${process.version}: ${error.message}\n${output}`);
  process.exitCode = 1;
} finally {
  child.kill('SIGTERM');
  await exited;
  await fs.rm(dataDir, { recursive: true, force: true });
}
