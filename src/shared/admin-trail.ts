import { z } from 'zod';
import { ADMIN_ACTIONS } from './enums';

/**
 * One entry of the admins' audit trail: who (the admin's account and name as they were; null when no
 * admin acted: a hold after reports, a promotion by the operator), what (the action, the listing with
 * its title as it was, the account acted on), when, and the reason given.
 */
export const adminTrailEntrySchema = z.object({
  id: z.uuid(),
  action: z.enum(ADMIN_ACTIONS),
  admin: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** Kept after the listing is deleted; its title as it was when the action was taken. */
  property_id: z.uuid().nullable(),
  property_title: z.string().nullable(),
  /** The listing's owner, or the account suspended or promoted. */
  account_id: z.uuid().nullable(),
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type AdminTrailEntry = z.infer<typeof adminTrailEntrySchema>;

/** GET /property/{id}/trail: a listing's entries, the newest first. */
export const adminTrailResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(adminTrailEntrySchema),
});
