import { eq } from 'drizzle-orm';
import type { MarketStatus } from '../../shared/enums';
import type { Property } from '../../shared/property';
import { AppError } from '../app-error';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/client';
import { properties } from '../db/schema';
import type { Storage } from '../media/storage';
import { getProperty } from './get-property';
import { getOwnedProperty } from './owned-property';

/** Who changes a listing's deal state: its owner or an admin, or anyone holding the mailed link. */
export type MarketStatusActor = { viewer: Viewer } | { linkFor: string };

/**
 * The owner says the flat is rented (or the plot sold), or that it is back on the market. It needs
 * no review: nothing the moderators saw has changed. A rental is rented and a sale is sold, never
 * the other way round. Saying what is already so changes nothing.
 */
export async function setMarketStatus(
  db: Db,
  storage: Storage,
  actor: MarketStatusActor,
  id: string,
  status: MarketStatus,
): Promise<Property> {
  const listing =
    'viewer' in actor
      ? await getOwnedProperty(db, id, actor.viewer)
      : (await db.select().from(properties).where(eq(properties.id, id)))[0];
  if (!listing) throw new AppError('PROPERTY_NOT_FOUND');
  const fits = status === 'available' || status === (listing.propertyType === 'rent' ? 'rented' : 'sold');
  if (!fits) {
    throw new AppError('VALIDATION_FAILED', undefined, {
      status: listing.propertyType === 'rent' ? 'rent_is_rented' : 'sale_is_sold',
    });
  }
  if (listing.marketStatus !== status) {
    const now = new Date();
    await db
      .update(properties)
      .set({ marketStatus: status, closedAt: status === 'available' ? null : now, updatedAt: now })
      .where(eq(properties.id, id));
  }
  // Read as its owner sees it: the mailed link's holder is acting for the owner.
  const reader = 'viewer' in actor ? actor.viewer : { id: listing.userId, isAdmin: false };
  return getProperty(db, storage, id, reader);
}
