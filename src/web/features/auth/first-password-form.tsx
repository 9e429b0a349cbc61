import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { updatePasswordInputSchema } from '../../../shared/auth';
import { localDigits } from '../../../shared/format';
import { displayBdPhone } from '../../../shared/phone';
import { personalPasswordIssue } from '../../../shared/password-rules';
import {
  allFilled,
  apiErrorOf,
  apiErrorText,
  fieldErrorsOf,
  type FieldErrors,
} from '../../components/form-errors';
import { FormAlert, FormStatus, NewPasswordFields, SubmitButton } from '../../components/form-field';
import { notifySuccess } from '../../components/notify';
import { useFormValues } from '../../components/use-form-values';
import { useLanguage } from '../../components/use-language';
import { useAuth } from '../../lib/session/use-auth';
import { useSetFirstPasswordMutation } from './account-access-api';
import { CodeField, ResendButton } from '../../components/phone-code/phone-steps';
import { usePhoneCode } from '../../components/phone-code/use-phone-code';
import { SettingsSection } from '../../components/settings-section';

/**
 * Settings of an account made by phone, which has no password: "set a password" with a code sent by
 * SMS to its verified number (asked for here, with the resend countdown of the sign-in steps) and
 * the new password twice. No current password is asked: there is none. Afterwards the number (or
 * e-mail) and the password sign in too.
 */
export function FirstPasswordForm() {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const { user } = useAuth();
  const flow = usePhoneCode({ purpose: 'set_password' });
  const [setPassword, saving] = useSetFirstPasswordMutation();
  const empty = { code: '', newPassword: '', confirmPassword: '' };
  const { values, setValues, bind } = useFormValues(empty);
  const [problem, setProblem] = useState<string | null>(null);
  const [fields, setFields] = useState<FieldErrors>({});
  const [codeError, setCodeError] = useState<string | null>(null);
  const codeInput = useRef<HTMLInputElement | null>(null);
  const phone = user.phone ?? '';
  const shownPhone = localDigits(displayBdPhone(phone), language);

  async function sendCode() {
    setCodeError(null);
    if (await flow.send(phone)) {
      setValues((v) => ({ ...v, code: '' }));
      codeInput.current?.focus();
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFields({});
    setCodeError(null);
    if (!flow.sentTo) return setProblem(t('accountAccess.codeFirst'));
    if (!allFilled(values, ['code', 'newPassword', 'confirmPassword']))
      return setProblem(t('auth.allFieldsMandatory'));
    if (values.newPassword !== values.confirmPassword) return setProblem(t('auth.passwordsDoNotMatch'));
    setProblem(null);
    const parsed = updatePasswordInputSchema.safeParse(values);
    if (!parsed.success) return setFields(fieldErrorsOf(parsed.error));
    const personal = personalPasswordIssue(values.newPassword, {
      email: user.email ?? '',
      phone: user.phone,
    });
    if (personal) return setFields({ newPassword: personal });
    const result = await setPassword(values);
    if ('data' in result) {
      setValues(empty);
      notifySuccess(t('accountAccess.passwordSet'));
      return;
    }
    const failure = apiErrorOf(result.error);
    if (failure?.code === 'OTP_INVALID') {
      setCodeError(apiErrorText(t, 'OTP_INVALID'));
      codeInput.current?.focus();
    } else if (failure?.code === 'VALIDATION_FAILED') setFields(failure.fields);
    // A wait (429, no failure here) is said by the app's own alert.
    else if (failure) setProblem(apiErrorText(t, failure.code));
  }

  const codeBound = bind('code');
  return (
    <SettingsSection
      id="first-password-title"
      title={t('accountAccess.setPasswordTitle')}
      hint={t('accountAccess.setPasswordText', { phone: shownPhone })}
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <FormAlert message={problem} />
        <ResendButton flow={flow} onClick={() => void sendCode()} firstLabel={t('phoneAuth.form.sendCode')} />
        {/* A refused request (a wait, the day's limit) is said where the code goes. */}
        <FormStatus message={flow.notice} />
        <CodeField
          code={codeBound}
          input={codeInput}
          errorText={codeError ?? flow.errorFor('phone') ?? flow.errorFor('code')}
          error={fields.code}
        />
        <NewPasswordFields label={t('auth.newPassword')} field="newPassword" bind={bind} errors={fields} />
        <SubmitButton busy={saving.isLoading}>{t('accountAccess.savePassword')}</SubmitButton>
      </form>
    </SettingsSection>
  );
}
