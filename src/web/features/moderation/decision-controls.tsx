import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../components/notify';
import type { Property } from '../../../shared/property';
import { confirmIrreversible } from '../../components/confirm';
import { useDeletePropertyMutation } from '../../lib/properties-api';
import { ApproveButton, DeclineForm, useDecisionFlow } from '../../components/decision-flow';
import { DeclineAsButtons } from './decline-as-buttons';
import { useDecidePropertyMutation, useEvidenceShown } from './moderation-api';
import { Button } from '../../components/button';

/**
 * An admin's decision on a listing: approve (or keep, when it is already public),
 * delete, or decline with a required reason (a take-down, when it is public). Each asks first;
 * approve and decline wait for an update in flight, delete for a delete.
 */
export function DecisionControls({ property: item }: { property: Property }) {
  const { t } = useTranslation();
  const [decide, decision] = useDecidePropertyMutation();
  const [remove, removal] = useDeletePropertyMutation();
  // The evidence panel's answer (the same query, on screen above): approving says it was seen.
  const evidenceSeen = useEvidenceShown(item._id);
  const flow = useDecisionFlow({
    approve: () =>
      decide({
        id: item._id,
        decision: { property_status: 'approved', ...(evidenceSeen && { evidence_seen: true }) },
      }),
    decline: (reason) =>
      decide({ id: item._id, decision: { property_status: 'declined', rejection_reason: reason } }),
    pending: decision.isLoading,
    texts: {
      yesApprove: 'dashboard.yesApprove',
      approved: 'dashboard.approved',
      yesDecline: 'dashboard.yesReject',
      declined: 'dashboard.rejected',
    },
    subject: 'listing',
  });
  const isPublic = item.property_status === 'approved';

  async function deleteListing() {
    if (!(await confirmIrreversible(t, t('confirm.yesDelete')))) return;
    const result = await remove(item._id);
    if ('data' in result) notifySuccess(t('dashboard.deleted'));
    else console.error('delete failed', result.error);
  }

  return (
    <>
      <div className="rounded-xl border border-stone-200 p-3">
        <h3 className="mb-2 font-semibold text-stone-900">{t('dashboard.makeDecision')}</h3>
        <div className="flex flex-wrap gap-2">
          <ApproveButton flow={flow} title={item.property_title}>
            {isPublic ? t('dashboard.keep') : t('dashboard.approve')}
          </ApproveButton>
          <Button
            variant="danger"
            disabled={removal.isLoading}
            onClick={() => void deleteListing()}
            className="px-5 py-2 hover:bg-danger-dark disabled:opacity-60"
          >
            {t('dashboard.delete')}
            <span className="sr-only"> {item.property_title}</span>
          </Button>
        </div>
      </div>
      {!isPublic && <DeclineAsButtons id={item._id} title={item.property_title} />}
      <DeclineForm
        flow={flow}
        label={isPublic ? t('dashboard.takeDownReason') : t('dashboard.rejectReason')}
        title={item.property_title}
      >
        {isPublic ? t('dashboard.takeDown') : t('dashboard.reject')}
      </DeclineForm>
    </>
  );
}
