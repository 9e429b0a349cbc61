import { cleanSearchParams } from '../../lib/clean-search-params';
import {
  understandKeyword,
  understandQuery,
  type UnderstoodFilters,
} from '../../../shared/search-understanding';

/**
 * The search a URL asks for, its keyword read as filters: "?keyword=flat+in+kajla" is
 * "?category=apartment&area=kazla". The page fetches this, shows it as chips and puts it in the
 * address bar, so a search is shared, reloaded and refined as filters. Filters the URL sets already
 * stay as they are; a value it could not take (`category=flats`) is replaced.
 */
export function understoodParams(params: URLSearchParams): URLSearchParams {
  const keyword = params.get('keyword')?.trim();
  if (!keyword) return params;
  // A filter the URL sets counts only if the search can take it: `category=flats` is no category.
  const { query } = cleanSearchParams(params);
  const { filters, rest } = understandKeyword(keyword, (filter) => filter in query);
  const understood = new URLSearchParams(params);
  for (const [name, value] of Object.entries(asParams(filters))) understood.set(name, value);
  if (rest) understood.set('keyword', rest);
  else understood.delete('keyword');
  return understood;
}

/**
 * The URL changes a newly typed keyword makes: what it says replaces the filters it names (the
 * visitor said it last); the words left become the keyword.
 */
export function typedKeyword(text: string): Record<string, string> {
  const { filters, rest } = understandQuery(text);
  return { ...asParams(filters), keyword: rest };
}

function asParams(filters: UnderstoodFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).map(([name, value]) => [name, String(value)]));
}
