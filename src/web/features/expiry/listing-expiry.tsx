import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Property } from '../../../shared/property';
import { formatDate } from '../../../shared/format-date';
import { apiErrorOf, apiErrorText } from '../../components/form-errors';
import { notifySuccess } from '../../components/notify';
import { useLanguage } from '../../components/use-language';
import { useRenewListingMutation } from './expiry-api';
import { Button } from '../../components/button';

const DAY_MS = 24 * 60 * 60 * 1000;
/** From this close to its expiry a listing offers its owner the renew button, as the mails do. */
const RENEW_FROM_DAYS = 7;

/**
 * When an approved listing leaves the site, on the owner's list: the date, or "expired"; and, when it
 * has expired or has a week or less left, a button that renews it (POST /property/{id}/renew).
 */
export function ListingExpiry({ property }: { property: Property }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [renew, { isLoading, error }] = useRenewListingMutation();
  // The time the list was opened: a listing does not change its look while the owner reads.
  const [now] = useState(() => Date.now());
  if (property.property_status !== 'approved' || !property.expiresAt) return null;

  const expiresAt = new Date(property.expiresAt);
  const expired = expiresAt.getTime() <= now;
  const soon = !expired && expiresAt.getTime() - now <= RENEW_FROM_DAYS * DAY_MS;
  const date = formatDate(expiresAt, language, 'day');
  const failure = apiErrorOf(error);

  async function renewNow() {
    const result = await renew({ id: property._id });
    if (result.data?.expiresAt) {
      const until = formatDate(new Date(result.data.expiresAt), language, 'day');
      notifySuccess(t('expiry.renewed', { date: until }));
    }
  }

  return (
    <div className="mt-2 text-sm" data-testid="listing-expiry">
      <p
        className={
          expired
            ? 'font-semibold text-danger-dark'
            : soon
              ? 'font-semibold text-amber-900'
              : 'text-stone-700'
        }
      >
        {expired ? t('expiry.expiredOn', { date }) : t('expiry.expiresOn', { date })}
      </p>
      {(expired || soon) && (
        <Button
          variant="primary"
          busy={isLoading}
          onClick={() => void renewNow()}
          className="mt-2 w-full px-4 py-2 hover:bg-brand-dark"
        >
          {isLoading ? t('expiry.working') : t('expiry.renew')}{' '}
          <span className="sr-only">{property.property_title}</span>
        </Button>
      )}
      {failure && (
        <p role="alert" className="mt-2 text-danger-dark">
          {apiErrorText(t, failure.code)}
        </p>
      )}
    </div>
  );
}
