import { useTranslation } from 'react-i18next';

/**
 * "Phone verified": the listing's contact number is one its owner proved theirs with a code by SMS
 * (`contact_verified`). In words, with a tick beside them; on every card, so it stays this small.
 */
export function PhoneVerified({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <span className={`flex items-center gap-1 font-semibold text-brand-dark ${className}`}>
      <svg viewBox="0 0 16 16" aria-hidden="true" className="size-4 fill-none stroke-current stroke-2">
        <path d="m3 8.5 3 3 7-7" />
      </svg>
      {t('phoneAuth.verified')}
    </span>
  );
}
