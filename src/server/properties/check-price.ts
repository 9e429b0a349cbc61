import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { ListingPriceGuide } from '../../shared/price-guide';
import {
  PRICE_CHECK_MIN_LISTINGS,
  PRICE_FAR_BELOW_SHARE,
  type PriceCheck,
  type Property,
} from '../../shared/property';
import type { Db } from '../db/client';
import { areas, priceGuide, properties } from '../db/schema';
import { guideKeyOf, NO_BEDROOMS } from './price-guide';
import { publiclyVisible } from './visibility';

type Listing = Pick<
  Property,
  '_id' | 'price' | 'property_type' | 'rent_time_period' | 'category' | 'size' | 'bedrooms'
> & {
  property_address: { delegation: { slug: string } };
};

const areaIdOf = (listing: Listing) =>
  sql`(select ${areas.id} from ${areas} where ${areas.slug} = ${listing.property_address.delegation.slug})`;

/**
 * The listing's row of the price guide (properties/price-guide.ts) and how far its price per unit is
 * from the row's median; null when the listing has no place in the guide or its row has too few.
 */
export async function listingPriceGuide(db: Db, listing: Listing): Promise<ListingPriceGuide> {
  const key = guideKeyOf(listing);
  if (!key) return null;
  const [row] = await db
    .select()
    .from(priceGuide)
    .where(
      and(
        eq(priceGuide.areaId, areaIdOf(listing)),
        eq(priceGuide.category, key.category),
        eq(priceGuide.deal, key.deal),
        eq(priceGuide.bedrooms, key.bedrooms),
        eq(priceGuide.unit, key.unit),
      ),
    );
  if (!row || row.median <= 0) return null;
  return {
    unit: row.unit,
    bedrooms: row.bedrooms === NO_BEDROOMS ? null : row.bedrooms,
    median: row.median,
    p25: row.p25,
    p75: row.p75,
    count: row.count,
    percent_vs_median: Math.round(((key.amount - row.median) / row.median) * 100),
  };
}

/**
 * How a listing's price compares with what is usual for it. Where the price guide has the listing's
 * row (`guide`), that row's median decides (issue 33: the guide replaces the area median), given as
 * the listing's whole price would be at the median per unit. Otherwise, the public listings of its
 * area, category and deal (and rent period: a night's rent is no month's), itself not counted: null
 * when fewer than PRICE_CHECK_MIN_LISTINGS are alike. One statement, read from
 * `properties_price_check_idx` alone: the listing's own values are bound as parameters, so every
 * condition is one the index answers.
 */
export async function checkPrice(
  db: Db,
  listing: Listing,
  guide: ListingPriceGuide = null,
): Promise<PriceCheck> {
  const key = guide && guideKeyOf(listing);
  if (guide && key) {
    // Units of the listing (months are one; sq ft, katha or decimals as many as it measures).
    const units = listing.price / key.amount;
    return {
      median: Math.round(guide.median * units),
      count: guide.count,
      far_below: key.amount < guide.median * PRICE_FAR_BELOW_SHARE,
    };
  }
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
        eq(properties.areaId, areaIdOf(listing)),
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
