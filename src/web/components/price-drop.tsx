import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../shared/format';
import type { Property } from '../../shared/property';
import { useLanguage } from './use-language';

/**
 * "Price fell: 18 000 → 15 000" on a favourite whose price is below the one it was saved at (the
 * favourites list alone sends `price_drop`); nothing otherwise. A screen reader hears it in words.
 */
export function PriceDrop({ property }: { property: Property }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!property.price_drop) return null;
  const from = formatAmount(property.price_drop.from, language);
  const to = formatAmount(property.price, language);
  return (
    <p className="my-0.5">
      <span className="inline-block rounded-lg bg-brand-light px-2 py-0.5 text-xs font-semibold text-brand-dark sm:text-sm">
        <svg viewBox="0 0 16 16" className="mr-1 inline-block h-3.5 w-3.5 align-[-2px]" aria-hidden="true">
          <path d="M8 2v10M3.5 8 8 12.5 12.5 8" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span aria-hidden="true">
          {t('favoriteWatch.priceFell')}{' '}
          {/* The figures stay on one line; a narrow card wraps after the words. */}
          <span className="whitespace-nowrap">
            {from} → {to}
          </span>
        </span>
        <span className="sr-only">{t('favoriteWatch.priceFellSpoken', { from, to })}</span>
      </span>
    </p>
  );
}
