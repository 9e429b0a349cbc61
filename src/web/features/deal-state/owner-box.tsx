import { useTranslation } from 'react-i18next';
import type { Property } from '../../../shared/property';
import { MarketStatusControl } from './market-status-control';

/** On the owner's own listing page: what only they can do with it. */
export function OwnerBox({ property }: { property: Property }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="owner-box-title"
      className="flex flex-col gap-3 rounded-2xl border border-brand/30 bg-white p-4"
    >
      <h2 id="owner-box-title" className="font-semibold text-stone-900">
        {t('dealState.yourListing')}
      </h2>
      <MarketStatusControl property={property} />
    </section>
  );
}
