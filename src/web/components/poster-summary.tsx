import { useTranslation } from 'react-i18next';
import type { Language } from '../../shared/enums';
import { localDigits } from '../../shared/format';
import type { Property } from '../../shared/property';
import { useLanguage } from './use-language';

/** The poster's photo (or initial), name and how many listings they have up. */
export function PosterSummary({ property }: { property: Property }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="flex items-center gap-3">
      {property.user.avatar ? (
        <img src={property.user.avatar.url} alt="" className="h-12 w-12 rounded-full object-cover" />
      ) : (
        <span
          className="flex h-12 w-12 items-center justify-center rounded-full bg-earth text-xl font-semibold text-white"
          aria-hidden="true"
        >
          {property.user.name.trim().charAt(0).toUpperCase()}
        </span>
      )}
      <div>
        <p className="font-semibold text-stone-900">{property.user.name}</p>
        <p className="text-sm text-stone-600">
          {t('property.posts', {
            count: property.totalData,
            n: localDigits(String(property.totalData), language),
          })}
        </p>
      </div>
    </div>
  );
}

/** The contact number as listings show it: dial code, then the number, in the page's digits. */
export function contactNumber(property: Property, language: Language) {
  const national = property.contact_number;
  return {
    full: `${property.contact_number_prefix.dialCode}${national}`,
    shown: localDigits(
      `${property.contact_number_prefix.dialCode} ${national.slice(0, 4)}-${national.slice(4)}`,
      language,
    ),
  };
}
