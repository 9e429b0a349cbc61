import { useTranslation } from 'react-i18next';
import type { Property } from '../../shared/property';

/**
 * "Agent" on a listing an agent posted (`poster_kind`, issue 32): visitors expect the owner, so a
 * broker's listing says it is one. Nothing on an owner's listing.
 */
export function AgentBadge({ property, className = '' }: { property: Property; className?: string }) {
  const { t } = useTranslation();
  if (property.poster_kind !== 'agent') return null;
  return (
    <span
      className={`w-fit rounded-full border border-stone-400 bg-white font-semibold text-stone-800 ${className}`}
    >
      {t('posterKind.agent')}
    </span>
  );
}
