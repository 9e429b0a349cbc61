import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, localDigits } from '../../../shared/format';
import { DETAIL_NAMES, LISTING_DETAILS } from '../../../shared/listing-fields';
import type { Property } from '../../../shared/property';
import { detailText } from '../../components/detail-text';
import { useLanguage } from '../../components/use-language';

/** The details Bangladeshi buyers and tenants look for, shown only where the owner gave them. */
export function PropertyFacts({ property }: { property: Property }) {
  const { t } = useTranslation();
  const language = useLanguage();

  const facts: Array<[string, ReactNode]> = [
    [t('property.type'), t(`propertyType.${property.property_type}`)],
    [t('property.category'), t(`category.${property.category.name}`)],
  ];
  if (property.size) {
    const { value, unit, sqft } = property.size;
    // Grouped as the card writes it ("১ ২০০ বর্গফুট"); katha and decimals keep their fraction.
    const figure = unit === 'sqft' ? formatAmount(value, language) : localDigits(String(value), language);
    const entered = `${figure} ${t(`sizeUnit.${unit}`)}`;
    facts.push([
      t('property.size'),
      unit === 'sqft' ? entered : `${entered} (${formatAmount(sqft, language)} ${t('sizeUnit.sqft')})`,
    ]);
  }
  for (const name of DETAIL_NAMES) {
    const value = property[name];
    if (value !== null) facts.push([t(LISTING_DETAILS[name].fact), detailText(name, value, t, language)]);
  }

  return (
    <section aria-labelledby="details-title">
      <h2 id="details-title" className="mb-3 text-lg font-semibold text-stone-900">
        {t('property.details')}
      </h2>
      <dl className="grid grid-cols-2 overflow-hidden rounded-xl border border-stone-200 bg-white sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label} className="border-b border-r border-stone-100 p-3">
            <dt className="text-sm text-stone-600">{label}</dt>
            <dd className="font-semibold text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
      {property.amenities.length > 0 && (
        <>
          <h3 className="mb-2 mt-4 font-semibold text-stone-900">
            {t(property.category.name === 'land' ? 'property.landFacts' : 'property.amenities')}
          </h3>
          <ul className="flex flex-wrap gap-2">
            {property.amenities.map((amenity) => (
              <li
                key={amenity}
                className="rounded-full bg-brand-light px-3 py-1 text-sm font-semibold text-brand-dark"
              >
                {t(`amenity.${amenity}`)}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
