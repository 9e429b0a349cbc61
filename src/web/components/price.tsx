import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../shared/format';
import type { Property } from '../../shared/property';
import { useLanguage } from './use-language';

/** "15 000 BDT" then the rent period and the translated price type; Bengali digits in bn (spec §9). */
export function Price({ property, size = 'md' }: { property: Property; size?: 'md' | 'lg' }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className={`font-semibold text-brand-dark ${size === 'lg' ? 'text-3xl' : 'text-xl'}`}>
        {formatAmount(property.price, language)} BDT
      </span>
      {property.rent_time_period && (
        <span className="text-sm text-stone-700">{t(`rentPeriod.${property.rent_time_period}`)}</span>
      )}
      <span className="text-sm text-stone-700">{t(`priceType.${property.price_type}`)}</span>
    </p>
  );
}
