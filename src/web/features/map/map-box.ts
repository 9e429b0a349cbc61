// The map's box in the URL, without the clustering library: the search page reads and writes it
// in its first load, the map's code comes later (docs/maps.md).

/** West, south, east, north in degrees: the API's `bbox` and supercluster's box, in that order. */
export type Box = readonly [number, number, number, number];

/**
 * The visible box as the URL's `bbox` (minLng,minLat,maxLng,maxLat), to 4 decimals (about 10 m):
 * enough for a map, short in a shared link, and one box does not become many cache entries.
 */
export function bboxParam(box: Box): string {
  // Outwards, so that what is visible stays inside the box searched.
  const [west, south, east, north] = box;
  const down = (n: number) => Math.floor(n * 1e4) / 1e4;
  const up = (n: number) => Math.ceil(n * 1e4) / 1e4;
  return [down(west), down(south), up(east), up(north)].map((n) => n.toFixed(4)).join(',');
}

/** The URL's `bbox` read back, or null when it is not four numbers in order. */
export function readBbox(text: string | null | undefined): Box | null {
  if (!text) return null;
  const numbers = text.split(',').map((part) => Number(part.trim()));
  if (numbers.length !== 4 || !numbers.every(Number.isFinite)) return null;
  const [west, south, east, north] = numbers as [number, number, number, number];
  return west < east && south < north ? [west, south, east, north] : null;
}

/**
 * The search's parameters for "search this area": the box replaces the places it would contradict
 * (a landmark's circle, an area, a city, an earlier box), the other filters stay, page one.
 */
export function searchThisArea(params: URLSearchParams, box: Box): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of ['near', 'within_km', 'area', 'city', 'page']) next.delete(name);
  if (next.get('sort') === 'distance') next.delete('sort');
  next.set('bbox', bboxParam(box));
  return next;
}
