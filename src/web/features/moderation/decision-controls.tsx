import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../components/notify';
import type { Property } from '../../../shared/property';
import { confirmIrreversible } from '../../components/confirm';
import { TextArea } from '../../components/form-field';
import { useDeletePropertyMutation } from '../../lib/properties-api';
import { useDecidePropertyMutation } from './moderation-api';

/**
 * An admin's decision on a listing (spec §2, §5): approve (or keep, when it is already public),
 * delete, or decline with a required reason (a take-down, when it is public). Each asks first;
 * approve and decline wait for an update in flight, delete for a delete.
 */
export function DecisionControls({ property: item }: { property: Property }) {
  const { t } = useTranslation();
  const [decide, decision] = useDecidePropertyMutation();
  const [remove, removal] = useDeletePropertyMutation();
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const isPublic = item.property_status === 'approved';

  async function approve() {
    if (!(await confirmIrreversible(t, t('dashboard.yesApprove')))) return;
    const result = await decide({ id: item._id, decision: { property_status: 'approved' } });
    if ('data' in result) notifySuccess(t('dashboard.approved'));
    else console.error('approve failed', result.error);
  }

  async function decline(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) return setReasonMissing(true);
    if (!(await confirmIrreversible(t, t('dashboard.yesReject')))) return;
    const result = await decide({
      id: item._id,
      decision: { property_status: 'declined', rejection_reason: reason.trim() },
    });
    if ('data' in result) notifySuccess(t('dashboard.rejected'));
    else console.error('reject failed', result.error);
  }

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
          <button
            type="button"
            disabled={decision.isLoading}
            onClick={() => void approve()}
            className="rounded-full bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
          >
            {isPublic ? t('dashboard.keep') : t('dashboard.approve')}
            <span className="sr-only"> {item.property_title}</span>
          </button>
          <button
            type="button"
            disabled={removal.isLoading}
            onClick={() => void deleteListing()}
            className="rounded-full bg-[#c8283d] px-5 py-2 font-semibold text-white hover:bg-danger-dark disabled:opacity-60"
          >
            {t('dashboard.delete')}
            <span className="sr-only"> {item.property_title}</span>
          </button>
        </div>
      </div>
      <form noValidate onSubmit={(event) => void decline(event)} className="flex flex-col gap-2">
        <TextArea
          label={isPublic ? t('dashboard.takeDownReason') : t('dashboard.rejectReason')}
          required
          rows={3}
          maxLength={1000}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setReasonMissing(false);
          }}
          placeholder={t('dashboard.reasonPlaceholder')}
          error={reasonMissing ? 'required' : undefined}
        />
        <button
          type="submit"
          disabled={decision.isLoading}
          className="self-start rounded-full border-2 border-[#c8283d] px-5 py-1.5 font-semibold text-danger-dark hover:bg-danger/10 disabled:opacity-60"
        >
          {isPublic ? t('dashboard.takeDown') : t('dashboard.reject')}
          <span className="sr-only"> {item.property_title}</span>
        </button>
      </form>
    </>
  );
}
