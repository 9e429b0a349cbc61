import { and, asc, desc, eq, exists, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { ReviewItem, ReviewList } from '../../shared/moderation';
import type { Db } from '../db/client';
import { properties, propertyReports, users } from '../db/schema';
import type { Storage } from '../media/storage';
import { selectProperties, toPropertyJson } from '../properties/property-row';
import { suspendedOwners } from '../properties/suspended-owners';
import { awaitingReview, waitingSince } from '../properties/review-queue';

// The dashboard shows this many at a time; the total says how many wait.
const REVIEW_PAGE = 50;
// Enough of the address hash to tell reporters' addresses apart on one listing.
const ADDRESS_HASH_SHOWN = 8;
const DAY_MS = 24 * 60 * 60 * 1000;

const openReports = (propertyId: SQL | typeof properties.id) =>
  and(eq(propertyReports.propertyId, propertyId), isNull(propertyReports.resolvedAt));

/**
 * Listings waiting for a first decision or a second look, and public listings whose owner's changes
 * wait (a revision: `pending_revision` is set), longest-waiting first.
 */
export function findPendingProperties(db: Db, storage: Storage, adminId: string): Promise<ReviewList> {
  return reviewList(db, storage, adminId, awaitingReview(db), [waitingSince, asc(properties.id)]);
}

/** Approved listings with open reports, most reported first (an approved but no longer public listing too). */
export function findReportedProperties(db: Db, storage: Storage, adminId: string): Promise<ReviewList> {
  const reportCount = sql`(select count(*) from ${propertyReports}
    where ${openReports(properties.id)})`;
  return reviewList(
    db,
    storage,
    adminId,
    and(
      eq(properties.status, 'approved'),
      exists(
        db
          .select({ one: sql`1` })
          .from(propertyReports)
          .where(openReports(properties.id)),
      ),
    ),
    [desc(reportCount), asc(properties.updatedAt), asc(properties.id)],
  );
}

async function reviewList(
  db: Db,
  storage: Storage,
  adminId: string,
  where: SQL | undefined,
  order: SQL[],
): Promise<ReviewList> {
  const [rows, total] = await Promise.all([
    selectProperties(db, adminId, { isAdmin: true })
      .where(where)
      .orderBy(...order)
      .limit(REVIEW_PAGE),
    db.$count(properties, where),
  ]);
  const suspended = await suspendedOwners(
    db,
    rows.map((row) => row.p.userId),
  );
  const reports = rows.length
    ? await db
        .select({
          report: propertyReports,
          reporter: { name: users.name, createdAt: users.createdAt },
        })
        .from(propertyReports)
        .leftJoin(users, eq(users.id, propertyReports.reporterId))
        .where(
          and(
            inArray(
              propertyReports.propertyId,
              rows.map((row) => row.p.id),
            ),
            isNull(propertyReports.resolvedAt),
          ),
        )
        .orderBy(asc(propertyReports.createdAt))
    : [];
  const data: ReviewItem[] = rows.map((row) => ({
    ...toPropertyJson(row, storage),
    owner_suspended: suspended.has(row.p.userId),
    reports: reports
      .filter(({ report }) => report.propertyId === row.p.id)
      .map(({ report, reporter }) => ({
        reason: report.reason,
        details: report.details,
        createdAt: report.createdAt.toISOString(),
        reporter: reporter && {
          name: reporter.name,
          accountAgeDays: Math.max(
            0,
            Math.floor((report.createdAt.getTime() - reporter.createdAt.getTime()) / DAY_MS),
          ),
        },
        addressHash: report.addressHash?.slice(0, ADDRESS_HASH_SHOWN) ?? null,
      })),
  }));
  return { success: true, data, total };
}
