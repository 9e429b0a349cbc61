import { distanceKm, type Point } from '../../../shared/geo';
import { LANDMARKS, type Landmark } from '../../../shared/landmarks';
import { WITHIN_KM } from '../../../shared/property-query';
import places from '../../../shared/rajshahi-areas.json' with { type: 'json' };

// An area page names at most this many landmarks: the nearest, enough to place it.
const SHOWN = 4;

export interface AreaPlace {
  centre: Point;
  /** The landmarks within a near search's default distance of the centre, nearest first. */
  landmarks: Array<{ landmark: Landmark; km: number }>;
}

/**
 * Where an area is, from the shared data alone (no request: the server draws the same text): its
 * centre and the landmarks near it. Undefined for a slug that is no area.
 */
export function areaPlace(slug: string): AreaPlace | undefined {
  const area = [...places.thanas, ...places.upazilas, ...places.neighbourhoods].find(
    (place) => place.slug === slug,
  );
  if (!area) return;
  const centre = { lat: area.lat, lng: area.lng };
  const landmarks = LANDMARKS.map((landmark) => ({ landmark, km: distanceKm(centre, landmark) }))
    .filter(({ km }) => km <= WITHIN_KM.default)
    .sort((a, b) => a.km - b.km)
    .slice(0, SHOWN);
  return { centre, landmarks };
}
