import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiErrorOf, apiErrorText } from '../../components/form-errors';
import { SubmitButton } from '../../components/form-field';
import { useConfirmEmailMutation } from './account-access-api';
import { AuthCard } from './auth-card';

/**
 * /email/confirm?token=…: where the mail that adds an e-mail leads, or (`change`) the one that
 * changes it. Opening the link changes nothing (mail scanners open links); the one button adds or
 * changes the address, signed in or not.
 */
export function ConfirmEmailPanel({ token, change = false }: { token: string | null; change?: boolean }) {
  const { t } = useTranslation('account');
  const text = (key: 'confirmTitle' | 'confirmText' | 'confirmButton' | 'confirmed' | 'linkInvalid') =>
    t(`accountAccess.${change ? `change_${key}` : key}`);
  const [confirm, confirming] = useConfirmEmailMutation();
  const outcome = useRef<HTMLDivElement>(null);
  const failure = apiErrorOf(confirming.error);
  const done = confirming.isSuccess;

  // The answer takes the focus, so a screen reader or keyboard user hears what happened.
  useEffect(() => {
    if (done || failure) outcome.current?.focus();
  }, [done, failure]);

  const broken = !token || failure?.code === 'EMAIL_LINK_INVALID';
  return (
    <AuthCard title={text('confirmTitle')}>
      <div ref={outcome} tabIndex={-1} className="space-y-4 outline-none">
        {done ? (
          <p
            role="status"
            className="rounded-lg border border-brand/40 bg-brand-light p-3 font-semibold text-brand-dark"
          >
            {text('confirmed')}
          </p>
        ) : failure || !token ? (
          <p
            role="alert"
            className="rounded-lg border border-danger/40 bg-danger/10 p-3 font-semibold text-danger-dark"
          >
            {broken ? text('linkInvalid') : apiErrorText(t, failure?.code ?? 'unknown')}
          </p>
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void confirm({ token });
            }}
            className="space-y-4"
          >
            <p className="text-stone-700">{text('confirmText')}</p>
            <SubmitButton busy={confirming.isLoading}>{text('confirmButton')}</SubmitButton>
          </form>
        )}
        {(done || broken) && (
          <Link to="/setting" className="block font-semibold text-brand-dark hover:underline">
            {t('accountAccess.toSettings')}
          </Link>
        )}
      </div>
    </AuthCard>
  );
}
