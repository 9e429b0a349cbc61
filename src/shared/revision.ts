import { z } from 'zod';
import { DETAIL_NAMES } from './listing-fields';
import { MAX_REASON_LENGTH } from './moderation';
import type { Property } from './property';

/**
 * The listing fields an owner's revision can change, in the order the dashboard lists them. A
 * revision (`pending_revision`) holds the changed ones with their new values, shaped as in the
 * listing JSON, so old and new read the same way.
 */
export const REVISION_FIELDS = [
  'property_title',
  'property_type',
  'price',
  'price_type',
  'rent_time_period',
  'category',
  'property_address',
  'pin',
  'size',
  ...DETAIL_NAMES,
  'amenities',
  'contact_number',
  'contact_email',
  'description',
  'photos',
  'cover_photo',
  'floor_plans',
] as const;
export type RevisionField = (typeof REVISION_FIELDS)[number];

/** An admin's decision on a listing's pending revision (PATCH /property/admin/:id/revision). */
export const revisionDecisionInputSchema = z.discriminatedUnion('decision', [
  // evidence_seen: as for a new listing, required when the revision's photos match another account's.
  z.object({ decision: z.literal('approve'), evidence_seen: z.literal(true).optional() }),
  z.object({
    decision: z.literal('decline'),
    rejection_reason: z
      .string({ error: 'required' })
      .trim()
      .min(1, 'required')
      .max(MAX_REASON_LENGTH, 'too_long'),
  }),
]);
export type RevisionDecisionInput = z.infer<typeof revisionDecisionInputSchema>;

/**
 * The listing as its owner last left it: the approved version with the pending revision's values on
 * top, so an edit continues from the last one. Only for a public listing: one sent back to review
 * has no revision to continue from (its edit replaces it).
 */
export function withPendingRevision(listing: Property): Property {
  if (!listing.pending_revision || listing.property_status !== 'approved') return listing;
  return { ...listing, ...(listing.pending_revision as Partial<Property>) };
}

/**
 * What an owner is told after saving an edit (i18n keys): a public listing's changes wait for
 * review while it stays public, or went live at once (a price alone, or nothing changed); any other
 * listing goes (back) to review.
 */
export function savedEditMessage(listing: Property): string {
  if (listing.property_status !== 'approved') return 'post.updated';
  return listing.pending_revision ? 'revision.savedForReview' : 'revision.savedLive';
}
