import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localDigits } from '../../../shared/format';
import type { ListingDetailJson } from '../../../shared/property';
import { placeName } from '../../components/place-name';
import { useLanguage } from '../../components/use-language';
import { guideSubject } from './guide-subject';
import { taka } from '../../components/taka';

/**
 * "12 % below the middle rent of 2-bed flats in Kazla", and what half of them ask, under the price;
 * nothing when the guide has no row for the listing. A link leads to the whole guide.
 */
export function PriceLine({ property }: { property: ListingDetailJson }) {
  const { t } = useTranslation('price-guide');
  const language = useLanguage();
  const guide = property.price_guide;
  if (!guide) return null;
  const subject = guideSubject(t, language, {
    ...guide,
    category: property.category.name,
    area: placeName(property.property_address.delegation, language),
  });
  const percent = Math.abs(guide.percent_vs_median);
  const where = percent < 1 ? 'at' : guide.percent_vs_median < 0 ? 'below' : 'above';
  return (
    <p className="rounded-xl bg-brand-light px-3 py-2 text-sm text-stone-800">
      <span className="font-semibold text-brand-dark">
        {t(`line.${where}`, { percent: localDigits(String(percent), language), subject })}
      </span>{' '}
      <span>
        {t('line.middleHalf', {
          low: taka(guide.p25, language),
          high: taka(guide.p75, language),
          count: guide.count,
          number: localDigits(String(guide.count), language),
        })}
      </span>{' '}
      <Link to="/price-guide" className="font-semibold text-brand-dark underline">
        {t('line.guideLink')}
      </Link>
    </p>
  );
}
