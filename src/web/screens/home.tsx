import { useTranslation } from 'react-i18next';
import { useGetMetaQuery } from '../lib/meta-api';
import { Link } from 'react-router';
import { CATEGORIES } from '../../shared/enums';
import { localDigits } from '../../shared/format';
import { CategoryIcon } from '../components/category-icon';
import { PanelBoundary } from '../components/panel-boundary';
import { OwnerPanel } from '../features/post/owner-panel';
import { PillLink } from '../components/pill-link';
import { SearchBox } from '../components/search-box';
import { useLanguage } from '../components/use-language';
import type { Prefetch } from '../lib/prefetch';
import { propertiesApi, useGetApprovedPropertiesQuery } from '../lib/properties-api';
import { PropertyGrid, PropertyGridSkeleton } from '../features/properties/property-grid';

const NEW_DEALS_COUNT = 8;
const POPULAR_AREAS = [
  'uposhohor',
  'shaheb-bazar',
  'kazla',
  'talaimari',
  'laxmipur',
  'padma-residential-area',
  'binodpur',
  'nawdapara',
];

const newDealsQuery = { limit: NEW_DEALS_COUNT };

export const prefetch: Prefetch = (dispatch) => [
  dispatch(propertiesApi.endpoints.getApprovedProperties.initiate(newDealsQuery)),
];

export default function Home() {
  const { t } = useTranslation();
  return (
    <>
      <section className="bg-gradient-to-b from-brand-light to-cream">
        <div className="mx-auto max-w-6xl px-4 pb-10 pt-8 sm:pt-14">
          <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-end">
            <div>
              <h1 className="max-w-2xl text-3xl font-semibold leading-tight text-stone-900 sm:text-5xl">
                {t('home.heroTitle')}
              </h1>
              <p className="mt-3 max-w-2xl text-lg text-stone-700">{t('home.heroSubtitle')}</p>
              <div className="mt-6 max-w-2xl">
                <SearchBox id="hero-search" size="lg" placeholder={t('home.searchPlaceholder')} />
              </div>
            </div>
            <OwnerPanel />
          </div>
        </div>
      </section>
      <div className="mx-auto max-w-6xl space-y-12 px-4">
        <PanelBoundary>
          <Categories />
        </PanelBoundary>
        <PanelBoundary>
          <NewDeals />
        </PanelBoundary>
        <HowItWorks />
        <PanelBoundary>
          <QuickLinks />
        </PanelBoundary>
      </div>
    </>
  );
}

function Categories() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="categories-title">
      <h2 id="categories-title" className="mb-4 text-xl font-semibold text-stone-900">
        {t('home.categories')}
      </h2>
      <ul className="grid grid-cols-4 gap-2 sm:grid-cols-7 sm:gap-3">
        {CATEGORIES.map((category) => (
          <li key={category}>
            <Link
              to={`/property-searched?category=${category}`}
              className="flex h-full flex-col items-center gap-1 rounded-xl border border-stone-200 bg-white p-2 text-center text-sm font-semibold text-stone-800 hover:border-brand hover:text-brand-dark sm:p-3"
            >
              <span className="rounded-full bg-brand-light p-2 text-brand-dark">
                <CategoryIcon category={category} className="h-6 w-6" />
              </span>
              {t(`category.${category}`)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function NewDeals() {
  const { t } = useTranslation();
  const { data, isLoading, isError, refetch } = useGetApprovedPropertiesQuery(newDealsQuery);
  return (
    <section aria-labelledby="new-deals-title">
      <div className="mb-4 flex items-baseline justify-between">
        <h2 id="new-deals-title" className="text-xl font-semibold text-stone-900">
          {t('home.newDeals')}
        </h2>
        <Link to="/property-searched" className="font-semibold text-brand-dark hover:underline">
          {t('home.seeAll')}
        </Link>
      </div>
      {isLoading ? (
        // As many placeholders as cards, so the page below does not jump when they arrive.
        <PropertyGridSkeleton count={NEW_DEALS_COUNT} />
      ) : isError ? (
        <div className="rounded-xl bg-white p-6 text-center" role="alert">
          <p className="text-stone-700">{t('home.loadError')}</p>
          <button
            type="button"
            onClick={() => void refetch()}
            className="mt-3 rounded-full bg-brand px-5 py-2 font-semibold text-white"
          >
            {t('home.retry')}
          </button>
        </div>
      ) : data && data.data.length > 0 ? (
        <PropertyGrid properties={data.data} priorityCount={1} />
      ) : (
        <p className="rounded-xl bg-white p-6 text-center text-stone-700">{t('home.noListings')}</p>
      )}
    </section>
  );
}

function HowItWorks() {
  const { t } = useTranslation();
  const language = useLanguage();
  const steps = [1, 2, 3] as const;
  return (
    <section aria-labelledby="how-title" className="rounded-2xl bg-white p-6 sm:p-8">
      <h2 id="how-title" className="mb-6 text-xl font-semibold text-stone-900">
        {t('home.howItWorks')}
      </h2>
      <ol className="grid gap-6 sm:grid-cols-3">
        {steps.map((step) => (
          <li key={step} className="flex gap-3">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-earth text-lg font-semibold text-white">
              {localDigits(String(step), language)}
            </span>
            <div>
              <h3 className="font-semibold text-stone-900">{t(`home.step${step}Title`)}</h3>
              <p className="mt-1 text-stone-700">{t(`home.step${step}Text`)}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2">
        <Link to="/how-it-works" className="font-semibold text-brand-dark hover:underline">
          {t('home.readMore')}: {t('info.how-it-works')}
        </Link>
        <p className="text-stone-700">
          <span aria-hidden="true">⚠ </span>
          {t('home.safetyTip')}{' '}
          <Link to="/safety" className="font-semibold text-brand-dark hover:underline">
            {t('info.safety')}
          </Link>
        </p>
      </div>
    </section>
  );
}

function QuickLinks() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: meta } = useGetMetaQuery();
  const areas = POPULAR_AREAS.map((slug) => meta?.areas.find((a) => a.slug === slug)).filter(
    (a) => a !== undefined,
  );
  const browse = [
    { label: t('home.flatsForRent'), query: 'property_type=rent&category=apartment' },
    { label: t('home.flatsForSale'), query: 'property_type=sell&category=apartment' },
    { label: t('home.landForSale'), query: 'property_type=sell&category=land' },
    { label: t('home.shopsForRent'), query: 'property_type=rent&category=shop' },
  ];
  return (
    <section aria-labelledby="quick-links-title">
      <h2 id="quick-links-title" className="mb-4 text-xl font-semibold text-stone-900">
        {t('home.quickLinks')}
      </h2>
      <div className="grid gap-6 sm:grid-cols-2">
        <nav aria-labelledby="popular-areas-title">
          <h3 id="popular-areas-title" className="mb-2 font-semibold text-earth">
            {t('home.popularAreas')}
          </h3>
          <ul className="flex flex-wrap gap-2">
            {areas.map((area) => (
              <li key={area.slug}>
                <PillLink to={`/property-searched?area=${area.slug}`}>
                  {language === 'bn' ? area.name_bn : area.name}
                </PillLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="browse-title">
          <h3 id="browse-title" className="mb-2 font-semibold text-earth">
            {t('home.browse')}
          </h3>
          <ul className="flex flex-wrap gap-2">
            {browse.map((link) => (
              <li key={link.query}>
                <PillLink to={`/property-searched?${link.query}`}>{link.label}</PillLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
