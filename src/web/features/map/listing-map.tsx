import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Property } from '../../../shared/property';
import { MapView, STILL_MAP } from '../../components/map/map-view';
import type { Leaflet } from '../../components/map/load-leaflet';

/**
 * A listing's public circle (`location`, radius_m around its displaced point) on a small still map,
 * and, for the owner and admins, who alone get `pin`, the exact pin as a dot. Loaded when the page
 * is scrolled near it (product-details.tsx), never with the page.
 */
export default function ListingMap({ property }: { property: Property }) {
  const { t } = useTranslation('map');
  const { location, pin } = property;
  const draw = useCallback(
    (map: Leaflet.Map, leaflet: typeof Leaflet) => {
      if (!location) return;
      const centre = leaflet.latLng(location.lat, location.lng);
      leaflet
        .circle(centre, {
          radius: location.radius_m,
          color: '#0b7a62',
          weight: 2,
          fillColor: '#0b7a62',
          fillOpacity: 0.2,
          interactive: false,
        })
        .addTo(map);
      if (pin) {
        leaflet
          .circleMarker([pin.lat, pin.lng], {
            radius: 6,
            color: '#ffffff',
            weight: 2,
            fillColor: '#b45309',
            fillOpacity: 1,
            interactive: false,
          })
          .addTo(map);
      }
      // The circle with a margin around it (the pin is always inside it: decision 025).
      map.fitBounds(centre.toBounds(location.radius_m * 2.6), { animate: false });
    },
    [location, pin],
  );
  if (!location) return null;
  return (
    <MapView
      label={pin ? t('map.listingLabelWithPin') : t('map.listingLabel')}
      draw={draw}
      options={STILL_MAP}
      className="map-view map-view-listing"
    />
  );
}
