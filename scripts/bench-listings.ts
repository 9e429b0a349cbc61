// Bulk listings for the benchmarks (bench-search.ts, bench-load.ts): the demo listings' text over and
// over, in random areas at random prices, 90 % approved, one photo each.
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import { areas, photos, properties, users } from '../src/server/db/schema';
import { readDemoData } from '../src/server/demo/demo-data';
import { expiryFrom } from '../src/server/properties/listing-life';
import { placeColumns, spreadPoint } from '../src/server/properties/listing-place';

const BATCH = 2_000;

export interface FillOptions {
  listings: number;
  /** The storage key of listing i's photo; the default names no real file (search does not read them). */
  storageKey?: (i: number) => string;
}

/** Inserts the listings and their owners, then vacuums and analyzes; returns the approved ids. */
export async function fill(
  db: Db,
  { listings, storageKey = (i) => `bench${i}` }: FillOptions,
): Promise<string[]> {
  const areaRows = await db
    .select({ id: areas.id, cityId: areas.cityId, slug: areas.slug, lat: areas.lat, lng: areas.lng })
    .from(areas);
  // Where each listing is: up to 1.5 km from its area's centre, from a generator of its own so the
  // rest of the data stays as it was before listings had places.
  const place = seeded(33);
  const owners = await db
    .insert(users)
    .values(
      Array.from({ length: 500 }, (_, i) => ({
        name: `Bench owner ${i}`,
        email: `bench-${i}@example.com`,
        passwordHash: '!bench',
      })),
    )
    .returning({ id: users.id });
  const templates = (await readDemoData()).listings.map((entry) => entry.listing);
  const random = seeded(42);
  const ids: string[] = [];
  const now = Date.now();
  for (let start = 0; start < listings; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, listings - start) }, (_, k) => {
      const i = start + k;
      const template = templates[i % templates.length]!;
      const area = areaRows[Math.floor(random() * areaRows.length)]!;
      const rent = template.property_type === 'rent';
      return {
        userId: owners[i % owners.length]!.id,
        propertyType: template.property_type,
        title: `${template.property_title} #${i}`,
        description: template.description,
        price: Math.max(1, Math.round(template.price * (0.6 + random() * 0.8))),
        priceType: template.price_type,
        rentTimePeriod: rent ? (template.rent_time_period ?? 'monthly') : null,
        category: template.category,
        condition: template.property_condition,
        address: template.property_address.address,
        areaId: area.id,
        cityId: area.cityId,
        contactNumber: template.contact_number,
        bedrooms: template.bedrooms ?? null,
        tenant: template.tenant ?? null,
        availableFrom: template.available_from ?? null,
        amenities: template.amenities ?? [],
        ...placeColumns(
          spreadPoint({ lat: area.lat ?? 24.3745, lng: area.lng ?? 88.6042 }, String(place()), 1500),
        ),
        status: random() < 0.9 ? ('approved' as const) : ('pending' as const),
        createdAt: new Date(now - Math.floor(random() * 365 * 864e5)),
        expiresAt: expiryFrom(new Date(now), template.property_type),
      };
    });
    const inserted = await db
      .insert(properties)
      .values(rows)
      .returning({ id: properties.id, status: properties.status });
    await db.insert(photos).values(
      inserted.map((row, n) => ({
        propertyId: row.id,
        position: 0,
        storageKey: storageKey(start + n),
        width: 1280,
        height: 960,
      })),
    );
    ids.push(...inserted.filter((row) => row.status === 'approved').map((row) => row.id));
  }
  // Fresh statistics and visibility map, as autovacuum would give a long-running database.
  await db.execute(sql`vacuum analyze`);
  // The load's writes reach the data files now, not in a checkpoint while the queries are timed.
  await db.execute(sql`checkpoint`);
  return ids;
}

/** A small deterministic generator, so every run loads the same data. */
export function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}
