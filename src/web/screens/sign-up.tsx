import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormValues } from '../components/use-form-values';
import { useLanguage } from '../components/use-language';
import { Link, Navigate, useSearchParams } from 'react-router';
import { registerInputSchema } from '../../shared/auth';
import { ACCOUNT_TYPES, type AccountType } from '../../shared/enums';
import { ChoiceGroup } from '../components/choice-field';
import {
  allFilled,
  apiErrorOf,
  apiErrorText,
  type FieldErrors,
  fieldErrorsOf,
} from '../components/form-errors';
import { FormAlert, NewPasswordFields, SubmitButton, TextField, EmailField } from '../components/form-field';
import { useRegisterMutation } from '../lib/session/auth-api';
import { AuthCard } from '../features/auth/auth-card';
import { PhoneSignIn } from '../features/auth/phone-sign-in';
import { SignInWays } from '../features/auth/sign-in-ways';
import { keepAfterSignUp, safeRedirect } from '../lib/session/redirect';
import { useAuth } from '../lib/session/use-auth';

export default function SignUp() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const { isAuthenticated } = useAuth();
  const [register, { isLoading, error }] = useRegisterMutation();
  const language = useLanguage();
  const { values, bind } = useFormValues({
    name: '',
    email: '',
    password: '',
    confirmPassword: '',
    phone: '',
  });
  const [accountType, setAccountType] = useState<AccountType>('individual');
  const [problem, setProblem] = useState<string | null>(null);
  const [fields, setFields] = useState<FieldErrors>({});
  // The address a link went to: the form gives way to "check your e-mail", keeping what was typed.
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (isAuthenticated) return <Navigate to={redirect} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFields({});
    if (!allFilled(values, ['name', 'email', 'password', 'confirmPassword']))
      return setProblem(t('auth.allFieldsMandatory'));
    if (values.password !== values.confirmPassword) return setProblem(t('auth.passwordsDoNotMatch'));
    const input = {
      name: values.name,
      email: values.email,
      password: values.password,
      phone: values.phone,
      account_type: accountType,
      // The account's mail is written in the language the app is shown in.
      language,
    };
    const parsed = registerInputSchema.safeParse(input);
    if (!parsed.success) {
      setProblem(null);
      return setFields(fieldErrorsOf(parsed.error));
    }
    setProblem(null);
    const result = await register(input);
    if (result.data) {
      keepAfterSignUp(redirect);
      setSentTo(values.email.trim());
    } else setFields(apiErrorOf(result.error)?.fields ?? {});
  }

  const failure = apiErrorOf(error);
  const message =
    problem ?? (failure && failure.code !== 'VALIDATION_FAILED' ? apiErrorText(t, failure.code) : null);

  if (sentTo)
    return (
      <AuthCard title={t('accountAccess.checkMailTitle')}>
        <CheckMail email={sentTo} onChangeAddress={() => setSentTo(null)} />
      </AuthCard>
    );

  return (
    <AuthCard title={t('auth.signUpTitle')}>
      <SignInWays
        phone={<PhoneSignIn mode="sign-up" />}
        email={
          <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
            <FormAlert message={message} />
            <TextField
              label={t('auth.name')}
              autoComplete="name"
              {...bind('name')}
              error={fields.name}
              required
            />
            <EmailField label={t('auth.email')} {...bind('email')} error={fields.email} required />
            <TextField
              label={t('auth.phone')}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              placeholder={t('auth.phoneHint')}
              {...bind('phone')}
              error={fields.phone}
            />
            <ChoiceGroup
              legend={t('auth.accountType')}
              name="account_type"
              options={ACCOUNT_TYPES.map((type) => ({ value: type, label: t(`auth.${type}`) }))}
              value={accountType}
              onChange={(value) => setAccountType(value as AccountType)}
            />
            <NewPasswordFields label={t('auth.password')} field="password" bind={bind} errors={fields} />
            <SubmitButton busy={isLoading}>{t('auth.signUpButton')}</SubmitButton>
          </form>
        }
      />
      <p className="mt-6 text-center text-stone-700">
        {t('auth.haveAccount')}{' '}
        <Link to="/sign-in" className="font-semibold text-brand-dark hover:underline">
          {t('nav.login')}
        </Link>
      </p>
    </AuthCard>
  );
}

/** After the form: where the link went, and a way back to the form (still filled) for a typo. */
function CheckMail({ email, onChangeAddress }: { email: string; onChangeAddress: () => void }) {
  const { t } = useTranslation();
  const told = useRef<HTMLParagraphElement>(null);
  // The news takes the focus, so a screen reader or keyboard user hears it.
  useEffect(() => told.current?.focus(), []);
  return (
    <div className="space-y-4">
      <p
        ref={told}
        tabIndex={-1}
        role="status"
        className="rounded-lg border border-brand/40 bg-brand-light p-3 text-brand-dark outline-none"
      >
        {t('accountAccess.checkMailText', { email })}
      </p>
      <button
        type="button"
        onClick={onChangeAddress}
        className="font-semibold text-brand-dark hover:underline"
      >
        {t('accountAccess.changeAddress')}
      </button>
    </div>
  );
}
