import { useTranslation } from 'react-i18next';
import type { AdminTrailEntry } from '../../shared/admin-trail';
import { formatDate } from '../../shared/format-date';
import { useLanguage } from './use-language';

/**
 * Entries of the admins' audit trail, the newest first as the server sends them: what was done, by
 * whom, when, to which listing (on an account's view; its title as it was), and why.
 */
export function AdminTrailList({
  entries,
  showListing,
}: {
  entries: AdminTrailEntry[];
  showListing: boolean;
}) {
  const { t } = useTranslation('trail');
  const language = useLanguage();
  if (entries.length === 0) return <p>{t('trail.empty')}</p>;
  return (
    <ol className="flex flex-col gap-2" data-testid="admin-trail">
      {entries.map((entry) => (
        <li key={entry.id} className="border-s-2 border-stone-200 ps-3">
          <span className="font-semibold">{t(`trail.action_${entry.action}`)}</span>
          {showListing && entry.property_title !== null && (
            <>
              {' · '}
              <bdi>{entry.property_title}</bdi>
            </>
          )}
          <span className="block text-sm text-stone-700">
            <Actor entry={entry} /> ·{' '}
            <time dateTime={entry.created_at}>
              {formatDate(new Date(entry.created_at), language, 'dateTime')}
            </time>
          </span>
          {entry.reason && (
            <span className="block whitespace-pre-line text-sm text-stone-800">
              {t('trail.reason')} <bdi>{entry.reason}</bdi>
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}

/** Who acted: the admin by their name then, else the operator (a promotion) or visitors' reports. */
function Actor({ entry }: { entry: AdminTrailEntry }) {
  const { t } = useTranslation('trail');
  if (entry.admin?.name)
    return (
      <>
        {t('trail.by')} <bdi>{entry.admin.name}</bdi>
      </>
    );
  if (entry.admin) return <>{t('trail.byUnknown')}</>;
  return <>{entry.action === 'hold' ? t('trail.byReports') : t('trail.byOperator')}</>;
}
