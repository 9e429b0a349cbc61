import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import {
  PRICE_CHECK_MIN_LISTINGS,
  PRICE_FAR_BELOW_SHARE,
  type PriceCheck,
  type Property,
} from '../../shared/property';
import type { Db } from '../db/client';
import { areas, properties } from '../db/schema';
import { publiclyVisible } from './visibility';

type Listing = Pick<Property, '_id' | 'price' | 'property_type' | 'rent_time_period' | 'category'> & {
  property_address: { delegation: { slug: string } };
};

/**
 * How a listing's price compares with the public listings of its area, category and deal (and rent
 * period: a night's rent is no month's), itself not counted: null when fewer than
 * PRICE_CHECK_MIN_LISTINGS are alike. One statement, read from `properties_price_check_idx` alone:
 * the listing's own values are bound as parameters, so every condition is one the index answers.
 */
export async function checkPrice(db: Db, listing: Listing): Promise<PriceCheck> {
  const period = listing.rent_time_period;
  const [row] = await db
    .select({
      median: sql<number | null>`percentile_cont(0.5) within group (order by ${properties.price})`,
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(properties)
    .where(
      and(
        publiclyVisible(),
        eq(
          properties.areaId,
          sql`(select ${areas.id} from ${areas} where ${areas.slug} = ${listing.property_address.delegation.slug})`,
        ),
        eq(properties.category, listing.category.name),
        eq(properties.propertyType, listing.property_type),
        period === null ? isNull(properties.rentTimePeriod) : eq(properties.rentTimePeriod, period),
        ne(properties.id, listing._id),
      ),
    );
  if (!row || row.median === null || row.count < PRICE_CHECK_MIN_LISTINGS) return null;
  const median = Math.round(Number(row.median));
  return { median, count: row.count, far_below: listing.price < median * PRICE_FAR_BELOW_SHARE };
}
