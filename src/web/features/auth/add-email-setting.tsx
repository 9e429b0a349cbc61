import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addEmailInputSchema } from '../../../shared/auth';
import { apiErrorOf, apiErrorText } from '../../components/form-errors';
import { EmailField, FormStatus, SubmitButton } from '../../components/form-field';
import { useAddEmailMutation } from './account-access-api';
import { SettingsSection } from '../../components/settings-section';

/**
 * Settings of an account without an e-mail: "add an e-mail". The address joins the account only
 * when its owner opens the link mailed to it (the /email/confirm screen), so this says where it went.
 */
export function AddEmailSetting() {
  const { t } = useTranslation('account');
  const [addEmail, adding] = useAddEmailMutation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSentTo(null);
    const parsed = addEmailInputSchema.safeParse({ email });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]?.message ?? 'invalid_email';
      return setError(t(`validation.${issue}`, { defaultValue: t('validation.invalid') }));
    }
    setError(null);
    const result = await addEmail(parsed.data);
    if ('data' in result) return setSentTo(parsed.data.email);
    const failure = apiErrorOf(result.error);
    // A wait (429) is said by the app's own alert.
    if (!failure) return;
    const issue = failure?.fields.email;
    setError(
      issue === 'has_email'
        ? t('accountAccess.hasEmail')
        : issue
          ? t(`validation.${issue}`, { defaultValue: t('validation.invalid') })
          : apiErrorText(t, failure.code),
    );
  }

  return (
    <SettingsSection
      id="add-email-title"
      title={t('accountAccess.emailTitle')}
      hint={t('accountAccess.addEmailText')}
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <EmailField
          label={t('auth.email')}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          errorText={error}
          required
        />
        <FormStatus message={sentTo && t('accountAccess.linkSent', { email: sentTo })} />
        <SubmitButton busy={adding.isLoading}>{t('accountAccess.sendLink')}</SubmitButton>
      </form>
    </SettingsSection>
  );
}
