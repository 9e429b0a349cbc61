import type { TFunction } from 'i18next';
import type { Language } from '../../../shared/enums';
import { formatAmount } from '../../../shared/format';

export interface SearchTotal {
  total: number;
  totalCapped?: boolean | undefined;
}

/**
 * A search's count in words, by one rule wherever it shows: the page's heading ("12 properties
 * found") and the sheet's button ("Show 12 listings"); "1 000+" beyond the counted cap.
 */
export function resultCount(
  t: TFunction,
  key: 'search.count' | 'search.showCount',
  { total, totalCapped }: SearchTotal,
  language: Language,
): string {
  // "১ ০০০+": grouped like prices.
  return t(totalCapped ? `${key}Capped` : key, { count: total, n: formatAmount(total, language) });
}
