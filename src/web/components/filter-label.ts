import { useTranslation } from 'react-i18next';
import type { SearchFilter } from '../../shared/search-filters';
import { formatAmount, spokenPrice } from '../../shared/format';
import { formatDate } from '../../shared/format-date';
import { landmarkName, useGetLandmarksQuery } from '../lib/landmarks-api';
import { useGetMetaQuery } from '../lib/meta-api';
import { useLanguage } from './use-language';

// The search page's chips and a saved search's summary say a filter the same way.

/**
 * What a filter's chip says, in the page's language. The landmarks' names are asked for only where
 * a `near` filter is to be said (`near`): a page without one asks for nothing more than it drew with.
 */
export function useFilterLabel(near: boolean): (filter: SearchFilter, value: string) => string {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: meta } = useGetMetaQuery();
  const { data: landmarks } = useGetLandmarksQuery(undefined, { skip: !near });
  // As the cards write a price: "১৫ ০০০ BDT", from one lakh up "৭৮ লাখ টাকা".
  const price = (value: string) => {
    const amount = Number(value);
    return spokenPrice(amount, language) ?? `${formatAmount(amount, language)} BDT`;
  };
  return (filter, value) => {
    switch (filter) {
      case 'keyword':
        return t('understood.keyword', { words: value });
      case 'property_type':
        return t(`propertyType.${value}`, { defaultValue: value });
      case 'category':
        return t(`category.${value}`, { defaultValue: value });
      case 'tenant':
        return t(`tenant.${value}`, { defaultValue: value });
      case 'area':
      case 'city': {
        const places = filter === 'area' ? meta?.areas : meta?.cities;
        const lowered = value.toLowerCase();
        const place = places?.find(
          (p) => p.slug === lowered || p.name.toLowerCase() === lowered || p.name_bn === value,
        );
        return place ? (language === 'bn' ? place.name_bn : place.name) : value;
      }
      case 'bedrooms':
        return t('understood.bedrooms', { n: formatAmount(Number(value), language) });
      case 'min_price':
        return t('understood.minPrice', { amount: price(value) });
      case 'max_price':
        return t('understood.maxPrice', { amount: price(value) });
      case 'owners_only':
        return t('understood.ownersOnly');
      case 'near':
        return t('places.near', { place: landmarkName(landmarks, value, language) });
      case 'available_from':
        return t('understood.availableFrom', {
          month: formatDate(new Date(`${value}-01T12:00:00Z`), language, 'month'),
        });
    }
  };
}
