import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { notifySuccess } from '../components/notify';
import type { Property } from '../../shared/property';
import { confirmIrreversible } from '../components/confirm';
import { PageLoader } from '../components/page-loader';
import { PropertyCard } from '../components/property-card';
import { RevisionNote } from '../components/revision-note';
import { useDeletePropertyMutation, useGetOwnPropertiesQuery } from '../lib/properties-api';
import { PropertyGrid } from '../features/properties/property-grid';
import { MarketStatusControl } from '../features/deal-state/market-status-control';
import { ListingExpiry } from '../features/expiry/listing-expiry';
import { ListingStatsPanel } from '../features/listing-stats/listing-stats-panel';
import { FavoriteAlertsSwitch } from '../features/favorite-watch/favorite-alerts-switch';
import { ProfileHeader } from '../features/profile/profile-header';
import { CallRequestsPanel } from '../features/call-requests/call-requests-panel';
import { OwnershipProofPanel } from '../features/ownership/ownership-proof-panel';
import { buttonClass } from '../components/button';

const STATUS_STYLE = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-brand-light text-brand-dark',
  declined: 'bg-danger/10 text-danger-dark',
} as const;
const CLOSED_STYLE = 'bg-stone-800 text-white';

export default function ProfilePost() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const favorites = params.get('favorite') === 'true';
  const { data = [], isLoading } = useGetOwnPropertiesQuery({ favorite: favorites });

  return (
    <div className={`mx-auto max-w-6xl px-4 ${favorites ? 'py-8' : 'pb-8 sm:pt-6'}`}>
      {!favorites && <ProfileHeader />}
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-stone-900">
          {favorites ? t('profilePost.favoritesTitle') : t('profilePost.title')}
        </h1>
        {!favorites && (
          <Link to="/property-post" className={buttonClass('earth', 'px-5 py-2')}>
            {t('profilePost.postNew')}
          </Link>
        )}
      </div>
      {favorites && <FavoriteAlertsSwitch />}
      {!favorites && <CallRequestsPanel />}
      {isLoading ? (
        <PageLoader />
      ) : data.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-center text-stone-700">
          {favorites ? t('profilePost.emptyFavorites') : t('profilePost.empty')}
        </p>
      ) : favorites ? (
        <PropertyGrid properties={data} />
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.map((property) => (
            <OwnListing key={property._id} property={property} />
          ))}
        </ul>
      )}
    </div>
  );
}

function OwnListing({ property }: { property: Property }) {
  const { t } = useTranslation();
  const [deleteProperty, { isLoading }] = useDeletePropertyMutation();
  // A sold or rented listing is still approved, but "published" beside its sold tag says two things.
  const closed = property.property_status === 'approved' && property.market_status !== 'available';

  async function remove() {
    if (!(await confirmIrreversible(t, t('confirm.yesDelete')))) return;
    const result = await deleteProperty(property._id);
    if ('data' in result) notifySuccess(t('profilePost.deleted'));
    else console.error('delete failed', result.error);
  }

  return (
    <li className="flex flex-col gap-2">
      <PropertyCard property={property} />
      <div className="rounded-xl border border-stone-200 bg-white p-3">
        <p className="flex flex-wrap items-center gap-2">
          <span
            className={`rounded-full px-3 py-1 text-sm font-semibold ${closed ? CLOSED_STYLE : STATUS_STYLE[property.property_status]}`}
          >
            {closed
              ? t(`dealState.badge_${property.market_status}`)
              : t(`profilePost.status_${property.property_status}`)}
          </span>
        </p>
        <RevisionNote property={property} />
        {/* Closed, it leaves the site on its own: "published until" would say otherwise. */}
        {!closed && <ListingExpiry property={property} />}
        <div className="mt-3">
          <MarketStatusControl property={property} />
        </div>
        <OwnershipProofPanel property={property} />
        {property.property_status === 'declined' && property.rejection_reason && (
          <p className="mt-2 text-sm text-danger-dark">
            {t('profilePost.reason', { reason: property.rejection_reason })}
          </p>
        )}
        <div className="mt-3 flex gap-2">
          <Link
            to={`/product/edit/${property._id}`}
            className={buttonClass('brand-outline', 'flex-1 px-4 py-1.5 text-center')}
          >
            {t('profilePost.edit')} <span className="sr-only">{property.property_title}</span>
          </Link>
          <button
            type="button"
            disabled={isLoading}
            onClick={() => void remove()}
            className="flex-1 rounded-full bg-[#c8283d] px-4 py-2 font-semibold text-white disabled:opacity-60"
          >
            {t('profilePost.delete')} <span className="sr-only">{property.property_title}</span>
          </button>
        </div>
      </div>
      <ListingStatsPanel propertyId={property._id} title={property.property_title} />
    </li>
  );
}
