import { and, eq, gte } from 'drizzle-orm';
import { STATS_DAYS, type ListingStats } from '../../shared/listing-stats';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/client';
import { listingDailyStats } from '../db/schema';
import { getOwnedProperty } from '../properties/owned-property';
import { addDays, dhakaDay } from '../../shared/dhaka-day';

/**
 * A listing's last STATS_DAYS days (Asia/Dhaka), oldest first, every day present: for its owner and
 * admins only (another user's public listing is 403, one they cannot see 404).
 */
export async function getListingStats(
  db: Db,
  viewer: Viewer,
  id: string,
  now = new Date(),
): Promise<ListingStats> {
  await getOwnedProperty(db, id, viewer);
  const today = dhakaDay(now);
  const first = addDays(today, 1 - STATS_DAYS);
  const rows = await db
    .select()
    .from(listingDailyStats)
    .where(and(eq(listingDailyStats.propertyId, id), gte(listingDailyStats.day, first)));
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const days = Array.from({ length: STATS_DAYS }, (_, i) => {
    const date = addDays(first, i);
    const row = byDay.get(date);
    return {
      date,
      views: row?.views ?? 0,
      calls: row?.calls ?? 0,
      whatsapp: row?.whatsapp ?? 0,
      copies: row?.copies ?? 0,
      callbacks: row?.callbacks ?? 0,
    };
  });
  return { days };
}
