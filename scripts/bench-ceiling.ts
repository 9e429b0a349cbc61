// `npm run bench:ceiling [-- --no-build]`: what the app costs on top of its SQL (issue 35).
// Needs PostgreSQL (DATABASE_URL; a fresh database `thikana_ceiling` is made on that server). Fills it
// with BENCH_LISTINGS (10,000) listings, then, for a listing's detail, a filtered
// search and the home page's list:
// 1. asks the app (in this process) for each route and records the SQL statements it sends;
// 2. starts the production server (`node dist/server/main.js`, as deployed: its logging, its limits)
//    and a bare `node:http` + `pg` server that runs exactly those statements, with the same values,
//    on a pool of the same size, and writes their rows as JSON;
// 3. drives each route on both with autocannon, BENCH_CONNECTIONS (20) connections for BENCH_SECONDS
//    (10) per round, BENCH_ROUNDS (3) rounds, alternating which server goes first so that a busy
//    moment on the machine falls on both alike, and prints the median requests/s and the ratio.
// Exits 1 on any error or non-2xx answer, or when a route is under BENCH_MIN_RATIO (0.8) of its ceiling.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/client';
import { syncPlaces } from '../src/server/db/sync-places';
import { PROJECT_ROOT } from '../src/server/paths';
import { freePort } from '../src/server/test/free-port';
import { stopChild, waitForHealth } from '../src/server/test/server-process';
import { autocannon, type LoadResult } from './autocannon';
import { fill } from './bench-listings';
import { captureStatements, type Statement } from './capture-statements';
import { scriptConfig } from './script-config';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const MIN_RATIO = Number(process.env.BENCH_MIN_RATIO ?? 0.8);
// The app's own pool (src/server/db/client.ts): the bare server gets as many connections.
const POOL_SIZE = 10;
const BUILD = !process.argv.includes('--no-build');
const SERVER_ENTRY = path.join(PROJECT_ROOT, 'dist/server/main.js');

// The ceiling: node:http and pg, nothing else. GET /<n> runs route n's statements in the app's order
// and writes their rows; /api/v1/health answers the start-up check.
const BARE_SERVER = `
const http = require('node:http');
const fs = require('node:fs');
const pg = require('pg');
const routes = JSON.parse(fs.readFileSync(process.env.STATEMENTS, 'utf8'));
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_SIZE) });
http.createServer(async (request, response) => {
  const statements = request.url === '/api/v1/health' ? [] : routes[Number(request.url.slice(1))];
  if (!statements) return response.writeHead(404).end();
  try {
    const rows = [];
    for (const s of statements) rows.push((await pool.query({ text: s.text, values: s.params, rowMode: s.rowMode })).rows);
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(rows));
  } catch (error) {
    response.writeHead(500).end(String(error));
  }
}).listen(Number(process.env.PORT), '127.0.0.1');`;

if (!process.env.DATABASE_URL) {
  console.error('bench:ceiling needs PostgreSQL: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres');
  process.exit(2);
}
if (BUILD) {
  console.log('Building the production app (skip with --no-build)…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: PROJECT_ROOT, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stdout}${build.stderr}`);
}

const { config, dataDir } = await scriptConfig('thikana_ceiling');
const children: ChildProcess[] = [];
try {
  const database = await openDatabase(config);
  await syncPlaces(database.db);
  const ids = await fill(database.db, { listings: LISTINGS });
  const routes = {
    'listing detail': `/api/v1/property/${ids[Math.floor(ids.length / 2)]}`,
    'filtered search':
      '/api/v1/property/searched-properties?property_type=rent&category=apartment&area=uposhohor&min_price=5000&max_price=30000&sort=price_asc',
    'home list': '/api/v1/property/approved-all?limit=8',
  };
  const statements = await statementsOf(routes, database);
  // Closing the app (statementsOf) closed the database.
  for (const [name, list] of Object.entries(statements))
    console.log(
      `${name}: ${list.length} statement(s)\n${list.map((s) => `  ${s.text.slice(0, 140)}…`).join('\n')}`,
    );

  // BENCH_CPU_PROF=<dir>: the app writes a CPU profile of the whole run there when it stops.
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const app = await start([...profile, SERVER_ENTRY], {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: config.databaseUrl!,
    SEED_DEMO: 'false',
    // Each request from an address of its own, as many visitors': the rate limit is not what is measured.
    TRUST_PROXY: 'true',
  });
  const statementsFile = path.join(dataDir, 'statements.json');
  fs.writeFileSync(statementsFile, JSON.stringify(Object.values(statements)));
  const bare = await start(['-e', BARE_SERVER], {
    DATABASE_URL: config.databaseUrl!,
    STATEMENTS: statementsFile,
    POOL_SIZE: String(POOL_SIZE),
  });

  console.log(
    `\n${os.cpus().length} CPUs, Node ${process.versions.node}, ${LISTINGS.toLocaleString('en')} listings, ` +
      `${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s, pool ${POOL_SIZE}`,
  );
  let failed = false;
  const rows: string[] = [];
  for (const [index, [name, route]] of Object.entries(routes).entries()) {
    const runs = { app: [] as number[], bare: [] as number[] };
    const servers = [
      { kind: 'app' as const, url: `${app.url}${route}` },
      { kind: 'bare' as const, url: `${bare.url}/${index}` },
    ];
    for (const server of servers) await drive(server.url, 2); // warm up
    for (let round = 0; round < ROUNDS; round++) {
      for (const server of round % 2 === 0 ? servers : [...servers].reverse()) {
        const result = await drive(server.url, SECONDS);
        if (result.errors || result.timeouts || result.non2xx) {
          console.log(
            `${name}, ${server.kind}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
          );
          failed = true;
        }
        runs[server.kind].push(result.requests.total / result.duration);
      }
    }
    const ratio = median(runs.app) / median(runs.bare);
    if (ratio < MIN_RATIO) failed = true;
    rows.push(
      `${name.padEnd(16)} ${median(runs.app).toFixed(0).padStart(9)} ${median(runs.bare).toFixed(0).padStart(9)} ` +
        `${ratio.toFixed(2).padStart(7)}   app ${runs.app.map((r) => r.toFixed(0)).join(' / ')}, bare ${runs.bare.map((r) => r.toFixed(0)).join(' / ')}`,
    );
  }
  console.log(
    `\n${'route'.padEnd(16)} ${'app rps'.padStart(9)} ${'bare rps'.padStart(9)} ${'ratio'.padStart(7)}   rounds`,
  );
  for (const row of rows) console.log(row);
  console.log(`\nBudget: each route ≥ ${MIN_RATIO}× the bare server's requests/s.`);
  process.exitCode = failed ? 1 : 0;
} finally {
  for (const child of children) await stopChild(child, 10_000);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** The statements the app sends for each route, asked once it is warm (caches filled, as under load). */
async function statementsOf(
  routes: Record<string, string>,
  database: Awaited<ReturnType<typeof openDatabase>>,
): Promise<Record<string, Statement[]>> {
  const seen = captureStatements(database);
  const app = await buildApp({ config, database, webDir: null });
  await app.ready();
  const captured: Record<string, Statement[]> = {};
  for (const [name, route] of Object.entries(routes)) {
    for (let i = 0; i < 3; i++) {
      seen.length = 0;
      const answer = await app.inject({ method: 'GET', url: route, remoteAddress: `10.0.0.${i + 1}` });
      if (answer.statusCode !== 200) throw new Error(`${route}: HTTP ${answer.statusCode}`);
    }
    captured[name] = [...seen];
  }
  await app.close();
  return captured;
}

async function start(args: string[], env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: PROJECT_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      ...env,
    },
    // The app's request log goes where a deployment's would, not through this process.
    stdio: ['ignore', fs.openSync(path.join(dataDir, `server-${port}.log`), 'a'), 'inherit'],
  });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, 60);
  return { url };
}

function drive(url: string, seconds: number): Promise<LoadResult> {
  let visitor = 0;
  const nextVisitor = () => `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor++ & 255}`;
  const { pathname, search, origin } = new URL(url);
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: origin,
        connections: CONNECTIONS,
        duration: seconds,
        timeout: 10,
        requests: [
          {
            path: pathname + search,
            setupRequest: (request) => ({ ...request, headers: { 'x-forwarded-for': nextVisitor() } }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
