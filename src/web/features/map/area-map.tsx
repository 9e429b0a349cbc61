import { useCallback } from 'react';
import { localDigits } from '../../../shared/format';
import { MapView, STILL_MAP } from '../../components/map/map-view';
import type { Leaflet } from '../../components/map/load-leaflet';
import { useLanguage } from '../../components/use-language';
import type { AreaPlace } from './area-landmarks';

// Without landmarks near it, an area is shown this far around its centre.
const AREA_RADIUS_M = 1000;

/**
 * An area page's still map: the area's centre and the landmarks near it, numbered as in the list. Loaded when
 * the page is scrolled near it (area-place.tsx), never with the page; the same is said in text there.
 */
export default function AreaMap({ place, label }: { place: AreaPlace; label: string }) {
  const language = useLanguage();
  const draw = useCallback(
    (map: Leaflet.Map, leaflet: typeof Leaflet) => {
      const centre = leaflet.latLng(place.centre.lat, place.centre.lng);
      leaflet
        .circleMarker(centre, {
          radius: 8,
          color: '#ffffff',
          weight: 2,
          fillColor: '#0b7a62',
          fillOpacity: 1,
          interactive: false,
        })
        .addTo(map);
      let bounds = centre.toBounds(AREA_RADIUS_M * 2);
      place.landmarks.forEach(({ landmark }, i) => {
        const point = leaflet.latLng(landmark.lat, landmark.lng);
        // Numbered as in the list beside the map, which names them: the map only shows where.
        leaflet
          .marker(point, {
            icon: leaflet.divIcon({
              className: 'map-landmark',
              html: localDigits(String(i + 1), language),
              iconSize: [24, 24],
            }),
            interactive: false,
            keyboard: false,
          })
          .addTo(map);
        bounds = bounds.extend(point);
      });
      map.fitBounds(bounds, { animate: false, padding: [24, 24] });
    },
    [place, language],
  );
  return <MapView label={label} draw={draw} options={STILL_MAP} className="map-view map-view-listing" />;
}
