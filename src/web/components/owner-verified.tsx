import { useTranslation } from 'react-i18next';
import { formatDate, type DateStyle } from '../../shared/format-date';
import type { Property } from '../../shared/property';
import { useLanguage } from './use-language';

/**
 * "Owner verified" with the date an admin accepted the owner's proof (`owner_verified_at`, issue 32):
 * the month on a card, the day on the listing's page. Nothing on a listing without it.
 */
export function OwnerVerified({
  property,
  dateStyle,
  className = '',
}: {
  property: Pick<Property, 'owner_verified_at'>;
  dateStyle: Extract<DateStyle, 'month' | 'day'>;
  className?: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!property.owner_verified_at) return null;
  const date = formatDate(new Date(property.owner_verified_at), language, dateStyle);
  return (
    <span className={`flex w-fit items-center gap-1 font-semibold text-brand-dark ${className}`}>
      <svg
        viewBox="0 0 16 16"
        aria-hidden="true"
        className="size-4 shrink-0 fill-none stroke-current stroke-2"
      >
        <path d="M8 1.5 2.5 3.5v4c0 3.2 2.3 5.9 5.5 7 3.2-1.1 5.5-3.8 5.5-7v-4z" />
        <path d="m5.5 8 1.8 1.8L10.8 6.3" />
      </svg>
      {t('ownerVerified', { date })}
    </span>
  );
}
