import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { suggestSpelling } from '../../../shared/search-spelling';
import { typedKeyword } from './understood-search';

interface Props {
  /** The words of the search that search could not read (the URL's keyword, already understood). */
  keyword: string;
  /** The search with changes made, as the page's filters change it (other filters kept, page 1). */
  changed: (changes: Record<string, string>) => URLSearchParams;
  /** Where the reader goes on: the results' count, which says what the corrected search found. */
  onFollow: () => void;
}

/**
 * For a search that finds nothing: "Did you mean “bachelor”?", a link to the same search with its
 * misspelt words put right (shared/search-spelling.ts), read anew as a typed keyword is, so they
 * become chips. A link: it works before the page's script has run, and opens in a new tab.
 */
export function DidYouMean({ keyword, changed, onFollow }: Props) {
  const { t } = useTranslation();
  const suggestion = useMemo(() => (keyword ? suggestSpelling(keyword) : null), [keyword]);
  if (!suggestion) return null;
  return (
    <p className="mt-3 text-lg">
      <Link
        to={{ search: `?${changed(typedKeyword(suggestion)).toString()}` }}
        onClick={onFollow}
        className="font-semibold text-brand-dark underline"
      >
        {t('search.didYouMean', { words: suggestion })}
      </Link>
    </p>
  );
}
