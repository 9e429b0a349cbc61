import { useTranslation } from 'react-i18next';
import type { Property } from '../../../shared/property';
import { notifySuccess } from '../../components/notify';
import { useSetMarketStatusMutation } from './deal-state-api';

/**
 * The owner's switch for the deal: "mark as rented" (or sold) on a public listing, "put back on the
 * market" on a closed one. Neither needs a new review. Says in a line what the switch will do.
 */
export function MarketStatusControl({ property }: { property: Property }) {
  const { t } = useTranslation();
  const [setStatus, { isLoading, isError }] = useSetMarketStatusMutation();
  if (property.property_status !== 'approved') return null;
  const closed = property.market_status !== 'available';
  const closing = property.property_type === 'rent' ? 'rented' : 'sold';

  async function change() {
    const status = closed ? 'available' : closing;
    const result = await setStatus({ id: property._id, status });
    if ('data' in result) {
      notifySuccess(closed ? t('dealState.markedAvailable') : t(`dealState.marked_${closing}`));
    } else console.error('market status not changed', result.error);
  }

  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        disabled={isLoading}
        onClick={() => void change()}
        className={`min-h-11 rounded-full px-4 py-2 font-semibold disabled:opacity-60 ${
          closed ? 'border-2 border-brand text-brand-dark' : 'bg-stone-800 text-white hover:bg-stone-900'
        }`}
      >
        {closed ? t('dealState.backOnMarket') : t(`dealState.mark_${closing}`)}
        <span className="sr-only"> {property.property_title}</span>
      </button>
      <p className="text-sm text-stone-600">{closed ? t('dealState.backHint') : t('dealState.markHint')}</p>
      {isError && (
        <p role="alert" className="text-sm text-danger-dark">
          {t('dealState.failed')}
        </p>
      )}
    </div>
  );
}
