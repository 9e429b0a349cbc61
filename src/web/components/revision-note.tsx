import { useTranslation } from 'react-i18next';
import type { Property } from '../../shared/property';
import { useAuth } from '../lib/session/use-auth';

/**
 * For the owner of a public listing: its changes wait for review while the listing stays public as
 * it was, or why the last changes were declined. Nothing for anyone else (the API sends visitors
 * neither; an admin judges the changes on the dashboard).
 */
export function RevisionNote({ property }: { property: Property }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (property.property_status !== 'approved' || property.user._id !== user._id) return null;
  if (property.pending_revision) {
    return (
      <p role="status" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
        {t('revision.pendingNote')}
      </p>
    );
  }
  if (!property.revision_rejection_reason) return null;
  return (
    <p className="rounded-xl bg-danger/10 p-3 text-sm text-danger-dark">
      {t('revision.declinedNote', { reason: property.revision_rejection_reason })}
    </p>
  );
}
