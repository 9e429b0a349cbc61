import type { Db } from './client';
import { areas, cities } from './schema';

interface Place {
  id: number;
  slug: string;
  name: string;
  nameBn: string;
  altNames: string[];
}

// Places are reference data that change only when syncPlaces runs (at a start, from
// rajshahi-areas.json): each database's are read once, so a search names its area without a
// round trip of its own. syncPlaces forgets them; another process's sync is seen at the next start.
const known = new WeakMap<Db, Promise<Record<'area' | 'city', Place[]>>>();

function placesOf(db: Db) {
  let places = known.get(db);
  if (!places) {
    const place = { id: areas.id, slug: areas.slug, name: areas.name, nameBn: areas.nameBn };
    places = Promise.all([
      db.select({ ...place, altNames: areas.altNames }).from(areas),
      db.select({ id: cities.id, slug: cities.slug, name: cities.name, nameBn: cities.nameBn }).from(cities),
    ]).then(([area, city]) => ({ area, city: city.map((c) => ({ ...c, altNames: [] })) }));
    // A failed read is not remembered: the next search tries again.
    places.catch(() => known.delete(db));
    known.set(db, places);
  }
  return places;
}

/** Called by syncPlaces: the next search reads the places afresh. */
export function forgetPlaces(db: Db): void {
  known.delete(db);
}

/**
 * The ids of the areas (or cities) a request names by slug or by English or Bengali name
 * (docs/api.md). Resolved first, so the listing queries filter on known ids and use their index.
 * Places that share an English name are one place to a reader (the thana and the upazila of Paba
 * are both "পবা" in the lists), so naming one names them all; the shortest slug comes first, the
 * one the lists offer and a page's canonical address uses.
 */
export async function placeIds(db: Db, name: string, target: 'area' | 'city'): Promise<number[]> {
  const lowered = name.trim().toLowerCase();
  const exact = name.trim();
  const places = (await placesOf(db))[target];
  const named = new Set(
    places
      .filter(
        (p) =>
          p.slug === lowered ||
          p.name.toLowerCase() === lowered ||
          p.nameBn === exact ||
          p.altNames.some((alt) => alt.toLowerCase() === lowered),
      )
      .map((p) => p.name.toLowerCase()),
  );
  return places
    .filter((p) => named.has(p.name.toLowerCase()))
    .sort((a, b) => a.slug.length - b.slug.length || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0))
    .map((p) => p.id);
}
