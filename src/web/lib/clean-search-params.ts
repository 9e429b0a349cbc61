import { CATEGORIES, PROPERTY_TYPES, SORTS, TENANTS } from '../../shared/enums';
import {
  MAX_KEYWORD_LENGTH,
  readSearchNumber,
  SEARCH_NUMBER_NAMES,
  type SearchNumberName,
} from '../../shared/search-numbers';

export interface CleanSearch {
  /** The search to send: the URL's parameters that hold, numbers in ASCII digits, empty ones left out. */
  query: Record<string, string>;
  /** The parameters left out, each with the issue code that says why (`invalid_number`, `min_above_max`…). */
  problems: Record<string, string>;
}

// What the API's query schema takes (shared/property-query.ts), checked without zod so the search
// page's code stays small; clean-search-params.test.ts holds the two together.
const CHOICES: Record<string, readonly string[]> = {
  property_type: PROPERTY_TYPES,
  category: CATEGORIES,
  tenant: TENANTS,
  sort: SORTS,
  include_closed: ['true', 'false'],
  owners_only: ['true', 'false'],
};
const MAX_LENGTH: Record<string, number> = { keyword: MAX_KEYWORD_LENGTH, area: 80, city: 80 };
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

function issueOf(name: string, value: string): string | undefined {
  if (name in CHOICES) return CHOICES[name]!.includes(value) ? undefined : 'invalid';
  if (name in MAX_LENGTH) return value.trim().length > MAX_LENGTH[name]! ? 'too_long' : undefined;
  if (name === 'available_from') return MONTH.test(value) ? undefined : 'invalid_month';
  return undefined;
}

/**
 * A search page's URL parameters as a search the API accepts: a value it would refuse (`max_price=abc`,
 * `page=x`, a minimum above the maximum) is left out and named in `problems`, so the page searches
 * without it and says so, instead of failing. Numbers may be typed in any digits ("১৫,০০০", "15 000").
 */
export function cleanSearchParams(params: URLSearchParams): CleanSearch {
  const query: Record<string, string> = {};
  const problems: Record<string, string> = {};
  for (const name of new Set(params.keys())) {
    const value = params.get(name) ?? '';
    if (value.trim() === '') continue;
    // As the API reads it: false is no filter, so no chip either.
    if (name === 'owners_only' && value === 'false') continue;
    if (SEARCH_NUMBER_NAMES.includes(name as SearchNumberName)) {
      const read = readSearchNumber(name as SearchNumberName, value);
      if (read && 'issue' in read) problems[name] = read.issue;
      else if (read) query[name] = String(read.value);
      continue;
    }
    const issue = issueOf(name, value);
    if (issue) problems[name] = issue;
    else query[name] = value;
  }
  if (query.min_price && query.max_price && Number(query.min_price) > Number(query.max_price)) {
    delete query.max_price;
    problems.max_price = 'min_above_max';
  }
  return { query, problems };
}
