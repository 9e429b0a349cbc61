import { useEffect, useEffectEvent, useRef, type FormEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button';
import { SubmitButton, TextField } from '../form-field';
import type { OtpVerified } from '../../lib/session/otp-api';
import type { PhoneCode, PhoneField } from './use-phone-code';

/** A text field's value, its onChange and its ref, as `useFormValues().bind` gives them. */
export interface Bound {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  ref: Ref<HTMLInputElement>;
}

/** One ref for `bind`'s and one of ours. */
function bothRefs(bound: Bound, own: { current: HTMLInputElement | null }) {
  return (element: HTMLInputElement | null) => {
    own.current = element;
    if (typeof bound.ref === 'function') bound.ref(element);
  };
}

/** After an error, the field it belongs to takes the focus: its error is read with its label. */
function useFocusOnProblem(
  flow: PhoneCode,
  fields: Partial<Record<PhoneField, { current: HTMLInputElement | null }>>,
) {
  const focus = useEffectEvent(() => {
    if (flow.problemField) fields[flow.problemField]?.current?.focus();
  });
  useEffect(() => {
    if (flow.problemSeq) focus();
  }, [flow.problemSeq]);
}

/** The number (and, to sign up, the name first); then a code is sent to it. */
export function NumberStep({
  flow,
  phone,
  name,
  label,
  focusFirst = false,
  onSent,
}: {
  flow: PhoneCode;
  phone: Bound;
  /** Asked before the number when signing up. */
  name?: Bound;
  label?: string;
  /** Opened by a button (settings): the number field takes the focus. */
  focusFirst?: boolean;
  onSent: () => void;
}) {
  const { t } = useTranslation('account');
  const phoneInput = useRef<HTMLInputElement | null>(null);
  const nameInput = useRef<HTMLInputElement | null>(null);
  useFocusOnProblem(flow, { phone: phoneInput, name: nameInput });
  // Opened on purpose, or back from the code step ("change number"): the number is there to correct.
  const focusNumber = useEffectEvent(() => {
    if (focusFirst || flow.sentTo) phoneInput.current?.focus();
  });
  useEffect(() => focusNumber(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await flow.send(phone.value, name?.value)) onSent();
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      {name && <NameField flow={flow} name={name} input={nameInput} />}
      <TextField
        label={label ?? t('phoneAuth.form.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={t('phoneAuth.form.phoneHint')}
        {...phone}
        ref={bothRefs(phone, phoneInput)}
        errorText={flow.errorFor('phone')}
        required
      />
      {/* Said while the browser proves it is no robot (a challenge when many codes are asked for). */}
      <p role="status" className={flow.notice ? 'font-semibold text-brand-dark' : 'sr-only'}>
        {flow.notice}
      </p>
      <SubmitButton busy={flow.sending}>{t('phoneAuth.form.sendCode')}</SubmitButton>
    </form>
  );
}

/**
 * Reads the code from the SMS where the browser can (WebOTP: Chrome on Android, with the SMS's
 * `@host #code` line), for as long as the code step is shown.
 */
function useCodeFromSms(onCode: (code: string) => void) {
  const receive = useEffectEvent(onCode);
  useEffect(() => {
    if (!('OTPCredential' in window)) return;
    const abort = new AbortController();
    const options = { otp: { transport: ['sms'] }, signal: abort.signal } as CredentialRequestOptions;
    navigator.credentials
      .get(options)
      .then((credential) => {
        const code = (credential as { code?: unknown } | null)?.code;
        if (typeof code === 'string') receive(code);
      })
      // Left, refused, or no SMS came: the code is typed instead.
      .catch(() => undefined);
    return () => abort.abort();
  }, []);
}

/**
 * The code sent to the number, with a way back to change the number and a new code after the wait;
 * for a number without an account that signs in, then the name, sent with the same code.
 */
export function CodeStep({
  flow,
  code,
  name,
  signUpName,
  submitLabel,
  onSent,
  onDone,
}: {
  flow: PhoneCode;
  code: Bound;
  /** The name asked after the code, when the number has no account yet (sign-in). */
  name?: Bound;
  /** The name given before the code (sign-up). */
  signUpName?: string;
  submitLabel: string;
  onSent: () => void;
  onDone: (verified: OtpVerified) => void;
}) {
  const { t } = useTranslation('account');
  const codeInput = useRef<HTMLInputElement | null>(null);
  const nameInput = useRef<HTMLInputElement | null>(null);
  const asksName = flow.step === 'name' && name !== undefined;
  useFocusOnProblem(flow, { code: codeInput, name: nameInput });
  useEffect(() => {
    (asksName ? nameInput : codeInput).current?.focus();
  }, [asksName]);

  async function check(typed: string) {
    const verified = await flow.verify(typed, asksName ? name.value : signUpName);
    if (verified) onDone(verified);
  }

  useCodeFromSms((received) => {
    code.onChange({ target: { value: received } });
    void check(received);
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    void check(code.value);
  }

  async function resend() {
    if (await flow.send(flow.sentTo)) onSent();
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="rounded-lg bg-brand-light/60 p-3 text-stone-800">
        <p>
          <SentTo text={t('phoneAuth.form.sentTo', { phone: PHONE_SLOT })} number={flow.shownNumber} />
        </p>
        <button
          type="button"
          onClick={flow.changeNumber}
          className="mt-1 font-semibold text-brand-dark underline underline-offset-2"
        >
          {t('phoneAuth.form.changeNumber')}
        </button>
      </div>
      <p role="status" className={flow.notice ? 'font-semibold text-brand-dark' : 'sr-only'}>
        {flow.notice}
      </p>
      {asksName ? (
        <>
          <p className="font-semibold text-stone-800">{t('phoneAuth.form.newNumber')}</p>
          <NameField flow={flow} name={name} input={nameInput} />
        </>
      ) : (
        <CodeField code={code} input={codeInput} errorText={flow.errorFor('code')} />
      )}
      <SubmitButton busy={flow.busy && !flow.sending}>
        {asksName ? t('auth.signUpButton') : submitLabel}
      </SubmitButton>
      {!asksName && <ResendButton flow={flow} onClick={() => void resend()} />}
    </form>
  );
}

/** The code from the SMS: digits, large and spaced, filled in by the phone where it can. */
export function CodeField({
  code,
  input,
  errorText,
  error,
}: {
  code: Bound;
  input: { current: HTMLInputElement | null };
  errorText: string | null;
  /** An issue code from the server's answer (validation.*), when not said by `errorText`. */
  error?: string;
}) {
  const { t } = useTranslation('account');
  return (
    <TextField
      label={t('phoneAuth.form.code')}
      autoComplete="one-time-code"
      inputMode="numeric"
      enterKeyHint="done"
      spellCheck={false}
      maxLength={20}
      inputClassName="text-center text-2xl tracking-[0.4em]"
      {...code}
      ref={bothRefs(code, input)}
      errorText={errorText}
      error={error}
      required
    />
  );
}

/** The name of a new account, asked before the number (sign-up) or after the code (sign-in). */
function NameField({
  flow,
  name,
  input,
}: {
  flow: PhoneCode;
  name: Bound;
  input: { current: HTMLInputElement | null };
}) {
  const { t } = useTranslation('account');
  return (
    <TextField
      label={t('auth.name')}
      autoComplete="name"
      {...name}
      ref={bothRefs(name, input)}
      errorText={flow.errorFor('name')}
      required
    />
  );
}

/**
 * Asks for a code again, counting down the wait first; `firstLabel` is its words before any code
 * was sent (settings' first password asks for the first one with it too).
 */
export function ResendButton({
  flow,
  onClick,
  firstLabel,
}: {
  flow: PhoneCode;
  onClick: () => void;
  firstLabel?: string;
}) {
  const { t } = useTranslation('account');
  return (
    <Button
      variant="brand-outline"
      disabled={flow.resendIn > 0 || flow.busy}
      onClick={onClick}
      className="w-full px-5 py-2.5 hover:bg-brand-light disabled:border-stone-300 disabled:text-stone-600 disabled:hover:bg-transparent"
    >
      {flow.resendIn > 0
        ? t('phoneAuth.form.resendIn', { n: flow.shownSeconds })
        : firstLabel && !flow.sentTo
          ? firstLabel
          : t('phoneAuth.form.resend')}
    </Button>
  );
}

const PHONE_SLOT = '\u2063';

/** "Sent to {{phone}}" with the number kept whole and bold, in either language's word order. */
function SentTo({ text, number }: { text: string; number: string }) {
  const [before = '', after = ''] = text.split(PHONE_SLOT);
  return (
    <>
      {before}
      <bdi className="whitespace-nowrap font-semibold">{number}</bdi>
      {after}
    </>
  );
}
