// Points on the map in degrees (WGS 84) and distances between them: the same arithmetic in the
// browser, the server and the SQL of a distance search (properties/distance-search.ts).

export interface Point {
  lat: number;
  lng: number;
}

/** The Rajshahi district, a little generously: a pin outside it is refused (`outside_rajshahi`). */
export const RAJSHAHI_BOUNDS = { minLat: 24.07, maxLat: 24.72, minLng: 88.17, maxLng: 88.97 } as const;

/** The radius of the circle the public sees around a listing's displaced point. */
export const PUBLIC_RADIUS_M = 300;

/** The mean radius of the Earth, as the haversine formula takes it. */
export const EARTH_RADIUS_KM = 6371.0088;

/** Kilometres per degree of latitude; a degree of longitude is this times cos(latitude). */
export const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;

export function insideRajshahi({ lat, lng }: Point): boolean {
  const b = RAJSHAHI_BOUNDS;
  return lat >= b.minLat && lat <= b.maxLat && lng >= b.minLng && lng <= b.maxLng;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points, in kilometres (haversine). */
export function distanceKm(a: Point, b: Point): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The point `metres` away from `from` towards `bearing` (radians, clockwise from north): flat-earth, fine below a few km. */
export function movedBy(from: Point, metres: number, bearing: number): Point {
  const km = metres / 1000;
  return {
    lat: from.lat + (km * Math.cos(bearing)) / KM_PER_DEGREE,
    lng: from.lng + (km * Math.sin(bearing)) / (KM_PER_DEGREE * Math.cos(radians(from.lat))),
  };
}
