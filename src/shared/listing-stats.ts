import { z } from 'zod';

/** What a visitor did on a listing that its owner is told about (issue 17, owner statistics). */
export const CONTACT_KINDS = ['call', 'whatsapp', 'copy'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/** How many days the owner's statistics cover, today included. */
export const STATS_DAYS = 30;

/**
 * The token the listing's page was handed (`visitToken` of the listing's API answer): a view or tap
 * reported without one that holds is answered the same and not counted.
 */
const visitToken = z.string().max(100).optional();

// A view is only ever reported by the page's script, which always has its token: a body without one
// is no report at all (400), where a tap from an older page may still come without it.
export const viewReportInputSchema = z.object({ token: z.string().max(100) });
export type ViewReportInput = z.infer<typeof viewReportInputSchema>;

export const contactEventInputSchema = z.object({ kind: z.enum(CONTACT_KINDS), token: visitToken });
export type ContactEventInput = z.infer<typeof contactEventInputSchema>;

/** One calendar day of a listing (Asia/Dhaka), each visitor counted once a day for each kind. */
export const listingStatsDaySchema = z.object({
  /** YYYY-MM-DD */
  date: z.string(),
  views: z.number().int(),
  calls: z.number().int(),
  whatsapp: z.number().int(),
  copies: z.number().int(),
  /** Call-back requests left (issue 31), a contact too. */
  callbacks: z.number().int(),
});
export type ListingStatsDay = z.infer<typeof listingStatsDaySchema>;

export const listingStatsResponseSchema = z.object({
  success: z.literal(true),
  /** The last STATS_DAYS days, oldest first, every day present (zero when nobody came). */
  data: z.object({ days: z.array(listingStatsDaySchema) }),
});
export type ListingStats = z.infer<typeof listingStatsResponseSchema>['data'];
