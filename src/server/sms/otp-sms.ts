import type { Language } from '../../shared/enums';
import { toBengaliDigits } from '../../shared/format';
import { OTP } from '../../shared/otp-code';
import { UCS2_SEGMENT } from './sms-segments';

/**
 * The code's SMS in the reader's language, digits in Bengali in bn. The last line is WebOTP's
 * origin-bound format (`@host #code`, https://wicg.github.io/web-otp/), so the browser can read the
 * code; it stays in ASCII digits, as the form sends them either way. A Bengali text must fit one
 * segment: on a host too long for that, the WebOTP line is left out (the keyboard's one-time-code
 * suggestion still reads the code).
 */
export function otpSmsText(code: string, language: Language, publicUrl: string): string {
  const webOtp = `@${new URL(publicUrl).hostname} #${code}`;
  if (language === 'en') {
    return `Your Thikana code is ${code}. Valid ${OTP.validMinutes} minutes; do not share it.\n\n${webOtp}`;
  }
  const body = `ঠিকানা কোড ${toBengaliDigits(code)}, ${toBengaliDigits(String(OTP.validMinutes))} মিনিট বৈধ। গোপন রাখুন।`;
  const withWebOtp = `${body}\n${webOtp}`;
  return withWebOtp.length <= UCS2_SEGMENT ? withWebOtp : body;
}
