import { z } from 'zod';
import { hasHiddenContact } from './hidden-contact';
import { requiredPhone } from './property-input';

/** When the visitor can talk: a short choice, shown in the owner's language. */
export const CALL_TIMES = ['morning', 'afternoon', 'evening', 'any'] as const;
export type CallTime = (typeof CALL_TIMES)[number];

export const CALL_NAME_MIN = 2;
export const CALL_NAME_MAX = 60;
export const CALL_MESSAGE_MAX = 300;
/** A visitor leaves this many requests a day, on all listings together; a listing gets this many. */
export const CALL_REQUESTS_PER_VISITOR_DAY = 5;
export const CALL_REQUESTS_PER_LISTING_DAY = 20;
/** A request is deleted this many days after it was left. */
export const CALL_REQUEST_KEEP_DAYS = 30;

/** A visitor's request to be called back (issue 31), checked alike in the browser and the API. */
export const callRequestInputSchema = z.object({
  name: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    // Letters that show: spaces and invisible marks do not make a name (the regex here rather than
    // visible-text.ts, whose import would split it into a chunk every screen then lists).
    .refine((name) => name.replace(/[\p{White_Space}\p{Cf}]/gu, '').length >= CALL_NAME_MIN, 'too_short')
    .refine((name) => name.length <= CALL_NAME_MAX, 'too_long')
    // A name is no place for a number or a link either: the owner reads it next to the real number.
    .refine((name) => !hasHiddenContact(name), 'contact_in_text'),
  phone: requiredPhone,
  when: z.enum(CALL_TIMES, { error: 'required' }).default('any'),
  message: z
    .string()
    .trim()
    .max(CALL_MESSAGE_MAX, 'too_long')
    .refine((message) => !hasHiddenContact(message), 'contact_in_text')
    .optional()
    .transform((message) => message || null),
});
export type CallRequestInput = z.input<typeof callRequestInputSchema>;

export const callRequestSchema = z.object({
  id: z.string(),
  property_id: z.string(),
  /** The listing's title, so the owner knows which one without another request. */
  property_title: z.string(),
  name: z.string(),
  /** E.164, shown to the listing's owner only. */
  phone: z.string(),
  when: z.enum(CALL_TIMES),
  message: z.string().nullable(),
  done: z.boolean(),
  created_at: z.string(),
});
export type CallRequest = z.infer<typeof callRequestSchema>;

export const callRequestListSchema = z.object({ success: z.literal(true), data: z.array(callRequestSchema) });
export const callRequestCreatedSchema = z.object({
  success: z.literal(true),
  data: z.object({ id: z.string() }),
});
export const callRequestDoneInputSchema = z.object({ done: z.literal(true) });
export const callRequestIdParamsSchema = z.object({ id: z.uuid() });
