import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { fullAddress } from '../../shared/address';
import { formatDate } from '../../shared/format-date';
import { NotFound } from '../components/not-found';
import { PageLoader } from '../components/page-loader';
import { PanelBoundary } from '../components/panel-boundary';
import { Price } from '../components/price';
import { RevisionNote } from '../components/revision-note';
import { useLanguage } from '../components/use-language';
import { FavoriteButton } from '../features/properties/favorite-button';
import { useAuth } from '../lib/session/use-auth';
import { ReportListing } from '../features/moderation/report-listing';
import { OwnerContact } from '../features/properties/owner-contact';
import { CallRequestButton } from '../features/call-requests/call-request-button';
import { CallBar } from '../features/properties/call-bar';
import { PayAfterVisit } from '../features/properties/pay-after-visit';
import { useViewReport } from '../features/properties/contact-event';
import { ClosedNote } from '../features/deal-state/closed-note';
import { MarketBadge } from '../components/market-badge';
import { AgentBadge } from '../components/agent-badge';
import { OwnerVerified } from '../components/owner-verified';
import { ShareButton } from '../features/properties/share-button';
import { FloorPlans, PhotoGallery } from '../components/photo-gallery';
import { isMissing } from '../lib/api';
import type { Prefetch } from '../lib/prefetch';
import { propertiesApi, useGetPropertyQuery, useGetRelatedPropertiesQuery } from '../lib/properties-api';
import { PropertyFacts } from '../features/properties/property-facts';
import { priceGuideApi } from '../lib/price-guide-api';
import { PriceHistory } from '../features/price-guide/price-history';
import { PriceLine } from '../features/price-guide/price-line';
import { PropertyGrid } from '../features/properties/property-grid';
import { Button } from '../components/button';
import { WhenNear } from '../components/when-near';
import { localDigits } from '../../shared/format';

// What only the listing's owner or a moderator sees loads for them alone, once the app knows who
// is signed in: a visitor's phone is not made to fetch and run it.
const OwnerBox = lazy(() =>
  import('../features/deal-state/owner-box').then((m) => ({ default: m.OwnerBox })),
);
const ListingStatsPanel = lazy(() =>
  import('../features/listing-stats/listing-stats-panel').then((m) => ({ default: m.ListingStatsPanel })),
);
// The listing's map: its code and tiles only once the reader scrolls near it.
const ListingMap = lazy(() => import('../features/map/listing-map'));
const DecisionControls = lazy(() =>
  import('../features/moderation/decision-controls').then((m) => ({ default: m.DecisionControls })),
);

function ForOwnerOrModerator({ children }: { children: ReactNode }) {
  return (
    <PanelBoundary>
      <Suspense fallback={null}>{children}</Suspense>
    </PanelBoundary>
  );
}

export const prefetch: Prefetch = (dispatch, { params }) => {
  const id = params.id ?? '';
  return [
    dispatch(propertiesApi.endpoints.getProperty.initiate(id)),
    dispatch(propertiesApi.endpoints.getRelatedProperties.initiate(id)),
    dispatch(priceGuideApi.endpoints.getPriceHistory.initiate(id)),
  ];
};

export default function ProductDetails() {
  const { t } = useTranslation();
  const { isAdmin, user } = useAuth();
  const language = useLanguage();
  const { id = '' } = useParams();
  const { data: property, error, isLoading, refetch } = useGetPropertyQuery(id);
  const related = useGetRelatedPropertiesQuery(id, { skip: !property });

  const missing = isMissing(error);
  useViewReport(property?._id, property?.visitToken);

  useEffect(() => {
    // Property call failures are logged; a missing listing is an answer, not a failure.
    if (error && !missing) console.error('property could not be loaded', error);
    if (property) document.title = `${property.property_title} · ${t('app.name')}`;
  }, [error, missing, property, t]);

  // A missing listing first: a page drawn by the server as "not found" stays so while RTK Query asks again.
  if (missing) return <NotFound kind="property" />;
  if (isLoading) return <PageLoader />;
  if (!property) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center" role="alert">
        <p className="text-stone-700">{t('property.loadError')}</p>
        <Button variant="primary" onClick={() => void refetch()} className="mt-4 px-5 py-2">
          {t('home.retry')}
        </Button>
      </div>
    );
  }

  const { address, delegation, city } = property.property_address;
  const isOwner = user._id === property.user._id;
  const postedOn = formatDate(new Date(property.createdAt), language, 'day');
  return (
    <article className="mx-auto max-w-6xl px-4 pt-6">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          <PhotoGallery photos={property.photos} title={property.property_title} />
          <header className="space-y-2">
            <div className="flex flex-wrap gap-2 text-sm font-semibold">
              <span className="rounded-full bg-earth-light px-3 py-1 text-earth">
                {t(`propertyType.${property.property_type}`)}
              </span>
              <span className="rounded-full bg-brand-light px-3 py-1 text-brand-dark">
                {t(`category.${property.category.name}`)}
              </span>
              {property.isNew && (
                <span className="rounded-full bg-brand px-3 py-1 text-white">{t('property.newBadge')}</span>
              )}
              <MarketBadge property={property} className="px-3 py-1" />
              <AgentBadge property={property} className="px-3 py-1" />
              <OwnerVerified
                property={property}
                dateStyle="day"
                className="rounded-full bg-brand-light px-3 py-1"
              />
            </div>
            <div className="flex items-start justify-between gap-3">
              <h1 className="text-2xl font-semibold leading-snug text-stone-900 sm:text-3xl">
                {property.property_title}
              </h1>
              <div className="flex shrink-0 items-center gap-2">
                <ShareButton property={property} />
                <FavoriteButton property={property} className="border border-stone-200" />
              </div>
            </div>
            <RevisionNote property={property} />
            <Price property={property} size="lg" />
            <PriceHistory propertyId={property._id} />
            <PriceLine property={property} />
            <p className="text-stone-700">
              <span className="sr-only">{t('property.address')}: </span>
              {fullAddress(address, [delegation, city], language)}
            </p>
            <p className="text-sm text-stone-600">{t('property.postedOn', { date: postedOn })}</p>
          </header>
          <PropertyFacts property={property} />
          {property.location && (
            <section aria-labelledby="location-title">
              <h2 id="location-title" className="mb-2 text-lg font-semibold text-stone-900">
                {t('map.locationTitle')}
              </h2>
              <p className="mb-2 text-stone-700">
                {t('map.approximate', { metres: localDigits(String(property.location.radius_m), language) })}
              </p>
              {property.pin && (
                <p className="mb-2 flex items-center gap-2 text-sm text-stone-700">
                  <span
                    aria-hidden="true"
                    className="inline-block h-3 w-3 rounded-full bg-amber-700 ring-2 ring-white"
                  />
                  {t('map.pinOnlyYou')}
                </p>
              )}
              <WhenNear className="map-view map-view-listing bg-stone-100">
                <PanelBoundary>
                  <Suspense fallback={null}>
                    <ListingMap property={property} />
                  </Suspense>
                </PanelBoundary>
              </WhenNear>
            </section>
          )}
          <section aria-labelledby="description-title">
            <h2 id="description-title" className="mb-2 text-lg font-semibold text-stone-900">
              {t('property.description')}
            </h2>
            <p className="whitespace-pre-line leading-relaxed text-stone-800">{property.description}</p>
          </section>
          {/* Below what a renter reads first: the price and the place stay near the top on a phone. */}
          <FloorPlans plans={property.floor_plans} title={property.property_title} />
        </div>
        <aside className="flex flex-col gap-3 lg:sticky lg:top-20 lg:self-start">
          {isOwner && (
            <ForOwnerOrModerator>
              <OwnerBox property={property} />
            </ForOwnerOrModerator>
          )}
          {property.market_status === 'available' || isOwner ? (
            <PanelBoundary>
              <OwnerContact property={property} />
            </PanelBoundary>
          ) : (
            <ClosedNote property={property} />
          )}
          {property.property_status === 'approved' && property.market_status === 'available' && !isOwner && (
            <>
              <PayAfterVisit property={property} />
              <CallRequestButton propertyId={property._id} />
              <ReportListing propertyId={property._id} />
            </>
          )}
          {(isAdmin || isOwner) && (
            <ForOwnerOrModerator>
              <ListingStatsPanel propertyId={property._id} title={property.property_title} />
            </ForOwnerOrModerator>
          )}
          {isAdmin && (
            <section
              aria-labelledby="moderation-title"
              className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4"
            >
              <h2 id="moderation-title" className="font-semibold text-stone-900">
                {t('dashboard.moderation')}
              </h2>
              <ForOwnerOrModerator>
                <DecisionControls property={property} />
              </ForOwnerOrModerator>
            </section>
          )}
        </aside>
      </div>
      {related.data && related.data.length > 0 && (
        <section aria-labelledby="related-title" className="mt-12">
          <h2 id="related-title" className="mb-4 text-xl font-semibold text-stone-900">
            {t('property.relatedProperties')}
          </h2>
          <PanelBoundary>
            <PropertyGrid properties={related.data} />
          </PanelBoundary>
        </section>
      )}
      <CallBar property={property} />
    </article>
  );
}
