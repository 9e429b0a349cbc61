import { z } from 'zod';
import { emailAddress } from './auth';
import { MAX_SAVED_QUERY_LENGTH, MAX_SEARCH_NAME_LENGTH } from './saved-search-limits';
import { isInvisible } from './visible-text';

// Saved searches and their alerts (issue 18): the API's bodies and answers, for the server and the app.

export const ALERT_FREQUENCIES = ['instant', 'daily'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

const searchName = z
  .string()
  .trim()
  .min(1, 'required')
  .max(MAX_SEARCH_NAME_LENGTH, 'too_long')
  .refine((name) => name === '' || !isInvisible(name), 'name_invisible');

/**
 * POST /saved-searches. `query` is the search page's URL query string (`?` optional). A signed-in
 * user's alerts go to the account; a visitor gives `email` and confirms it by a mailed link. `sms`
 * sends an account's alerts by SMS too from the start (a visitor who wants SMS first signs in with
 * the number's code, in the same dialog).
 */
export const savedSearchInputSchema = z
  .object({
    query: z.string().max(MAX_SAVED_QUERY_LENGTH, 'too_long'),
    name: searchName.optional(),
    frequency: z.enum(ALERT_FREQUENCIES).default('instant'),
    email: emailAddress.optional(),
    sms: z.boolean().optional(),
  })
  .strict();
export type SavedSearchInput = z.input<typeof savedSearchInputSchema>;

/**
 * PATCH /saved-searches/{id}: rename, change how often, pause or resume; `seen` marks it opened now;
 * `sms` sends its alerts by SMS too (an account with a verified phone, on a server that sends them).
 */
export const savedSearchPatchSchema = z
  .object({
    name: searchName.optional(),
    frequency: z.enum(ALERT_FREQUENCIES).optional(),
    paused: z.boolean().optional(),
    seen: z.literal(true).optional(),
    sms: z.boolean().optional(),
  })
  .strict()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), 'empty');
export type SavedSearchPatch = z.input<typeof savedSearchPatchSchema>;

export const savedSearchSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The search page's query string, without `?`: `/search?${query}` opens it. */
  query: z.string(),
  frequency: z.enum(ALERT_FREQUENCIES),
  paused: z.boolean(),
  /** False for a visitor's subscription until the link in the first mail is followed. */
  confirmed: z.boolean(),
  /** Public listings it matched since it was last opened (`seen`). */
  new_count: z.number().int(),
  /** Its alerts also go by SMS to the account's verified phone (when the server sends alert SMS). */
  sms: z.boolean(),
  created_at: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** Whether the account can have its alerts by SMS: the server sends them, and its phone is verified. */
export const smsAlertsStateSchema = z.object({
  /** The server sends alert SMS (ALERT_SMS=on); without it no search can switch SMS on. */
  available: z.boolean(),
  /** The account has a verified mobile number, which SMS alerts go to. */
  phone_verified: z.boolean(),
});
export type SmsAlertsState = z.infer<typeof smsAlertsStateSchema>;

export const savedSearchResponseSchema = z.object({ success: z.literal(true), data: savedSearchSchema });
export const savedSearchListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(savedSearchSchema),
  sms: smsAlertsStateSchema,
});

/** Alert SMS one account gets in any 24 hours; beyond, its alerts go by e-mail only. */
export const ALERT_SMS_PER_DAY = 5;

/** What an unsubscribe or confirmation link's holder sees: the search's name and its state. */
export const subscriptionStateSchema = z.object({
  success: z.literal(true),
  /** `name` is null until the subscription is confirmed: a visitor wrote it, for any address. */
  data: z.object({ name: z.string().nullable(), confirmed: z.boolean(), paused: z.boolean() }),
});
export type SubscriptionState = z.infer<typeof subscriptionStateSchema>['data'];
