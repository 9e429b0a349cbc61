import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListingStatsDay } from '../../../shared/listing-stats';
import { formatAmount } from '../../../shared/format';
import { formatDate } from '../../../shared/format-date';
import { useLanguage } from '../../components/use-language';
import { useGetListingStatsQuery } from './listing-stats-api';
import { StatsChart } from './stats-chart';
import { LoadFailed } from '../../components/load-failed';

const TOTALS = ['views', 'calls', 'whatsapp', 'copies', 'callbacks'] as const;

/**
 * A listing's last 30 days for its owner or an admin, folded away until opened: a page of 30 own
 * listings asks for nothing until one is opened, then for that one alone.
 */
export function ListingStatsPanel({ propertyId, title }: { propertyId: string; title: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <details
      className="group rounded-xl border border-stone-200 bg-white"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 px-3 py-2 font-semibold text-stone-900">
        <span>
          {t('stats.title')} <span className="sr-only">{title}</span>
        </span>
        <span aria-hidden="true" className="text-stone-500 transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      {open && <ListingStatsBody propertyId={propertyId} />}
    </details>
  );
}

function ListingStatsBody({ propertyId }: { propertyId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, isLoading, isError, refetch } = useGetListingStatsQuery(propertyId);
  const number = (n: number) => formatAmount(n, language);
  const dayName = (date: string) => formatDate(new Date(`${date}T12:00:00+06:00`), language, 'dayShort');

  if (isLoading) return <p className="px-3 pb-3 text-sm text-stone-600">{t('stats.loading')}</p>;
  if (isError || !data) {
    return (
      <LoadFailed
        message={t('stats.loadError')}
        retryLabel={t('stats.retry')}
        onRetry={() => void refetch()}
        className="px-3 pb-3"
      />
    );
  }

  const { days } = data;
  const total = (key: (typeof TOTALS)[number]) => days.reduce((n, day) => n + day[key], 0);
  const views = total('views');
  const busiest = days.reduce<ListingStatsDay | undefined>(
    (best, day) => (day.views > (best?.views ?? 0) ? day : best),
    undefined,
  );
  const label = busiest
    ? t('stats.chartLabel', {
        views: number(views),
        contacts: number(total('calls') + total('whatsapp') + total('copies') + total('callbacks')),
        day: dayName(busiest.date),
        most: number(busiest.views),
      })
    : t('stats.chartEmpty');

  return (
    <div className="space-y-3 px-3 pb-3">
      <dl className="grid grid-cols-5 gap-1 text-center">
        {TOTALS.map((key) => (
          <div key={key} className="rounded-lg bg-stone-50 px-1 py-2">
            <dt className="text-xs text-stone-600">{t(`stats.${key}`)}</dt>
            <dd className="text-lg font-semibold text-stone-900">{number(total(key))}</dd>
          </div>
        ))}
      </dl>
      <figure>
        <StatsChart days={days} label={label} />
        <figcaption className="mt-1 flex flex-wrap justify-between gap-x-3 text-xs text-stone-600">
          <span>{dayName(days[0]?.date ?? '')}</span>
          <span className="flex gap-3">
            <span>
              <span aria-hidden="true" className="mr-1 inline-block h-2.5 w-2.5 rounded-sm bg-brand/35" />
              {t('stats.views')}
            </span>
            <span>
              <span aria-hidden="true" className="mr-1 inline-block h-2.5 w-2.5 rounded-sm bg-earth" />
              {t('stats.contacts')}
            </span>
          </span>
          <span>{dayName(days[days.length - 1]?.date ?? '')}</span>
        </figcaption>
      </figure>
      <details>
        <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold text-brand-dark">
          {t('stats.byDay')}
        </summary>
        <table className="w-full text-right text-sm tabular-nums">
          <caption className="sr-only">{t('stats.tableCaption')}</caption>
          <thead className="text-xs text-stone-600">
            <tr>
              <th scope="col" className="py-1 text-left font-semibold">
                {t('stats.day')}
              </th>
              {TOTALS.map((key) => (
                <th key={key} scope="col" className="py-1 font-semibold">
                  {t(`stats.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((day) => (
              <tr key={day.date} className="border-t border-stone-100">
                <th scope="row" className="py-1 text-left font-normal">
                  {dayName(day.date)}
                </th>
                {TOTALS.map((key) => (
                  <td key={key} className="py-1">
                    {number(day[key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      <p className="text-xs text-stone-600">{t('stats.note')}</p>
    </div>
  );
}
