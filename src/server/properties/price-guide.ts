import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { SQFT_PER_UNIT } from '../../shared/enums';
import {
  PRICE_GUIDE_CLOSED_MONTHS,
  PRICE_GUIDE_MIN_LISTINGS,
  type PriceGuideUnit,
} from '../../shared/price-guide';
import type { Property } from '../../shared/property';
import type { Db } from '../db/client';
import type { JobDefinition } from '../jobs/queue';
import { priceGuide } from '../db/schema';

/** Homes: their rent is told by bedrooms. Other rentals (a shop, an office) are one row per area. */
export const GUIDE_HOMES = ['apartment', 'house'] as const;
/** In a row not split by bedrooms, the key's bedrooms (a primary key has no nulls). */
export const NO_BEDROOMS = -1;

/** Where a listing falls in the guide and what its price is per unit there; null when it has no place. */
export interface GuideKey {
  category: string;
  deal: 'sell' | 'rent';
  bedrooms: number;
  unit: PriceGuideUnit;
  /** The listing's price for one unit: a month's rent, or the price of a sq ft, katha or decimal. */
  amount: number;
}

type GuideListing = Pick<Property, 'price' | 'property_type' | 'rent_time_period' | 'size'> & {
  category: { name: string };
  bedrooms?: number | null;
};

/**
 * The guide's row for a listing, by the same rules as the SQL below (one of them changes with the
 * other): a monthly rental by its rent (homes by bedrooms), a flat for sale per sq ft, land for sale
 * per katha, or per decimal when it was measured in decimals.
 */
export function guideKeyOf(listing: GuideListing): GuideKey | null {
  const category = listing.category.name;
  const sqft = listing.size?.sqft ?? 0;
  if (listing.property_type === 'rent') {
    if (listing.rent_time_period !== 'monthly') return null;
    const home = (GUIDE_HOMES as readonly string[]).includes(category);
    if (home && (listing.bedrooms ?? null) === null) return null;
    const bedrooms = home ? (listing.bedrooms ?? NO_BEDROOMS) : NO_BEDROOMS;
    return { category, deal: 'rent', bedrooms, unit: 'month', amount: listing.price };
  }
  if (sqft <= 0) return null;
  if (category === 'apartment')
    return { category, deal: 'sell', bedrooms: NO_BEDROOMS, unit: 'sqft', amount: listing.price / sqft };
  if (category === 'land') {
    const unit = listing.size?.unit === 'decimal' ? 'decimal' : 'katha';
    return {
      category,
      deal: 'sell',
      bedrooms: NO_BEDROOMS,
      unit,
      amount: listing.price / (sqft / SQFT_PER_UNIT[unit]),
    };
  }
  return null;
}

/**
 * Refills the price guide from the listings, in one transaction (readers see the old guide or the
 * new one, never half). Each listing counts once, at its current price: the guide reads `properties`,
 * never the price history. Counted: public listings on the market (as publiclyVisible), and those
 * sold or rented in the last 12 months (their owner not suspended). Quartiles by percentile_cont (linear between the two
 * nearest, as PostgreSQL and PGlite both have it), rounded to whole taka; only rows of 5 or more.
 * Resolves with the number of rows.
 */
export async function computePriceGuide(db: Db): Promise<number> {
  const homes = sql.raw(GUIDE_HOMES.map((c) => `'${c}'`).join(', '));
  const none = sql.raw(String(NO_BEDROOMS));
  const quartile = (share: number) =>
    sql.raw(`round((percentile_cont(${share}) within group (order by amount))::numeric)`);
  return db.transaction(async (tx) => {
    await tx.delete(priceGuide);
    const result = await tx.execute(sql`
      with counted as (
        select p.* from properties p
        where p.status = 'approved'
          and not exists (select 1 from users s where s.id = p.user_id and s.suspended_at is not null)
          and ((p.market_status = 'available' and p.expires_at > now())
            or (p.market_status <> 'available'
              and p.closed_at > now() - make_interval(months => ${sql.raw(String(PRICE_GUIDE_CLOSED_MONTHS))})))
      ),
      samples as (
        select area_id, category, 'rent' as deal,
          case when category in (${homes}) then bedrooms else ${none} end as bedrooms,
          'month' as unit, price::float8 as amount
        from counted
        where property_type = 'rent' and rent_time_period = 'monthly'
          and (category not in (${homes}) or bedrooms is not null)
        union all
        select area_id, category, 'sell', ${none}, 'sqft', price::float8 / size_sqft
        from counted where property_type = 'sell' and category = 'apartment' and size_sqft > 0
        union all
        select area_id, category, 'sell', ${none}, 'katha', price::float8 / (size_sqft / ${SQFT_PER_UNIT.katha}::float8)
        from counted where property_type = 'sell' and category = 'land' and size_sqft > 0
        union all
        select area_id, category, 'sell', ${none}, 'decimal', price::float8 / (size_sqft / ${SQFT_PER_UNIT.decimal}::float8)
        from counted where property_type = 'sell' and category = 'land' and size_sqft > 0
      )
      insert into ${priceGuide} (area_id, category, deal, bedrooms, unit, median, p25, p75, count)
      select area_id, category, deal, bedrooms, unit, ${quartile(0.5)}, ${quartile(0.25)}, ${quartile(0.75)}, count(*)
      from samples
      group by area_id, category, deal, bedrooms, unit
      having count(*) >= ${PRICE_GUIDE_MIN_LISTINGS}
      returning 1`);
    return insertedRows.parse(result).rows.length;
  });
}

const insertedRows = z.object({ rows: z.array(z.unknown()) });

/** Whether the guide has any row: an empty one (a new database, the demo) is filled at start-up. */
export async function priceGuideIsEmpty(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(priceGuide)
    .limit(1);
  return row === undefined;
}

/** The nightly refill: 02:00 Dhaka time (20:00 UTC), when few people post. */
export const priceGuideJob = (db: Db): JobDefinition => ({
  name: 'price-guide',
  manual: true,
  cron: '0 20 * * *',
  retryLimit: 3,
  retryDelaySeconds: 10 * 60,
  run: async () => ({ rows: await computePriceGuide(db) }),
});
