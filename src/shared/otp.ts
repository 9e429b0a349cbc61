import { z } from 'zod';
import { personName } from './auth';
import { LANGUAGES } from './enums';
import { otpCode } from './otp-code';
import { normalizeBdPhone } from './phone';

// Signing in with a code by SMS (issue 19): what the forms and the routes agree on (the code: otp-code.ts).

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

export const otpRequestInputSchema = z.object({
  phone: bdMobileNumber,
  /** The language the app is shown in: the SMS is written in it when the number has no account. */
  language: z.enum(LANGUAGES).optional(),
  /**
   * Signed in only: a code to set the account's first password (`PATCH /user/password/update`),
   * sent to its own verified number alone. Without it, a code signs in, or adds the number.
   */
  purpose: z.enum(['set_password']).optional(),
  /**
   * A solved proof-of-work challenge (ALTCHA's payload: base64 of `{challenge, solution}`), needed
   * only when the request was answered CHALLENGE_REQUIRED (`GET /user/otp/challenge`, docs/sms.md).
   */
  altcha: z.string().max(4000).optional(),
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

/** A proof-of-work challenge (ALTCHA v2) as served: solved in the browser, sent back as `altcha`. */
export const otpChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().int(),
    keyLength: z.number().int(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string(),
});
export type OtpChallenge = z.infer<typeof otpChallengeSchema>;

export const otpChallengeResponseSchema = z.object({
  success: z.literal(true),
  data: otpChallengeSchema,
});
