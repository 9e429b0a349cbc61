import { useTranslation } from 'react-i18next';
import { useFilterLabel } from '../../components/filter-label';
import { searchFiltersOf } from './saved-query';

/** What a saved search looks for, said as the search page's chips say it (not buttons here). */
export function QuerySummary({ query }: { query: string }) {
  const { t } = useTranslation('account');
  const filters = searchFiltersOf(new URLSearchParams(query));
  const label = useFilterLabel(filters.some(([filter]) => filter === 'near'));
  if (filters.length === 0) return <p className="mt-2 text-stone-700">{t('savedSearches.allListings')}</p>;
  return (
    <ul aria-label={t('savedSearches.searchesFor')} className="mt-2 flex flex-wrap gap-1.5">
      {filters.map(([filter, value]) => (
        <li
          key={filter}
          className="rounded-full border border-brand/40 bg-brand-light px-2.5 py-0.5 text-sm font-semibold text-brand-dark"
        >
          {label(filter, value)}
        </li>
      ))}
    </ul>
  );
}
