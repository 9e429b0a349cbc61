import { useEffect, useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetMetaQuery } from '../lib/meta-api';
import { useSearchParams } from 'react-router';
import { localDigits } from '../../shared/format';
import { useLanguage } from '../components/use-language';
import type { Prefetch } from '../lib/prefetch';
import { searchApi, useSearchPropertiesQuery } from '../lib/properties-api';
import { PropertyGrid, PropertyGridSkeleton } from '../features/properties/property-grid';
import { cleanSearchParams } from '../lib/clean-search-params';
import { FilterPanel } from '../features/search/filter-panel';
import { SearchChips, SearchWithout } from '../features/search/search-chips';
import { typedKeyword, understoodParams } from '../features/search/understood-search';
import { FilterSheet } from '../features/search/filter-sheet';
import { LeftOutNote } from '../features/search/left-out-note';
import { resultCount } from '../features/search/result-count';
import { SaveSearchButton } from '../features/saved-searches/save-search-button';
import { Button } from '../components/button';

const PAGE_SIZE = 12;
const SORTS = ['newest', 'price_asc', 'price_desc'] as const;

/** One page of the search that understood URL parameters ask for, with what the API takes of them. */
function searchQuery(cleaned: Record<string, string>): Record<string, string> {
  return { ...cleaned, limit: String(PAGE_SIZE) };
}

export const prefetch: Prefetch = (dispatch, { searchParams }) => [
  dispatch(
    searchApi.endpoints.searchProperties.initiate(
      searchQuery(cleanSearchParams(understoodParams(searchParams)).query),
    ),
  ),
];

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
  const { query: cleaned, problems } = cleanSearchParams(params);
  const page = Number(cleaned.page ?? 1);
  const { data, isFetching, isError } = useSearchPropertiesQuery(searchQuery(cleaned));
  // The last count stays while the next loads, but never beside a failure.
  const counted = isError ? undefined : data;
  const { data: meta } = useGetMetaQuery();
  const area = meta?.areas.find((a) => a.slug === params.get('area'));
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  const n = (value: number) => localDigits(String(value), language);

  function setFilters(changes: Record<string, string>) {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    next.delete('page');
    setParams(next);
  }

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
      reset={() => setParams(keyword ? { keyword } : {})}
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
        <SaveSearchButton params={params} />
      </div>

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
                      : 'newest'
                }
                onChange={(e) => setFilters({ sort: e.target.value })}
                className="rounded-lg border border-stone-300 bg-white px-2 py-1.5"
              >
                {(keyword ? ['relevance', ...SORTS] : SORTS).map((sort) => (
                  <option key={sort} value={sort}>
                    {t(`search.sort_${sort}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
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
              <PropertyGrid properties={data.data} priorityCount={1} />
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
        </section>
      </div>
    </div>
  );
}
