import { CloseIcon } from '../components/close-icon';
import { lazy, Suspense, useEffect, useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetMetaQuery } from '../lib/meta-api';
import { useSearchParams } from 'react-router';
import { localDigits } from '../../shared/format';
import { useLanguage } from '../components/use-language';
import { landmarksApi } from '../lib/landmarks-api';
import type { Prefetch } from '../lib/prefetch';
import { searchApi, useSearchPropertiesQuery } from '../lib/properties-api';
import { PropertyGrid, PropertyGridSkeleton } from '../features/properties/property-grid';
import { NearDistance } from '../features/search/near-distance';
import { cleanSearchParams } from '../lib/clean-search-params';
import { FilterPanel } from '../features/search/filter-panel';
import { SearchChips, SearchWithout } from '../features/search/search-chips';
import { typedKeyword, understoodParams } from '../features/search/understood-search';
import { FilterSheet } from '../features/search/filter-sheet';
import { LeftOutNote } from '../features/search/left-out-note';
import { DidYouMean } from '../features/search/did-you-mean';
import { resultCount } from '../features/search/result-count';
import { SaveSearchButton } from '../features/saved-searches/save-search-button';
import { Button } from '../components/button';
import { PanelBoundary } from '../components/panel-boundary';
import { AreaPlaceSection } from '../features/map/area-place';
import { useHydrated } from '../lib/use-hydrated';
import { searchThisArea } from '../features/map/map-box';
import { AreaPriceSummary } from '../features/price-guide/area-summary';
import { priceGuideApi } from '../lib/price-guide-api';

// The map view's code, Leaflet and the tiles: fetched only when the map is chosen (docs/maps.md).
const SearchMap = lazy(() => import('../features/map/search-map'));

const PAGE_SIZE = 12;
const SORTS = ['newest', 'price_asc', 'price_desc'] as const;

/** One page of the search that understood URL parameters ask for, with what the API takes of them. */
function searchQuery(cleaned: Record<string, string>): Record<string, string> {
  return { ...cleaned, limit: String(PAGE_SIZE) };
}

/** The URL's parameters that are the search: `view` (list or map) is how it is shown, not what is sought. */
function searchOnly(params: URLSearchParams): URLSearchParams {
  const search = new URLSearchParams(params);
  search.delete('view');
  return search;
}

export const prefetch: Prefetch = (dispatch, { searchParams }) => {
  const { query } = cleanSearchParams(searchOnly(understoodParams(searchParams)));
  return [
    dispatch(searchApi.endpoints.searchProperties.initiate(searchQuery(query))),
    // Near a landmark, its name is on the chip and on every card: drawn by the server too.
    ...(query.near ? [dispatch(landmarksApi.endpoints.getLandmarks.initiate())] : []),
    // An area page sums up the area's prices (features/price-guide/area-summary.tsx).
    ...(query.area ? [dispatch(priceGuideApi.endpoints.getPriceGuide.initiate({ area: query.area }))] : []),
  ];
};

const focusResults = () => document.getElementById('results-count')?.focus();

export default function SearchPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [urlParams, setParams] = useSearchParams();
  // A typed keyword's filters go into the address bar too, so the search is shared and refined as such.
  const params = useMemo(() => understoodParams(urlParams), [urlParams]);
  useEffect(() => {
    if (params.toString() !== urlParams.toString()) setParams(params, { replace: true });
  }, [params, urlParams, setParams]);
  const keyword = params.get('keyword') ?? '';
  const { query: cleaned, problems } = cleanSearchParams(searchOnly(params));
  const view = params.get('view') === 'map' ? 'map' : 'list';
  const hydrated = useHydrated();
  const near = cleaned.near;
  const page = Number(cleaned.page ?? 1);
  const { data, isFetching, isError } = useSearchPropertiesQuery(searchQuery(cleaned));
  // The last count stays while the next loads, but never beside a failure.
  const counted = isError ? undefined : data;
  const { data: meta } = useGetMetaQuery();
  const area = meta?.areas.find((a) => a.slug === params.get('area'));
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  const n = (value: number) => localDigits(String(value), language);

  /** The search with filters set or (empty) taken out, from its first page. */
  function changed(changes: Record<string, string>): URLSearchParams {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    next.delete('page');
    return next;
  }
  const setFilters = (changes: Record<string, string>) => setParams(changed(changes));

  function submitKeyword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('keyword');
    setFilters(typedKeyword(typeof value === 'string' ? value.trim() : ''));
    // The box is drawn anew with the words left; the reader goes on at the results.
    focusResults();
  }

  const goToPage = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    setParams(next);
  };

  const title = area
    ? t('search.titleArea', { area: language === 'bn' ? area.name_bn : area.name })
    : t('search.title');
  const panel = (
    <FilterPanel
      params={params}
      problems={problems}
      setFilters={setFilters}
      reset={() => setParams({ ...(keyword && { keyword }), ...(view === 'map' && { view }) })}
    />
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-4 sm:py-6">
      {/* Tighter on phones, so four or five results fit on the first screen. */}
      <h1 className="text-xl font-semibold sm:text-2xl text-stone-900">{title}</h1>
      <form
        role="search"
        aria-label={t('search.keywordLabel')}
        onSubmit={submitKeyword}
        className="mt-3 flex max-w-2xl sm:mt-4"
        key={keyword}
      >
        <label htmlFor="search-keyword" className="sr-only">
          {t('search.keywordLabel')}
        </label>
        <input
          id="search-keyword"
          name="keyword"
          type="search"
          defaultValue={keyword}
          maxLength={100}
          placeholder={t('home.searchPlaceholder')}
          className="min-w-0 flex-1 rounded-l-full border border-r-0 border-stone-300 bg-white px-4 py-2.5"
        />
        <button type="submit" className="rounded-r-full bg-brand px-5 font-semibold text-white">
          {t('home.searchButton')}
        </button>
      </form>
      {/* The chips say what is sought; saving it sits right after them, on a phone's first screen too. */}
      <div className="flex flex-wrap items-start gap-x-3">
        <SearchChips
          values={cleaned}
          remove={(filter) => setFilters({ [filter]: '' })}
          onEmptied={focusResults}
        />
        <SaveSearchButton params={searchOnly(params)} />
      </div>
      {cleaned.area && <AreaPriceSummary area={cleaned.area} />}

      <div className="mt-4 grid gap-6 sm:mt-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <aside aria-label={t('search.filters')} className="hidden lg:block">
          {panel}
        </aside>
        <section aria-labelledby="results-count">
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2 sm:mb-4 sm:gap-3">
            {/* One live region that stays: a region made together with its text is not announced. */}
            <div aria-live="polite">
              {/* The h2 between the page's h1 and the cards' h3; an empty line holds its place meanwhile. */}
              {counted ? (
                <h2 id="results-count" tabIndex={-1} className="font-semibold text-stone-800">
                  {resultCount(t, 'search.count', counted, language)}
                </h2>
              ) : (
                <p id="results-count" aria-hidden="true">
                  {'\u00a0'}
                </p>
              )}
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <div
                role="group"
                aria-label={t('map.view')}
                className="inline-flex rounded-full border-2 border-stone-300 p-0.5"
              >
                {(['list', 'map'] as const).map((shown) => (
                  <button
                    key={shown}
                    type="button"
                    aria-pressed={view === shown}
                    onClick={() => {
                      const next = new URLSearchParams(params);
                      if (shown === 'map') next.set('view', 'map');
                      else next.delete('view');
                      setParams(next);
                    }}
                    className={`min-h-9 rounded-full px-4 font-semibold ${view === shown ? 'bg-brand text-white' : 'text-stone-800'}`}
                  >
                    {t(`map.${shown}`)}
                  </button>
                ))}
              </div>
              {cleaned.bbox && (
                <button
                  type="button"
                  onClick={() => setFilters({ bbox: '' })}
                  aria-label={t('map.removeArea')}
                  className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-brand bg-brand-light py-1 pl-3 pr-2 font-semibold text-brand-dark hover:bg-white"
                >
                  {t('map.inArea')}
                  <CloseIcon />
                </button>
              )}
            </div>
            <div className="flex items-center gap-2">
              <FilterSheet result={counted}>{panel}</FilterSheet>
              <label htmlFor="search-sort" className="text-sm text-stone-700">
                {t('search.sort')}
              </label>
              <select
                id="search-sort"
                value={
                  cleaned.sort && (keyword || cleaned.sort !== 'relevance')
                    ? cleaned.sort
                    : keyword
                      ? 'relevance'
                      : near
                        ? 'distance'
                        : 'newest'
                }
                onChange={(e) => setFilters({ sort: e.target.value })}
                className="rounded-lg border border-stone-300 bg-white px-2 py-1.5"
              >
                {[...(keyword ? ['relevance'] : []), ...(near ? ['distance'] : []), ...SORTS].map((sort) => (
                  <option key={sort} value={sort}>
                    {t(`search.sort_${sort}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {/* The map over the list, never instead of it: the list is the map's text, and the page the server drew. */}
          {view === 'map' &&
            (hydrated ? (
              <PanelBoundary>
                <Suspense fallback={<div className="map-view map-view-search mb-4 bg-stone-100" />}>
                  <SearchMap query={cleaned} searchArea={(box) => setParams(searchThisArea(params, box))} />
                </Suspense>
              </PanelBoundary>
            ) : (
              <div className="map-view map-view-search mb-4 bg-stone-100" />
            ))}
          <LeftOutNote problems={problems} />
          {!data && isFetching ? (
            <PropertyGridSkeleton count={4} />
          ) : isError || !data ? (
            <p role="alert" className="rounded-xl bg-white p-6 text-center text-stone-700">
              {t('home.loadError')}
            </p>
          ) : data.data.length === 0 ? (
            <div className="rounded-xl bg-white p-8 text-center">
              <h2 className="text-lg font-semibold text-stone-900">{t('search.emptyTitle')}</h2>
              <DidYouMean keyword={keyword} changed={changed} onFollow={focusResults} />
              {data.without?.length ? (
                <SearchWithout
                  values={cleaned}
                  without={data.without}
                  remove={(filter) => setFilters({ [filter]: '' })}
                />
              ) : (
                <p className="mt-2 text-stone-700">{t('search.emptyText')}</p>
              )}
              <Button variant="primary" onClick={() => setParams({})} className="mt-4 px-5 py-2">
                {t('search.resetFilters')}
              </Button>
            </div>
          ) : (
            <div className={isFetching ? 'opacity-60' : ''}>
              <PropertyGrid
                properties={data.data}
                priorityCount={1}
                note={near ? (property) => <NearDistance property={property} near={near} /> : undefined}
              />
              {pages > 1 && (
                <nav
                  aria-label={t('search.pagination')}
                  className="mt-6 flex items-center justify-center gap-3"
                >
                  <button
                    type="button"
                    disabled={page <= 1}
                    onClick={() => goToPage(page - 1)}
                    className="rounded-full border-2 border-stone-300 px-4 py-1.5 font-semibold disabled:opacity-40"
                  >
                    {t('search.previous')}
                  </button>
                  <span className="text-stone-700">
                    {t('search.pageOf', { page: n(page), pages: n(pages) })}
                  </span>
                  <button
                    type="button"
                    disabled={page >= pages}
                    onClick={() => goToPage(page + 1)}
                    className="rounded-full border-2 border-stone-300 px-4 py-1.5 font-semibold disabled:opacity-40"
                  >
                    {t('search.next')}
                  </button>
                </nav>
              )}
            </div>
          )}
          {area && <AreaPlaceSection area={area.slug} name={language === 'bn' ? area.name_bn : area.name} />}
        </section>
      </div>
    </div>
  );
}
