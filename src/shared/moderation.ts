import { z } from 'zod';
import { REPORT_REASONS } from './enums';
import { propertySchema } from './property';

export const MAX_REASON_LENGTH = 1000;

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
  z.object({ property_status: z.literal('approved'), approvedRejectBy: z.unknown().optional() }),
  z.object({
    property_status: z.literal('declined'),
    rejection_reason: reasonText,
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

/** A listing as the dashboard sees it: the listing, and what visitors reported about it. */
export const reviewItemSchema = propertySchema.extend({ reports: z.array(openReportSchema) });
export type ReviewItem = z.infer<typeof reviewItemSchema>;

export const reviewListSchema = z.object({
  success: z.literal(true),
  data: z.array(reviewItemSchema),
  total: z.number().int(),
});
export type ReviewList = z.infer<typeof reviewListSchema>;
