import { z } from 'zod';
import { personName } from './auth';
import { LANGUAGES } from './enums';
import { toAsciiDigits } from './format';
import { normalizeBdPhone } from './phone';

/** One-time codes by SMS (issue 19): what the forms and the routes agree on. */
export const OTP = {
  digits: 6,
  validMinutes: 10,
  /** A new code for the same number only after this long. */
  resendSeconds: 60,
  /** Wrong tries a code takes before it stops working. */
  tries: 5,
} as const;

/** A Bangladeshi mobile number in any local form (Bengali digits too), read as E.164. */
export const bdMobileNumber = z
  .string()
  .trim()
  .min(1, 'required')
  .max(30, 'invalid_phone')
  .transform((value, ctx) => {
    const phone = normalizeBdPhone(value);
    if (!phone) ctx.addIssue({ code: 'custom', message: 'invalid_phone' });
    return phone ?? '';
  });

/** Six digits, Bengali or ASCII, spaces allowed between them (as an SMS app may copy them). */
export const otpCode = z
  .string()
  .max(20, 'invalid_code')
  .transform((value) => toAsciiDigits(value).replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'invalid_code'));

export const otpRequestInputSchema = z.object({
  phone: bdMobileNumber,
  /** The language the app is shown in: the SMS is written in it when the number has no account. */
  language: z.enum(LANGUAGES).optional(),
});
export type OtpRequestInput = z.input<typeof otpRequestInputSchema>;

export const otpVerifyInputSchema = z.object({
  phone: bdMobileNumber,
  code: otpCode,
  /** Asked only when the number has no account yet: the new account's name. */
  name: personName.optional(),
  language: z.enum(LANGUAGES).optional(),
});
export type OtpVerifyInput = z.input<typeof otpVerifyInputSchema>;

export const otpRequestResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ expires_in: z.number().int(), resend_after: z.number().int() }),
});
