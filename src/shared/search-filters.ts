import type { FindPropertiesQuery } from './property-query';

// Without zod, unlike property-query.ts: the search page reads these on its first load.

/** The parts of a search that narrow it: each one a chip on the search page, each one removable. */
export const SEARCH_FILTERS = [
  'keyword',
  'category',
  'property_type',
  'area',
  'city',
  'bedrooms',
  'tenant',
  'min_price',
  'max_price',
  'available_from',
  'owners_only',
  'near',
] as const satisfies ReadonlyArray<keyof FindPropertiesQuery>;
export type SearchFilter = (typeof SEARCH_FILTERS)[number];
