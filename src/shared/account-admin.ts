import { z } from 'zod';
import { adminTrailEntrySchema } from './admin-trail';
import { ACCOUNT_TYPES, MARKET_STATUSES, PROPERTY_STATUSES, REPORT_REASONS } from './enums';

/** The longest reason an admin gives for suspending an account. */
export const MAX_SUSPENSION_REASON = 500;

/** An admin suspends an account (with the reason the owner is told) or lifts its suspension. */
export const suspensionInputSchema = z.discriminatedUnion('suspended', [
  z.object({
    suspended: z.literal(true),
    reason: z.string({ error: 'required' }).trim().min(1, 'required').max(MAX_SUSPENSION_REASON, 'too_long'),
  }),
  z.object({ suspended: z.literal(false) }),
]);
export type SuspensionInput = z.infer<typeof suspensionInputSchema>;

/** One of the account's listings, whatever its status (public or not). */
const accountListingSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  status: z.enum(PROPERTY_STATUSES),
  market_status: z.enum(MARKET_STATUSES),
  area: z.object({ en: z.string(), bn: z.string() }),
  contact_number: z.string(),
  created_at: z.string(),
  /** Null for a listing without photos. */
  photo_url: z.string().nullable(),
});

/** Another account's listing a photo of this account's was found in. */
const otherListingSchema = z.object({
  id: z.uuid(),
  /** Null: the listing was deleted since (only its fingerprints stay). */
  title: z.string().nullable(),
  status: z.enum([...PROPERTY_STATUSES, 'deleted']),
  owner: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});

/**
 * What an admin sees of one account (GET /admin/accounts/{id}): the account (its phone and e-mail
 * too), its newest listings, every number it gives, the reports against its listings, the admins'
 * audit trail of the account and its listings, and its photos found in other accounts' listings.
 */
export const accountViewSchema = z.object({
  account: z.object({
    id: z.uuid(),
    name: z.string(),
    account_type: z.enum(ACCOUNT_TYPES),
    phone: z.string().nullable(),
    phone_verified: z.boolean(),
    email: z.string().nullable(),
    email_verified: z.boolean(),
    is_admin: z.boolean(),
    created_at: z.string(),
    suspended_at: z.string().nullable(),
    suspended_reason: z.string().nullable(),
  }),
  /** Every listing of the account, of any status (the newest 100 at most). */
  listings: z.array(accountListingSchema),
  listings_total: z.number().int(),
  /** The account's phone and its listings' contact numbers, each once, with how many listings give it. */
  numbers: z.array(z.object({ number: z.string(), listings: z.number().int(), account_phone: z.boolean() })),
  /** Visitors' reports against its listings, open or resolved, the newest first. */
  reports: z.array(
    z.object({
      property_id: z.uuid(),
      property_title: z.string(),
      reason: z.enum(REPORT_REASONS),
      details: z.string().nullable(),
      created_at: z.string(),
      resolved_at: z.string().nullable(),
    }),
  ),
  /**
   * The audit trail: every admin action on the account and on its listings (deleted ones too), and
   * holds after reports, the newest 100 first.
   */
  trail: z.array(adminTrailEntrySchema),
  /** Its newest listings' photos found in other accounts' listings: one row per pair of listings. */
  photo_matches: z.array(
    z.object({
      property_id: z.uuid(),
      property_title: z.string(),
      photo_url: z.string(),
      /** Null when the other photo's file is gone. */
      other_photo_url: z.string().nullable(),
      /** How many of its photos match the other listing's. */
      photos: z.number().int(),
      /** The nearest pair's distance in bits (0: the same picture). */
      distance: z.number().int(),
      other: otherListingSchema,
    }),
  ),
});
export type AccountView = z.infer<typeof accountViewSchema>;

export const accountViewResponseSchema = z.object({ success: z.literal(true), data: accountViewSchema });
