import type { TFunction } from 'i18next';
import type { Language } from '../../../shared/enums';
import { localDigits } from '../../../shared/format';
import { distanceKm, movedBy, type Point } from '../../../shared/geo';

/** How far an arrow key moves the pin, in metres; with Shift, further. */
export const KEY_STEP_M = 50;
export const SHIFT_STEP_M = 250;

/** Closer to the area's centre than this, the pin is "at the centre". */
const AT_CENTRE_M = 10;

const ARROWS: Record<string, number> = { ArrowUp: 0, ArrowRight: 90, ArrowDown: 180, ArrowLeft: 270 };

/** The pin after an arrow key (Shift for a longer step); null for any other key. */
export function keyStep(pin: Point, key: string, shift: boolean): Point | null {
  const degrees = ARROWS[key];
  if (degrees === undefined) return null;
  return movedBy(pin, shift ? SHIFT_STEP_M : KEY_STEP_M, (degrees * Math.PI) / 180);
}

export const DIRECTIONS = ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** The compass point (one of eight) from `from` towards `to`. */
export function directionOf(from: Point, to: Point): Direction {
  // East–west degrees shrink with the latitude: compare distances, not degrees.
  const north = to.lat - from.lat;
  const east = (to.lng - from.lng) * Math.cos((from.lat * Math.PI) / 180);
  const bearing = ((Math.atan2(east, north) * 180) / Math.PI + 360) % 360;
  return DIRECTIONS[Math.round(bearing / 45) % 8] ?? 'n';
}

/** A distance as the form says it: metres to the nearest 10 under a kilometre, else km to one decimal. */
export function distanceWords(metres: number, language: Language, t: TFunction): string {
  if (metres < 995)
    return t('pin.metres', { n: localDigits(String(Math.round(metres / 10) * 10), language) });
  return t('pin.km', { n: localDigits((metres / 1000).toFixed(1), language) });
}

export interface NamedPoint extends Point {
  name: string;
}

/**
 * Where the pin is, in words: "Pin: about 350 m north-east of Kazla's centre · 0.8 km from RUET", in
 * the reader's language and digits; the landmark is the nearest one, when there are any.
 */
export function pinWords(
  pin: Point,
  area: NamedPoint,
  landmarks: readonly NamedPoint[],
  language: Language,
  t: TFunction,
): string {
  const metres = distanceKm(area, pin) * 1000;
  const where =
    metres < AT_CENTRE_M
      ? t('pin.atCentre', { area: area.name })
      : t('pin.fromCentre', {
          area: area.name,
          distance: distanceWords(metres, language, t),
          direction: t(`pin.direction.${directionOf(area, pin)}`),
        });
  const nearest = [...landmarks]
    .map((landmark) => ({ landmark, km: distanceKm(landmark, pin) }))
    .sort((a, b) => a.km - b.km)[0];
  if (!nearest) return where;
  const km = t('pin.km', { n: localDigits(nearest.km.toFixed(1), language) });
  return `${where} · ${t('pin.fromLandmark', { landmark: nearest.landmark.name, distance: km })}`;
}
