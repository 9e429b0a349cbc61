import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { listingDailyStats } from '../db/schema';
import { dhakaDay } from '../../shared/dhaka-day';

/**
 * Adds a call-back request to its listing's day (Asia/Dhaka) in the owner's statistics, where it
 * counts as a contact. Here, below the features, because call-requests writes what listing-stats reads.
 */
export async function countCallback(db: Db, propertyId: string, now = new Date()): Promise<void> {
  await db
    .insert(listingDailyStats)
    .values({ propertyId, day: dhakaDay(now), callbacks: 1 })
    .onConflictDoUpdate({
      target: [listingDailyStats.propertyId, listingDailyStats.day],
      set: { callbacks: sql`${listingDailyStats.callbacks} + 1` },
    });
}
