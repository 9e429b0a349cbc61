import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormValues } from '../components/use-form-values';
import { Link, Navigate, useSearchParams } from 'react-router';
import { allFilled, apiErrorOf, apiErrorText } from '../components/form-errors';
import { FormAlert, PasswordField, SubmitButton, TextField } from '../components/form-field';
import { normalizeBdPhone } from '../../shared/phone';
import { useLoginMutation } from '../lib/session/auth-api';
import { AuthCard } from '../features/auth/auth-card';
import { greet } from '../features/auth/greet';
import { PhoneSignIn } from '../features/auth/phone-sign-in';
import { SignInWays } from '../features/auth/sign-in-ways';
import { safeRedirect } from '../lib/session/redirect';
import { useAuth } from '../lib/session/use-auth';

export default function SignIn() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const { isAuthenticated } = useAuth();
  const [login, { isLoading, error }] = useLoginMutation();
  const { values, bind } = useFormValues({ email: '', password: '' });
  const [missing, setMissing] = useState(false);
  const [invalidPhone, setInvalidPhone] = useState(false);
  useTranslation('account'); // the texts of the sign-in ways, loaded with the screen

  // A logged-in user has nothing to do here: on to where they were going.
  if (isAuthenticated && !isLoading) return <Navigate to={redirect} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!allFilled(values, ['email', 'password'])) return setMissing(true);
    setMissing(false);
    // The field takes an e-mail or the account's verified mobile number (any local form).
    const name = values.email.trim();
    const phone = name.includes('@') ? null : normalizeBdPhone(name);
    if (!name.includes('@') && !phone) return setInvalidPhone(true);
    setInvalidPhone(false);
    // On success the session is set and the redirect above takes over.
    const result = await login(
      phone ? { phone, password: values.password } : { email: name, password: values.password },
    );
    if (result.data) greet(t, result.data.data.name, false);
  }

  const failure = apiErrorOf(error);
  const message = missing
    ? t('auth.allFieldsMandatory')
    : invalidPhone
      ? t('validation.invalid_phone')
      : failure
        ? apiErrorText(t, failure.code)
        : null;

  return (
    <AuthCard title={t('auth.loginTitle')}>
      <SignInWays
        phone={<PhoneSignIn mode="sign-in" />}
        email={
          <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
            <FormAlert message={message} />
            <TextField
              label={t('accountAccess.emailOrPhone')}
              autoComplete="username"
              inputMode="email"
              {...bind('email')}
              required
            />
            <PasswordField
              label={t('auth.password')}
              autoComplete="current-password"
              {...bind('password')}
              required
            />
            <div className="text-right">
              <Link to="/forgot-password" className="font-semibold text-brand-dark hover:underline">
                {t('auth.forgotLink')}
              </Link>
            </div>
            <SubmitButton busy={isLoading}>{t('auth.loginButton')}</SubmitButton>
          </form>
        }
      />
      <p className="mt-6 text-center text-stone-700">
        {t('auth.noAccount')}{' '}
        <Link
          to={`/sign-up${params.get('redirect') ? `?${new URLSearchParams({ redirect })}` : ''}`}
          className="font-semibold text-brand-dark hover:underline"
        >
          {t('nav.signUp')}
        </Link>
      </p>
    </AuthCard>
  );
}
