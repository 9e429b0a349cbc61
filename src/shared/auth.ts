import { z } from 'zod';
import { ACCOUNT_TYPES, LANGUAGES } from './enums';
import { otpCode } from './otp-code';
import { passwordIssue, personalPasswordIssue } from './password-rules';
import { normalizeBdPhone } from './phone';
import { isInvisible } from './visible-text';

// Validation shared by the forms and the routes. Issues carry codes; the client translates them.
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** A person's name, as forms ask for it: something of it must show (not only zero-width or direction marks). */
export const personName = z
  .string()
  .trim()
  .min(1, 'required')
  .max(80, 'too_long')
  .refine((name) => name === '' || !isInvisible(name), 'name_invisible');
/** An e-mail address, lower-cased. */
export const emailAddress = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'required')
  .max(254, 'too_long')
  .pipe(z.email({ error: 'invalid_email' }));
/** A new password (password-rules.ts); whether it is the account's e-mail or phone needs the account. */
const password = z
  .string()
  .min(PASSWORD_MIN, 'password_too_short')
  .max(PASSWORD_MAX, 'password_too_long')
  .superRefine((value, ctx) => {
    const issue = passwordIssue(value);
    if (issue) ctx.addIssue({ code: 'custom', message: issue });
  });
const requiredText = z.string().min(1, 'required').max(PASSWORD_MAX, 'too_long');

/** An optional phone: absent stays absent, empty means none, anything else must be a Bangladeshi mobile. */
export const optionalPhone = z
  .string()
  .trim()
  .max(30, 'invalid_phone')
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (value === '') return null;
    const phone = normalizeBdPhone(value);
    if (!phone) ctx.addIssue({ code: 'custom', message: 'invalid_phone' });
    return phone;
  });

export const registerInputSchema = z
  .object({
    name: personName,
    email: emailAddress,
    password,
    phone: optionalPhone,
    account_type: z.enum(ACCOUNT_TYPES).default('individual'),
    /** The language the app is shown in: the account's mail is written in it. */
    language: z.enum(LANGUAGES).optional(),
  })
  .superRefine((input, ctx) => {
    const issue = personalPasswordIssue(input.password, input);
    if (issue) ctx.addIssue({ code: 'custom', path: ['password'], message: issue });
  });
export type RegisterInput = z.input<typeof registerInputSchema>;

/** A password sign-in names the account by its e-mail or by its verified mobile number: one of them. */
export const loginInputSchema = z
  .object({ email: emailAddress.optional(), phone: optionalPhone, password: requiredText })
  .refine((v) => (v.email === undefined) !== (v.phone == null), { path: ['email'], message: 'required' });
export type LoginInput = z.input<typeof loginInputSchema>;

export const forgotPasswordInputSchema = z.object({ email: emailAddress });

/** An address for an account that has none: it joins the account once a link mailed to it is opened. */
export const addEmailInputSchema = z.object({ email: emailAddress });
export type AddEmailInput = z.input<typeof addEmailInputSchema>;
export const confirmEmailInputSchema = z.object({ token: z.string().min(1).max(600) });

/** A sign-up's link, followed: the password chosen at sign-up proves it is the one who asked for it. */
export const confirmSignUpInputSchema = z.object({
  token: z.string().min(1).max(600),
  password: requiredText,
});

export const resetPasswordInputSchema = z
  .object({ password, confirmPassword: requiredText })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'password_mismatch',
  });
export type ResetPasswordInput = z.input<typeof resetPasswordInputSchema>;

/**
 * A new password, proved by the one in use, or, for an account that has none (made by phone), by a
 * code sent by SMS to its verified number (`purpose: 'set_password'`). Which one the account needs
 * is the server's to say: it refuses a code from an account that has a password.
 */
export const updatePasswordInputSchema = z
  .object({
    oldPassword: requiredText.optional(),
    code: otpCode.optional(),
    newPassword: password,
    confirmPassword: requiredText,
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'password_mismatch',
  })
  .refine((v) => v.oldPassword !== undefined || v.code !== undefined, {
    path: ['oldPassword'],
    message: 'required',
  });
export type UpdatePasswordInput = z.input<typeof updatePasswordInputSchema>;

/** A switch: true or false in JSON, "true" or "false" as a form's text field. */
const onOff = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);

/**
 * How owner notices (a listing approved, declined, expiring…) reach the account: `sms` needs a
 * verified number, `email` a confirmed address, `both` the two.
 */
export const NOTIFY_WAYS = ['sms', 'email', 'both'] as const;
export type NotifyWay = (typeof NOTIFY_WAYS)[number];

export const updateProfileInputSchema = z.object({
  name: personName.optional(),
  phone: optionalPhone,
  account_type: z.enum(ACCOUNT_TYPES).optional(),
  language: z.enum(LANGUAGES).optional(),
  /** Mail me when a favourite's price falls or it is rented or sold. */
  favorite_alerts: onOff.optional(),
  /** How owner notices reach the account (400 `{notify: 'phone_not_verified' | 'email_not_confirmed'}`). */
  notify: z.enum(NOTIFY_WAYS).optional(),
});
export type UpdateProfileInput = z.input<typeof updateProfileInputSchema>;

export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** Null for an account made with a phone number alone. */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** False for an account made by phone that has not set a password yet: it signs in by code alone. */
  has_password: z.boolean(),
  /** Whether the owner of `email` proved it (a link, a reset): until then nothing but that link is mailed to it. */
  email_confirmed: z.boolean(),
  /** Whether `phone` was proved with a code by SMS (it signs in and badges listings). */
  phone_verified: z.boolean(),
  account_type: z.enum(ACCOUNT_TYPES),
  /** `url` is the 640 px variant; `srcset` names every width kept, for a cover drawn wide. */
  avatar: z.object({ url: z.string(), srcset: z.string() }).nullable(),
  cover_photo: z.object({ url: z.string(), srcset: z.string() }).nullable(),
  isAdmin: z.boolean(),
  role: z.string(),
  language: z.enum(LANGUAGES),
  /** Opt-in: a mail when a favourite's price falls or it is rented or sold. */
  favorite_alerts: z.boolean(),
  /** How owner notices reach the account; by default e-mail with a confirmed address, SMS otherwise. */
  notify: z.enum(NOTIFY_WAYS),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** What proving an address took off an account someone else had set up with it (docs/accounts.md). */
export const removedOnProofSchema = z.object({
  sessions: z.number().int(),
  /** The verified number removed, masked (+88017*******78); null when none. */
  phone: z.string().nullable(),
  saved_searches: z.number().int(),
});
export type RemovedOnProofJson = z.infer<typeof removedOnProofSchema>;

export const authResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  data: userSchema,
  /** Only after a sign-up link or a reset took an unconfirmed account back from its earlier holder. */
  removed: removedOnProofSchema.optional(),
});
export const userResponseSchema = z.object({ success: z.literal(true), data: userSchema });
export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
