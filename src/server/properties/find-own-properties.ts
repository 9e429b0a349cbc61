import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Property } from '../../shared/property';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/client';
import { favorites, properties } from '../db/schema';
import type { Storage } from '../media/storage';
import { selectProperties, toPropertyJson } from './property-row';
import { publiclyVisible } from './visibility';

const OWN_LIST_LIMIT = 200;

/**
 * The caller's own listings in every status, newest first; or their favourites that are still
 * public, each with `price_drop` when its price is below the one it had when it was saved.
 */
export async function findOwnProperties(
  db: Db,
  storage: Storage,
  viewer: Viewer,
  favoritesOnly: boolean,
): Promise<Property[]> {
  const ofViewer = eq(favorites.userId, viewer.id);
  const where = favoritesOnly
    ? and(
        // A favourite that was sold or rented stays on the list, badged, while its page does.
        publiclyVisible(properties, { closed: true }),
        inArray(properties.id, db.select({ id: favorites.propertyId }).from(favorites).where(ofViewer)),
      )
    : eq(properties.userId, viewer.id);
  const rows = await selectProperties(db, viewer.id)
    .where(where)
    .orderBy(desc(properties.createdAt))
    .limit(OWN_LIST_LIMIT);
  const listings = rows.map((row) => toPropertyJson(row, storage));
  if (!favoritesOnly || listings.length === 0) return listings;

  // The prices they were saved at, for the listings of this page only (a second, bounded query).
  const saved = await db
    .select({ propertyId: favorites.propertyId, savedPrice: favorites.savedPrice })
    .from(favorites)
    .where(
      and(
        ofViewer,
        inArray(
          favorites.propertyId,
          listings.map((listing) => listing._id),
        ),
      ),
    );
  const savedPrices = new Map(saved.map((favorite) => [favorite.propertyId, favorite.savedPrice]));
  return listings.map((listing) => {
    const from = savedPrices.get(listing._id);
    return from != null && listing.price < from ? { ...listing, price_drop: { from } } : listing;
  });
}
