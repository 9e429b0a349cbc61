import { MAX_PAGE_SIZE } from './enums';
import { readNumber } from './format';

/** The numeric parameters of a search and the whole numbers each takes: the API and the page read them here. */
export const SEARCH_NUMBER_RANGES = {
  min_price: { min: 0, max: 10_000_000_000 },
  max_price: { min: 0, max: 10_000_000_000 },
  bedrooms: { min: 0, max: 50 },
  page: { min: 1, max: 10_000 },
  limit: { min: 1, max: MAX_PAGE_SIZE },
} as const;

/** The longest keyword a search takes. */
export const MAX_KEYWORD_LENGTH = 100;

export type SearchNumberName = keyof typeof SEARCH_NUMBER_RANGES;

export const SEARCH_NUMBER_NAMES = Object.keys(SEARCH_NUMBER_RANGES) as SearchNumberName[];

/**
 * A search number as typed ("১৫,০০০", "15 000") checked against its range: the number, or the
 * issue code that refuses it (the codes the API's schema answers with); undefined when empty.
 */
export function readSearchNumber(
  name: SearchNumberName,
  text: string,
): { value: number } | { issue: string } | undefined {
  const value = readNumber(text);
  if (value === undefined) return undefined;
  const { min, max } = SEARCH_NUMBER_RANGES[name];
  if (!Number.isInteger(value)) return { issue: 'invalid_number' };
  if (value < min) return { issue: min === 0 ? 'not_negative' : 'too_small' };
  if (value > max) return { issue: 'too_big' };
  return { value };
}
