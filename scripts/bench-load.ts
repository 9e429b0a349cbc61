// `npm run bench:load [-- --no-build]`: the production server under a mixed load of many visitors.
// Builds the app, fills a fresh database with the demo listings and BENCH_LISTINGS (10,000) more whose
// photos are real files, starts `node dist/server/main.js`, and drives it with autocannon for
// BENCH_SECONDS (20) over BENCH_CONNECTIONS (50) connections: home list, searches, details, related
// listings, photos, listing pages, the views their script reports and a logged-in user's favourite toggles. The same requests then go
// to a bare Fastify server on this machine: the ceiling. Exits 1 on any error, timeout or non-2xx.
// The app runs BENCH_ROUNDS (2) times with a feature on and as often with it off (alternating
// on/off/off/on… so that drift on the machine falls on both alike), and the report gives both medians,
// the difference round by round (a round's two runs follow each other), and the app's CPU time a
// request, which the machine's noise moves far less than requests/s. BENCH_COMPARE chooses the
// feature: `listing-stats` (the default; LISTING_STATS,
// issue 17 allows counting 5 % of the requests/s) or `metrics` (METRICS_TOKEN, with /metrics scraped
// every 5 s meanwhile; issue 36 allows 3 %).
// Embedded PGlite by default; with DATABASE_URL, a fresh database `thikana_load` on that server.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { and, count, eq } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../src/server/config/config';
import { openDatabase } from '../src/server/db/client';
import { hashPassword } from '../src/server/auth/password';
import type { Db } from '../src/server/db/client';
import { listingVisits, photos, properties, users } from '../src/server/db/schema';
import { syncPlaces } from '../src/server/db/sync-places';
import { seedDemoIfEmpty } from '../src/server/demo/seed-demo';
import { shareImageName, variantName } from '../src/server/media/photo-variants';
import { createLocalStorage } from '../src/server/media/storage';
import { PROJECT_ROOT } from '../src/server/paths';
import { publiclyVisible } from '../src/server/properties/visibility';
import { PHOTO_WIDTHS } from '../src/shared/photo-sizes';
import { signVisitToken } from '../src/server/properties/visit-token';
import { freePort } from '../src/server/test/free-port';
import { stopChild, waitForHealth } from '../src/server/test/server-process';
import { autocannon, type LoadRequest, type LoadResult } from './autocannon';
import { fill, seeded } from './bench-listings';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARM_UP_SECONDS = 3;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
// Views are counted only for browsers (listing-stats/count-visit.ts): the load says it is one.
const BROWSER_AGENT =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const BUILD = !process.argv.includes('--no-build') && process.env.BENCH_BUILD !== 'false';
const LOAD_DATABASE = 'thikana_load';
const SERVER_ENTRY = path.join(PROJECT_ROOT, 'dist/server/main.js');
const METRICS_TOKEN = randomBytes(24).toString('hex');
const SCRAPE_SECONDS = 5;

/** What the runs switch on and off (BENCH_COMPARE), the server's settings for each, and the budget. */
const COMPARISONS = {
  'listing-stats': {
    title: 'Listing statistics (LISTING_STATS)',
    env: (on: boolean): Record<string, string> => ({ LISTING_STATS: String(on) }),
    scrape: false,
    budgetPercent: 5,
  },
  metrics: {
    title: `Metrics (METRICS_TOKEN, /metrics scraped every ${SCRAPE_SECONDS} s)`,
    env: (on: boolean): Record<string, string> => (on ? { METRICS_TOKEN } : {}),
    scrape: true,
    budgetPercent: 3,
  },
} as const;
const COMPARE = process.env.BENCH_COMPARE ?? 'listing-stats';
if (!(COMPARE in COMPARISONS))
  throw new Error(`BENCH_COMPARE must be one of ${Object.keys(COMPARISONS).join(', ')}`);
const COMPARISON = COMPARISONS[COMPARE as keyof typeof COMPARISONS];

/** Everything to undo on the way out, last first: servers, the database, the data directory. */
const cleanups: Array<() => Promise<void> | void> = [];
async function cleanUp(): Promise<void> {
  for (const undo of cleanups.splice(0).reverse()) {
    try {
      await undo();
    } catch (error) {
      console.error('clean-up failed:', error);
    }
  }
}

async function main(): Promise<number> {
  if (BUILD) {
    console.log('Building the production app (skip with --no-build)…');
    const build = spawnSync('npm', ['run', 'build'], { cwd: PROJECT_ROOT, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stdout}${build.stderr}`);
  }
  if (!fs.existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run without --no-build`);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thikana-load-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const serverUrl = process.env.DATABASE_URL;
  const databaseUrl = serverUrl ? await freshPostgres(serverUrl) : undefined;
  const data = await prepareData(dataDir, databaseUrl);

  const runs: AppRun[] = [];
  // on, off, off, on, on, off…: each setting runs as often first as second.
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? [true, false] : [false, true];
    for (const on of order)
      runs.push(await runApp(dataDir, databaseUrl, data, on, data.visitors[runs.length]!));
  }
  const appErrors = runs.reduce((n, run) => n + run.errors, 0);
  const on = runs.filter((run) => run.on);
  const appResult = on[0]!.result;
  const appKinds = on[0]!.kinds;
  const token = on[0]!.token;
  const visits = await countVisits(dataDir, databaseUrl);

  const ceilingPort = await freePort();
  const ceiling = await startServer(
    'ceiling',
    ['-e', CEILING_SERVER],
    { NODE_ENV: 'production', PORT: String(ceilingPort) },
    ceilingPort,
  );
  console.log(`Ceiling (bare Fastify, one constant JSON route): the same requests…`);
  await drive(ceiling.url, workload({ ...data, token }), WARM_UP_SECONDS);
  const ceilingResult = await drive(ceiling.url, workload({ ...data, token }), SECONDS);
  await ceiling.stop();

  report(data.kind, appResult, ceilingResult, appKinds);
  reportComparison(runs);
  console.log(`  views and taps written by the runs: ${visits.toLocaleString('en')}`);
  const scrapes = on.reduce((n, run) => n + run.scrapes, 0);
  if (COMPARISON.scrape)
    console.log(`  /metrics scrapes answered during the runs with metrics on: ${scrapes}`);
  const logLines = runs.reduce((n, run) => n + run.logLines, 0);
  console.log(`\napp server logs: ${logLines} lines at warn or above, ${appErrors} errors`);
  const failed =
    appErrors > 0 ||
    [...runs.map((run) => run.result), ceilingResult].some(
      (r) => r.errors > 0 || r.timeouts > 0 || r.non2xx > 0 || r['5xx'] > 0,
    );
  if (failed) console.log('\nFAILED: errors, timeouts, non-2xx answers or server errors (see above).');
  return failed ? 1 : 0;
}

interface AppRun {
  on: boolean;
  /** /metrics scrapes answered 200 during the run. */
  scrapes: number;
  result: LoadResult;
  /** The app process's CPU time (user and system) during the measured part, per request answered. */
  cpuMs: number;
  kinds: Map<string, KindStats>;
  token: string;
  logLines: number;
  errors: number;
}

/** The production server on the prepared data, with the compared feature on or off, under the load. */
async function runApp(
  dataDir: string,
  databaseUrl: string | undefined,
  data: LoadData,
  on: boolean,
  visitor: Visitor,
): Promise<AppRun> {
  const appPort = await freePort();
  const app = await startServer(
    `app, ${COMPARE} ${on ? 'on' : 'off'}`,
    [SERVER_ENTRY],
    {
      NODE_ENV: 'production',
      PORT: String(appPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      TRUST_PROXY: 'true',
      LISTING_STATS: 'true',
      ...COMPARISON.env(on),
      // Known here, so the views the workload reports carry tokens the server takes (as a page's would).
      JWT_SECRET: SERVER_SECRET,
      ...(databaseUrl && { DATABASE_URL: databaseUrl }),
    },
    appPort,
  );
  const token = await logIn(app.url, visitor);
  console.log(
    `\nApp, ${COMPARE} ${on ? 'on' : 'off'}: ${CONNECTIONS} connections, ${WARM_UP_SECONDS} s warm-up, then ${SECONDS} s…`,
  );
  await drive(app.url, workload({ ...data, token }), WARM_UP_SECONDS);
  const kinds = new Map<string, KindStats>();
  const scraper = on && COMPARISON.scrape ? scrapeEvery(app.url, SCRAPE_SECONDS) : null;
  const cpuBefore = app.cpuSeconds();
  const result = await drive(app.url, workload({ ...data, token }, kinds), SECONDS);
  const cpuMs = (1000 * (app.cpuSeconds() - cpuBefore)) / result.requests.total;
  const scrapes = (await scraper?.stop()) ?? 0;
  // autocannon hangs up on its last requests; let the server finish them before it shuts down, or
  // their queries meet a closed database and log errors that no visitor would have seen.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  await app.stop();
  const failures = { errors: result.errors, timeouts: result.timeouts, 'non-2xx': result.non2xx };
  const failed = Object.entries(failures).filter(([, n]) => n > 0);
  const refused = [...kinds].flatMap(([kind, { statuses }]) =>
    [...statuses].filter(([status]) => status >= 300).map(([status, n]) => `${kind} ${status}×${n}`),
  );
  if (refused.length) failed.push([refused.join(', '), 0]);
  console.log(
    `  ${(result.requests.total / result.duration).toFixed(0)} requests/s, ${cpuMs.toFixed(2)} ms of the app's CPU a request` +
      (failed.length
        ? ` (FAILED: ${failed.map(([what, n]) => (n ? `${n} ${what}` : what)).join('; ')})`
        : ''),
  );
  return {
    on,
    scrapes,
    result,
    cpuMs,
    kinds,
    token,
    logLines: app.logLines.length,
    errors: app.logLines.filter(isErrorLine).length,
  };
}

/** The visits the runs wrote: proof that the runs with counting on did count. */
async function countVisits(dataDir: string, databaseUrl: string | undefined): Promise<number> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
  });
  const database = await openDatabase(config);
  try {
    const [row] = await database.db.select({ n: count() }).from(listingVisits);
    return row?.n ?? 0;
  } finally {
    await database.close();
  }
}

/** Prometheus's part: /metrics read with the token every `seconds`; stop() says how many answered 200. */
function scrapeEvery(url: string, seconds: number): { stop(): Promise<number> } {
  let answered = 0;
  let last: Promise<void> = Promise.resolve();
  // A scrape that fails is not counted: the report's count of scrapes then falls short of the runs'.
  const scrape = async () => {
    const res = await fetch(`${url}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    }).catch((error: unknown) => console.log(`  /metrics scrape failed: ${(error as Error).message}`));
    if (!res) return;
    await res.text();
    if (res.status === 200) answered++;
    else console.log(`  /metrics answered ${res.status}`);
  };
  const timer = setInterval(() => {
    last = scrape();
  }, seconds * 1000);
  return {
    async stop() {
      clearInterval(timer);
      await last;
      return answered;
    },
  };
}

/** Requests per second with the feature on and off, and what it costs against its budget. */
function reportComparison(runs: AppRun[]): void {
  const rps = (run: AppRun) => run.result.requests.total / run.result.duration;
  // The median, not the mean: one round slowed by other work on the machine does not decide.
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  };
  const on = runs.filter((run) => run.on);
  const off = runs.filter((run) => !run.on);
  const list = (values: number[]) => values.map((v) => v.toFixed(0)).join(', ');
  const percent = (change: number) => `${change >= 0 ? '+' : ''}${change.toFixed(1)} %`;
  const withIt = median(on.map(rps));
  const without = median(off.map(rps));
  // A round's two runs follow each other: their ratio is free of the drift between rounds (the
  // database growing with the runs' writes, other work on the machine), which is as large as the budget.
  const paired = Array.from({ length: on.length }, (_, round) => {
    const [a, b] = [runs[2 * round]!, runs[2 * round + 1]!];
    const [first, second] = a.on ? [a, b] : [b, a];
    return (100 * (rps(first) - rps(second))) / rps(second);
  });
  console.log(`\n${COMPARISON.title}, ${on.length} run(s) each, medians:`);
  console.log(`  on:  ${withIt.toFixed(0)} requests/s (${list(on.map(rps))})`);
  console.log(`  off: ${without.toFixed(0)} requests/s (${list(off.map(rps))})`);
  console.log(`  on against off, medians: ${percent((100 * (withIt - without)) / without)} requests/s`);
  console.log(
    `  on against off, round by round: ${paired.map(percent).join(', ')}; median ${percent(median(paired))} ` +
      `(budget: no more than ${COMPARISON.budgetPercent} % fewer)`,
  );
  // What the feature costs the app itself: CPU time a request, which a slower or busier machine
  // changes far less than it changes requests/s.
  const cpu = (runs: AppRun[]) => median(runs.map((run) => run.cpuMs));
  const cpuChange = (100 * (cpu(on) - cpu(off))) / cpu(off);
  console.log(
    `  app CPU a request: on ${cpu(on).toFixed(2)} ms (${on.map((r) => r.cpuMs.toFixed(2)).join(', ')}), ` +
      `off ${cpu(off).toFixed(2)} ms (${off.map((r) => r.cpuMs.toFixed(2)).join(', ')}): ${percent(cpuChange)}`,
  );
}

interface LoadData {
  kind: string;
  /** Approved listings, the ones every visitor may open. */
  ids: string[];
  /** Photo file names of approved listings, as the pages link them. */
  images: string[];
  /** An account for each server run (the runs share one database, and its favourites). */
  visitors: Visitor[];
}

interface Visitor {
  email: string;
  password: string;
}

/** Demo data (real photos) and the bulk listings, whose photo files are links to the demo photos'. */
async function prepareData(dataDir: string, databaseUrl: string | undefined): Promise<LoadData> {
  const started = performance.now();
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
  });
  const uploadsDir = path.join(dataDir, 'uploads');
  // The embedded database allows one process at a time: this one closes it before the server starts.
  const database = await openDatabase(config);
  try {
    await syncPlaces(database.db);
    await seedDemoIfEmpty(database.db, createLocalStorage(uploadsDir), { info: (m) => console.log(m) });
    const demoKeys = (await database.db.select({ key: photos.storageKey }).from(photos)).map((r) => r.key);
    const storageKey = (i: number) => `load${i}`;
    await fill(database.db, { listings: LISTINGS, storageKey });
    for (let i = 0; i < LISTINGS; i++) {
      const source = demoKeys[i % demoKeys.length]!;
      for (const name of photoFileNames) {
        fs.linkSync(path.join(uploadsDir, name(source)), path.join(uploadsDir, name(storageKey(i))));
      }
    }
    const approved = await database.db
      .select({ id: properties.id, key: photos.storageKey })
      .from(properties)
      .innerJoin(photos, and(eq(photos.propertyId, properties.id), eq(photos.position, 0)))
      // Public ones: a demo listing sold long ago, or past its time, answers 410.
      .where(publiclyVisible());
    console.log(
      `${database.kind}: ${approved.length.toLocaleString('en')} public listings with photos ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return {
      kind: database.kind,
      visitors: await createVisitors(database.db, ROUNDS * 2),
      ids: approved.map((r) => r.id),
      // Phones load the small variants, larger screens the middle one.
      images: approved.flatMap((r) => [variantName(r.key, 320), variantName(r.key, 640)]),
    };
  } finally {
    await database.close();
  }
}

const photoFileNames = [
  ...PHOTO_WIDTHS.map((width) => (key: string) => variantName(key, width)),
  shareImageName,
];

async function freshPostgres(url: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${LOAD_DATABASE} with (force)`);
  await admin.query(`create database ${LOAD_DATABASE}`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`drop database if exists ${LOAD_DATABASE} with (force)`);
    await client.end();
  });
  const load = new URL(url);
  load.pathname = `/${LOAD_DATABASE}`;
  return load.toString();
}

// The ceiling: what Fastify itself answers on this machine, with no work behind the route.
const SERVER_SECRET = randomBytes(32).toString('hex');

const CEILING_SERVER = `
const app = require('fastify')();
app.all('/*', async () => ({ success: true, status: 'ok' }));
app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' }).catch((error) => {
  console.error(error);
  process.exit(1);
});`;

interface RunningServer {
  url: string;
  /** The lines the server wrote (warnings and errors at LOG_LEVEL=warn). */
  logLines: string[];
  /** The process's CPU time so far, user and system (Linux: /proc), in seconds. */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

async function startServer(
  name: string,
  args: string[],
  env: Record<string, string>,
  port: number,
): Promise<RunningServer> {
  // Only what the server needs: no DATABASE_URL, REDIS_URL or ADMIN_* from the caller's shell.
  const child = spawn(process.execPath, ['--enable-source-maps', ...args], {
    cwd: PROJECT_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logLines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      logLines.push(line);
      if (logLines.length <= 20) console.log(`[${name}] ${line.slice(0, 400)}`);
    });
  }
  const stop = () => stopChild(child, 15_000);
  cleanups.push(stop);

  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, 60).catch((error: unknown) => {
    throw new Error(`${name}: ${(error as Error).message}`, { cause: error });
  });
  return { url, logLines, stop, cpuSeconds: () => cpuSecondsOf(child.pid!) };
}

// /proc/<pid>/stat counts in clock ticks: 100 a second on Linux (sysconf(_SC_CLK_TCK)).
const TICKS_PER_SECOND = 100;

function cpuSecondsOf(pid: number): number {
  // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** A pino line at level error (50) or above, or anything that is not a log line (a crash). */
function isErrorLine(line: string): boolean {
  try {
    return ((JSON.parse(line) as { level?: number }).level ?? 60) >= 50;
  } catch {
    return true;
  }
}

/**
 * Accounts for the runs, made in the database: signing up through the API finishes only with a
 * mailed link (users/sign-up-link.ts).
 */
async function createVisitors(db: Db, count: number): Promise<Visitor[]> {
  const visitors = Array.from({ length: count }, () => ({
    email: `load-visitor-${randomBytes(4).toString('hex')}@example.com`,
    password: randomBytes(12).toString('hex'),
  }));
  for (const { email, password } of visitors) {
    await db.insert(users).values({
      name: 'Load visitor',
      email,
      passwordHash: await hashPassword(password),
      emailVerifiedAt: new Date(),
    });
  }
  return visitors;
}

/** A normal user, logged in through the API: its token toggles favourites. */
async function logIn(url: string, account: Visitor): Promise<string> {
  const login = await fetch(`${url}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (login.status !== 200) throw new Error(`login: HTTP ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  return token;
}

interface KindStats {
  statuses: Map<number, number>;
  latencies: number[];
}

interface Step {
  kind: string;
  method?: 'GET' | 'POST' | 'PATCH';
  headers?: Record<string, string>;
  path(): string;
  body?(): string;
}

const random = seeded(7);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

const KEYWORDS_BN = ['উপশহর ফ্ল্যাট', 'ফ্ল্যাট ভাড়া', 'মেস', 'বাড়ি বিক্রি', 'তালাইমারি', 'দোকান'];
const KEYWORDS_EN = ['flat kazla', 'Uposohor', 'mess seat', 'duplex', 'house for rent', 'shop'];
const FILTERS = [
  'property_type=rent&category=apartment&area=uposhohor&min_price=5000&max_price=30000&sort=price_asc',
  'property_type=sell&category=house&sort=price_desc',
  'property_type=rent&tenant=bachelor_male&bedrooms=2',
  `property_type=rent&area=${encodeURIComponent('তালাইমারি')}`,
  'category=land&city=rajshahi&sort=newest',
  'property_type=rent&category=apartment&max_price=15000&page=2',
  'property_type=sell&min_price=3000000&max_price=9000000',
];

/**
 * The mix of many visitors: every request is drawn at random, in these proportions, from what the
 * pages ask for — the home list, searches, listings opened with their related listings, page HTML and
 * photos, and a logged-in user's favourites switched on and off.
 */
function workload(data: LoadData & { token: string }, kinds?: Map<string, KindStats>): LoadRequest[] {
  const json = { accept: 'application/json' };
  const asUser = { ...json, authorization: `Bearer ${data.token}`, 'content-type': 'application/json' };
  const id = () => pick(data.ids);
  const favorites: string[] = [];
  const secret = new TextEncoder().encode(SERVER_SECRET);
  let viewed = '';
  const steps: Array<Step & { weight: number }> = [
    { kind: 'home list', weight: 2, headers: json, path: () => '/api/v1/property/approved-all?limit=8' },
    {
      kind: 'search, filters',
      weight: 3,
      headers: json,
      path: () => `/api/v1/property/searched-properties?${pick(FILTERS)}`,
    },
    {
      kind: 'search, Bengali keyword',
      weight: 1,
      headers: json,
      path: () => `/api/v1/property/searched-properties?keyword=${encodeURIComponent(pick(KEYWORDS_BN))}`,
    },
    {
      kind: 'search, English keyword',
      weight: 1,
      headers: json,
      path: () => `/api/v1/property/searched-properties?keyword=${encodeURIComponent(pick(KEYWORDS_EN))}`,
    },
    { kind: 'listing detail', weight: 3, headers: json, path: () => `/api/v1/property/${id()}` },
    { kind: 'related listings', weight: 2, headers: json, path: () => `/api/v1/property/${id()}/related` },
    {
      kind: 'listing page HTML',
      weight: 1,
      headers: { accept: 'text/html' },
      path: () => `/product/${id()}`,
    },
    {
      // Every listing opened (detail or page) reports its view with the page's token, once its script runs.
      kind: 'view report',
      weight: 4,
      method: 'POST',
      headers: { ...json, 'content-type': 'application/json' },
      path: () => `/api/v1/property/${(viewed = id())}/view`,
      body: () => JSON.stringify({ token: signVisitToken(secret, viewed) }),
    },
    {
      kind: 'photo file',
      weight: 6,
      headers: { accept: 'image/webp' },
      path: () => `/uploads/${pick(data.images)}`,
    },
    {
      kind: 'favourite on (user)',
      weight: 1,
      method: 'PATCH',
      headers: asUser,
      path: () => `/api/v1/property/${favorites[favorites.push(id()) - 1]!}`,
      body: () => JSON.stringify({ favorite: true }),
    },
    {
      kind: 'favourite off (user)',
      weight: 1,
      method: 'PATCH',
      headers: asUser,
      path: () => `/api/v1/property/${favorites.shift() ?? id()}`,
      body: () => JSON.stringify({ favorite: false }),
    },
  ];
  for (const step of steps) kinds?.set(step.kind, { statuses: new Map(), latencies: [] });
  const deck = steps.flatMap((step) => Array.from({ length: step.weight }, () => step));
  // One request entry, drawn anew each time: no two connections march through the same sequence.
  return [
    {
      setupRequest: (request, context) => {
        const step = pick(deck);
        context.kind = step.kind;
        context.sentAt = performance.now();
        return {
          ...request,
          method: step.method ?? 'GET',
          path: step.path(),
          // Every request from another address, as many visitors' are (the server trusts the proxy header).
          headers: {
            ...request.headers,
            ...step.headers,
            'accept-encoding': 'gzip, deflate, br',
            'user-agent': BROWSER_AGENT,
            'x-forwarded-for': nextVisitor(),
          },
          ...(step.body && { body: step.body() }),
        };
      },
      onResponse: (status, _body, context) => {
        const stats = context.kind === undefined ? undefined : kinds?.get(context.kind);
        if (!stats || context.sentAt === undefined) return;
        stats.statuses.set(status, (stats.statuses.get(status) ?? 0) + 1);
        stats.latencies.push(performance.now() - context.sentAt);
      },
    },
  ];
}

let visitors = 0;
function nextVisitor(): string {
  const n = ++visitors % 0xfffffe;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

async function drive(url: string, requests: LoadRequest[], seconds: number): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: seconds, timeout: 10, headers: {}, requests },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

function report(kind: string, app: LoadResult, ceiling: LoadResult, kinds: Map<string, KindStats>): void {
  const rps = (r: LoadResult) => r.requests.total / r.duration;
  const statuses = (r: LoadResult) =>
    Object.entries(r.statusCodeStats)
      .map(([code, { count }]) => `${code}×${count}`)
      .join(' ');
  const rows: Array<[string, (r: LoadResult) => string]> = [
    ['requests/s', (r) => rps(r).toFixed(0)],
    ['latency p50 (ms)', (r) => String(r.latency.p50)],
    ['latency p99 (ms)', (r) => String(r.latency.p99)],
    ['requests', (r) => String(r.requests.total)],
    ['errors', (r) => String(r.errors)],
    ['timeouts', (r) => String(r.timeouts)],
    ['non-2xx', (r) => String(r.non2xx)],
    ['5xx', (r) => String(r['5xx'])],
    ['statuses', statuses],
  ];
  console.log(
    `\nThikana load: ${kind}, ${LISTINGS.toLocaleString('en')} bulk listings + demo, ${CONNECTIONS} connections, ` +
      `${SECONDS} s, ${os.cpus().length} CPUs, Node ${process.versions.node}`,
  );
  console.log(`\n${''.padEnd(18)} ${'app'.padStart(16)} ${'ceiling'.padStart(16)}`);
  for (const [label, value] of rows) {
    console.log(`${label.padEnd(18)} ${value(app).padStart(16)} ${value(ceiling).padStart(16)}`);
  }
  console.log(`\napp / ceiling: ${((100 * rps(app)) / rps(ceiling)).toFixed(1)} % of the requests/s`);

  console.log(
    `\n${'app, by request'.padEnd(26)} ${'requests'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}  statuses`,
  );
  for (const [name, stats] of kinds) {
    const sorted = stats.latencies.sort((a, b) => a - b);
    const at = (p: number) =>
      (sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN).toFixed(1);
    const count = [...stats.statuses.values()].reduce((a, b) => a + b, 0);
    const codes = [...stats.statuses].map(([code, n]) => `${code}×${n}`).join(' ');
    console.log(
      `${name.padEnd(26)} ${String(count).padStart(9)} ${at(0.5).padStart(8)} ${at(0.99).padStart(8)}  ${codes}`,
    );
  }
}

// Last, so that every constant above is initialised before main() runs.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
