import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changeEmailInputSchema } from '../../../shared/email-change';
import { apiErrorOf, apiErrorText, type FieldErrors, fieldErrorsOf } from '../../components/form-errors';
import { EmailField, FormAlert, FormStatus, PasswordField, SubmitButton } from '../../components/form-field';
import { useAuth } from '../../lib/session/use-auth';
import { useChangeEmailMutation } from './account-access-api';
import { SettingsSection } from '../../components/settings-section';

/**
 * Settings of an account that has an e-mail: "change e-mail". The new address replaces the old
 * only when its owner opens the link mailed to it; the current password is asked, as a password
 * change asks it. Whatever was typed stays when something is refused.
 */
export function ChangeEmailSetting({ email: current }: { email: string }) {
  const { t } = useTranslation('account');
  const { user } = useAuth();
  const askPassword = user.has_password !== false;
  const [changeEmail, changing] = useChangeEmailMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fields, setFields] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  // A field's issue in words: this screen's own first, then the common ones.
  const say = (issue: string | undefined) =>
    issue
      ? t(`accountAccess.changeIssues.${issue}`, {
          defaultValue: t(`validation.${issue}`, { defaultValue: t('validation.invalid') }),
        })
      : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSentTo(null);
    setAlert(null);
    const parsed = changeEmailInputSchema.safeParse(askPassword ? { email, password } : { email });
    if (!parsed.success) return setFields(fieldErrorsOf(parsed.error));
    setFields({});
    const result = await changeEmail(parsed.data);
    if ('data' in result) {
      setPassword('');
      return setSentTo(parsed.data.email);
    }
    const failure = apiErrorOf(result.error);
    // A wait (429) is said by the app's own alert.
    if (!failure) return;
    if (failure.code === 'VALIDATION_FAILED' && Object.keys(failure.fields).length > 0)
      return setFields(failure.fields);
    setAlert(apiErrorText(t, failure.code));
  }

  return (
    <SettingsSection
      id="change-email-title"
      title={t('accountAccess.changeEmailTitle')}
      lead={
        <>
          {t('accountAccess.currentEmail')} <strong className="break-all">{current}</strong>
        </>
      }
      hint={t('accountAccess.changeEmailText')}
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <FormAlert message={alert} />
        <EmailField
          label={t('accountAccess.newEmail')}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          errorText={say(fields.email)}
          required
        />
        {askPassword && (
          <PasswordField
            label={t('auth.oldPassword')}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            errorText={say(fields.password)}
            required
          />
        )}
        <FormStatus message={sentTo && t('accountAccess.changeLinkSent', { email: sentTo })} />
        <SubmitButton busy={changing.isLoading}>{t('accountAccess.sendLink')}</SubmitButton>
      </form>
    </SettingsSection>
  );
}
