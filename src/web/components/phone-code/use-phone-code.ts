import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { personName } from '../../../shared/auth';
import { localDigits } from '../../../shared/format';
import { bdMobileNumber, type OtpRequestInput } from '../../../shared/otp';
import { OTP, otpCode } from '../../../shared/otp-code';
import { displayBdPhone } from '../../../shared/phone';
import { apiErrorOf, apiErrorText } from '../form-errors';
import { useLanguage } from '../use-language';
import {
  useOtpChallengeMutation,
  useRequestOtpMutation,
  useVerifyOtpMutation,
  type OtpVerified,
  type OtpWait,
} from '../../lib/session/otp-api';
import { useCountdown } from './use-countdown';

/** The number, then the code; `name` when a number without an account signs in (asked after the code). */
export type PhoneStep = 'number' | 'code' | 'name';
export type PhoneField = 'name' | 'phone' | 'code';

/** What went wrong, for the field it belongs to: an issue code, words, or a wait that counts down. */
interface Problem {
  field: PhoneField;
  issue?: string;
  text?: string;
  wait?: true;
}

/** A wait longer than this (a number's codes for the day) is said in the server's words, not counted. */
const LONGEST_COUNTDOWN = 120;

/** The server asks a proof of work before it sends a code (new numbers coming too fast, docs/sms.md). */
function asksChallenge(error: FetchBaseQueryError | SerializedError | OtpWait | undefined): boolean {
  return !isWait(error) && apiErrorOf(error)?.code === 'CHALLENGE_REQUIRED';
}

function isWait(error: FetchBaseQueryError | SerializedError | OtpWait | undefined): error is OtpWait {
  return (error as OtpWait | undefined)?.status === 429;
}

/**
 * A code by SMS and its check (docs/sms.md), for sign-in, sign-up and settings alike (`purpose`: a
 * code for a first password, checked by the password form): the step it is
 * at, the number it was sent to, what went wrong and where, the resend countdown. The forms keep what
 * was typed; this never clears it on an error.
 */
export function usePhoneCode(options: { purpose?: OtpRequestInput['purpose'] } = {}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [requestOtp, requesting] = useRequestOtpMutation();
  const [verifyOtp, verifying] = useVerifyOtpMutation();
  const [fetchChallenge] = useOtpChallengeMutation();
  // Solving a proof-of-work challenge before the code is asked for again.
  const [checking, setChecking] = useState(false);
  const [step, setStep] = useState<PhoneStep>('number');
  const [sentTo, setSentTo] = useState('');
  const [sentAt, setSentAt] = useState(0);
  const [wrongTries, setWrongTries] = useState(0);
  const [problem, setProblemState] = useState<Problem | null>(null);
  // Counts the problems reported, so that the same field's second error moves the focus too.
  const [problemSeq, setProblemSeq] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const resendWait = useCountdown();
  const errorWait = useCountdown();

  function setProblem(next: Problem | null) {
    setProblemState(next);
    if (next) setProblemSeq((n) => n + 1);
  }

  function problemOf(error: FetchBaseQueryError | SerializedError | OtpWait, field: PhoneField): Problem {
    if (isWait(error)) {
      const seconds = error.data.retry_after;
      if (seconds && seconds <= LONGEST_COUNTDOWN) {
        errorWait.start(seconds);
        // Every button that asks for a code (the code step's, settings' first password) counts it down.
        resendWait.start(seconds);
        return { field, wait: true };
      }
      return { field, text: error.data.message || t('apiError.RATE_LIMITED') };
    }
    const failure = apiErrorOf(error);
    const issue = failure?.fields[field];
    if (issue) return { field, issue };
    return { field, text: apiErrorText(t, failure?.code ?? 'unknown') };
  }

  /** A challenge from the server, solved in this tab: the request's `altcha`, or null when it failed. */
  async function proveWork(): Promise<string | null> {
    try {
      const [challenge, { solveOtpChallenge }] = await Promise.all([
        fetchChallenge().unwrap(),
        import('./solve-otp-challenge'),
      ]);
      return await solveOtpChallenge(challenge);
    } catch {
      return null;
    }
  }

  /** Sends a code to the number as typed; `name`, when given, is checked first (sign-up asks it first). */
  async function send(phoneText: string, name?: string): Promise<boolean> {
    setNotice(null);
    if (name !== undefined) {
      const checked = personName.safeParse(name);
      if (!checked.success) {
        setProblem({ field: 'name', issue: checked.error.issues[0]?.message ?? 'required' });
        return false;
      }
    }
    const phone = bdMobileNumber.safeParse(phoneText);
    if (!phone.success) {
      setProblem({ field: 'phone', issue: phone.error.issues[0]?.message ?? 'invalid_phone' });
      return false;
    }
    const field = step === 'number' ? 'phone' : 'code';
    const input = { phone: phone.data, language, purpose: options.purpose };
    let result = await requestOtp(input);
    if (!result.data && asksChallenge(result.error)) {
      // Solved here and sent again at once; the status line says what the wait is for.
      setProblem(null);
      setChecking(true);
      setNotice(t('phoneAuth.form.checking'));
      const altcha = await proveWork();
      setNotice(null);
      if (altcha) result = await requestOtp({ ...input, altcha });
      setChecking(false);
      if (!altcha || (!result.data && asksChallenge(result.error))) {
        setProblem({ field, text: t('phoneAuth.form.checkFailed') });
        return false;
      }
    }
    if (!result.data) {
      setProblem(problemOf(result.error ?? {}, field));
      return false;
    }
    setProblem(null);
    if (step !== 'number') setNotice(t('phoneAuth.form.resent'));
    setSentTo(phone.data);
    setSentAt(Date.now());
    setWrongTries(0);
    resendWait.start(result.data.data.resend_after);
    setStep('code');
    return true;
  }

  /** Checks the code (with the name of a new account, when asked); the signed-in account, or null. */
  async function verify(codeText: string, name?: string): Promise<OtpVerified | null> {
    setNotice(null);
    const code = otpCode.safeParse(codeText);
    if (!code.success) {
      setStep('code');
      setProblem({ field: 'code', issue: 'invalid_code' });
      return null;
    }
    if (name !== undefined) {
      const checked = personName.safeParse(name);
      if (!checked.success) {
        setProblem({ field: 'name', issue: checked.error.issues[0]?.message ?? 'required' });
        return null;
      }
    }
    const result = await verifyOtp({ phone: sentTo, code: code.data, name, language });
    if (result.data) {
      setProblem(null);
      return result.data;
    }
    const failure = isWait(result.error) ? null : apiErrorOf(result.error);
    if (failure?.fields.name === 'required' && name === undefined) {
      // A right code for a number without an account: the same code signs up, with a name.
      setProblem(null);
      setStep('name');
      return null;
    }
    if (failure?.code === 'OTP_INVALID') {
      const tries = wrongTries + 1;
      setWrongTries(tries);
      setStep('code');
      const expired = Date.now() > sentAt + OTP.validMinutes * 60_000;
      const left = OTP.tries - tries;
      setProblem({
        field: 'code',
        text: expired
          ? apiErrorText(t, 'OTP_INVALID')
          : left <= 0
            ? t('phoneAuth.form.tooManyTries')
            : t('phoneAuth.form.wrongCode', { count: left, n: localDigits(String(left), language) }),
      });
      return null;
    }
    setProblem(problemOf(result.error ?? {}, step === 'name' ? 'name' : 'code'));
    return null;
  }

  function changeNumber() {
    setProblem(null);
    setNotice(null);
    setStep('number');
  }

  /** The words of the problem on this field, or null. */
  function errorFor(field: PhoneField): string | null {
    if (problem?.field !== field) return null;
    if (problem.wait) {
      return errorWait.seconds > 0
        ? t('phoneAuth.form.wait', { n: localDigits(String(errorWait.seconds), language) })
        : null;
    }
    if (problem.issue) return t(`validation.${problem.issue}`, { defaultValue: t('validation.invalid') });
    return problem.text ?? null;
  }

  return {
    step,
    /** The number the code went to, as people read it, in the page's digits. */
    shownNumber: localDigits(displayBdPhone(sentTo), language),
    sentTo,
    errorFor,
    problemField: problem ? problem.field : null,
    problemSeq,
    notice,
    /** Seconds before a new code may be asked for. */
    resendIn: resendWait.seconds,
    shownSeconds: localDigits(String(resendWait.seconds), language),
    busy: requesting.isLoading || verifying.isLoading || checking,
    sending: requesting.isLoading || checking,
    send,
    verify,
    changeNumber,
  };
}

export type PhoneCode = ReturnType<typeof usePhoneCode>;
