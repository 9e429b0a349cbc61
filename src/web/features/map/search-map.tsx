import { CloseIcon } from '../../components/close-icon';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localDigits } from '../../../shared/format';
import type { Property } from '../../../shared/property';
import { MapView } from '../../components/map/map-view';
import type { Leaflet } from '../../components/map/load-leaflet';
import { Price } from '../../components/price';
import { useLanguage } from '../../components/use-language';
import { useSearchPropertiesQuery } from '../../lib/properties-api';
import { readBbox, type Box } from './map-box';
import { clusterIndex, listingPoints, pointsBox } from './map-points';

/**
 * How many listings the map places: the first this many of the search, in its order (the nearest
 * first near a landmark), in one request of the API's largest page (docs/maps.md).
 */
export const MAP_LIMIT = 50;

interface SearchMapProps {
  /** The search as the page sends it (cleaned), without its page and limit. */
  query: Record<string, string>;
  /** Sets `bbox` to the box shown and searches again ("search this area"). */
  searchArea: (box: Box) => void;
}

interface Drawn {
  map: Leaflet.Map;
  leaflet: typeof Leaflet;
  marks: Leaflet.LayerGroup;
}

/**
 * The search's listings on a map: groups of nearby listings as circles with their count (a tap
 * zooms into the group), single listings as points (a tap shows a small card to open it), and
 * "search this area" once the reader has moved the map. Loaded only when the map view is chosen.
 */
export default function SearchMap({ query, searchArea }: SearchMapProps) {
  const { t } = useTranslation('map');
  const language = useLanguage();
  const n = (value: number) => localDigits(String(value), language);
  const { page: _page, ...search } = query;
  const { data, isFetching, isError } = useSearchPropertiesQuery({ ...search, limit: String(MAP_LIMIT) });
  const listings = useMemo(() => data?.data ?? [], [data]);
  const points = useMemo(() => listingPoints(listings), [listings]);
  const index = useMemo(() => clusterIndex(points), [points]);
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  // Both hold for one answer only: a new search shows its own listings on a map not yet moved.
  const [movedFor, setMovedFor] = useState<readonly Property[] | null>(null);
  const [picked, setPicked] = useState<{ listing: Property; of: readonly Property[] } | null>(null);
  const moved = movedFor === listings;
  const selected = picked?.of === listings ? picked.listing : null;
  const setSelected = (listing: Property | null) => setPicked(listing && { listing, of: listings });
  const card = useRef<HTMLDivElement>(null);
  const box = readBbox(query.bbox);

  // Made once; the listings are drawn on it by the effects below.
  const draw = useCallback(
    (map: Leaflet.Map, leaflet: typeof Leaflet) => {
      leaflet.control.zoom({ zoomInTitle: t('map.zoomIn'), zoomOutTitle: t('map.zoomOut') }).addTo(map);
      setDrawn({ map, leaflet, marks: leaflet.layerGroup().addTo(map) });
      return () => setDrawn(null);
    },
    [t],
  );
  const options = useMemo(() => ({ zoomControl: false }), []);

  // Each new answer: the map shows the box searched, else all its listings, and the reader has not moved it.
  useEffect(() => {
    if (!drawn || !data) return;
    const shown = box ?? pointsBox(points);
    if (shown) {
      const [west, south, east, north] = shown;
      drawn.map.fitBounds(
        [
          [south, west],
          [north, east],
        ],
        { animate: false, padding: box ? [0, 0] : [24, 24], maxZoom: 15 },
      );
    }
    // Once the map stands, a move by the reader (a drag, a zoom, a group opened) offers the new box.
    const offer = () => setMovedFor(listings);
    drawn.map.on('dragend zoomend', offer);
    return () => void drawn.map.off('dragend zoomend', offer);
    // `box` is read from `query.bbox`, which makes a new `data`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [drawn, data, points, listings]);

  // The marks for the box and zoom shown, drawn again after every move.
  useEffect(() => {
    if (!drawn) return;
    const { map, leaflet, marks } = drawn;
    const redraw = () => {
      // A group opened by keyboard is redrawn away: its focus goes to the map, not to the page's top.
      const container = map.getContainer();
      const focusWasOnMark =
        container.contains(document.activeElement) && document.activeElement !== container;
      marks.clearLayers();
      const bounds = map.getBounds();
      const visible: Box = [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()];
      for (const mark of index.marks(visible, map.getZoom())) {
        const listing = mark.kind === 'listing' ? listings.find((p) => p._id === mark.id) : undefined;
        const marker = leaflet.marker([mark.lat, mark.lng], {
          keyboard: true,
          riseOnHover: true,
          icon: leaflet.divIcon({
            className: mark.kind === 'cluster' ? 'map-cluster' : 'map-point',
            html: mark.kind === 'cluster' ? `<span aria-hidden="true">${n(mark.count)}</span>` : '',
            iconSize: mark.kind === 'cluster' ? [40, 40] : [24, 24],
          }),
        });
        marker.on('click', () => {
          if (mark.kind === 'cluster')
            map.setView([mark.lat, mark.lng], Math.min(index.expansionZoom(mark.clusterId), 18));
          else if (listing) setPicked({ listing, of: listings });
        });
        marker.addTo(marks);
        marker
          .getElement()
          ?.setAttribute(
            'aria-label',
            mark.kind === 'cluster'
              ? t('map.cluster', { count: mark.count, n: n(mark.count) })
              : (listing?.property_title ?? ''),
          );
      }
      if (focusWasOnMark && !container.contains(document.activeElement)) container.focus();
    };
    redraw();
    map.on('moveend', redraw);
    return () => {
      map.off('moveend', redraw);
      marks.clearLayers();
    };
    // `n` and `t` follow the language, which `listings` and `index` are read again for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [drawn, index, listings, language]);

  // The card opened by a tap is read out and reached next.
  useEffect(() => {
    if (selected) card.current?.focus();
  }, [selected]);

  const total = data?.total ?? 0;
  const label = !data
    ? t('map.loading')
    : points.length < total
      ? t('map.labelSome', { shown: n(points.length), total: n(total) })
      : t('map.labelAll', { count: points.length, n: n(points.length) });

  function searchShownArea() {
    if (!drawn) return;
    const bounds = drawn.map.getBounds();
    searchArea([bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()]);
  }

  return (
    <div className="relative mb-4">
      <p className="mb-2 text-sm text-stone-700" aria-live="polite">
        {isError ? t('map.loadError') : data && !isFetching ? label : t('map.loading')}
      </p>
      <div className="relative">
        <MapView label={label} draw={draw} options={options} className="map-view map-view-search" />
        {moved && (
          <button
            type="button"
            onClick={searchShownArea}
            className="absolute left-1/2 top-3 z-[1000] -translate-x-1/2 rounded-full bg-white px-4 py-2 font-semibold text-brand-dark shadow-md ring-1 ring-stone-300"
          >
            {t('map.searchThisArea')}
          </button>
        )}
        {selected && (
          <div
            ref={card}
            tabIndex={-1}
            role="group"
            aria-label={selected.property_title}
            className="absolute inset-x-3 bottom-3 z-[1000] rounded-xl bg-white p-3 shadow-lg ring-1 ring-stone-300"
          >
            <div className="flex items-start justify-between gap-2">
              <h3 className="font-semibold leading-snug text-stone-900">{selected.property_title}</h3>
              <button
                type="button"
                onClick={() => setSelected(null)}
                aria-label={t('map.closeCard')}
                className="-mr-1 -mt-1 flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100"
              >
                <CloseIcon className="h-5 w-5" />
              </button>
            </div>
            <Price property={selected} brief />
            <Link
              to={`/product/${encodeURIComponent(selected._id)}`}
              className="mt-2 inline-block font-semibold text-brand-dark underline"
            >
              {t('map.openListing')}
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
