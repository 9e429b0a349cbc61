import { and, count, countDistinct, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { REPORTER_MIN_ACCOUNT_AGE_DAYS, REPORTS_TO_HOLD } from '../../shared/enums';
import type { ReportInput } from '../../shared/moderation';
import { AppError } from '../app-error';
import type { Db } from '../db/client';
import { properties, propertyReports, users } from '../db/schema';
import { recordAdminAction } from '../audit/admin-actions';
import { publiclyVisible } from '../properties/visibility';

/** Who reports: the logged-in account, if any, and always the keyed hash of the client address. */
export interface Reporter {
  userId: string | null;
  addressHash: string;
  /** The address's hash in its old form, while open reports may still have it (report-address.ts). */
  oldAddressHash?: string | null;
}

/**
 * Records a report of a public listing, one open report per reporter (account, or address for a
 * visitor). The listing goes back to the review queue, until an admin decides, when its open reports
 * come from REPORTS_TO_HOLD different addresses, counting only visitors and accounts at least
 * REPORTER_MIN_ACCOUNT_AGE_DAYS old when they reported, and at least one of them is such an
 * established account. So one person on one address cannot hold a listing whatever accounts they
 * make, nor can fresh accounts on many addresses, nor one visitor who gets a new carrier address by
 * switching mobile data off and on; every report is still recorded and shown to admins. Returns the
 * listing's owner and title when this report held it (whom to tell), null otherwise.
 */
export async function reportProperty(
  db: Db,
  id: string,
  reporter: Reporter,
  input: ReportInput,
): Promise<{ ownerId: string; title: string } | null> {
  return db.transaction(async (tx) => {
    // The row lock makes concurrent reports of one listing count one after another.
    const [listing] = await tx
      .select({ title: properties.title, ownerId: properties.userId })
      .from(properties)
      .where(and(eq(properties.id, id), publiclyVisible()))
      .for('update');
    if (!listing) throw new AppError('PROPERTY_NOT_FOUND');
    const addressHash = await addressHashAsReported(tx, id, reporter);
    await tx
      .insert(propertyReports)
      .values({
        propertyId: id,
        reason: input.reason,
        details: input.details || null,
        reporterKey: reporter.userId ? `user:${reporter.userId}` : `address:${addressHash}`,
        reporterId: reporter.userId,
        addressHash,
      })
      .onConflictDoNothing();
    // Rows without an address (from before addresses were kept) do not count: countDistinct skips nulls.
    // The reports counted come from visitors (no reporterId) and established accounts, so `accounts`
    // counts the established accounts among them.
    const [open] = await tx
      .select({
        addresses: countDistinct(propertyReports.addressHash),
        accounts: count(propertyReports.reporterId),
      })
      .from(propertyReports)
      .leftJoin(users, eq(users.id, propertyReports.reporterId))
      .where(
        and(
          eq(propertyReports.propertyId, id),
          isNull(propertyReports.resolvedAt),
          or(
            isNull(propertyReports.reporterId),
            lte(
              users.createdAt,
              sql`${propertyReports.createdAt} - make_interval(days => ${REPORTER_MIN_ACCOUNT_AGE_DAYS})`,
            ),
          ),
        ),
      );
    if (!open || open.addresses < REPORTS_TO_HOLD || open.accounts === 0) return null;
    await tx.update(properties).set({ status: 'pending' }).where(eq(properties.id, id));
    await recordAdminAction(tx, {
      action: 'hold',
      by: null,
      propertyId: id,
      propertyTitle: listing.title,
      accountId: listing.ownerId,
    });
    return { ownerId: listing.ownerId, title: listing.title };
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The address's hash as this listing's open reports have it: the old form when one of them was made
 * with it, so that the address still reports once and counts once; the new one otherwise.
 */
async function addressHashAsReported(tx: Tx, id: string, reporter: Reporter): Promise<string> {
  const old = reporter.oldAddressHash;
  if (!old) return reporter.addressHash;
  const [found] = await tx
    .select({ id: propertyReports.id })
    .from(propertyReports)
    .where(
      and(
        eq(propertyReports.propertyId, id),
        isNull(propertyReports.resolvedAt),
        eq(propertyReports.addressHash, old),
      ),
    )
    .limit(1);
  return found ? old : reporter.addressHash;
}
