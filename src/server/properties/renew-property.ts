import { and, eq, sql } from 'drizzle-orm';
import type { Property } from '../../shared/property';
import { AppError } from '../app-error';
import { recordAdminAction } from '../audit/admin-actions';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/client';
import { properties } from '../db/schema';
import type { Storage } from '../media/storage';
import type { ListingDays } from '../config/listing-days';
import { expiryFrom } from './listing-life';
import { requireListingToken } from './listing-token';
import { adminOnOthers, getOwnedProperty } from './owned-property';
import { selectProperties, toPropertyJson } from './property-row';

export interface RenewContext {
  db: Db;
  storage: Storage;
  listingDays: ListingDays;
  /** The server's secret, which signs the mailed links. */
  secret: Uint8Array;
}

/**
 * Gives an approved listing its full public time again, from now (LISTING_DAYS_RENT or _SALE); a
 * sold or rented one may be renewed too, and stays sold or rented. Its owner or an admin may, and
 * anyone holding a renew link mailed for its current expiry: the renewal changes the expiry, so
 * such a link works once. No new review: nothing a visitor reads has changed.
 */
export async function renewProperty(
  ctx: RenewContext,
  id: string,
  by: { viewer: Viewer | null; token?: string | undefined },
  now = new Date(),
): Promise<Property> {
  let listing: typeof properties.$inferSelect;
  if (by.token !== undefined) {
    const [row] = await ctx.db.select().from(properties).where(eq(properties.id, id));
    if (!row) throw new AppError('PROPERTY_NOT_FOUND');
    requireListingToken(ctx.secret, by.token, { propertyId: id, purpose: 'renew', expiresAt: row.expiresAt });
    listing = row;
  } else {
    if (!by.viewer) throw new AppError('UNAUTHORIZED');
    listing = await getOwnedProperty(ctx.db, id, by.viewer);
  }
  if (listing.status !== 'approved' || listing.expiresAt === null)
    throw new AppError('LISTING_NOT_RENEWABLE');

  // Only from the expiry that was read: of two renewals at once by the same link, one wins.
  const renewed = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(properties)
      .set({ expiresAt: expiryFrom(now, listing.propertyType, ctx.listingDays), updatedAt: now })
      .where(
        and(
          eq(properties.id, id),
          eq(properties.status, 'approved'),
          // To the millisecond, as a JS Date holds it (PostgreSQL keeps microseconds).
          sql`date_trunc('milliseconds', ${properties.expiresAt}) = ${listing.expiresAt}`,
        ),
      )
      .returning({ id: properties.id });
    // An admin renewing someone else's listing is on the trail; its owner is not.
    const viewer = by.token === undefined ? by.viewer : null;
    if (rows.length > 0 && adminOnOthers(viewer, listing.userId)) {
      await recordAdminAction(tx, {
        action: 'renew',
        by: viewer,
        propertyId: id,
        propertyTitle: listing.title,
        accountId: listing.userId,
      });
    }
    return rows;
  });
  if (renewed.length === 0) throw new AppError(by.token !== undefined ? 'LISTING_LINK_INVALID' : 'CONFLICT');

  // The answer is the owner's view of the listing, whoever renewed it (it may be sold, or not public).
  const [row] = await selectProperties(ctx.db, listing.userId).where(eq(properties.id, id));
  if (!row) throw new AppError('PROPERTY_NOT_FOUND');
  return toPropertyJson(row, ctx.storage);
}
