import { and, asc, desc, eq, ne, or, sql } from 'drizzle-orm';
import { RELATED_LIMIT } from '../../shared/enums';
import type { Property } from '../../shared/property';
import { AppError } from '../app-error';
import type { Db } from '../db/client';
import { properties } from '../db/schema';
import type { Storage } from '../media/storage';
import { pageOfListings, toPropertyJson } from './property-row';
import { publiclyVisible } from './visibility';

/**
 * Public listings of the same deal as this (public) one, rent or sale (a tenant has no use for a
 * flat to buy): same category and area first, then same category, then same area.
 */
export async function findRelatedProperties(
  db: Db,
  storage: Storage,
  id: string,
  viewerId: string | null,
): Promise<Property[]> {
  const [source] = await db
    .select({ category: properties.category, areaId: properties.areaId, type: properties.propertyType })
    .from(properties)
    // A sold or rented listing's page offers the ones still on the market in its place.
    .where(and(eq(properties.id, id), publiclyVisible(properties, { closed: true })));
  if (!source) throw new AppError('PROPERTY_NOT_FOUND');
  // The eight ids are chosen on the listings table alone; only they are joined and read in full.
  const rows = await pageOfListings(
    db,
    viewerId,
    and(
      publiclyVisible(),
      ne(properties.id, id),
      eq(properties.propertyType, source.type),
      or(eq(properties.category, source.category), eq(properties.areaId, source.areaId)),
    ),
    [
      desc(sql`${properties.category} = ${source.category}`),
      desc(sql`${properties.areaId} = ${source.areaId}`),
      desc(properties.createdAt),
      asc(properties.id),
    ],
    RELATED_LIMIT,
    0,
  );
  return rows.map((row) => toPropertyJson(row, storage));
}
