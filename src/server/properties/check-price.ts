import { and, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PRICE_CHECK_MIN_LISTINGS, PRICE_FAR_BELOW_SHARE, type PriceCheck } from '../../shared/property';
import type { Db } from '../db/client';
import { properties } from '../db/schema';
import { publiclyVisible } from './visibility';

const other = alias(properties, 'other');

/**
 * How a listing's price compares with the public listings of its area, category and deal (and rent
 * period: a night's rent is no month's), itself not counted: null when fewer than
 * PRICE_CHECK_MIN_LISTINGS are alike. One statement: the listing by its key, the others from
 * `properties_status_area_idx` (status, area), which carries type, category, price and visibility.
 */
export async function checkPrice(db: Db, id: string, price: number): Promise<PriceCheck> {
  const [row] = await db
    .select({
      median: sql<number | null>`percentile_cont(0.5) within group (order by ${other.price})`,
      count: sql<number>`count(${other.id})`.mapWith(Number),
    })
    .from(properties)
    .innerJoin(
      other,
      and(
        publiclyVisible(other),
        eq(other.areaId, properties.areaId),
        eq(other.category, properties.category),
        eq(other.propertyType, properties.propertyType),
        sql`${other.rentTimePeriod} is not distinct from ${properties.rentTimePeriod}`,
        ne(other.id, properties.id),
      ),
    )
    .where(eq(properties.id, id));
  if (!row || row.median === null || row.count < PRICE_CHECK_MIN_LISTINGS) return null;
  const median = Math.round(Number(row.median));
  return { median, count: row.count, far_below: price < median * PRICE_FAR_BELOW_SHARE };
}
