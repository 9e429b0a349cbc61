import { eq } from 'drizzle-orm';
import type { OwnershipDecision } from '../../shared/ownership';
import { AppError } from '../app-error';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/client';
import { ownershipProofs, properties } from '../db/schema';
import { recordAdminAction } from '../audit/admin-actions';

/**
 * An admin accepts a listing's proof of ownership (the listing gets its "owner verified" date) or
 * declines it with the reason. One decision per proof: a second is 409, as is one about a proof the
 * owner has replaced since (`sent_at`); no proof waiting 404. The
 * decision goes into the audit trail; the file stays only until PROOF_KEEP_DAYS have passed.
 */
export async function decideOwnership(db: Db, admin: Viewer, id: string, input: OwnershipDecision) {
  const reason = input.decision === 'declined' ? (input.reason ?? null) : null;
  return db.transaction(async (tx) => {
    // The listing first, then its proof: the order a proof is stored in (send-proof.ts).
    await tx.select({ id: properties.id }).from(properties).where(eq(properties.id, id)).for('update');
    const [proof] = await tx
      .select({ status: ownershipProofs.status, sentAt: ownershipProofs.sentAt })
      .from(ownershipProofs)
      .where(eq(ownershipProofs.propertyId, id))
      .for('update');
    if (!proof) throw new AppError('PROOF_NOT_FOUND');
    const another = input.sent_at !== undefined && Date.parse(input.sent_at) !== proof.sentAt.getTime();
    if (proof.status !== 'pending' || another) throw new AppError('CONFLICT');
    const now = new Date();
    await tx
      .update(ownershipProofs)
      .set({ status: input.decision, reason, decidedAt: now, decidedBy: admin.id })
      .where(eq(ownershipProofs.propertyId, id));
    const [listing] = await tx
      .update(properties)
      .set({ ownerVerifiedAt: input.decision === 'approved' ? now : null })
      .where(eq(properties.id, id))
      .returning({ title: properties.title, ownerId: properties.userId });
    await recordAdminAction(tx, {
      action: input.decision === 'approved' ? 'approve_ownership' : 'decline_ownership',
      by: admin,
      propertyId: id,
      propertyTitle: listing!.title,
      accountId: listing!.ownerId,
      reason,
    });
    return { ...listing!, reason };
  });
}
