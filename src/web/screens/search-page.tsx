import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetMetaQuery } from '../lib/meta-api';
import { useSearchParams } from 'react-router';
import { formatAmount, localDigits } from '../../shared/format';
import { useLanguage } from '../components/use-language';
import type { Prefetch } from '../lib/prefetch';
import { searchApi, useSearchPropertiesQuery } from '../lib/properties-api';
import { PropertyGrid, PropertyGridSkeleton } from '../features/properties/property-grid';
import { FilterPanel } from '../features/search/filter-panel';

const PAGE_SIZE = 12;
const SORTS = ['newest', 'price_asc', 'price_desc'] as const;

/** The search the URL asks for: every filter it names, one page of results. */
function searchQuery(params: URLSearchParams): Record<string, string> {
  const filters = [...params.entries()].filter(([, value]) => value !== '');
  return { ...Object.fromEntries(filters), limit: String(PAGE_SIZE) };
}

export const prefetch: Prefetch = (dispatch, { searchParams }) => [
  dispatch(searchApi.endpoints.searchProperties.initiate(searchQuery(searchParams))),
];

export default function SearchPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const [sheetOpen, setSheetOpen] = useState(false);
  const keyword = params.get('keyword') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isFetching, isError } = useSearchPropertiesQuery(searchQuery(params));
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
    setFilters({ keyword: typeof value === 'string' ? value.trim() : '' });
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
      key={`${params.get('min_price')}-${params.get('max_price')}`}
      params={params}
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

      <div className="mt-4 grid gap-6 sm:mt-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <aside aria-label={t('search.filters')} className="hidden lg:block">
          {panel}
        </aside>
        <section aria-labelledby="results-count">
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2 sm:mb-4 sm:gap-3">
            {/* One live region that stays: a region made together with its text is not announced. */}
            <div aria-live="polite">
              {/* The h2 between the page's h1 and the cards' h3; an empty line holds its place meanwhile. */}
              {data ? (
                <h2 id="results-count" className="font-semibold text-stone-800">
                  {t(data.totalCapped ? 'search.countCapped' : 'search.count', {
                    count: data.total,
                    n: formatAmount(data.total, language), // "১ ০০০+": grouped like prices
                  })}
                </h2>
              ) : (
                <p id="results-count" aria-hidden="true">
                  {'\u00a0'}
                </p>
              )}
            </div>
            <div className="flex items-center gap-2">
              <button
                type="button"
                onClick={() => setSheetOpen(true)}
                className="rounded-full border-2 border-brand px-4 py-1.5 font-semibold text-brand-dark lg:hidden"
              >
                {t('search.showFilters')}
              </button>
              <label htmlFor="search-sort" className="text-sm text-stone-700">
                {t('search.sort')}
              </label>
              <select
                id="search-sort"
                value={params.get('sort') ?? (keyword ? 'relevance' : 'newest')}
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
          {!data && isFetching ? (
            <PropertyGridSkeleton count={4} />
          ) : isError || !data ? (
            <p role="alert" className="rounded-xl bg-white p-6 text-center text-stone-700">
              {t('home.loadError')}
            </p>
          ) : data.data.length === 0 ? (
            <div className="rounded-xl bg-white p-8 text-center">
              <h2 className="text-lg font-semibold text-stone-900">{t('search.emptyTitle')}</h2>
              <p className="mt-2 text-stone-700">{t('search.emptyText')}</p>
              <button
                type="button"
                onClick={() => setParams({})}
                className="mt-4 rounded-full bg-brand px-5 py-2 font-semibold text-white"
              >
                {t('search.resetFilters')}
              </button>
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

      {sheetOpen && (
        <div
          className="fixed inset-0 z-40 flex items-end bg-black/40 lg:hidden"
          onClick={() => setSheetOpen(false)}
        >
          <div
            role="dialog"
            aria-modal="true"
            aria-label={t('search.filters')}
            className="max-h-[85vh] w-full overflow-y-auto rounded-t-2xl bg-white p-5"
            onClick={(e) => e.stopPropagation()}
          >
            <h2 className="mb-4 text-lg font-semibold text-stone-900">{t('search.filters')}</h2>
            {panel}
            <button
              type="button"
              onClick={() => setSheetOpen(false)}
              className="mt-4 w-full rounded-full bg-brand px-4 py-3 font-semibold text-white"
            >
              {t('search.closeFilters')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
