import type { TFunction } from 'i18next';
import type { Language } from '../../../shared/enums';
import { localDigits } from '../../../shared/format';
import type { PriceGuideUnit } from '../../../shared/price-guide';

/**
 * What a guide row is about, as the words after "12 % below": "the middle rent of 2-bed flats in
 * Kazla" (the price-guide namespace's `subject.*`, each language in its own word order).
 */
export function guideSubject(
  t: TFunction,
  language: Language,
  row: { unit: PriceGuideUnit; bedrooms: number | null; category: string; area: string },
): string {
  const kind = t(`price-guide:kinds.${row.category}`);
  const key = row.unit === 'month' ? (row.bedrooms === null ? 'rent' : 'rentBeds') : row.unit;
  return t(`price-guide:subject.${key}`, {
    kind,
    area: row.area,
    bedrooms: localDigits(String(row.bedrooms ?? ''), language),
  });
}
