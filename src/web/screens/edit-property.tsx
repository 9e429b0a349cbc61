import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFound } from '../components/not-found';
import { PageLoader } from '../components/page-loader';
import { useLanguage } from '../components/use-language';
import { useAuth } from '../lib/session/use-auth';
import { listingToDraft } from '../features/post/draft-input';
import { PropertyForm } from '../features/post/property-form';
import { useGetPropertyQuery } from '../lib/properties-api';
import { withPendingRevision } from '../../shared/revision';

export default function EditProperty() {
  const { t } = useTranslation();
  const { editId = '' } = useParams();
  const { user, isAdmin } = useAuth();
  const language = useLanguage();
  const {
    data: listing,
    isLoading,
    error,
  } = useGetPropertyQuery(editId, { refetchOnMountOrArgChange: true });
  const initial = useMemo(
    () => (listing ? listingToDraft(withPendingRevision(listing), language) : null),
    [listing, language],
  );
  if (isLoading) return <PageLoader />;
  // Only the owner or an admin may edit; the server refuses anyone else too.
  if (error || !initial || (listing?.user._id !== user._id && !isAdmin)) return <NotFound kind="property" />;
  return <PropertyForm title={t('post.titleEdit')} initial={initial} listingId={editId} />;
}
