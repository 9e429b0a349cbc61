import { and, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { properties, propertyRevisions } from '../db/schema';

const HOUR_MS = 60 * 60 * 1000;

/** When a listing of the review queue began to wait: its owner's last change, or their revision's. */
export const waitingSince = sql<Date>`coalesce(
  (select r.updated_at from ${propertyRevisions} as r where r.property_id = ${properties.id}),
  ${properties.updatedAt})`.mapWith(properties.updatedAt);

/**
 * The review queue: listings waiting for a first decision or a second look, and public listings
 * whose owner's changes wait (a revision).
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
  /** Listings in the queue. */
  waiting: number;
  /** Of them, those waiting longer than the configured hours. */
  overdue: number;
  /** When the longest-waiting one began to wait; null when none waits. */
  oldestSince: Date | null;
}

/** How many listings wait for review, how many too long, and since when the oldest: one statement. */
export async function reviewQueueState(db: Db, waitHours: number): Promise<ReviewQueueState> {
  const cutoff = new Date(Date.now() - waitHours * HOUR_MS);
  const [row] = await db
    .select({
      waiting: sql<number>`count(*)::int`,
      overdue: sql<number>`(count(*) filter (where ${waitingSince} < ${cutoff.toISOString()}))::int`,
      oldest: sql<string | null>`min(${waitingSince})`,
    })
    .from(properties)
    .where(inReviewQueue(db));
  return {
    waiting: row?.waiting ?? 0,
    overdue: row?.overdue ?? 0,
    oldestSince: row?.oldest ? new Date(row.oldest) : null,
  };
}
