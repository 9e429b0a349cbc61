import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format-date';
import { localDigits } from '../../../shared/format';
import type { PriceGuideRow } from '../../../shared/price-guide';
import { placeName } from '../../components/place-name';
import { useLanguage } from '../../components/use-language';
import { taka } from '../../components/taka';

/** A row's name: "2-bed Apartment · a month", "Land · per katha". */
function useRowName() {
  const { t } = useTranslation('price-guide');
  const language = useLanguage();
  return (row: PriceGuideRow) => {
    const kind = t(`translation:category.${row.category}`);
    const name =
      row.bedrooms === null
        ? t('page.row', { kind })
        : t('page.rowBeds', { kind, bedrooms: localDigits(String(row.bedrooms), language) });
    return `${name} · ${t(`page.units.${row.unit}`)}`;
  };
}

/**
 * The middle half as a bar and the middle as a mark on it, on one scale for the rows of the same unit
 * in the table: plain HTML, read at a glance on a phone. The figures are in the table beside it.
 */
function RangeBar({ row, scale }: { row: PriceGuideRow; scale: number }) {
  const at = (amount: number) => `${Math.min(100, (amount / scale) * 100).toFixed(1)}%`;
  return (
    <div aria-hidden="true" className="relative mt-1.5 h-3 w-full rounded-full bg-stone-100">
      <div
        className="absolute inset-y-0 rounded-full bg-brand/40"
        style={{ left: at(row.p25), width: `calc(${at(row.p75)} - ${at(row.p25)})` }}
      />
      <div className="absolute -inset-y-0.5 w-1 rounded bg-brand-dark" style={{ left: at(row.median) }} />
    </div>
  );
}

/** One area's rows of the guide: what, the middle, the middle half with its bar, and how many. */
export function GuideTable({ rows }: { rows: PriceGuideRow[] }) {
  const { t } = useTranslation('price-guide');
  const language = useLanguage();
  const rowName = useRowName();
  const first = rows[0];
  if (!first) return null;
  const area = placeName(first.area, language);
  const scales = new Map<string, number>();
  for (const row of rows) scales.set(row.unit, Math.max(scales.get(row.unit) ?? 0, row.p75));
  const updated = rows.reduce(
    (last, row) => (row.updated_at > last ? row.updated_at : last),
    first.updated_at,
  );
  const headingId = `guide-${first.area.slug}`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-stone-200 bg-white p-4">
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">
        {area}
      </h2>
      <table className="mt-2 w-full text-sm">
        <thead>
          <tr className="text-left text-stone-600">
            <th scope="col" className="py-1 pr-2 font-semibold">
              {t('page.what')}
            </th>
            <th scope="col" className="py-1 pr-2 text-right font-semibold">
              {t('page.median')}
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              {t('page.middleHalf')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={`${row.deal}-${row.category}-${row.unit}-${row.bedrooms}`}
              className="border-t border-stone-100 align-top"
            >
              <th scope="row" className="py-2 pr-2 text-left font-normal text-stone-800">
                <span className="block">{rowName(row)}</span>
                <span className="block text-xs text-stone-600">
                  {t(`page.${row.deal}`)} · {t('page.count')}: {localDigits(String(row.count), language)}
                </span>
                <RangeBar row={row} scale={scales.get(row.unit) ?? row.p75} />
              </th>
              <td className="py-2 pr-2 text-right font-semibold text-brand-dark whitespace-nowrap">
                {taka(row.median, language)}
              </td>
              <td className="py-2 text-right text-stone-800">
                <span className="whitespace-nowrap">{taka(row.p25, language)}–</span>
                <span className="whitespace-nowrap">{taka(row.p75, language)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-stone-600">
        {t('page.updated', { date: formatDate(new Date(updated), language, 'day') })}
      </p>
    </section>
  );
}
