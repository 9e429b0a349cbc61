import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTrailList } from '../../components/admin-trail-list';
import { useGetListingTrailQuery } from './moderation-api';

/**
 * A listing's audit trail on its review card, closed until asked for: it is read only then, and a
 * closed one does not push the card's buttons down while the admin reaches for them.
 */
export function ListingTrail({ id }: { id: string }) {
  const { t } = useTranslation('trail');
  const [open, setOpen] = useState(false);
  const { data, isError } = useGetListingTrailQuery(id, { skip: !open });
  return (
    <details
      className="rounded-xl bg-stone-50 p-3 text-stone-800"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer py-1 font-semibold text-stone-900">{t('trail.show')}</summary>
      <div className="mt-2" aria-live="polite">
        {isError ? (
          <p role="alert">{t('trail.failed')}</p>
        ) : data ? (
          <AdminTrailList entries={data} showListing={false} />
        ) : (
          <p>{t('trail.loading')}</p>
        )}
      </div>
    </details>
  );
}
