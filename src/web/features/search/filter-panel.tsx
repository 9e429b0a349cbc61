import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetMetaQuery } from '../../lib/meta-api';
import { CATEGORIES, PROPERTY_TYPES, TENANTS } from '../../../shared/enums';
import { localDigits, readNumber } from '../../../shared/format';
import { SelectField } from '../../components/choice-field';
import { TextField } from '../../components/form-field';
import { useLanguage } from '../../components/use-language';

interface FilterPanelProps {
  params: URLSearchParams;
  /** Sets (or, with an empty value, removes) filters in the URL; the page goes back to 1. */
  setFilters: (changes: Record<string, string>) => void;
  reset: () => void;
}

/** The filters of the search page; each lives in the URL, so a search can be shared and reloaded. */
export function FilterPanel({ params, setFilters, reset }: FilterPanelProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: meta } = useGetMetaQuery();
  // Prices show in the page's digits and may be typed in either set; the URL keeps ASCII digits.
  const [minPrice, setMinPrice] = useState(localDigits(params.get('min_price') ?? '', language));
  const [maxPrice, setMaxPrice] = useState(localDigits(params.get('max_price') ?? '', language));
  const select = (name: string) => ({
    value: params.get(name) ?? '',
    onChange: (e: { target: { value: string } }) => setFilters({ [name]: e.target.value }),
  });

  function applyPrice(event: FormEvent) {
    event.preventDefault();
    const ascii = (typed: string) => {
      const value = readNumber(typed);
      return value !== undefined && Number.isFinite(value) ? String(value) : typed.trim();
    };
    setFilters({ min_price: ascii(minPrice), max_price: ascii(maxPrice) });
  }

  return (
    <div className="space-y-4">
      <SelectField label={t('search.type')} {...select('property_type')}>
        <option value="">{t('search.any')}</option>
        {PROPERTY_TYPES.map((v) => (
          <option key={v} value={v}>
            {t(`propertyType.${v}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('search.category')} {...select('category')}>
        <option value="">{t('search.any')}</option>
        {CATEGORIES.map((v) => (
          <option key={v} value={v}>
            {t(`category.${v}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('search.area')} {...select('area')}>
        <option value="">{t('search.any')}</option>
        {meta?.areas.map((area) => (
          <option key={area.slug} value={area.slug}>
            {language === 'bn' ? area.name_bn : area.name}
          </option>
        ))}
      </SelectField>
      <form onSubmit={applyPrice} className="space-y-2" aria-label={t('search.priceRange')}>
        <p className="font-semibold text-stone-800">{t('search.priceRange')}</p>
        <div className="grid grid-cols-2 gap-2">
          <TextField
            label={t('search.minPrice')}
            inputMode="numeric"
            value={minPrice}
            onChange={(e) => setMinPrice(e.target.value)}
          />
          <TextField
            label={t('search.maxPrice')}
            inputMode="numeric"
            value={maxPrice}
            onChange={(e) => setMaxPrice(e.target.value)}
          />
        </div>
        <button
          type="submit"
          className="w-full rounded-full border-2 border-brand px-4 py-1.5 font-semibold text-brand-dark"
        >
          {t('search.applyPrice')}
        </button>
      </form>
      <SelectField label={t('search.bedrooms')} {...select('bedrooms')}>
        <option value="">{t('search.any')}</option>
        {[1, 2, 3, 4, 5].map((n) => (
          <option key={n} value={n}>
            {localDigits(String(n), language)}+
          </option>
        ))}
      </SelectField>
      <SelectField label={t('search.tenant')} {...select('tenant')}>
        <option value="">{t('search.any')}</option>
        {TENANTS.filter((v) => v !== 'anyone').map((v) => (
          <option key={v} value={v}>
            {t(`tenant.${v}`)}
          </option>
        ))}
      </SelectField>
      <TextField label={t('search.availableFrom')} type="month" {...select('available_from')} />
      <button
        type="button"
        onClick={reset}
        className="w-full rounded-full bg-stone-200 px-4 py-2 font-semibold text-stone-800"
      >
        {t('search.resetFilters')}
      </button>
    </div>
  );
}
