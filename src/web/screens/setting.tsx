import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormValues } from '../components/use-form-values';
import { notifySuccess } from '../components/notify';
import { updatePasswordInputSchema, updateProfileInputSchema } from '../../shared/auth';
import { personalPasswordIssue } from '../../shared/password-rules';
import { ACCOUNT_TYPES, type AccountType } from '../../shared/enums';
import { ChoiceGroup } from '../components/choice-field';
import {
  allFilled,
  apiErrorOf,
  apiErrorText,
  type FieldErrors,
  fieldErrorsOf,
} from '../components/form-errors';
import {
  FormAlert,
  NewPasswordFields,
  PasswordField,
  SubmitButton,
  TextField,
} from '../components/form-field';
import { useUpdatePasswordMutation, useUpdateProfileMutation } from '../lib/session/auth-api';
import { AddEmailSetting } from '../features/auth/add-email-setting';
import { ChangeEmailSetting } from '../features/auth/change-email-setting';
import { FirstPasswordForm } from '../features/auth/first-password-form';
import { UnconfirmedEmailSetting } from '../features/auth/unconfirmed-email-setting';
import { PhoneSetting } from '../features/auth/phone-setting';
import { useAuth } from '../lib/session/use-auth';
import { ProfilePhotos } from '../features/profile/profile-photos';
import { NoticeSetting } from '../features/profile/notice-setting';
import { SettingsSection } from '../components/settings-section';

export default function Setting() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-8">
      <h1 className="text-2xl font-semibold text-stone-900">{t('setting.title')}</h1>
      <ProfileForm />
      {/* An account made by phone may add an e-mail and set a password (docs/accounts.md). */}
      {!user.email && <AddEmailSetting />}
      {user.email && user.email_confirmed === false && <UnconfirmedEmailSetting email={user.email} />}
      {user.email && <ChangeEmailSetting email={user.email} />}
      <PhoneSetting />
      <NoticeSetting />
      {user.has_password === false ? <FirstPasswordForm /> : <PasswordForm />}
    </div>
  );
}

function ProfileForm() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [updateProfile, { isLoading, error }] = useUpdateProfileMutation();
  const [name, setName] = useState(user.name ?? '');
  const [accountType, setAccountType] = useState<AccountType>(user.account_type ?? 'individual');
  const [avatar, setAvatar] = useState<File | null>(null);
  const [cover, setCover] = useState<File | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [missing, setMissing] = useState(false);
  const [fields, setFields] = useState<FieldErrors>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFields({});
    if (!allFilled({ name }, ['name'])) return setMissing(true);
    setMissing(false);
    // The number changes only with a code by SMS (PhoneSetting).
    const parsed = updateProfileInputSchema.safeParse({ name, account_type: accountType });
    if (!parsed.success) return setFields(fieldErrorsOf(parsed.error));
    const form = new FormData();
    form.set('name', name);
    form.set('account_type', accountType);
    if (avatar) form.set('avatar', avatar);
    if (cover) form.set('cover_photo', cover);
    const result = await updateProfile(form);
    if ('data' in result) notifySuccess(t('setting.profileUpdated'));
    else setFields(apiErrorOf(result.error)?.fields ?? {});
  }

  const failure = apiErrorOf(error);
  const message = missing
    ? t('auth.allFieldsMandatory')
    : failure && failure.code !== 'VALIDATION_FAILED'
      ? apiErrorText(t, failure.code)
      : null;

  return (
    <SettingsSection id="profile-title" title={t('setting.profileTitle')}>
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <FormAlert message={message} />
        <ProfilePhotos onAvatar={setAvatar} onCover={setCover} onPreparing={setPreparing} />
        <TextField
          label={t('auth.name')}
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={fields.name}
          required
        />
        <ChoiceGroup
          legend={t('auth.accountType')}
          name="setting_account_type"
          options={ACCOUNT_TYPES.map((type) => ({ value: type, label: t(`auth.${type}`) }))}
          value={accountType}
          onChange={(value) => setAccountType(value as AccountType)}
        />
        <SubmitButton busy={isLoading || preparing}>{t('setting.saveProfile')}</SubmitButton>
      </form>
    </SettingsSection>
  );
}

function PasswordForm() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [updatePassword, { isLoading, error }] = useUpdatePasswordMutation();
  const empty = { oldPassword: '', newPassword: '', confirmPassword: '' };
  const { values, setValues, bind } = useFormValues(empty);
  const [problem, setProblem] = useState<string | null>(null);
  const [fields, setFields] = useState<FieldErrors>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFields({});
    if (!allFilled(values, ['oldPassword', 'newPassword', 'confirmPassword']))
      return setProblem(t('auth.allFieldsMandatory'));
    if (values.newPassword !== values.confirmPassword) return setProblem(t('auth.passwordsDoNotMatch'));
    const parsed = updatePasswordInputSchema.safeParse(values);
    if (!parsed.success) {
      setProblem(null);
      return setFields(fieldErrorsOf(parsed.error));
    }
    // The rule that needs the account, as the server applies it.
    const personal = personalPasswordIssue(values.newPassword, {
      email: user.email ?? '',
      phone: user.phone,
    });
    if (personal) {
      setProblem(null);
      return setFields({ newPassword: personal });
    }
    setProblem(null);
    const result = await updatePassword(values);
    if ('data' in result) {
      setValues(empty);
      notifySuccess(t('setting.passwordUpdated'));
    } else {
      setFields(apiErrorOf(result.error)?.fields ?? {});
    }
  }

  const failure = apiErrorOf(error);
  const message =
    problem ?? (failure && failure.code !== 'VALIDATION_FAILED' ? apiErrorText(t, failure.code) : null);

  return (
    <SettingsSection id="password-title" title={t('setting.passwordTitle')}>
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <FormAlert message={message} />
        <PasswordField
          label={t('auth.oldPassword')}
          autoComplete="current-password"
          {...bind('oldPassword')}
          required
        />
        <NewPasswordFields label={t('auth.newPassword')} field="newPassword" bind={bind} errors={fields} />
        <SubmitButton busy={isLoading}>{t('setting.savePassword')}</SubmitButton>
      </form>
    </SettingsSection>
  );
}
