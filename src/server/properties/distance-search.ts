import { sql, type SQL } from 'drizzle-orm';
import { distanceKm, EARTH_RADIUS_KM, KM_PER_DEGREE, type Point } from '../../shared/geo';
import { findLandmark } from '../../shared/landmarks';
import type { FindPropertiesQuery } from '../../shared/property-query';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// Plain SQL, the same on PGlite and PostgreSQL (no PostGIS): a box around the circle that the
// (place_lat, place_lng) index answers, then the exact great-circle distance for what is in it.
// Both read the public point, never the pin (decision 025).

/** The listings table or an alias of it: its public point's columns. */
interface Listings {
  placeLat: AnyPgColumn;
  placeLng: AnyPgColumn;
}

/** A point in SQL: numbers (sent as parameters) or columns. */
interface SqlPoint {
  lat: number | AnyPgColumn;
  lng: number | AnyPgColumn;
}

/** The great-circle distance in km between two points (haversine, as shared/geo.ts). */
export function greatCircleKmSql(a: SqlPoint, b: SqlPoint): SQL<number> {
  return sql<number>`(2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
    power(sin(radians(${b.lat}::float8 - ${a.lat}::float8) / 2), 2)
    + cos(radians(${a.lat}::float8)) * cos(radians(${b.lat}::float8))
      * power(sin(radians(${b.lng}::float8 - ${a.lng}::float8) / 2), 2)))))`;
}

/** The great-circle distance in km from `from` to the listing's public point. */
export function distanceSql(t: Listings, from: Point): SQL<number> {
  return greatCircleKmSql(from, { lat: t.placeLat, lng: t.placeLng });
}

/** Listings whose public point is in the box (west, south, east, north). */
export function inBox(t: Listings, [minLng, minLat, maxLng, maxLat]: readonly number[]): SQL {
  return sql`${t.placeLat} between ${minLat}::float8 and ${maxLat}::float8
    and ${t.placeLng} between ${minLng}::float8 and ${maxLng}::float8`;
}

/** Listings within `km` of the point: the box around the circle first, then the circle itself. */
export function withinKm(t: Listings, from: Point, km: number): SQL {
  const dLat = km / KM_PER_DEGREE;
  const dLng = km / (KM_PER_DEGREE * Math.cos((Math.max(Math.abs(from.lat) + dLat, 0) * Math.PI) / 180));
  return sql`${inBox(t, [from.lng - dLng, from.lat - dLat, from.lng + dLng, from.lat + dLat])}
    and ${distanceSql(t, from)} <= ${km}::float8`;
}

/** The landmark a search is near, or none. */
export function nearPoint(q: Pick<FindPropertiesQuery, 'near'>): Point | undefined {
  return q.near === undefined ? undefined : findLandmark(q.near);
}

/**
 * The distance a result shows: from the landmark to the public point, to 0.1 km, so it says no
 * more than the 300 m circle does.
 */
export function shownDistanceKm(from: Point, location: Point | null): number | undefined {
  return location ? Math.round(distanceKm(from, location) * 10) / 10 : undefined;
}
