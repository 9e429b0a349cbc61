import { sql } from 'drizzle-orm';
import places from '../../shared/rajshahi-areas.json' with { type: 'json' };
import type { Db } from './client';
import { forgetPlaces } from './place-ids';
import { areas, cities } from './schema';

/** Cities and areas are reference data: kept in step with rajshahi-areas.json at every start. */
export async function syncPlaces(db: Db): Promise<void> {
  const [city] = await db
    .insert(cities)
    .values({ slug: places.city.slug, name: places.city.en, nameBn: places.city.bn })
    .onConflictDoUpdate({
      target: cities.slug,
      set: { name: sql`excluded.name`, nameBn: sql`excluded.name_bn` },
    })
    .returning({ id: cities.id });
  if (!city) throw new Error('Could not store the city');
  const rows = [
    ...places.neighbourhoods.map((a) => ({ ...a, kind: 'neighbourhood' as const })),
    ...places.thanas.map((a) => ({ ...a, kind: 'thana' as const })),
    ...places.upazilas.map((a) => ({ ...a, kind: 'upazila' as const })),
  ].map((a) => ({
    cityId: city.id,
    slug: a.slug,
    name: a.en,
    nameBn: a.bn,
    altNames: 'alt_en' in a && Array.isArray(a.alt_en) ? a.alt_en : [],
    kind: a.kind,
    lat: a.lat,
    lng: a.lng,
  }));
  await db
    .insert(areas)
    .values(rows)
    .onConflictDoUpdate({
      target: areas.slug,
      set: {
        name: sql`excluded.name`,
        nameBn: sql`excluded.name_bn`,
        altNames: sql`excluded.alt_names`,
        kind: sql`excluded.kind`,
        lat: sql`excluded.lat`,
        lng: sql`excluded.lng`,
      },
    });
  forgetPlaces(db);
}
