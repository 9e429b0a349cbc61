import { asc, eq } from 'drizzle-orm';
import { vocabularies, type Meta } from '../../shared/meta';
import type { Db } from '../db/client';
import { areas, cities } from '../db/schema';

/**
 * Everything forms and filters offer: the vocabularies and the places in both languages; and the
 * site's public contact lines, whether it sends alert SMS and its map tiles, which the deployment configures.
 */
export async function getMeta(
  db: Db,
  site: Pick<Meta, 'contact' | 'alert_sms' | 'map_tiles'>,
): Promise<Meta> {
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
        lat: areas.lat,
        lng: areas.lng,
      })
      .from(areas)
      .innerJoin(cities, eq(cities.id, areas.cityId))
      .orderBy(asc(areas.name)),
  ]);
  return {
    ...vocabularies(),
    cities: cityRows,
    // About 10 m is as near as the centres are known, and keeps /meta small.
    areas: areaRows.map((area) => ({ ...area, lat: round4(area.lat), lng: round4(area.lng) })),
    ...site,
  };
}

const round4 = (degrees: number | null) => (degrees === null ? null : Math.round(degrees * 1e4) / 1e4);
