import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { localDigits } from '../../../shared/format';
import { PanelBoundary } from '../../components/panel-boundary';
import { useLanguage } from '../../components/use-language';
import { WhenNear } from '../../components/when-near';
import { areaPlace } from './area-landmarks';

const AreaMap = lazy(() => import('./area-map'));

/**
 * "Where Kazla is", at the foot of an area page (the search filtered to one area): the landmarks
 * near its centre with their distances, drawn by the server from the shared data, and a still map of
 * them loaded when the reader scrolls near it. Nothing for a slug that is no area.
 */
export function AreaPlaceSection({ area, name }: { area: string; name: string }) {
  const { t } = useTranslation(['map', 'places']);
  const language = useLanguage();
  const place = areaPlace(area);
  if (!place) return null;
  const label = t('map.areaLabel', { area: name });
  return (
    <section aria-labelledby="area-place-title" className="mt-8 max-w-2xl">
      <h2 id="area-place-title" className="mb-2 text-lg font-semibold text-stone-900">
        {t('map.areaTitle', { area: name })}
      </h2>
      <p className="text-stone-700">{t('map.areaCentre', { area: name })}</p>
      {place.landmarks.length > 0 && (
        <>
          <p className="text-stone-700">{t('map.areaNear')}</p>
          <ol className="mb-3 text-stone-800">
            {place.landmarks.map(({ landmark, km }, i) => (
              <li key={landmark.slug} className="flex gap-2">
                {/* The number of its mark on the map, in the reader's digits. */}
                <span
                  aria-hidden="true"
                  className="mt-0.5 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-amber-700 text-sm font-bold text-white"
                >
                  {localDigits(String(i + 1), language)}
                </span>
                {t('places:places.distance', {
                  km: localDigits(km.toFixed(1), language),
                  place: language === 'bn' ? landmark.name_bn : landmark.name,
                })}
              </li>
            ))}
          </ol>
        </>
      )}
      <WhenNear className="map-view map-view-listing bg-stone-100">
        <PanelBoundary>
          <Suspense fallback={null}>
            <AreaMap place={place} label={label} />
          </Suspense>
        </PanelBoundary>
      </WhenNear>
    </section>
  );
}
