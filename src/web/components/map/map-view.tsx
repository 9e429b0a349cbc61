import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetMetaQuery } from '../../lib/meta-api';
import { loadLeaflet, type Leaflet } from './load-leaflet';

/** Rajshahi city's centre, where a map opens when it is given nothing else. */
export const RAJSHAHI_CENTRE: [number, number] = [24.3745, 88.6042];

// A map that only shows: the page scrolls past it, nothing on it moves or takes the focus.
export const STILL_MAP: Leaflet.MapOptions = {
  dragging: false,
  touchZoom: false,
  doubleClickZoom: false,
  scrollWheelZoom: false,
  boxZoom: false,
  keyboard: false,
  zoomControl: false,
  // What is drawn fills the box at any size, not only at whole zooms.
  zoomSnap: 0.25,
};

export interface MapViewProps {
  /** What the map shows, for a screen reader (the map itself is pictures). */
  label: string;
  /** Draws on the map once Leaflet and the tiles are there; may return what undoes it. */
  draw: (map: Leaflet.Map, leaflet: typeof Leaflet) => void | (() => void);
  /** Leaflet's options: e.g. `{ dragging: false }` for a map that only shows. */
  options?: Leaflet.MapOptions;
  className?: string;
}

/**
 * A Leaflet map on the configured tiles (`GET /meta` map_tiles), loaded when it is first drawn. It
 * is a labelled region; what it shows must also be said in text beside it.
 */
export function MapView({ label, draw, options, className }: MapViewProps) {
  const { t } = useTranslation('map');
  const { data: meta } = useGetMetaQuery();
  const element = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const tiles = meta?.map_tiles;

  useEffect(() => {
    if (!tiles || !element.current) return;
    let map: Leaflet.Map | null = null;
    let undo: void | (() => void);
    let cancelled = false;
    loadLeaflet().then(
      (leaflet) => {
        if (cancelled || !element.current) return;
        // Leaflet's own zoom buttons are named in English: ours are named in the reader's language.
        map = leaflet.map(element.current, {
          center: RAJSHAHI_CENTRE,
          zoom: 13,
          ...options,
          zoomControl: false,
        });
        if (options?.zoomControl !== false)
          leaflet.control.zoom({ zoomInTitle: t('map.zoomIn'), zoomOutTitle: t('map.zoomOut') }).addTo(map);
        leaflet
          .tileLayer(tiles.url, {
            attribution: tiles.attribution,
            maxZoom: 19,
            // The site sends no Referer (helmet's no-referrer); tile servers such as OpenStreetMap's
            // ask for one (docs/maps.md): the tiles alone send the site's origin, never its paths.
            referrerPolicy: 'strict-origin-when-cross-origin',
          })
          .addTo(map);
        undo = draw(map, leaflet);
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
      if (typeof undo === 'function') undo();
      map?.remove();
    };
    // The map is made once per tiles and drawing; a new `draw` redraws it.
  }, [tiles, draw, options, t]);

  if (failed) return <p className="map-failed">{t('map.failed')}</p>;
  return <div ref={element} role="region" aria-label={label} className={className ?? 'map-view'} />;
}
