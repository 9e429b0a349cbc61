import type * as Leaflet from 'leaflet';

export type { Leaflet };

let loading: Promise<typeof Leaflet> | null = null;

/**
 * Leaflet and its stylesheet, fetched the first time a map is shown, once: a map is never part of a
 * page's first load (e2e/js-budget.spec.ts), and the server-drawn list stays the page.
 */
export function loadLeaflet(): Promise<typeof Leaflet> {
  loading ??= Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]).then(
    ([module]) => (module as { default?: typeof Leaflet }).default ?? module,
  );
  // A failed fetch (a dropped connection) may be tried again by the next map.
  loading.catch(() => (loading = null));
  return loading;
}
