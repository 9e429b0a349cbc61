import type { TFunction } from 'i18next';
import type { Language } from '../../shared/enums';
import { localDigits, readNumber } from '../../shared/format';
import { formatDate } from '../../shared/format-date';
import { LISTING_DETAILS, type DetailName, type ListingDetail } from '../../shared/listing-fields';

/**
 * A detail's value as the listing page writes it (shared/listing-fields.ts): the choice's name, the
 * month, and numbers in the reader's digits with their unit ("Ground floor", "2 months", "20 ft"). The post
 * form's summary passes the text as typed, in either digit set.
 */
export function detailText(
  name: DetailName,
  value: number | string,
  t: TFunction,
  language: Language,
): string {
  const detail: ListingDetail = LISTING_DETAILS[name];
  if (detail.type === 'choice') return t(`${detail.texts}.${value}`);
  if (detail.type === 'month') return formatDate(new Date(`${value}-01T12:00:00Z`), language, 'month');
  const count = typeof value === 'number' ? value : readNumber(value);
  if (count === undefined) return String(value);
  const n = localDigits(String(count), language);
  if (detail.unit === 'floor')
    return count === 0 ? t('property.groundFloor') : t('property.floorNumber', { n });
  if (detail.unit === 'months') return t('property.advanceMonths', { count, n });
  if (detail.unit === 'feet') return t('property.feet', { n });
  return n;
}
