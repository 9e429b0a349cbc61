import { createHash, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { movedBy, PUBLIC_RADIUS_M, type Point } from '../../shared/geo';
import type { Property } from '../../shared/property';
import type { Db } from '../db/client';
import type { properties } from '../db/schema';
import { areas } from '../db/schema';

type Row = typeof properties.$inferSelect;
type PlaceColumns = Pick<Row, 'pinLat' | 'pinLng' | 'placeLat' | 'placeLng'>;

/** Rajshahi's centre: the pin of a listing whose area has no centre (none today). */
const CITY_CENTRE: Point = { lat: 24.3745, lng: 88.6042 };

/** How far the public point is from the pin: never on it, always inside the circle drawn around it. */
export const OFFSET_M = { min: 100, max: 250 } as const;

/** The area's approximate centre (rajshahi-areas.json): a new listing's pin until the owner moves it. */
export async function areaCentre(db: Db, areaId: number): Promise<Point> {
  const [row] = await db.select({ lat: areas.lat, lng: areas.lng }).from(areas).where(eq(areas.id, areaId));
  return row?.lat != null && row.lng != null ? { lat: row.lat, lng: row.lng } : CITY_CENTRE;
}

/**
 * The pin and the public point of a listing. The public point is the pin moved by an offset drawn at
 * random (100–250 m, any bearing) and stored, so every read shows the same point (decision 025). A
 * pin that moves gets a new offset: kept, the old one would give the house away, since a pin first
 * left on its area's centre (public) tells anyone the offset, and the moved point minus it is the pin.
 */
export function placeColumns(pin: Point, previous?: PlaceColumns): Required<PlaceColumns> {
  if (
    previous?.pinLat === pin.lat &&
    previous.pinLng === pin.lng &&
    previous.placeLat != null &&
    previous.placeLng != null
  )
    return { pinLat: pin.lat, pinLng: pin.lng, placeLat: previous.placeLat, placeLng: previous.placeLng };
  const offset = randomOffset(pin);
  return { pinLat: pin.lat, pinLng: pin.lng, placeLat: pin.lat + offset.lat, placeLng: pin.lng + offset.lng };
}

function randomOffset(pin: Point): Point {
  const metres = OFFSET_M.min + randomInt(0, (OFFSET_M.max - OFFSET_M.min) * 10 + 1) / 10;
  const bearing = (randomInt(0, 36_000) / 36_000) * 2 * Math.PI;
  const moved = movedBy(pin, metres, bearing);
  return { lat: moved.lat - pin.lat, lng: moved.lng - pin.lng };
}

/** The listing's `location` (everyone) and `pin` (the owner and admins: `mayReadPin`). */
export function locationJson(p: PlaceColumns, mayReadPin: boolean): Pick<Property, 'location' | 'pin'> {
  const location =
    p.placeLat != null && p.placeLng != null
      ? { lat: round6(p.placeLat), lng: round6(p.placeLng), radius_m: PUBLIC_RADIUS_M }
      : null;
  const pin = mayReadPin && p.pinLat != null && p.pinLng != null ? { lat: p.pinLat, lng: p.pinLng } : null;
  return { location, pin };
}

// About 10 cm: more digits would only say the point is computed.
const round6 = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

/**
 * An edit's new pin and public point, or nothing to change: the pin given; else, when the area
 * changes, the new area's centre (a pin left in the old area would contradict the address).
 */
export async function newPlaceColumns(
  db: Db,
  existing: PlaceColumns & Pick<Row, 'areaId'>,
  pin: Point | undefined,
  areaId: number | undefined,
): Promise<Partial<PlaceColumns>> {
  if (pin) return placeColumns(pin, existing);
  if (areaId !== undefined && areaId !== existing.areaId)
    return placeColumns(await areaCentre(db, areaId), existing);
  return {};
}

/**
 * A point up to `maxM` metres from `centre`, the same for the same seed: demo listings of one area
 * spread over it instead of all sitting on its centre. Not secret (the seed is a public id).
 */
export function spreadPoint(centre: Point, seed: string, maxM: number): Point {
  const hash = createHash('sha256').update(seed).digest();
  const metres = (hash.readUInt16BE(0) / 0xffff) * maxM;
  const bearing = (hash.readUInt16BE(2) / 0xffff) * 2 * Math.PI;
  return movedBy(centre, metres, bearing);
}
