import { useTranslation } from 'react-i18next';

/**
 * "Account suspended" on a moderator's card whose listing's owner an admin has suspended
 * (`owner_suspended` in the review and ownership-proof queues): the listing stays hidden while the
 * account is, whatever the card's decision. Nothing for an owner in good standing.
 */
export function SuspendedOwnerBadge({ suspended }: { suspended: boolean }) {
  const { t } = useTranslation('dashboard');
  if (!suspended) return null;
  return (
    <span className="w-fit rounded-full bg-danger-dark px-2.5 py-0.5 text-sm font-semibold text-white">
      {t('dashboard.ownerSuspended')}
    </span>
  );
}
