import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localDigits } from '../../../shared/format';
import type { PriceGuideRow } from '../../../shared/price-guide';
import { placeName } from '../../components/place-name';
import { taka } from '../../components/taka';
import { useLanguage } from '../../components/use-language';
import { useGetPriceGuideQuery } from '../../lib/price-guide-api';

/** The question most asked of an area first: 2-bed flats to rent; then the kind with most listings. */
const rank = (row: PriceGuideRow) =>
  (row.category === 'apartment' ? 2000 : 0) + (row.bedrooms === 2 ? 1000 : 0) + row.count;

/**
 * The rows an area page sums up: its best-known rent and its best-known sale (flats per sq ft before
 * land per katha; never the same land twice per decimal).
 */
export function summaryRows(rows: PriceGuideRow[]): PriceGuideRow[] {
  const best = (among: PriceGuideRow[]) => [...among].sort((a, b) => rank(b) - rank(a))[0];
  const rent = best(rows.filter((row) => row.deal === 'rent'));
  const sell =
    rows.find((row) => row.deal === 'sell' && row.unit === 'sqft') ??
    best(rows.filter((row) => row.deal === 'sell' && row.unit !== 'decimal')) ??
    best(rows.filter((row) => row.deal === 'sell'));
  return [rent, sell].filter((row) => row !== undefined);
}

/**
 * On an area page (the search filtered to one area): "Middle rent of 2-bed flats in Kazla: ৳10 125–
 * 11 750 a month", from the price guide, with a link to the guide for the area. Drawn by the server
 * with the page (the search page's prefetch asks for the area's rows); nothing where the guide has none.
 */
export function AreaPriceSummary({ area }: { area: string }) {
  const { t } = useTranslation('price-guide');
  const language = useLanguage();
  const { data } = useGetPriceGuideQuery({ area });
  const rows = summaryRows(data ?? []);
  const first = rows[0];
  if (!first) return null;
  const name = placeName(first.area, language);
  return (
    <section
      aria-label={t('area.label', { area: name })}
      className="mt-3 rounded-xl bg-brand-light px-3 py-2 text-sm text-stone-800"
    >
      <ul>
        {rows.map((row) => (
          <li key={`${row.deal}-${row.unit}`}>
            {t(`area.${row.deal === 'sell' ? 'sell' : row.bedrooms === null ? 'rent' : 'rentBeds'}`, {
              kind: t(`kinds.${row.category}`),
              bedrooms: localDigits(String(row.bedrooms ?? ''), language),
              area: name,
              low: taka(row.p25, language),
              high: taka(row.p75, language),
              unit: t(`page.units.${row.unit}`),
            })}
          </li>
        ))}
      </ul>
      <Link
        to={`/price-guide?area=${encodeURIComponent(first.area.slug)}`}
        className="font-semibold text-brand-dark underline"
      >
        {t('area.link', { area: name })}
      </Link>
    </section>
  );
}
