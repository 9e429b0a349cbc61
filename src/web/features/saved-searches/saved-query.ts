import { SEARCH_FILTERS, type SearchFilter } from '../../../shared/search-filters';
import { MAX_SEARCH_NAME_LENGTH } from '../../../shared/saved-search-limits';
import { cleanSearchParams } from '../../lib/clean-search-params';

export type FilterValues = Array<[SearchFilter, string]>;

// The keyword goes last: the name reads as the chips do, then the words ("ফ্ল্যাট · উপশহর · “লিফট”").
const ORDER: readonly SearchFilter[] = [...SEARCH_FILTERS.filter((f) => f !== 'keyword'), 'keyword'];

/**
 * What a search looks for: its filters the API takes, in the chips' order. Sort, page and the like
 * are how the results are shown, not what is sought, and are not saved; a value the search leaves
 * out (`max_price=abc`) is not either.
 */
export function searchFiltersOf(params: URLSearchParams): FilterValues {
  const { query } = cleanSearchParams(params);
  return ORDER.flatMap((filter) =>
    query[filter] ? [[filter, query[filter]] as [SearchFilter, string]] : [],
  );
}

/** The query string to save (the server canonicalises it): the filters alone, without `?`. */
export function savedQueryOf(filters: FilterValues): string {
  return new URLSearchParams(filters).toString();
}

/**
 * A default name from what the chips say: "ফ্ল্যাট · ভাড়া · উপশহর · ≤ ১৫ ০০০ BDT". Too long a name
 * loses its last chips whole, and says so with "…".
 */
export function searchNameOf(labels: string[]): string {
  const kept: string[] = [];
  for (const label of labels) {
    const next = [...kept, label].join(' · ');
    if (next.length > MAX_SEARCH_NAME_LENGTH) {
      if (kept.length > 0) return `${kept.join(' · ')} …`;
      return `${label.slice(0, MAX_SEARCH_NAME_LENGTH - 1)}…`;
    }
    kept.push(label);
  }
  return kept.join(' · ');
}
