import { and, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { properties, propertyRevisions } from '../db/schema';

const HOUR_MS = 60 * 60 * 1000;

/** When a listing of the review queue began to wait: its owner's last change, or their revision's. */
export const waitingSince = sql<Date>`coalesce(
  (select r.updated_at from ${propertyRevisions} as r where r.property_id = ${properties.id}),
  ${properties.updatedAt})`.mapWith(properties.updatedAt);

/**
 * What waits for an admin's review: listings waiting for a first decision or a second look, and
 * public listings whose owner's changes wait (a revision). The moderation queue lists them; the
 * metrics, the admins' system tab and their daily mail count them.
 */
export function inReviewQueue(db: Db): SQL | undefined {
  const hasRevision = exists(
    db
      .select({ one: sql`1` })
      .from(propertyRevisions)
      .where(eq(propertyRevisions.propertyId, properties.id)),
  );
  return or(eq(properties.status, 'pending'), and(eq(properties.status, 'approved'), hasRevision));
}

/** Whether a listing that began to wait at `since` has waited longer than `waitHours`. */
export const isOverdue = (since: Date, waitHours: number, now = Date.now()) =>
  now - since.getTime() > waitHours * HOUR_MS;

export interface ReviewQueueState {
  /** Everything in the queue: `listings` + `revisions`. */
  waiting: number;
  /** Listings waiting for a decision (new, or changed before approval). */
  listings: number;
  /** Public listings whose owner's changes wait. */
  revisions: number;
  /** Of them all, those waiting longer than the configured hours. */
  overdue: number;
  /** When the longest-waiting one began to wait; null when none waits. */
  oldestSince: Date | null;
}

/** The review queue's size, how much of it waits too long, and since when the oldest: one statement. */
export async function reviewQueueState(db: Db, waitHours: number): Promise<ReviewQueueState> {
  const cutoff = new Date(Date.now() - waitHours * HOUR_MS);
  const [row] = await db
    .select({
      listings: sql<number>`count(*) filter (where ${properties.status} = 'pending')`.mapWith(Number),
      revisions: sql<number>`count(*) filter (where ${properties.status} = 'approved')`.mapWith(Number),
      overdue: sql<number>`count(*) filter (where ${waitingSince} < ${cutoff.toISOString()})`.mapWith(Number),
      oldest: sql<string | null>`min(${waitingSince})`,
    })
    .from(properties)
    .where(inReviewQueue(db));
  const listings = row?.listings ?? 0;
  const revisions = row?.revisions ?? 0;
  return {
    waiting: listings + revisions,
    listings,
    revisions,
    overdue: row?.overdue ?? 0,
    oldestSince: row?.oldest ? new Date(row.oldest) : null,
  };
}
