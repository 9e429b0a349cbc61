import { z } from 'zod';
import { ACCOUNT_TYPES, PROPERTY_STATUSES, REPORT_REASONS, type Language } from './enums';
import { propertySchema } from './property';

export const MAX_REASON_LENGTH = 1000;

/** Reasons to decline that say what was found (issue 32), each with its own words to the owner. */
export const DECLINE_AS = ['duplicate', 'broker'] as const;
export type DeclineAs = (typeof DECLINE_AS)[number];
export const DECLINE_AS_TEXT: Record<DeclineAs, Record<Language, string>> = {
  duplicate: {
    bn: 'এই বিজ্ঞাপনের ছবি অন্য একটি বিজ্ঞাপন থেকে নেওয়া। নিজের তোলা ছবি দিয়ে আবার পোস্ট করুন।',
    en: "This listing's photos are taken from another listing. Post it again with photos you took yourself.",
  },
  broker: {
    bn: 'বিজ্ঞাপনটি মালিকের নয় বলে মনে হচ্ছে। দালাল বা এজেন্ট হলে পোস্ট করার সময় তা জানিয়ে দিন।',
    en: 'This listing does not seem to be posted by its owner. If you are a broker or agent, say so when you post.',
  },
};

const reasonText = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .max(MAX_REASON_LENGTH, 'too_long');

/**
 * An admin's decision (PATCH /property/:id/decision). Older clients' body also names approvedRejectBy;
 * it is accepted and ignored: the acting admin always comes from the session.
 */
export const moderationInputSchema = z.discriminatedUnion('property_status', [
  z.object({
    property_status: z.literal('approved'),
    // Required when the listing's photos match another account's (GET …/evidence): the admin saw them.
    evidence_seen: z.literal(true).optional(),
    approvedRejectBy: z.unknown().optional(),
  }),
  z.object({
    property_status: z.literal('declined'),
    // One of the two: the admin's words, or a declined-as reason whose words the owner gets in
    // their language (DECLINE_AS_TEXT); both, and the words follow the reason's.
    rejection_reason: reasonText.optional(),
    decline_as: z.enum(DECLINE_AS).optional(),
    approvedRejectBy: z.unknown().optional(),
  }),
]);
export type ModerationInput = z.infer<typeof moderationInputSchema>;

/** A visitor's report of a listing (POST /property/:id/report). */
export const reportInputSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: 'required' }),
  details: z.string().trim().max(MAX_REASON_LENGTH, 'too_long').optional(),
});
export type ReportInput = z.infer<typeof reportInputSchema>;

/**
 * A report as admins see it: who reported (an account's name and its age in days when it reported;
 * null for a visitor) and the start of the keyed hash of their address, so that reports from one
 * address show the same hash (null on old reports by accounts). Never an address or an e-mail.
 */
export const openReportSchema = z.object({
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  createdAt: z.string(),
  reporter: z.object({ name: z.string(), accountAgeDays: z.number().int() }).nullable(),
  addressHash: z.string().nullable(),
});
export type OpenReport = z.infer<typeof openReportSchema>;

/**
 * A listing as the dashboard sees it: the listing, whether an admin has suspended its owner's account
 * (the card says so), since when it waits for a moderator (its owner's last change; a reported
 * listing's first open report) and whether that is longer than REVIEW_WAIT_HOURS, and what visitors
 * reported about it.
 */
export const reviewItemSchema = propertySchema.extend({
  owner_suspended: z.boolean(),
  waiting_since: z.string(),
  overdue: z.boolean(),
  reports: z.array(openReportSchema),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

export const reviewListSchema = z.object({
  success: z.literal(true),
  data: z.array(reviewItemSchema),
  total: z.number().int(),
});
export type ReviewList = z.infer<typeof reviewListSchema>;

/** Another listing named as evidence: its status, or `deleted` when only its fingerprints are left. */
export const evidenceListingSchema = z.object({
  id: z.uuid(),
  title: z.string().nullable(),
  status: z.enum([...PROPERTY_STATUSES, 'deleted']),
  owner: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  created_at: z.string().nullable(),
});
export type EvidenceListing = z.infer<typeof evidenceListingSchema>;

/** Within this many days, this many listings in this many areas by one account is a burst. */
export const BURST = { days: 7, listings: 5, areas: 3 } as const;

/**
 * What a moderator sees before deciding (GET /property/admin/{id}/evidence): the listing's photos
 * that look like other accounts' (side by side), other accounts' listings with its contact number,
 * the other numbers its text spells out, and how much its account posted lately.
 */
export const evidenceSchema = z.object({
  photo_matches: z.array(
    z.object({
      photo_url: z.string(),
      /** Null when the other photo's file is gone (its listing deleted or the photo replaced). */
      other_photo_url: z.string().nullable(),
      /** Bits the two fingerprints differ in (0: the same picture; a match is at most 8). */
      distance: z.number().int(),
      /** When the other photo was stored. */
      other_stored_at: z.string(),
      other: evidenceListingSchema,
    }),
  ),
  same_number: z.array(evidenceListingSchema),
  numbers_in_text: z.array(z.string()),
  account: z.object({
    id: z.uuid(),
    name: z.string(),
    account_type: z.enum(ACCOUNT_TYPES),
    created_at: z.string(),
    listings: z.number().int(),
    recent_listings: z.number().int(),
    recent_areas: z.number().int(),
    /** BURST reached: many listings across many areas in a few days. */
    burst: z.boolean(),
  }),
});
export type Evidence = z.infer<typeof evidenceSchema>;
export const evidenceResponseSchema = z.object({ success: z.literal(true), data: evidenceSchema });
