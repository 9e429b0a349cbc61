// `npm run bench:duplicates`: what photo fingerprints cost and how well they tell copies apart.
// 1. The demo photos (demo/photos): the time to fingerprint one, and for each kind of copy (resized,
//    recompressed, cropped, brightened, all at once) the largest distance to its own original and the
//    smallest to any other photo, beside MATCH_DISTANCE (docs/decisions/022-photo-fingerprints.md).
// 2. The p95 of finding one photo's near fingerprints (media/photo-matches.ts) among BENCH_FINGERPRINTS
//    stored ones (default 800,000: 100,000 listings × 8 photos' whole-photo hashes, each photo's five
//    parts on top of that with BENCH_PARTS=1). Embedded PGlite by default; with DATABASE_URL, a fresh
//    database `thikana_bench_duplicates` on that PostgreSQL server.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { scriptConfig } from './script-config';
import { openDatabase } from '../src/server/db/client';
import { fingerprintFile, hashDistance, MATCH_DISTANCE } from '../src/server/media/photo-fingerprint';
import { nearFingerprints } from '../src/server/media/photo-matches';

const STORED = Number(process.env.BENCH_FINGERPRINTS ?? 800_000);
const PARTS_TOO = process.env.BENCH_PARTS === '1';
const RUNS = 300;
const DEMO = path.resolve(import.meta.dirname, '../demo/photos');

const percentile = (times: number[], p: number) =>
  [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(times.length * p))]!;

/** The nearest two fingerprint sets come: whole to whole or part, part to whole (photo-matches.ts). */
const nearest = (a: bigint[], b: bigint[]) =>
  Math.min(
    ...b.map((hash) => hashDistance(a[0]!, hash)),
    ...a.slice(1).map((hash) => hashDistance(hash, b[0]!)),
  );

async function crop(photo: Buffer, corner: 'top-left' | 'centre') {
  const { width = 0, height = 0 } = await sharp(photo).metadata();
  const w = Math.round(width * 0.95);
  const h = Math.round(height * 0.95);
  const [left, top] = corner === 'top-left' ? [0, 0] : [(width - w) >> 1, (height - h) >> 1];
  return sharp(photo).extract({ left, top, width: w, height: h }).jpeg({ quality: 90 }).toBuffer();
}

const COPIES: Record<string, (photo: Buffer) => Promise<Buffer>> = {
  'resized to 400 px': (photo) => sharp(photo).resize({ width: 400 }).jpeg().toBuffer(),
  'recompressed, quality 35': (photo) => sharp(photo).jpeg({ quality: 35 }).toBuffer(),
  'the site’s own WebP, 640 px': (photo) =>
    sharp(photo).resize({ width: 640 }).webp({ quality: 78 }).toBuffer(),
  'cropped 5 %, a corner': (photo) => crop(photo, 'top-left'),
  'cropped 5 %, around': (photo) => crop(photo, 'centre'),
  'brightened 25 %': (photo) => sharp(photo).modulate({ brightness: 1.25 }).jpeg().toBuffer(),
  'all at once': async (photo) =>
    sharp(await crop(photo, 'top-left'))
      .modulate({ brightness: 1.2 })
      .resize({ width: 500 })
      .jpeg({ quality: 40 })
      .toBuffer(),
};

const names = (await readdir(DEMO)).filter((name) => name.endsWith('.jpg')).sort();
const photos = await Promise.all(names.map((name) => readFile(path.join(DEMO, name))));
const started = performance.now();
const originals = [];
for (const photo of photos) originals.push(await fingerprintFile(photo));
console.log(
  `fingerprinting: ${((performance.now() - started) / photos.length).toFixed(1)} ms a photo (${photos.length} demo photos, 6 hashes each)`,
);
let distinct = 64;
for (const [i, a] of originals.entries())
  for (const [j, b] of originals.entries()) if (i !== j) distinct = Math.min(distinct, nearest(a, b));
console.log(`different demo photos: nearest ${distinct} bits apart (a match is ≤ ${MATCH_DISTANCE})`);
for (const [how, copy] of Object.entries(COPIES)) {
  let own = 0;
  let other = 64;
  for (const [i, photo] of photos.entries()) {
    const copied = await fingerprintFile(await copy(photo));
    own = Math.max(own, nearest(copied, originals[i]!));
    for (const [j, original] of originals.entries())
      if (j !== i) other = Math.min(other, nearest(copied, original));
  }
  console.log(`  ${how.padEnd(30)} own original ≤ ${own} bits, any other ≥ ${other} bits`);
}

const { config } = await scriptConfig('thikana_bench_duplicates');
const database = await openDatabase(config);
try {
  const loading = performance.now();
  const rows = PARTS_TOO ? STORED * 6 : STORED;
  // Random 64-bit hashes, spread over 100,000 listings of 20,000 accounts; their bands as stored.
  await database.db.execute(sql`
    insert into photo_fingerprints (storage_key, property_id, user_id, part, hash, band0, band1, band2, band3)
    select 'bench-' || (n / 6), md5('p' || (n / 48))::uuid, md5('u' || (n / 240))::uuid, n % 6, h,
      ((h >> 48) & 65535)::int, ((h >> 32) & 65535)::int, ((h >> 16) & 65535)::int, (h & 65535)::int
    from (select n, ('x' || substr(md5(n::text), 1, 16))::bit(64)::bigint as h
          from generate_series(0, ${rows - 1}) as n) as random
    where ${PARTS_TOO} or n % 6 = 0`);
  await database.db.execute(sql`analyze photo_fingerprints`);
  console.log(
    `${database.kind}: ${rows.toLocaleString('en')} fingerprints stored in ${((performance.now() - loading) / 1000).toFixed(1)} s`,
  );
  // Half the lookups are of a stored hash with 3 bits changed (a copy), half of a new random one.
  const sample = await database.db.execute(
    sql`select hash::text as hash from photo_fingerprints tablesample system (1) limit ${RUNS}`,
  );
  const stored = (sample as { rows: Array<{ hash: string }> }).rows.map((row) => BigInt(row.hash));
  const randomHash = () =>
    BigInt.asIntN(64, BigInt(`0x${Buffer.from(crypto.getRandomValues(new Uint8Array(8))).toString('hex')}`));
  const times: number[] = [];
  let found = 0;
  for (let i = 0; i < RUNS + 20; i++) {
    const copied = stored[i % Math.max(1, stored.length)];
    const lookedFor =
      i % 2 === 0 && copied !== undefined ? BigInt.asIntN(64, copied ^ 0b1000100010n) : randomHash();
    const begin = performance.now();
    const near = await nearFingerprints(
      database.db,
      [{ hash: lookedFor, whole: true }],
      '00000000-0000-0000-0000-000000000000',
    );
    if (i >= 20) times.push(performance.now() - begin);
    found += near.length;
  }
  console.log(
    `matches of one photo's hash: p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms (${RUNS} lookups, ${found} near fingerprints found)`,
  );
} finally {
  await database.close();
}
