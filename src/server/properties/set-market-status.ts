import { eq } from 'drizzle-orm';
import type { MarketStatus } from '../../shared/enums';
import type { Property } from '../../shared/property';
import { AppError } from '../app-error';
import { recordAdminAction } from '../audit/admin-actions';
import type { ListingEvents } from './listing-events';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/client';
import { properties } from '../db/schema';
import type { Storage } from '../media/storage';
import { getProperty } from './get-property';
import { requireListingToken } from './listing-token';
import { adminOnOthers, getOwnedProperty } from './owned-property';

export interface MarketStatusContext {
  db: Db;
  storage: Storage;
  /** The server's secret, which signs the mailed links. */
  secret: Uint8Array;
  events: ListingEvents;
}

/**
 * The owner says the flat is rented (or the plot sold), or that it is back on the market. It needs
 * no review: nothing the moderators saw has changed. A rental is rented and a sale is sold, never
 * the other way round. Saying what is already so changes nothing.
 *
 * Its owner or an admin may, with their session; anyone holding the "mark rented / sold" link of a
 * reminder mail may close it (only close: putting it back is for the owner's session).
 */
export async function setMarketStatus(
  ctx: MarketStatusContext,
  id: string,
  status: MarketStatus,
  by: { viewer: Viewer | null; token?: string | undefined },
): Promise<Property> {
  let listing: typeof properties.$inferSelect;
  if (by.token !== undefined) {
    const [row] = await ctx.db.select().from(properties).where(eq(properties.id, id));
    if (!row) throw new AppError('PROPERTY_NOT_FOUND');
    // A link only closes a listing still on the market and unchanged since the mail: once used, it
    // does nothing more, even after the owner reopened the listing (which changed it).
    if (status === 'available' || row.marketStatus !== 'available')
      throw new AppError('LISTING_LINK_INVALID');
    requireListingToken(ctx.secret, by.token, {
      propertyId: id,
      purpose: 'close',
      expiresAt: row.expiresAt,
      changedAt: row.updatedAt,
    });
    listing = row;
  } else {
    if (!by.viewer) throw new AppError('UNAUTHORIZED');
    listing = await getOwnedProperty(ctx.db, id, by.viewer);
  }
  const fits = status === 'available' || status === (listing.propertyType === 'rent' ? 'rented' : 'sold');
  if (!fits) {
    throw new AppError('VALIDATION_FAILED', undefined, {
      status: listing.propertyType === 'rent' ? 'rent_is_rented' : 'sale_is_sold',
    });
  }
  if (listing.marketStatus !== status) {
    const now = new Date();
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(properties)
        .set({ marketStatus: status, closedAt: status === 'available' ? null : now, updatedAt: now })
        .where(eq(properties.id, id));
      // An admin closing or reopening someone else's listing is on the trail; its owner is not.
      const viewer = by.token === undefined ? by.viewer : null;
      if (adminOnOthers(viewer, listing.userId)) {
        await recordAdminAction(tx, {
          action: status === 'available' ? 'reopen' : status === 'rented' ? 'mark_rented' : 'mark_sold',
          by: viewer,
          propertyId: id,
          propertyTitle: listing.title,
          accountId: listing.userId,
        });
      }
    });
    if (status !== 'available') await ctx.events.closed(id);
  }
  // The link's holder gets the public view: the owner's own fields stay behind their session.
  return getProperty(ctx.db, ctx.storage, id, by.token !== undefined ? null : by.viewer);
}
