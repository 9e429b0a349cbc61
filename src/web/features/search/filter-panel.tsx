import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetMetaQuery } from '../../lib/meta-api';
import { CATEGORIES, PROPERTY_TYPES, TENANTS } from '../../../shared/enums';
import { localDigits } from '../../../shared/format';
import { areaChoices, offeredSlug } from '../../lib/area-choices';
import { cleanSearchParams } from '../../lib/clean-search-params';
import { SelectField } from '../../components/choice-field';
import { TextField } from '../../components/form-field';
import { useLanguage } from '../../components/use-language';
import { useCommittedSelect } from './committed-select';
import { Button } from '../../components/button';

interface FilterPanelProps {
  params: URLSearchParams;
  /** Sets (or, with an empty value, removes) filters in the URL; the page goes back to 1. */
  setFilters: (changes: Record<string, string>) => void;
  reset: () => void;
  /** Values of the URL the search left out, by parameter, with their issue codes (cleanSearchParams). */
  problems: Record<string, string>;
}

const priceErrors = ({ min_price, max_price }: Record<string, string>) => ({ min_price, max_price });

/** The filters of the search page; each lives in the URL, so a search can be shared and reloaded. */
export function FilterPanel({ params, setFilters, reset, problems }: FilterPanelProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: meta } = useGetMetaQuery();
  // Prices show in the page's digits and may be typed in either set; the URL keeps ASCII digits.
  // A value the URL holds but the search left out shows as it is, with why beside it.
  const inUrl = `${params.get('min_price') ?? ''}|${params.get('max_price') ?? ''}`;
  const [shownUrl, setShownUrl] = useState(inUrl);
  const [minPrice, setMinPrice] = useState(localDigits(params.get('min_price') ?? '', language));
  const [maxPrice, setMaxPrice] = useState(localDigits(params.get('max_price') ?? '', language));
  const [errors, setErrors] = useState(priceErrors(problems));
  // The URL changed (a price applied, filters reset, back): the fields show it again. React's way of
  // resetting state from a prop, which keeps the focus where it is (a remount would lose it).
  if (shownUrl !== inUrl) {
    setShownUrl(inUrl);
    setMinPrice(localDigits(params.get('min_price') ?? '', language));
    setMaxPrice(localDigits(params.get('max_price') ?? '', language));
    setErrors(priceErrors(problems));
  }
  const field = (name: string) => ({
    value: params.get(name) ?? '',
    onChange: (e: { target: { value: string } }) => setFilters({ [name]: e.target.value }),
  });
  // The selects search once for the value chosen, not for each one the arrow keys pass.
  const select = useCommittedSelect(
    (name) => params.get(name) ?? '',
    (name, value) => setFilters({ [name]: value }),
  );

  // A price is read as the URL's is: a bad one (letters, negative, a minimum above the maximum)
  // shows why beside its field and is not applied.
  function applyPrice(event: FormEvent) {
    event.preventDefault();
    const typed = new URLSearchParams({ min_price: minPrice, max_price: maxPrice });
    const { query, problems: refused } = cleanSearchParams(typed);
    setErrors(priceErrors(refused));
    if (Object.keys(refused).length > 0) return;
    setFilters({ min_price: query.min_price ?? '', max_price: query.max_price ?? '' });
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
      <SelectField
        label={t('search.area')}
        {...select('area')}
        value={meta ? offeredSlug(meta.areas, params.get('area') ?? '') : (params.get('area') ?? '')}
      >
        <option value="">{t('search.any')}</option>
        {areaChoices(meta?.areas ?? [], language).map((area) => (
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
            error={errors.min_price}
          />
          <TextField
            label={t('search.maxPrice')}
            inputMode="numeric"
            value={maxPrice}
            onChange={(e) => setMaxPrice(e.target.value)}
            error={errors.max_price}
          />
        </div>
        <Button type="submit" variant="brand-outline" className="w-full px-4 py-1.5">
          {t('search.applyPrice')}
        </Button>
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
      <TextField label={t('search.availableFrom')} type="month" {...field('available_from')} />
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-stone-800">
        <input
          type="checkbox"
          className="h-5 w-5 accent-brand"
          checked={params.get('include_closed') === 'true'}
          onChange={(event) => setFilters({ include_closed: event.target.checked ? 'true' : '' })}
        />
        {t('dealState.includeClosed')}
      </label>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-stone-800">
        <input
          type="checkbox"
          className="h-5 w-5 accent-brand"
          checked={params.get('owners_only') === 'true'}
          onChange={(event) => setFilters({ owners_only: event.target.checked ? 'true' : '' })}
        />
        {t('understood.ownersOnly')}
      </label>
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
