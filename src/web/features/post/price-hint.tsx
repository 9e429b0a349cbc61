import { useTranslation } from 'react-i18next';
import { localDigits } from '../../../shared/format';
import { CATEGORIES, type Category } from '../../../shared/enums';
import type { PriceGuideRow } from '../../../shared/price-guide';
import { placeName } from '../../components/place-name';
import { taka } from '../../components/taka';
import { useLanguage } from '../../components/use-language';
import { useGetPriceGuideQuery } from '../../lib/price-guide-api';
import type { DraftValues } from './draft-store';

const HOMES: readonly string[] = ['apartment', 'house'];

/** The guide's row for the listing being posted, by the rules of properties/price-guide.ts. */
function rowFor(rows: PriceGuideRow[], values: DraftValues): PriceGuideRow | undefined {
  if (values.property_type === 'rent') {
    if (values.rent_time_period !== 'monthly') return undefined;
    const bedrooms = HOMES.includes(values.category) ? Number(values.bedrooms) || null : null;
    return rows.find((row) => row.unit === 'month' && row.bedrooms === bedrooms);
  }
  const unit = values.category === 'land' ? (values.size_unit === 'decimal' ? 'decimal' : 'katha') : 'sqft';
  return rows.find((row) => row.unit === unit);
}

/**
 * "Similar 2-bed flats in Kazla ask ৳12 000–16 000 a month", under the price as the owner types it,
 * from the price guide; nothing until the area and kind are chosen, or where the guide has no row.
 */
export function PriceHint({ values }: { values: DraftValues }) {
  const { t } = useTranslation('price-guide');
  const language = useLanguage();
  const category = (CATEGORIES as readonly string[]).includes(values.category)
    ? (values.category as Category)
    : undefined;
  const deal = values.property_type;
  const ready = Boolean(values.area && category && deal);
  const { data } = useGetPriceGuideQuery(
    { area: values.area, category, property_type: deal },
    { skip: !ready },
  );
  const row = ready && data ? rowFor(data, values) : undefined;
  if (!row) return null;
  const kind = t(`hint.kinds.${row.category}`);
  const what =
    row.bedrooms === null
      ? kind
      : t('hint.whatBeds', { kind, bedrooms: localDigits(String(row.bedrooms), language) });
  return (
    <p className="-mt-2 rounded-lg bg-brand-light px-3 py-2 text-sm text-stone-800" aria-live="polite">
      {t('hint.text', {
        what,
        area: placeName(row.area, language),
        low: taka(row.p25, language),
        high: taka(row.p75, language),
        unit: t(`page.units.${row.unit}`),
      })}
    </p>
  );
}
