import { useTranslation } from 'react-i18next';
import type { Property } from '../../shared/property';

/** "Sold" or "Rented" on a listing the owner has closed; nothing on one still on the market. */
export function MarketBadge({ property, className = '' }: { property: Property; className?: string }) {
  const { t } = useTranslation();
  if (property.market_status === 'available') return null;
  return (
    <span className={`rounded-full bg-stone-800 font-semibold text-white ${className}`}>
      {t(`dealState.badge_${property.market_status}`)}
    </span>
  );
}
