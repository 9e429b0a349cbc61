import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { PriceGuideQuery, PriceGuideRow } from '../../shared/price-guide';
import type { Category } from '../../shared/enums';
import type { Db } from '../db/client';
import { areas, priceGuide } from '../db/schema';
import { NO_BEDROOMS } from '../properties/price-guide';

/** The price guide's rows, filtered by area (slug), category and deal; an unknown area has none. */
export async function findPriceGuide(db: Db, query: PriceGuideQuery): Promise<PriceGuideRow[]> {
  const conditions: SQL[] = [];
  if (query.area) conditions.push(eq(areas.slug, query.area));
  if (query.category) conditions.push(eq(priceGuide.category, query.category));
  if (query.property_type) conditions.push(eq(priceGuide.deal, query.property_type));
  const rows = await db
    .select({ guide: priceGuide, slug: areas.slug, name: areas.name, nameBn: areas.nameBn })
    .from(priceGuide)
    .innerJoin(areas, eq(areas.id, priceGuide.areaId))
    .where(and(...conditions))
    .orderBy(
      asc(areas.name),
      asc(priceGuide.deal),
      asc(priceGuide.category),
      asc(priceGuide.unit),
      asc(priceGuide.bedrooms),
    );
  return rows.map(({ guide, slug, name, nameBn }) => ({
    area: { slug, name, name_bn: nameBn },
    category: guide.category as Category,
    deal: guide.deal,
    bedrooms: guide.bedrooms === NO_BEDROOMS ? null : guide.bedrooms,
    unit: guide.unit,
    median: guide.median,
    p25: guide.p25,
    p75: guide.p75,
    count: guide.count,
    updated_at: guide.updatedAt.toISOString(),
  }));
}
