import { useTranslation } from 'react-i18next';
import { apiErrorOf, apiErrorText } from '../../components/form-errors';
import { FormAlert, SubmitButton } from '../../components/form-field';
import { useForgotPasswordMutation } from '../../lib/session/auth-api';
import { SettingsSection } from '../../components/settings-section';

/**
 * Settings of an account made before addresses were confirmed (docs/decisions/001-pre-account-takeover.md):
 * its address gets no mail until its owner proves it, which a password reset link does.
 */
export function UnconfirmedEmailSetting({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const [sendLink, sending] = useForgotPasswordMutation();
  const failure = apiErrorOf(sending.error);
  return (
    <SettingsSection
      id="unconfirmed-email-title"
      title={t('accountAccess.unconfirmedTitle')}
      hint={t('accountAccess.unconfirmedText', { email })}
      tone="warning"
    >
      {sending.isSuccess ? (
        <p role="status" className="rounded-lg border border-brand/40 bg-brand-light p-3 text-brand-dark">
          {t('accountAccess.unconfirmedSent', { email })}
        </p>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void sendLink({ email });
          }}
          className="space-y-4"
        >
          <FormAlert message={failure ? apiErrorText(t, failure.code) : null} />
          <SubmitButton busy={sending.isLoading}>{t('accountAccess.sendLink')}</SubmitButton>
        </form>
      )}
    </SettingsSection>
  );
}
