import { useCallback, useEffect, useRef } from 'react';
import type { Point } from '../../../shared/geo';
import type { Leaflet } from '../../components/map/load-leaflet';
import { MapView } from '../../components/map/map-view';
import { keyStep } from './pin-words';

interface PinMapProps {
  pin: Point;
  /** The map's name, for a screen reader. */
  label: string;
  /** The marker's name: what it is and how the keys move it. */
  markerLabel: string;
  /** The id of the words that say where the pin is. */
  describedBy: string;
  onMove: (pin: Point) => void;
}

// Made once: MapView draws its map again for new options.
const OPTIONS: Leaflet.MapOptions = { zoom: 16 };

// A pin drawn in the page, not an image: no file to fetch, and it takes the focus ring.
const PIN_SVG =
  '<svg width="32" height="40" viewBox="0 0 32 40" aria-hidden="true"><path d="M16 39C16 39 30 24 30 15A14 14 0 0 0 2 15C2 24 16 39 16 39Z" fill="#b91c1c" stroke="#fff" stroke-width="2"/><circle cx="16" cy="15" r="5" fill="#fff"/></svg>';

/**
 * The post form's map (Leaflet, fetched when it is first shown): a marker the owner drags, moves
 * with the arrow keys once it has the focus, or sends to where they tap. It says where it is in the
 * words beside it (`describedBy`).
 */
export function PinMap({ pin, label, markerLabel, describedBy, onMove }: PinMapProps) {
  // The map is drawn once; what it reads later is read through these.
  const current = useRef({ pin, onMove, markerLabel });
  useEffect(() => {
    current.current = { pin, onMove, markerLabel };
  });
  const drawn = useRef<{ map: Leaflet.Map; marker: Leaflet.Marker } | null>(null);

  const draw = useCallback(
    (map: Leaflet.Map, leaflet: typeof Leaflet) => {
      const icon = leaflet.divIcon({
        className: 'pin-marker',
        html: PIN_SVG,
        iconSize: [32, 40],
        iconAnchor: [16, 39],
      });
      const start = current.current.pin;
      map.setView([start.lat, start.lng], map.getZoom());
      const marker = leaflet
        .marker([start.lat, start.lng], { draggable: true, keyboard: true, icon })
        .addTo(map);
      const element = marker.getElement();
      element?.setAttribute('aria-label', current.current.markerLabel);
      element?.setAttribute('aria-describedby', describedBy);
      element?.addEventListener('keydown', (event) => {
        const next = keyStep(current.current.pin, event.key, event.shiftKey);
        if (!next) return;
        // Not the map's own arrow keys, which pan it.
        event.preventDefault();
        event.stopPropagation();
        current.current.onMove(next);
      });
      marker.on('dragend', () => {
        const { lat, lng } = marker.getLatLng();
        current.current.onMove({ lat, lng });
      });
      map.on('click', (event: Leaflet.LeafletMouseEvent) =>
        current.current.onMove({ lat: event.latlng.lat, lng: event.latlng.lng }),
      );
      drawn.current = { map, marker };
      return () => {
        drawn.current = null;
      };
      // The words' id is the section's, fixed for its life.
    },
    [describedBy],
  );

  // The pin moved (a key, a drag, a tap, another area): the marker follows, and the map keeps it in view.
  useEffect(() => {
    if (!drawn.current) return;
    const { map, marker } = drawn.current;
    marker.setLatLng([pin.lat, pin.lng]);
    if (!map.getBounds().pad(-0.1).contains([pin.lat, pin.lng])) map.panTo([pin.lat, pin.lng]);
  }, [pin.lat, pin.lng]);

  useEffect(() => drawn.current?.marker.getElement()?.setAttribute('aria-label', markerLabel), [markerLabel]);

  return <MapView label={label} draw={draw} options={OPTIONS} />;
}
