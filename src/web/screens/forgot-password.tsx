import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { allFilled, apiErrorOf, apiErrorText } from '../components/form-errors';
import { FormAlert, SubmitButton, EmailField } from '../components/form-field';
import { useForgotPasswordMutation } from '../lib/session/auth-api';
import { AuthCard } from '../features/auth/auth-card';
import { minutesUntilNextReset, rememberResetAsked } from '../features/auth/reset-asked';
import { localDigits } from '../../shared/format';
import { RESET_LINK_MINUTES } from '../../shared/password-reset';
import { useLanguage } from '../components/use-language';

export default function ForgotPassword() {
  const { t } = useTranslation();
  const [forgot, { isLoading, isSuccess, error }] = useForgotPasswordMutation();
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);
  // Asked again for the same address within the cooldown: the minutes left, and no request sent.
  const [wait, setWait] = useState(0);
  const language = useLanguage();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!allFilled({ email }, ['email'])) return setMissing(true);
    setMissing(false);
    const minutes = minutesUntilNextReset(email);
    if (minutes > 0) return setWait(minutes);
    const result = await forgot({ email });
    if ('data' in result) rememberResetAsked(email);
  }

  const failure = apiErrorOf(error);
  const emailError = failure?.fields.email;
  const message = missing
    ? t('auth.allFieldsMandatory')
    : failure && !emailError
      ? apiErrorText(t, failure.code)
      : null;

  return (
    <AuthCard title={t('auth.forgotTitle')}>
      {isSuccess || wait > 0 ? (
        <p role="status" className="rounded-lg bg-brand-light p-4 text-brand-dark">
          {isSuccess
            ? t('auth.forgotSent')
            : t('accountAccess.resetStillValid', {
                count: wait,
                n: localDigits(String(wait), language),
                valid: localDigits(String(RESET_LINK_MINUTES), language),
              })}
        </p>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
          <p className="text-stone-700">{t('auth.forgotText')}</p>
          <FormAlert message={message} />
          <EmailField
            label={t('auth.email')}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={emailError}
            required
          />
          <SubmitButton busy={isLoading}>{t('auth.forgotButton')}</SubmitButton>
        </form>
      )}
      <p className="mt-6 text-center">
        <Link to="/sign-in" className="font-semibold text-brand-dark hover:underline">
          {t('auth.backToLogin')}
        </Link>
      </p>
    </AuthCard>
  );
}
