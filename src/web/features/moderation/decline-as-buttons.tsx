import { useTranslation } from 'react-i18next';
import { DECLINE_AS, type DeclineAs } from '../../../shared/moderation';
import { confirmIrreversible } from '../../components/confirm';
import { apiErrorOf, apiErrorText } from '../../components/form-errors';
import { notifySuccess } from '../../components/notify';
import { useDecidePropertyMutation } from './moderation-api';

const LABEL: Record<DeclineAs, string> = {
  duplicate: 'evidence.declineDuplicate',
  broker: 'evidence.declineBroker',
};

/**
 * "Decline as duplicate" and "decline as broker": a decline whose words the owner gets in their own
 * language (shared/moderation.ts DECLINE_AS_TEXT), without typing a reason.
 */
export function DeclineAsButtons({ id, title }: { id: string; title: string }) {
  const { t } = useTranslation('dashboard');
  const [decide, decision] = useDecidePropertyMutation();

  async function declineAs(reason: DeclineAs) {
    if (!(await confirmIrreversible(t, t('dashboard.yesReject')))) return;
    const result = await decide({ id, decision: { property_status: 'declined', decline_as: reason } });
    if ('data' in result) notifySuccess(t('dashboard.rejected'));
  }

  const failure = apiErrorOf(decision.error);
  return (
    <div className="flex flex-wrap gap-2">
      {failure && (
        <p role="alert" className="w-full text-sm font-semibold text-danger-dark">
          {apiErrorText(t, failure.code)}
        </p>
      )}
      {DECLINE_AS.map((reason) => (
        <button
          key={reason}
          type="button"
          disabled={decision.isLoading}
          onClick={() => void declineAs(reason)}
          className="rounded-full border-2 border-[#c8283d] px-4 py-1.5 font-semibold text-danger-dark hover:bg-danger/10 disabled:opacity-60"
        >
          {t(LABEL[reason])}
          <span className="sr-only"> {title}</span>
        </button>
      ))}
    </div>
  );
}
