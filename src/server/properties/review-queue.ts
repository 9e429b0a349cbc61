import { and, eq, exists, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { properties, propertyRevisions } from '../db/schema';

const hasRevision = (db: Db) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(propertyRevisions)
      .where(eq(propertyRevisions.propertyId, properties.id)),
  );

/**
 * What waits for an admin's review: listings waiting for a first decision or a second look, and
 * public listings whose owner's changes wait (a revision). The moderation queue lists them; the
 * metrics and the admin's system view count them.
 */
export const awaitingReview = (db: Db) =>
  or(eq(properties.status, 'pending'), and(eq(properties.status, 'approved'), hasRevision(db)));

/** Since when a listing in the review queue has waited: its revision's last change, or its own. */
export const waitingSince = sql`coalesce((select r.updated_at from ${propertyRevisions} as r
  where r.property_id = ${properties.id}), ${properties.updatedAt})`;

export interface ReviewQueueSize {
  /** Listings waiting for a decision (new or changed before approval). */
  listings: number;
  /** Public listings whose owner's changes wait. */
  revisions: number;
  /** When the longest-waiting one started waiting; null when none waits. */
  oldestSince: Date | null;
}

/** The review queue's size and its oldest wait, in one query over the listings waiting. */
export async function reviewQueueSize(db: Db): Promise<ReviewQueueSize> {
  const [row] = await db
    .select({
      listings: sql<number>`count(*) filter (where ${properties.status} = 'pending')`.mapWith(Number),
      revisions: sql<number>`count(*) filter (where ${properties.status} = 'approved')`.mapWith(Number),
      oldest: sql<string | null>`min(${waitingSince})`,
    })
    .from(properties)
    .where(awaitingReview(db));
  return {
    listings: row?.listings ?? 0,
    revisions: row?.revisions ?? 0,
    oldestSince: row?.oldest ? new Date(row.oldest) : null,
  };
}
