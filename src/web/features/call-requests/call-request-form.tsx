import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CALL_MESSAGE_MAX,
  CALL_NAME_MAX,
  CALL_TIMES,
  callRequestInputSchema,
  type CallTime,
} from '../../../shared/call-request';
import { apiErrorOf, apiErrorText, fieldErrorsOf, type FieldErrors } from '../../components/form-errors';
import { SelectField } from '../../components/choice-field';
import { FormAlert, TextField } from '../../components/form-field';
import { notifySuccess } from '../../components/notify';
import { useFormValues } from '../../components/use-form-values';
import { useSendCallRequestMutation } from './send-call-request-api';
import { Button } from '../../components/button';

const KNOWN_ERRORS = new Set(['required', 'too_short', 'too_long', 'invalid_phone', 'contact_in_text']);

/**
 * The visitor's call-back request: name, number, when, and a short message. Checked here with the
 * API's own schema, so a mistake is shown next to its field at once, in the interface's language;
 * what was typed stays in the fields whatever fails.
 */
export default function CallRequestForm({
  propertyId,
  onClose,
}: {
  propertyId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('my-listings');
  const { values, bind } = useFormValues({ name: '', phone: '', when: 'any', message: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [send, { isLoading, error }] = useSendCallRequestMutation();
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const messageId = useId();
  const failure = apiErrorOf(error);
  const serverMessage = (failed: typeof error) =>
    failed && 'data' in failed ? (failed.data as { message?: string } | undefined)?.message : undefined;
  const shown = { ...(failure?.fields ?? {}), ...errors };

  // Opened by a tap: the reader (and a screen reader) is taken to the form.
  useEffect(() => heading.current?.focus(), []);

  const errorText = (field: string) => {
    const code = shown[field];
    if (!code) return undefined;
    return t(`callRequest.error_${KNOWN_ERRORS.has(code) ? code : 'invalid'}`);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = callRequestInputSchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrorsOf(parsed.error);
      setErrors(found);
      // The first field in error takes the focus, so its message is read out.
      const first = ['name', 'phone', 'when', 'message'].find((field) => found[field]);
      document.querySelector<HTMLElement>(`[data-call-field="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    const result = await send({ propertyId, request: { ...values, when: parsed.data.when } });
    if ('error' in result) return;
    notifySuccess(t('callRequest.sent'));
    onClose();
  }

  const messageError = errorText('message');
  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4"
    >
      <h2 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold text-stone-900">
        {t('callRequest.title')}
      </h2>
      <p className="text-sm text-stone-700">{t('callRequest.intro')}</p>
      <TextField
        label={t('callRequest.name')}
        autoComplete="name"
        maxLength={CALL_NAME_MAX + 20}
        data-call-field="name"
        errorText={errorText('name')}
        {...bind('name')}
      />
      <TextField
        label={t('callRequest.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        dir="ltr"
        hint={t('callRequest.phoneHint')}
        data-call-field="phone"
        errorText={errorText('phone')}
        {...bind('phone')}
      />
      <SelectField label={t('callRequest.when')} data-call-field="when" {...bind('when')}>
        {CALL_TIMES.map((time: CallTime) => (
          <option key={time} value={time}>
            {t(`callRequest.when_${time}`)}
          </option>
        ))}
      </SelectField>
      <div>
        <label htmlFor={messageId} className="mb-1 block font-semibold text-stone-800">
          {t('callRequest.message')}
        </label>
        <textarea
          id={messageId}
          rows={3}
          maxLength={CALL_MESSAGE_MAX}
          data-call-field="message"
          aria-invalid={messageError ? true : undefined}
          aria-describedby={`${messageId}-hint${messageError ? ` ${messageId}-error` : ''}`}
          className="w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-stone-900 aria-[invalid=true]:border-danger"
          {...bind('message')}
        />
        <p id={`${messageId}-hint`} className="mt-1 text-sm text-stone-600">
          {t('callRequest.messageHint')}
        </p>
        {messageError && (
          <p id={`${messageId}-error`} className="mt-1 text-sm font-semibold text-danger-dark">
            {messageError}
          </p>
        )}
      </div>
      <FormAlert
        message={
          !failure || Object.keys(failure.fields).length > 0
            ? null
            : failure.code === 'network'
              ? t('callRequest.failed')
              : // A limit says which one and what to do instead, in the page's language.
                (failure.code === 'RATE_LIMITED' && serverMessage(error)) || apiErrorText(t, failure.code)
        }
      />
      <div className="flex gap-2">
        <Button type="submit" variant="earth" busy={isLoading} className="flex-1 px-5 py-2.5">
          {isLoading ? t('callRequest.sending') : t('callRequest.send')}
        </Button>
        <Button variant="outline" onClick={onClose} className="px-5 py-2">
          {t('callRequest.cancel')}
        </Button>
      </div>
    </form>
  );
}
