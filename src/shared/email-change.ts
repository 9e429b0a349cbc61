import { z } from 'zod';
import { emailAddress, PASSWORD_MAX } from './auth';

// Apart from auth.ts, which the home page's code loads: only the settings screen and the server need it.

/**
 * A new address for an account that has one: it replaces the old once a link mailed to it is opened.
 * `password`, the current one, is asked of an account that has a password.
 */
export const changeEmailInputSchema = z.object({
  email: emailAddress,
  password: z.string().min(1, 'required').max(PASSWORD_MAX, 'too_long').optional(),
});
export type ChangeEmailInput = z.input<typeof changeEmailInputSchema>;
