import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormValues } from '../components/use-form-values';
import { Link, Navigate, useParams } from 'react-router';
import { resetPasswordInputSchema } from '../../shared/auth';
import {
  allFilled,
  apiErrorOf,
  apiErrorText,
  type FieldErrors,
  fieldErrorsOf,
} from '../components/form-errors';
import { FormAlert, NewPasswordFields, SubmitButton } from '../components/form-field';
import { useResetPasswordMutation } from '../lib/session/auth-api';
import { AuthCard } from '../features/auth/auth-card';
import { greet } from '../features/auth/greet';

export default function ResetPassword() {
  const { t } = useTranslation('account'); // with the greeting's words
  const { token = '' } = useParams();
  // The fetching flag: the form waits while the reset is on its way.
  const [reset, { isLoading: fetching, isSuccess, error }] = useResetPasswordMutation();
  const { values, bind } = useFormValues({ password: '', confirmPassword: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const [fields, setFields] = useState<FieldErrors>({});

  if (isSuccess) return <Navigate to="/" replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!allFilled(values, ['password', 'confirmPassword'])) return setProblem(t('auth.allFieldsMandatory'));
    if (values.password !== values.confirmPassword) return setProblem(t('auth.passwordsDoNotMatch'));
    setProblem(null);
    // The server also refuses the account's own e-mail or phone: only it knows whose link this is.
    const parsed = resetPasswordInputSchema.safeParse(values);
    if (!parsed.success) return setFields(fieldErrorsOf(parsed.error));
    const result = await reset({ token, ...values });
    setFields('error' in result ? (apiErrorOf(result.error)?.fields ?? {}) : {});
    if (result.data) greet(t, result.data.data.name, false);
  }

  const failure = apiErrorOf(error);
  const message = problem ?? (failure && !failure.fields.password ? apiErrorText(t, failure.code) : null);

  return (
    <AuthCard title={t('auth.resetTitle')}>
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4" aria-busy={fetching}>
        <FormAlert message={message} />
        <NewPasswordFields label={t('auth.newPassword')} field="password" bind={bind} errors={fields} />
        <SubmitButton busy={fetching}>{t('auth.resetButton')}</SubmitButton>
      </form>
      {failure?.code === 'RESET_TOKEN_INVALID' && (
        <p className="mt-6 text-center">
          <Link to="/forgot-password" className="font-semibold text-brand-dark hover:underline">
            {t('auth.forgotLink')}
          </Link>
        </p>
      )}
    </AuthCard>
  );
}
