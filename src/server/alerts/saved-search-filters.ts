import { findPropertiesQuerySchema, type FindPropertiesQuery } from '../../shared/property-query';
import { SEARCH_FILTERS } from '../../shared/search-filters';
import { alikeWords, withKeywordUnderstood } from '../../shared/search-understanding';
import { AppError } from '../app-error';
import type { Db } from '../db/client';
import type { savedSearches } from '../db/schema';
import { nearPoint } from '../properties/distance-search';
import { keywordWords } from '../properties/keyword-query';
import { placeIds } from '../db/place-ids';

/** The columns of saved_searches that say what a search matches. */
export type SearchColumns = Pick<
  typeof savedSearches.$inferInsert,
  | 'deal'
  | 'category'
  | 'areaKey'
  | 'areaIds'
  | 'cityIds'
  | 'minPrice'
  | 'maxPrice'
  | 'bedrooms'
  | 'tenant'
  | 'availableFrom'
  | 'ownersOnly'
  | 'keywordQuery'
  | 'nearLat'
  | 'nearLng'
  | 'withinKm'
>;

// An area or landmark that names no place: the search can match nothing, and neither can its alert.
const NO_AREA = -1;

/**
 * The search page's query string as the search it runs: its filters, in the form the page writes
 * them (numbers in ASCII digits, nothing empty, no page, order or closed listings), or a 400 naming
 * the parameter that does not hold, as the search itself would answer.
 */
export function readSavedQuery(queryString: string): { query: string; search: FindPropertiesQuery } {
  const given = new URLSearchParams(queryString.replace(/^\?/, ''));
  const wanted: Record<string, string> = {};
  // A distance belongs to a search near a landmark, and is kept with it.
  const kept = given.get('near') ? [...SEARCH_FILTERS, 'within_km' as const] : SEARCH_FILTERS;
  for (const filter of kept) {
    const value = given.get(filter);
    if (value !== null && value.trim() !== '') wanted[filter] = value;
  }
  // PostgreSQL text cannot hold U+0000: refused here as the search's own request would be (refuse-nul.ts).
  if (Object.values(wanted).some((value) => value.includes('\0')))
    throw new AppError('VALIDATION_FAILED', undefined, { query: 'invalid_text' });
  const parsed = findPropertiesQuerySchema.safeParse(wanted);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new AppError('VALIDATION_FAILED', undefined, {
      query: `${String(issue.path[0] ?? 'query')}: ${issue.message}`,
    });
  }
  const canonical = new URLSearchParams();
  for (const filter of kept) {
    const value = parsed.data[filter];
    // The distance as given, not its default.
    if (value !== undefined && (filter !== 'within_km' || filter in wanted))
      canonical.set(filter, String(value));
  }
  return { query: canonical.toString(), search: parsed.data };
}

/**
 * What a saved search matches, as columns: the keyword read as filters exactly as the search reads
 * it (withKeywordUnderstood), places resolved to their ids, and the words left over as a prefix
 * `tsquery` (each word or one of its other spellings begins a word of the listing), which is what
 * the search's expansion of each word into whole words amounts to.
 */
export async function searchColumns(db: Db, query: FindPropertiesQuery): Promise<SearchColumns> {
  // Read as the search reads it: "RUET er pashe" is near RUET, within the search's distance.
  const search = withKeywordUnderstood(query);
  const near = nearPoint(search);
  const [areaIds, cityIds] = await Promise.all([
    search.area !== undefined ? placeIds(db, search.area, 'area') : null,
    search.city !== undefined ? placeIds(db, search.city, 'city') : null,
  ]);
  const words = search.keyword ? keywordWords(search.keyword) : [];
  return {
    deal: search.property_type ?? '',
    category: search.category ?? '',
    // A landmark that names no place matches nothing, as in the search.
    areaKey:
      search.near !== undefined && !near
        ? NO_AREA
        : areaIds === null
          ? 0
          : areaIds.length
            ? Math.min(...areaIds)
            : NO_AREA,
    areaIds,
    cityIds,
    minPrice: search.min_price ?? null,
    maxPrice: search.max_price ?? null,
    bedrooms: search.bedrooms ?? null,
    tenant: search.tenant ?? null,
    availableFrom: search.available_from ?? null,
    ownersOnly: search.owners_only ?? false,
    keywordQuery: words.length ? prefixQuery(words) : null,
    nearLat: near?.lat ?? null,
    nearLng: near?.lng ?? null,
    withinKm: near ? search.within_km : null,
  };
}

function prefixQuery(words: string[]): string {
  return words
    .map((word) => `(${[...new Set(alikeWords(word))].map((alike) => `${quote(alike)}:*`).join(' | ')})`)
    .join(' & ');
}

/** A lexeme as a tsquery literal: quoted, so nothing in it is read as query syntax. */
function quote(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}
