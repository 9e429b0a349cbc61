import { useTranslation } from 'react-i18next';
import { priceText } from '../../../shared/format';
import type { ListingDetailJson } from '../../../shared/property';
import { useLanguage } from '../../components/use-language';

/**
 * Beside the ways to reach the poster: never pay before seeing the property (the advance-fee scam,
 * issue 32). A price far below what similar listings ask is that scam's usual bait, so such a listing
 * says it in a box, with the median it is far below. A note, not an alert: nothing has gone wrong yet.
 * Its texts are in the `report` namespace, which the listing's page loads anyway.
 */
export function PayAfterVisit({ property }: { property: ListingDetailJson }) {
  const { t } = useTranslation();
  const language = useLanguage();
  // A listing kept offline before the check existed has none: the calm line then.
  const check = property.price_check ?? null;
  if (!check?.far_below) {
    return <p className="rounded-lg bg-earth-light p-3 text-sm text-earth">{t('report.payAfterVisit')}</p>;
  }
  const { delegation } = property.property_address;
  const period = property.rent_time_period ? ` ${t(`rentPeriod.${property.rent_time_period}`)}` : '';
  return (
    <section
      role="note"
      aria-labelledby="price-warning-title"
      className="rounded-lg border-2 border-danger-dark bg-[#fdecee] p-4 text-sm text-stone-900"
    >
      <h2 id="price-warning-title" className="font-semibold text-danger-dark">
        {t('report.farBelowTitle')}
      </h2>
      <p className="mt-1">
        {t('report.farBelowText', {
          area: language === 'bn' ? delegation.name_bn : delegation.name,
          // Kept whole, so a phone never breaks "২০ ০০০" after its "২০".
          median: `${priceText(check.median, language).replaceAll(' ', '\u00a0')}${period}`,
        })}
      </p>
    </section>
  );
}
