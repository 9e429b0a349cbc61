// `npx tsx scripts/bench-listing-stats.ts`: what counting a visit costs, apart from any load. The
// request's part (record: one HMAC and a map entry) in microseconds, and a flush of a full batch
// (one statement) in milliseconds, on the embedded database with BENCH_LISTINGS (1,000) listings.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../src/server/config/config';
import { openDatabase } from '../src/server/db/client';
import { properties } from '../src/server/db/schema';
import { syncPlaces } from '../src/server/db/sync-places';
import { createVisitCounter } from '../src/server/listing-stats/visit-counter';
import { publiclyVisible } from '../src/server/properties/visibility';
import { fill } from './bench-listings';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 1_000);
const BATCH = Number(process.env.BENCH_BATCH ?? 1_000);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thikana-stats-'));
const database = await openDatabase(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
try {
  await syncPlaces(database.db);
  await fill(database.db, { listings: LISTINGS, storageKey: (i) => `stats${i}` });
  const ids = (await database.db.select({ id: properties.id }).from(properties).where(publiclyVisible())).map(
    (r) => r.id,
  );
  const counter = createVisitCounter({
    db: database.db,
    secret: new Uint8Array(32).fill(7),
    log: { warn: console.warn, error: console.error } as unknown as FastifyBaseLogger,
    enabled: true,
    flushEveryMs: 3_600_000,
  });
  let visitor = 0;
  const record = () =>
    counter.record({
      propertyId: ids[visitor % ids.length]!,
      kind: 'view',
      who: `address:10.0.${(visitor >> 8) & 255}.${visitor++ & 255}`,
      viewerId: null,
    });
  for (let i = 0; i < BATCH; i++) record();
  await counter.flush(); // warm-up
  const flushes: number[] = [];
  let recordNs = 0;
  for (let round = 0; round < 10; round++) {
    const started = process.hrtime.bigint();
    for (let i = 0; i < BATCH; i++) record();
    recordNs += Number(process.hrtime.bigint() - started);
    const writing = performance.now();
    await counter.flush();
    flushes.push(performance.now() - writing);
  }
  flushes.sort((a, b) => a - b);
  console.log(`record(): ${(recordNs / (10 * BATCH) / 1000).toFixed(2)} µs a visit`);
  console.log(
    `flush of ${BATCH} new visits: median ${flushes[5]!.toFixed(1)} ms, max ${flushes[9]!.toFixed(1)} ms (${database.kind})`,
  );
  await counter.close();
} finally {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
