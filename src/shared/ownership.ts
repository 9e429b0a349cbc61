import { z } from 'zod';
import { PROOF_KINDS } from './enums';
import { propertySchema } from './property';

// An owner's proof that a listing is theirs (issue 32, docs/listings.md "Owner verification"): sent
// privately, read by admins only, and granting the listing an "owner verified" badge when accepted.

/** A proof file's size at the most: a phone's photo of a receipt, or a scanned PDF of a few pages. */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
/** The file is deleted this many days after an admin's decision; the decision stays. */
export const PROOF_KEEP_DAYS = 30;
/** A proof no admin decided on is deleted this many days after it was sent. */
export const PROOF_WAIT_DAYS = 90;
export const MAX_OWNERSHIP_REASON_LENGTH = 500;

/** The fields of the owner's multipart form (POST /property/{id}/ownership-proof), but the file. */
export const proofFieldsSchema = z.object({
  kind: z.enum(PROOF_KINDS, { error: 'required' }),
});

/** An admin's decision (PATCH /property/admin/{id}/ownership): a declined proof says why. */
export const ownershipDecisionSchema = z
  .object({
    decision: z.enum(['approved', 'declined']),
    reason: z.string().trim().max(MAX_OWNERSHIP_REASON_LENGTH, 'too_long').optional(),
    /** When the proof the admin looked at was sent: a proof sent since (a new file) is 409, not decided unseen. */
    sent_at: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((input) => input.decision === 'approved' || Boolean(input.reason), {
    path: ['reason'],
    message: 'required',
  });
export type OwnershipDecision = z.infer<typeof ownershipDecisionSchema>;

/** The admins' queue of proofs waiting for a decision, oldest first (GET /admin/ownership-proofs). */
export const proofQueueSchema = z.object({
  success: z.literal(true),
  data: z.array(
    z.object({
      listing: propertySchema,
      /** `image/jpeg` or `application/pdf`: read at GET /property/admin/{id}/ownership-proof. */
      content_type: z.enum(['image/jpeg', 'application/pdf']),
      /** The listing's owner is suspended by an admin: the dashboard marks the card. */
      owner_suspended: z.boolean(),
    }),
  ),
  total: z.number().int(),
});
export type ProofQueue = z.infer<typeof proofQueueSchema>;
