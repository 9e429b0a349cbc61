import { useId, useState, type InputHTMLAttributes, type Ref, type TextareaHTMLAttributes } from 'react';
import { useHydrated } from '../lib/use-hydrated';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import type { useFormValues } from './use-form-values';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
  label: string;
  /** An issue code from the shared schemas or the API; shown translated under the field. */
  error?: string | undefined;
  /** An error already in words (a server's text, a countdown): shown instead of `error`. */
  errorText?: string | null | undefined;
  hint?: string;
  inputClassName?: string;
}

const inputClass =
  'w-full rounded-lg border bg-white px-3 py-2.5 text-stone-900 placeholder:text-stone-500 aria-[invalid=true]:border-danger';

/** A labelled input whose error is announced and tied to it (aria-describedby). */
export function TextField({
  label,
  error,
  errorText,
  hint,
  className = '',
  inputClassName = '',
  ...input
}: FieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const message =
    errorText ?? (error ? t(`validation.${error}`, { defaultValue: t('validation.invalid') }) : null);
  const described = [hint && `${id}-hint`, message && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block font-semibold text-stone-800">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={message ? true : undefined}
        aria-describedby={described}
        className={`${inputClass} border-stone-300 ${inputClassName}`}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      )}
      {message && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-danger-dark">
          {message}
        </p>
      )}
    </div>
  );
}

/** A password input with a show / hide switch: long passphrases are easier to type when visible. */
export function PasswordField(props: Omit<FieldProps, 'type'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <TextField {...props} type={visible ? 'text' : 'password'} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        className="absolute right-2 top-8 rounded px-2 py-1.5 text-sm font-semibold text-brand-dark"
        aria-pressed={visible}
      >
        {visible ? t('auth.hidePassword') : t('auth.showPassword')}
      </button>
    </div>
  );
}

export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-lg border border-danger/40 bg-danger/10 p-3 font-semibold text-danger-dark"
    >
      {message}
    </p>
  );
}

/**
 * A form's news that is not an error (a link sent, a code on its way): always in the page, so that a
 * screen reader hears it when it comes, and seen only while there is something to say.
 */
export function FormStatus({ message, className = '' }: { message: string | null; className?: string }) {
  return (
    <p role="status" className={message ? `${className} font-semibold text-brand-dark`.trim() : 'sr-only'}>
      {message}
    </p>
  );
}

export function SubmitButton({ busy, children }: { busy: boolean; children: string }) {
  const { t } = useTranslation();
  // Until the app has taken over a page the server drew, a press would send the form natively (a
  // GET, the password in the URL): the button waits for the app.
  const live = useHydrated();
  return (
    <Button
      type="submit"
      variant="primary"
      busy={busy}
      disabled={!live}
      className="w-full px-5 py-3 hover:bg-brand-dark"
    >
      {busy ? t('auth.working') : children}
    </Button>
  );
}

interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
  label: string;
  error?: string | undefined;
  hint?: string;
}

export function TextArea({ label, error, hint, ...area }: TextAreaProps) {
  const { t } = useTranslation();
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-semibold text-stone-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className="w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-stone-900 aria-[invalid=true]:border-danger"
        {...area}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-danger-dark">
          {t(`validation.${error}`, { defaultValue: t('validation.invalid') })}
        </p>
      )}
    </div>
  );
}

type BoundInput = ReturnType<ReturnType<typeof useFormValues>['bind']>;

interface NewPasswordFieldsProps<F extends string> {
  label: string;
  /** The form's field of the new password; its confirmation is the form's `confirmPassword`. */
  field: F;
  bind: (field: F | 'confirmPassword') => BoundInput;
  errors: Partial<Record<string, string>>;
}

/** A new password with its hint, and its confirmation: sign-up, reset and settings ask the same way. */
export function NewPasswordFields<F extends string>({
  label,
  field,
  bind,
  errors,
}: NewPasswordFieldsProps<F>) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        hint={t('auth.passwordHint')}
        {...bind(field)}
        error={errors[field]}
        required
      />
      <PasswordField
        label={t('auth.confirmPassword')}
        autoComplete="new-password"
        {...bind('confirmPassword')}
        required
      />
    </>
  );
}

/** An e-mail address: the keyboard, autofill and length every address field shares. */
export function EmailField(props: Omit<FieldProps, 'type' | 'inputMode' | 'autoComplete'>) {
  return <TextField type="email" inputMode="email" autoComplete="email" maxLength={254} {...props} />;
}
