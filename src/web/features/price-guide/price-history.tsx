import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format-date';
import { useLanguage } from '../../components/use-language';
import { useGetPriceHistoryQuery } from '../../lib/price-guide-api';
import { taka } from '../../components/taka';

/** "was ৳16 000 until 3 Nov": the listing's earlier prices, newest first; nothing while it had one. */
export function PriceHistory({ propertyId }: { propertyId: string }) {
  const { t } = useTranslation('price-guide');
  const language = useLanguage();
  const { data } = useGetPriceHistoryQuery(propertyId);
  const earlier = (data ?? []).filter((entry) => entry.until !== null);
  if (earlier.length === 0) return null;
  return (
    <section aria-labelledby="price-history-title" className="text-sm text-stone-700">
      <h2 id="price-history-title" className="sr-only">
        {t('history.title')}
      </h2>
      <ul className="flex flex-wrap gap-x-3">
        {earlier.map((entry) => (
          <li key={entry.from}>
            {t('history.was', {
              price: taka(entry.price, language),
              date: formatDate(new Date(entry.until ?? entry.from), language, 'dayShort'),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
