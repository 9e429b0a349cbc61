import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Property } from '../../shared/property';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/client';
import { favorites, properties } from '../db/schema';
import type { Storage } from '../media/storage';
import { selectProperties, toPropertyJson } from './property-row';
import { publiclyVisible } from './visibility';

const OWN_LIST_LIMIT = 200;

/** The caller's own listings in every status, newest first; or their favourites that are still public. */
export async function findOwnProperties(
  db: Db,
  storage: Storage,
  viewer: Viewer,
  favoritesOnly: boolean,
): Promise<Property[]> {
  const where = favoritesOnly
    ? and(
        // A favourite that was sold or rented stays on the list, badged, while its page does.
        publiclyVisible(properties, { closed: true }),
        inArray(
          properties.id,
          db.select({ id: favorites.propertyId }).from(favorites).where(eq(favorites.userId, viewer.id)),
        ),
      )
    : eq(properties.userId, viewer.id);
  const rows = await selectProperties(db, viewer.id)
    .where(where)
    .orderBy(desc(properties.createdAt))
    .limit(OWN_LIST_LIMIT);
  return rows.map((row) => toPropertyJson(row, storage));
}
