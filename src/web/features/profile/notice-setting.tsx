import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFY_WAYS, type NotifyWay } from '../../../shared/auth';
import { LANGUAGES, type Language } from '../../../shared/enums';
import { ChoiceGroup } from '../../components/choice-field';
import { apiErrorOf, apiErrorText } from '../../components/form-errors';
import { FormAlert, SubmitButton } from '../../components/form-field';
import { notifySuccess } from '../../components/notify';
import { useLanguage } from '../../components/use-language';
import { changeLanguage } from '../../i18n/i18n';
import { useUpdateProfileMutation } from '../../lib/session/auth-api';
import { useAuth } from '../../lib/session/use-auth';
import { SettingsSection } from '../../components/settings-section';

/**
 * The account's language (of the site, its mails and SMS: one setting, which the header's switch
 * changes too) and how owner notices reach it: by SMS, e-mail or both, offering only the ways the
 * account has (a verified number, a confirmed address); the server refuses any other.
 */
export function NoticeSetting() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const shown = useLanguage();
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const [language, setLanguage] = useState<Language>(user.language ?? shown);
  const [failed, setFailed] = useState<string | null>(null);
  const hasPhone = user.phone_verified === true;
  const hasEmail = user.email_confirmed === true;
  const ways = NOTIFY_WAYS.filter(
    (way) =>
      (way !== 'sms' || hasPhone) &&
      (way !== 'email' || hasEmail) &&
      (way !== 'both' || (hasPhone && hasEmail)),
  );
  // The stored way, while the account still has it (a changed number is unverified until its code);
  // otherwise the one it has. With no way at all, only the language is saved.
  const stored = user.notify && ways.includes(user.notify) ? user.notify : undefined;
  const [notify, setNotify] = useState<NotifyWay | undefined>(stored ?? ways[0]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailed(null);
    const form = new FormData();
    form.set('language', language);
    if (notify && ways.includes(notify)) form.set('notify', notify);
    const result = await updateProfile(form);
    if ('data' in result) {
      if (language !== shown) void changeLanguage(language);
      notifySuccess(t('setting.noticesSaved'));
    } else {
      const failure = apiErrorOf(result.error);
      setFailed(
        failure?.fields?.notify ? t('setting.notifyRefused') : apiErrorText(t, failure?.code ?? 'unknown'),
      );
    }
  }

  return (
    <SettingsSection id="notices-title" title={t('setting.noticesTitle')} hint={t('setting.noticesHint')}>
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <FormAlert message={failed} />
        <ChoiceGroup
          legend={t('setting.languageLegend')}
          name="setting_language"
          options={LANGUAGES.map((code) => ({ value: code, label: t(`setting.language_${code}`) }))}
          value={language}
          onChange={(value) => setLanguage(value as Language)}
        />
        {ways.length > 0 && (
          <ChoiceGroup
            legend={t('setting.notifyLegend')}
            name="setting_notify"
            options={ways.map((way) => ({ value: way, label: t(`setting.notify_${way}`) }))}
            value={notify ?? ''}
            onChange={(value) => setNotify(value as NotifyWay)}
          />
        )}
        {ways.length < NOTIFY_WAYS.length && (
          <p className="text-sm text-stone-600">
            {t(hasEmail ? 'setting.notifyNeedsPhone' : 'setting.notifyNeedsEmail')}
          </p>
        )}
        <SubmitButton busy={isLoading}>{t('setting.saveNotices')}</SubmitButton>
      </form>
    </SettingsSection>
  );
}
