import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CATEGORIES, PROPERTY_TYPES } from '../../shared/enums';
import type { PriceGuideRow } from '../../shared/price-guide';
import { Button } from '../components/button';
import { SelectField } from '../components/choice-field';
import { PageLoader } from '../components/page-loader';
import { placeName } from '../components/place-name';
import { useLanguage } from '../components/use-language';
import { GuideTable } from '../features/price-guide/guide-table';
import { priceGuideApi, useGetPriceGuideQuery } from '../lib/price-guide-api';
import type { Prefetch } from '../lib/prefetch';

// The whole guide is one small answer (a few rows per area): fetched once, chosen from in the page.
export const prefetch: Prefetch = (dispatch) => [
  dispatch(priceGuideApi.endpoints.getPriceGuide.initiate({})),
];

const chosen = <T extends string>(value: string | null, among: readonly T[]): T | '' =>
  value !== null && (among as readonly string[]).includes(value) ? (value as T) : '';

/** The Rajshahi price guide (issue 33): by area, deal and type, the middle price and middle half. */
export default function PriceGuide() {
  const { t } = useTranslation('price-guide');
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const { data, error, isLoading, refetch } = useGetPriceGuideQuery({});

  useEffect(() => {
    document.title = `${t('page.title')} · ${t('translation:app.name')}`;
    if (error) console.error('price guide could not be loaded', error);
  }, [error, t]);

  const rows = data ?? [];
  const areas = [...new Map(rows.map((row) => [row.area.slug, row.area])).values()].sort((a, b) =>
    placeName(a, language).localeCompare(placeName(b, language), language === 'bn' ? 'bn-BD' : 'en-GB'),
  );
  const area = chosen(
    params.get('area'),
    areas.map((a) => a.slug),
  );
  const deal = chosen(params.get('property_type'), PROPERTY_TYPES);
  const category = chosen(params.get('category'), CATEGORIES);
  const shown = rows.filter(
    (row) =>
      (!area || row.area.slug === area) &&
      (!deal || row.deal === deal) &&
      (!category || row.category === category),
  );
  const byArea = new Map<string, PriceGuideRow[]>();
  for (const row of shown) byArea.set(row.area.slug, [...(byArea.get(row.area.slug) ?? []), row]);

  const choose = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-semibold text-stone-900 sm:text-3xl">{t('page.title')}</h1>
      <p className="mt-2 text-stone-700">{t('page.intro')}</p>
      <form
        className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-3"
        onSubmit={(event) => event.preventDefault()}
      >
        <SelectField label={t('page.area')} value={area} onChange={(e) => choose('area', e.target.value)}>
          <option value="">{t('page.allAreas')}</option>
          {areas.map((a) => (
            <option key={a.slug} value={a.slug}>
              {placeName(a, language)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('page.deal')}
          value={deal}
          onChange={(e) => choose('property_type', e.target.value)}
        >
          <option value="">{t('page.any')}</option>
          {PROPERTY_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`page.${type}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('page.category')}
          value={category}
          onChange={(e) => choose('category', e.target.value)}
        >
          <option value="">{t('page.any')}</option>
          {CATEGORIES.map((name) => (
            <option key={name} value={name}>
              {t(`translation:category.${name}`)}
            </option>
          ))}
        </SelectField>
      </form>
      <div className="mt-6 space-y-4" aria-live="polite">
        {isLoading ? (
          <PageLoader />
        ) : error ? (
          <div role="alert" className="text-center">
            <p className="text-stone-700">{t('page.loadError')}</p>
            <Button variant="primary" onClick={() => void refetch()} className="mt-3 px-5 py-2">
              {t('page.retry')}
            </Button>
          </div>
        ) : byArea.size === 0 ? (
          <p className="rounded-2xl bg-stone-100 p-4 text-stone-700">{t('page.empty')}</p>
        ) : (
          [...byArea.values()].map((areaRows) => <GuideTable key={areaRows[0]?.area.slug} rows={areaRows} />)
        )}
      </div>
    </div>
  );
}
