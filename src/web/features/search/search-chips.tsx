import { CloseIcon } from '../../components/close-icon';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_FILTERS, type SearchFilter } from '../../../shared/search-filters';
import type { PropertyPage } from '../../../shared/property';
import { formatAmount } from '../../../shared/format';
import { useFilterLabel } from '../../components/filter-label';
import { useLanguage } from '../../components/use-language';
import { Button } from '../../components/button';

interface ChipsProps {
  /** The search's parameters that hold (`cleanSearchParams`): a value the search leaves out has no chip. */
  values: Record<string, string>;
  /** Takes a filter out of the search (out of the URL, as the panel would). */
  remove: (filter: SearchFilter) => void;
}

/** The filters of a search, whether typed or chosen, as chips to take off: ফ্ল্যাট · ভাড়া · উপশহর · ≤ ১৫ ০০০ BDT. */
export function SearchChips({ values, remove, onEmptied }: ChipsProps & { onEmptied: () => void }) {
  const { t } = useTranslation();
  const label = useFilterLabel(Boolean(values.near));
  const list = useRef<HTMLUListElement>(null);
  // After a chip goes, the focus goes to the one now in its place (or the last, or, when none is
  // left, wherever the page says), not to the top of the page.
  const focusAt = useRef<number | null>(null);
  useEffect(() => {
    if (focusAt.current === null) return;
    const buttons = list.current?.querySelectorAll('button') ?? [];
    const next = buttons[Math.min(focusAt.current, buttons.length - 1)];
    focusAt.current = null;
    if (next) next.focus();
    else onEmptied();
  });
  // The words are in the search box already.
  const set = SEARCH_FILTERS.filter((filter) => filter !== 'keyword' && values[filter]);
  if (set.length === 0) return null;
  return (
    <ul ref={list} aria-label={t('understood.label')} className="mt-3 flex flex-wrap gap-2">
      {set.map((filter, index) => {
        const text = label(filter, values[filter] ?? '');
        return (
          <li key={filter}>
            <button
              type="button"
              onClick={() => {
                focusAt.current = index;
                remove(filter);
              }}
              aria-label={t('understood.remove', { filter: text })}
              className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-brand bg-brand-light py-1 pl-3 pr-2 font-semibold text-brand-dark hover:bg-white"
            >
              {text}
              <CloseIcon />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

interface WithoutProps extends ChipsProps {
  without: NonNullable<PropertyPage['without']>;
}

/** For a search that finds nothing: the searches with one filter fewer that do find something. */
export function SearchWithout({ values, remove, without }: WithoutProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const label = useFilterLabel(Boolean(values.near));
  return (
    <div className="mt-4">
      <p className="text-stone-700">{t('understood.noneWithAll')}</p>
      <ul className="mt-3 flex flex-wrap justify-center gap-2">
        {without.map(({ filter, total }) => (
          <li key={filter}>
            <Button
              variant="brand-outline"
              onClick={() => remove(filter)}
              className="px-4 py-1.5 hover:bg-brand-light"
            >
              {t('understood.without', {
                filter: label(filter, values[filter] ?? ''),
                count: total,
                n: formatAmount(total, language),
              })}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
