import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { purgeJob } from '../jobs/purge-job';
import type { JobDefinition } from '../jobs/queue';
import { listingVisits } from '../db/schema';
import { addDays, dhakaDay } from '../../shared/dhaka-day';

/**
 * The daily clean-up of listing_visits: a visit row only serves to count a visitor once on its day,
 * so rows before yesterday (Asia/Dhaka) go; yesterday's stay for a flush that crosses midnight. The
 * totals live on in listing_daily_stats. Idempotent: run it as often as the job queue likes.
 * Resolves with the number of rows removed.
 */
export async function purgeListingVisits(db: Db, now: Date = new Date()): Promise<number> {
  const keepFrom = addDays(dhakaDay(now), -1);
  // Counted in the database: a day's rows can be many, and none of them is needed here.
  const { rows } = removedRows.parse(
    await db.execute(sql`
    with gone as (delete from ${listingVisits} where ${listingVisits.day} < ${keepFrom} returning 1)
    select count(*)::int as removed from gone`),
  );
  return rows[0]?.removed ?? 0;
}

const removedRows = z.object({ rows: z.array(z.object({ removed: z.number() })) });

/** The purge on the job queue: every day at 00:30 Dhaka time (18:30 UTC). */
export const purgeListingVisitsJob = (db: Db): JobDefinition =>
  purgeJob('purge-listing-visits', '30 18 * * *', () => purgeListingVisits(db));
