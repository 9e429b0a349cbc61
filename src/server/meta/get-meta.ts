import { asc, eq } from 'drizzle-orm';
import {
  ACCOUNT_TYPES,
  AMENITIES,
  CATEGORIES,
  CONDITIONS,
  PRICE_TYPES,
  PROPERTY_TYPES,
  RENT_PERIODS,
  SIZE_UNITS,
  SORTS,
  SQFT_PER_UNIT,
  TENANTS,
} from '../../shared/enums';
import type { Meta } from '../../shared/meta';
import type { Db } from '../db/client';
import { areas, cities } from '../db/schema';

/**
 * Everything forms and filters offer: the vocabularies and the places in both languages; and the
 * site's public contact lines, which the deployment configures.
 */
export async function getMeta(db: Db, contact: Meta['contact']): Promise<Meta> {
  const [cityRows, areaRows] = await Promise.all([
    db
      .select({ slug: cities.slug, name: cities.name, name_bn: cities.nameBn })
      .from(cities)
      .orderBy(asc(cities.name)),
    db
      .select({
        slug: areas.slug,
        name: areas.name,
        name_bn: areas.nameBn,
        city: cities.slug,
        kind: areas.kind,
      })
      .from(areas)
      .innerJoin(cities, eq(cities.id, areas.cityId))
      .orderBy(asc(areas.name)),
  ]);
  return {
    categories: [...CATEGORIES],
    property_types: [...PROPERTY_TYPES],
    price_types: [...PRICE_TYPES],
    rent_time_periods: [...RENT_PERIODS],
    property_conditions: [...CONDITIONS],
    tenants: [...TENANTS],
    amenities: [...AMENITIES],
    size_units: SIZE_UNITS.map((unit) => ({ unit, sqft: SQFT_PER_UNIT[unit] })),
    account_types: [...ACCOUNT_TYPES],
    sorts: [...SORTS],
    dial_code: '+880',
    cities: cityRows,
    areas: areaRows,
    contact,
  };
}
