import { useTranslation } from 'react-i18next';
import { formatAmount, spokenPrice } from '../../shared/format';
import type { Property } from '../../shared/property';
import { useLanguage } from './use-language';

/**
 * "15 000 BDT" then, from one lakh up, the amount as people say it ("৭৮ লাখ টাকা"), the rent period
 * and the translated price type; Bengali digits in bn. `brief` leaves the price type out,
 * for the phone's call bar, where the page above says it in full.
 */
export function Price({
  property,
  size = 'md',
  brief = false,
}: {
  property: Property;
  size?: 'md' | 'lg';
  brief?: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const spoken = spokenPrice(property.price, language);
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className={`font-semibold text-brand-dark ${size === 'lg' ? 'text-3xl' : 'text-xl'}`}>
        {formatAmount(property.price, language)} BDT
      </span>
      {/* Kept whole: on a narrow card it wraps below the figure rather than splitting "৭৮ লাখ". */}
      {spoken && <span className="whitespace-nowrap text-sm font-semibold text-stone-800">· {spoken}</span>}
      {property.rent_time_period && (
        <span className="text-sm text-stone-700">{t(`rentPeriod.${property.rent_time_period}`)}</span>
      )}
      {!brief && <span className="text-sm text-stone-700">{t(`priceType.${property.price_type}`)}</span>}
    </p>
  );
}
