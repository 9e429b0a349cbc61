// `npm run bench:alerts`: saved searches at scale (issue 18). Fills a fresh database with
// BENCH_LISTINGS (10,000) listings and BENCH_SEARCHES (100,000) saved searches, as people would save
// them (a deal, a kind, an area, a budget; some typed in Bengali, English or Banglish from
// demo/search-queries.json), then approves BENCH_NEW (1,000) new listings one by one as moderators
// do, running the match job's code for each: the time per listing (p50, p95) and in all, and the
// matches written. Then the alert jobs' code delivers them, the instant sender after every
// BENCH_DELIVER_EVERY (1,000) approvals as its runs would take them, then the daily digest, and the
// mails written to the outbox are counted. Embedded PGlite by default; with DATABASE_URL, a fresh
// database `thikana_alerts` on that server.
import fs from 'node:fs';
import path from 'node:path';
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { readSavedQuery, searchColumns, type SearchColumns } from '../src/server/alerts/saved-search-filters';
import { matchSavedSearches, matchStatement } from '../src/server/alerts/match-saved-searches';
import { openDatabase, type Db } from '../src/server/db/client';
import { areas, properties, savedSearches, savedSearchMatches, users } from '../src/server/db/schema';
import { syncPlaces } from '../src/server/db/sync-places';
import { expiryFrom } from '../src/server/properties/listing-life';
import { PROJECT_ROOT } from '../src/server/paths';
import { createNotificationChannels } from '../src/server/alerts/notification-channels';
import { deliverAlerts, type AlertDeliveryContext } from '../src/server/alerts/send-alerts';
import { createMailer } from '../src/server/mail/mailer';
import { createStorage } from '../src/server/media/create-storage';
import { createSmsSender } from '../src/server/sms/sms-sender';
import { NO_METRICS } from '../src/server/metrics/metrics';
import { fill, seeded } from './bench-listings';
import { scriptConfig } from './script-config';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 10_000);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 100_000);
const NEW = Number(process.env.BENCH_NEW ?? 1_000);
const DELIVER_EVERY = Number(process.env.BENCH_DELIVER_EVERY ?? NEW);
const SEARCHES_PER_USER = 5;
const BATCH = 1_000;

const { config, dataDir } = await scriptConfig('thikana_alerts');
const database = await openDatabase(config);
const db = database.db;
const random = seeded(18);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

try {
  await syncPlaces(db);
  let started = performance.now();
  const approved = await fill(db, { listings: LISTINGS + NEW });
  // The last NEW listings arrive now: pending, as an owner's new post is, until the bench approves them.
  const fresh = approved.slice(-NEW);
  await db
    .update(properties)
    .set({ status: 'pending', expiresAt: null })
    .where(inArray(properties.id, fresh));
  console.log(`${database.kind}: ${approved.length.toLocaleString('en')} listings in ${seconds(started)} s`);

  started = performance.now();
  const distinct = await saveSearches(db);
  await db.execute(sql`vacuum analyze`);
  console.log(
    `${SEARCHES.toLocaleString('en')} saved searches (${distinct.toLocaleString('en')} different) in ${seconds(started)} s`,
  );

  // One by one, as moderators approve them; each runs what the match job runs.
  const times: number[] = [];
  let matched = 0;
  let instant = 0;
  const delivery = deliveryContext(db);
  const sent = { instant: 0, daily: 0, listings: 0, seconds: 0 };
  started = performance.now();
  for (const [i, id] of fresh.entries()) {
    const [listing] = await db.select().from(properties).where(eq(properties.id, id));
    await db
      .update(properties)
      .set({ status: 'approved', expiresAt: expiryFrom(new Date(), listing!.propertyType) })
      .where(eq(properties.id, id));
    const t0 = performance.now();
    const counts = await matchSavedSearches(db, [id], { reason: 'new' });
    times.push(performance.now() - t0);
    matched += counts.matched;
    instant += counts.instant;
    if ((i + 1) % DELIVER_EVERY === 0 || i === fresh.length - 1) {
      const t1 = performance.now();
      const run = await deliverAlerts(delivery, 'instant');
      sent.seconds += (performance.now() - t1) / 1000;
      sent.instant += run.mails ?? 0;
      sent.listings += run.listings ?? 0;
    }
  }
  const total = seconds(started);
  const t2 = performance.now();
  const digest = await deliverAlerts(delivery, 'daily');
  sent.seconds += (performance.now() - t2) / 1000;
  sent.daily = digest.mails ?? 0;
  sent.listings += digest.listings ?? 0;
  const files = fs.readdirSync(path.join(dataDir, 'outbox')).length;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  const [written] = await db.select({ n: count() }).from(savedSearchMatches);
  const [searchesHit] = await db
    .select({ n: sql<number>`count(distinct ${savedSearchMatches.savedSearchId})` })
    .from(savedSearchMatches);
  console.log(
    `\nMatching ${NEW.toLocaleString('en')} approved listings against ${SEARCHES.toLocaleString('en')} saved searches (${database.kind}):`,
  );
  console.log(`  per listing: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${times.at(-1)!.toFixed(1)} ms`);
  console.log(`  all ${NEW.toLocaleString('en')} (with their approvals and instant deliveries): ${total} s`);
  console.log(
    `  matches written: ${matched.toLocaleString('en')} (${instant.toLocaleString('en')} for instant alerts), ` +
      `in ${Number(searchesHit?.n ?? 0).toLocaleString('en')} searches; rows: ${written?.n.toLocaleString('en')}`,
  );
  console.log(
    `\nDelivery (instant sender every ${DELIVER_EVERY.toLocaleString('en')} approvals, then the daily digest):`,
  );
  console.log(
    `  mails: ${sent.instant.toLocaleString('en')} instant + ${sent.daily.toLocaleString('en')} daily digests = ` +
      `${(sent.instant + sent.daily).toLocaleString('en')} (${files.toLocaleString('en')} .eml files in the outbox), ` +
      `naming ${sent.listings.toLocaleString('en')} listings`,
  );
  console.log(
    `  time: ${sent.seconds.toFixed(1)} s, ${((sent.seconds * 1000) / Math.max(1, sent.instant + sent.daily)).toFixed(2)} ms per mail`,
  );
  await explainOne(db, fresh[0]!);
} finally {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** What the alert jobs get in the server, with the outbox mailer writing .eml files to DATA_DIR/outbox. */
function deliveryContext(db: Db): AlertDeliveryContext {
  // The outbox mailer logs a line per mail; a benchmark of 100,000 mails wants none.
  const quiet = () => {};
  const silentLog = { info: quiet, warn: quiet, error: quiet, debug: quiet } as unknown as FastifyBaseLogger;
  const mailer = createMailer({
    from: config.mailFrom,
    outboxDir: path.join(dataDir, 'outbox'),
    log: silentLog,
    secret: new TextEncoder().encode('bench-alerts-secret'),
    metrics: NO_METRICS,
  });
  return {
    db,
    storage: createStorage(config),
    publicUrl: config.publicUrl,
    secret: new TextEncoder().encode('bench-alerts-secret'),
    channels: createNotificationChannels({
      mailer,
      sms: createSmsSender(config.sms, dataDir, silentLog, NO_METRICS),
      db,
      log: silentLog,
      alertSms: config.alertSms,
      smsDailyCap: config.smsDailyCap,
    }),
  };
}

/** Inserts SEARCHES saved searches of users (and confirmed visitors); answers how many differ. */
async function saveSearches(db: Db): Promise<number> {
  const areaNames = (await db.select({ slug: areas.slug }).from(areas)).map((row) => row.slug);
  const typed = typedQueries();
  const columnsOf = new Map<string, { query: string; columns: SearchColumns }>();
  const owners = await db
    .insert(users)
    .values(
      Array.from({ length: Math.ceil(SEARCHES / SEARCHES_PER_USER / 2) }, (_, i) => ({
        name: `Alert user ${i}`,
        email: `alert-user-${i}@example.com`,
        passwordHash: '!bench',
        language: random() < 0.7 ? ('bn' as const) : ('en' as const),
      })),
    )
    .returning({ id: users.id });
  for (let start = 0; start < SEARCHES; start += BATCH) {
    const rows = [];
    for (let i = start; i < Math.min(SEARCHES, start + BATCH); i++) {
      const given = random() < 0.05 ? `keyword=${encodeURIComponent(pick(typed))}` : filterQuery(areaNames);
      let saved = columnsOf.get(given);
      if (!saved) {
        const { query, search } = readSavedQuery(given);
        saved = { query, columns: await searchColumns(db, search) };
        columnsOf.set(given, saved);
      }
      // Half are accounts' searches, half visitors' confirmed addresses.
      const owner = i % 2 === 0 ? { userId: owners[Math.floor(i / 2 / SEARCHES_PER_USER)]!.id } : null;
      rows.push({
        ...(owner ?? { email: `alert-visitor-${i}@example.com` }),
        language: random() < 0.7 ? ('bn' as const) : ('en' as const),
        name: `Search ${i}`,
        query: saved.query,
        frequency: random() < 0.7 ? ('instant' as const) : ('daily' as const),
        confirmedAt: new Date(),
        ...saved.columns,
      });
    }
    await db.insert(savedSearches).values(rows);
  }
  return columnsOf.size;
}

/** A search made with the filter panel: a deal and a kind, mostly an area and a budget, sometimes rooms. */
function filterQuery(areaNames: string[]): string {
  const params = new URLSearchParams();
  const rent = random() < 0.72;
  if (random() < 0.97) params.set('property_type', rent ? 'rent' : 'sell');
  const category = rent
    ? pick([
        'apartment',
        'apartment',
        'apartment',
        'apartment',
        'house',
        'house',
        'shop',
        'office',
        'guest-house',
        'parking',
      ])
    : pick(['land', 'land', 'house', 'apartment', 'shop']);
  if (category) params.set('category', category);
  if (random() < 0.9) params.set('area', pick(areaNames));
  if (random() < 0.75)
    params.set(
      'max_price',
      String(
        rent ? 5_000 + Math.round(random() * 35) * 1_000 : 2_000_000 + Math.round(random() * 180) * 100_000,
      ),
    );
  if (random() < 0.1) params.set('min_price', String(rent ? 5_000 : 1_000_000));
  if (category === 'apartment' && random() < 0.25)
    params.set('bedrooms', String(2 + Math.floor(random() * 2)));
  if (rent && random() < 0.1) params.set('tenant', pick(['family', 'bachelor_male', 'student']));
  return params.toString();
}

/** The queries of demo/search-queries.json, as people in Rajshahi type them. */
function typedQueries(): string[] {
  const file = JSON.parse(
    fs.readFileSync(path.join(PROJECT_ROOT, 'demo/search-queries.json'), 'utf8'),
  ) as Record<string, unknown>;
  return ['bn', 'en', 'banglish'].flatMap((language) =>
    (file[language] as Array<{ query: string }>).map((q) => q.query),
  );
}

/** The plan of one listing's match, its writes rolled back: the match index, not every search read. */
async function explainOne(db: Db, id: string): Promise<void> {
  const plan: string[] = [];
  await db
    .transaction(async (tx) => {
      await tx.delete(savedSearchMatches).where(eq(savedSearchMatches.propertyId, id));
      const explained = await tx.execute(
        sql`explain (analyze, costs off, timing off) ${matchStatement([id], { reason: 'new' })}`,
      );
      const { rows } = explained as { rows: Array<Record<string, string>> };
      for (const row of rows) plan.push(Object.values(row)[0]!);
      tx.rollback();
    })
    .catch(() => {}); // the rollback
  console.log(`\nPlan of one listing's match (rolled back):\n  ${plan.join('\n  ')}`);
}

function seconds(since: number): string {
  return ((performance.now() - since) / 1000).toFixed(1);
}
