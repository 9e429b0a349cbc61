import { and, eq, or, sql } from 'drizzle-orm';
import { AppError } from '../app-error';
import type { Db } from '../db/client';
import { areas, cities } from '../db/schema';

/** The area and city a request names, by slug or by English or Bengali name (docs/api.md). */
export async function resolvePlace(
  db: Db,
  areaName: string,
  cityName: string,
): Promise<{ areaId: number; cityId: number }> {
  const city = cityName.trim();
  const area = areaName.trim();
  const [row] = await db
    .select({ areaId: areas.id, cityId: cities.id })
    .from(areas)
    .innerJoin(cities, eq(cities.id, areas.cityId))
    .where(
      and(
        or(
          eq(cities.slug, city.toLowerCase()),
          eq(sql`lower(${cities.name})`, city.toLowerCase()),
          eq(cities.nameBn, city),
        ),
        or(
          eq(areas.slug, area.toLowerCase()),
          eq(sql`lower(${areas.name})`, area.toLowerCase()),
          eq(areas.nameBn, area),
          sql`exists(select 1 from unnest(${areas.altNames}) as alt where lower(alt) = ${area.toLowerCase()})`,
        ),
      ),
    )
    .limit(1);
  if (!row)
    throw new AppError('VALIDATION_FAILED', undefined, { 'property_address.delegation': 'unknown_area' });
  return row;
}
