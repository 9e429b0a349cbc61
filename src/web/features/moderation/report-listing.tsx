import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../components/notify';
import { REPORT_REASONS, type ReportReason } from '../../../shared/enums';
import { ChoiceGroup } from '../../components/choice-field';
import { apiErrorOf, apiErrorText } from '../../components/form-errors';
import { FormAlert, TextArea } from '../../components/form-field';
import { useReportPropertyMutation } from './moderation-api';
import { Button } from '../../components/button';

/** "Report this listing": a reason (and a note), sent for the moderators to look at. */
export function ReportListing({ propertyId }: { propertyId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const [report, { isLoading, error }] = useReportPropertyMutation();
  const failure = apiErrorOf(error);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!reason) return setReasonMissing(true);
    const result = await report({ id: propertyId, report: { reason, details: details.trim() || undefined } });
    if ('error' in result) return;
    notifySuccess(t('report.sent'));
    setOpen(false);
    setReason('');
    setDetails('');
  }

  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="text-sm font-semibold text-stone-700 underline underline-offset-4 hover:text-danger-dark"
      >
        {t('report.open')}
      </button>
    );
  }
  return (
    <form
      noValidate
      onSubmit={(event) => void send(event)}
      className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4"
    >
      <ChoiceGroup
        legend={t('report.title')}
        name="report-reason"
        options={REPORT_REASONS.map((value) => ({ value, label: t(`report.reason_${value}`) }))}
        value={reason}
        onChange={(value) => {
          setReason(value as ReportReason);
          setReasonMissing(false);
        }}
        error={reasonMissing ? 'choose_reason' : undefined}
      />
      <TextArea
        label={t('report.details')}
        value={details}
        onChange={(event) => setDetails(event.target.value)}
        maxLength={1000}
        rows={3}
      />
      <FormAlert message={failure ? apiErrorText(t, failure.code) : null} />
      <div className="flex gap-2">
        <Button type="submit" variant="danger" disabled={isLoading} className="px-5 py-2 disabled:opacity-60">
          {t('report.send')}
        </Button>
        <Button variant="outline" onClick={() => setOpen(false)} className="px-5 py-2">
          {t('report.cancel')}
        </Button>
      </div>
    </form>
  );
}
