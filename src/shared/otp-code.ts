import { z } from 'zod';
import { toAsciiDigits } from './format';

/** One-time codes by SMS (issue 19): what the forms and the routes agree on. */
export const OTP = {
  digits: 6,
  validMinutes: 10,
  /** A new code for the same number only after this long. */
  resendSeconds: 60,
  /** Wrong tries a code takes before it stops working. */
  tries: 5,
} as const;

/** Six digits, Bengali or ASCII, spaces allowed between them (as an SMS app may copy them). */
export const otpCode = z
  .string()
  .max(20, 'invalid_code')
  .transform((value) => toAsciiDigits(value).replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'invalid_code'));
