import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../components/notify';
import { contactInputSchema } from '../../shared/contact';
import {
  allFilled,
  apiErrorOf,
  apiErrorText,
  fieldErrorsOf,
  type FieldErrors,
} from '../components/form-errors';
import { FormAlert, SubmitButton, TextArea, TextField, EmailField } from '../components/form-field';
import { useFormValues } from '../components/use-form-values';
import { PublicContactItems } from '../components/public-contact';
import { useAuth } from '../lib/session/use-auth';
import { useSendContactMessageMutation } from '../features/contact/contact-api';

const FIELDS = ['name', 'email', 'phone', 'message'];

/** Contact us: every field is needed; the message goes to the Thikana team's inbox. */
export default function Contact() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [send, { isLoading, error }] = useSendContactMessageMutation();
  const { values, setValues, bind } = useFormValues({
    name: user.name ?? '',
    email: user.email ?? '',
    phone: user.phone ?? '',
    message: '',
  });
  const [missing, setMissing] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!allFilled(values, FIELDS)) return setMissing(true);
    setMissing(false);
    const parsed = contactInputSchema.safeParse(values);
    if (!parsed.success) return setFieldErrors(fieldErrorsOf(parsed.error));
    setFieldErrors({});
    const result = await send(values);
    if ('error' in result) return;
    notifySuccess(t('contact.sent'));
    setValues((v) => ({ ...v, message: '' }));
  }

  const failure = apiErrorOf(error);
  const errors = { ...failure?.fields, ...fieldErrors };
  const message = missing
    ? t('auth.allFieldsMandatory')
    : failure && Object.keys(failure.fields).length === 0
      ? apiErrorText(t, failure.code)
      : null;

  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <section aria-labelledby="contact-title">
        <h1 id="contact-title" className="text-3xl font-semibold text-stone-900">
          {t('contact.title')}
        </h1>
        <p className="mt-2 text-stone-700">{t('contact.intro')}</p>
        <form noValidate onSubmit={(e) => void submit(e)} className="mt-6 space-y-4">
          <FormAlert message={message} />
          <TextField
            label={t('contact.name')}
            autoComplete="name"
            required
            error={errors.name}
            {...bind('name')}
          />
          <EmailField label={t('contact.email')} required error={errors.email} {...bind('email')} />
          <TextField
            label={t('contact.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            hint={t('auth.phoneHint')}
            required
            error={errors.phone}
            {...bind('phone')}
          />
          <TextArea
            label={t('contact.message')}
            required
            maxLength={2000}
            error={errors.message}
            {...bind('message')}
          />
          <SubmitButton busy={isLoading}>{t('contact.send')}</SubmitButton>
        </form>
      </section>
      <aside className="h-fit rounded-2xl bg-earth-light p-5 text-stone-800">
        <h2 className="font-semibold text-stone-900">{t('contact.otherWays')}</h2>
        <ul className="mt-3 space-y-2">
          <PublicContactItems labelClass="" linkClass="font-semibold text-brand-dark underline" />
        </ul>
        <p className="mt-4 text-sm">{t('contact.ownerNote')}</p>
      </aside>
    </div>
  );
}
