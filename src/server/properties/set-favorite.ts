import { and, eq } from 'drizzle-orm';
import { AppError } from '../app-error';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/client';
import { favorites, properties } from '../db/schema';
import { publiclyVisible } from './visibility';

/**
 * Marks or unmarks a public listing as one of the caller's favourites; repeating either is harmless.
 * A favourite keeps the price it had when it was saved, which the favourites page and the watchers'
 * mails compare with (a repeated mark keeps it; unmarking and marking again starts from today's).
 */
export async function setFavorite(
  db: Db,
  viewer: Viewer,
  propertyId: string,
  favorite: boolean,
): Promise<void> {
  if (favorite) {
    const [listing] = await db
      .select({ id: properties.id, price: properties.price })
      .from(properties)
      .where(and(eq(properties.id, propertyId), publiclyVisible(properties, { closed: true })));
    if (!listing) throw new AppError('PROPERTY_NOT_FOUND');
    await db
      .insert(favorites)
      .values({ userId: viewer.id, propertyId, savedPrice: listing.price })
      .onConflictDoNothing();
  } else {
    await db
      .delete(favorites)
      .where(and(eq(favorites.userId, viewer.id), eq(favorites.propertyId, propertyId)));
  }
}
