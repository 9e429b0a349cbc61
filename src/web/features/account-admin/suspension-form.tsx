import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_SUSPENSION_REASON, type AccountView } from '../../../shared/account-admin';
import { Button } from '../../components/button';
import { confirmIrreversible } from '../../components/confirm';
import { apiErrorOf, apiErrorText } from '../../components/form-errors';
import { TextArea } from '../../components/form-field';
import { notifySuccess } from '../../components/notify';
import { useSetSuspensionMutation } from './account-admin-api';

/**
 * Suspend the account with a required reason (the owner is told it), or lift its suspension: each
 * asks first. An admin's account has neither.
 */
export function SuspensionForm({ account }: { account: AccountView['account'] }) {
  const { t } = useTranslation('account-view');
  const { t: common } = useTranslation();
  const [send, sending] = useSetSuspensionMutation();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const failed = apiErrorOf(sending.error);

  if (account.is_admin) {
    return (
      <p className="rounded-xl bg-stone-50 p-3 text-stone-700">{t('accountView.adminNotSuspendable')}</p>
    );
  }

  async function suspend(event: FormEvent) {
    event.preventDefault();
    const given = reason.trim();
    if (!given) return setMissing(true);
    if (!(await confirmIrreversible(common, t('accountView.yesSuspend')))) return;
    const result = await send({ id: account.id, input: { suspended: true, reason: given } });
    if ('data' in result) {
      setReason('');
      notifySuccess(t('accountView.suspended'));
    }
  }

  async function lift() {
    if (!(await confirmIrreversible(common, t('accountView.yesLift')))) return;
    const result = await send({ id: account.id, input: { suspended: false } });
    if ('data' in result) notifySuccess(t('accountView.lifted'));
  }

  return (
    <section aria-labelledby="suspension-title" className="rounded-xl border border-danger/40 bg-white p-4">
      <h2 id="suspension-title" className="text-lg font-semibold text-stone-900">
        {account.suspended_at ? t('accountView.suspendedTitle') : t('accountView.suspendTitle')}
      </h2>
      {account.suspended_at ? (
        <>
          <p className="mt-2 text-sm text-stone-700">{t('accountView.liftHelp')}</p>
          <Button
            variant="primary"
            disabled={sending.isLoading}
            onClick={() => void lift()}
            className="mt-3 px-5 py-2 hover:bg-brand-dark disabled:opacity-60"
          >
            {t('accountView.lift')}
          </Button>
        </>
      ) : (
        <form noValidate onSubmit={(event) => void suspend(event)} className="mt-2 flex flex-col gap-3">
          <p className="text-sm text-stone-700">{t('accountView.suspendHelp')}</p>
          <TextArea
            label={t('accountView.suspendReason')}
            required
            rows={3}
            maxLength={MAX_SUSPENSION_REASON}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setMissing(false);
            }}
            error={missing ? 'required' : undefined}
          />
          <Button
            type="submit"
            variant="danger"
            disabled={sending.isLoading}
            className="self-start px-5 py-2 hover:bg-danger-dark disabled:opacity-60"
          >
            {t('accountView.suspend')}
          </Button>
        </form>
      )}
      {failed && (
        <p role="alert" className="mt-2 text-sm font-semibold text-danger-dark">
          {apiErrorText(common, failed.code)}
        </p>
      )}
    </section>
  );
}
