import { eq } from 'drizzle-orm';
import type { ProofKind } from '../../shared/enums';
import { AppError } from '../app-error';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/client';
import { ownershipProofs, properties } from '../db/schema';
import { getOwnedProperty } from '../properties/owned-property';
import type { ProofFile } from './proof-file';

/**
 * Whether `viewer` may send a proof for the listing, asked before its upload is read: only its owner
 * does, not an admin for them (403; 404 for a listing they cannot see), and a listing already
 * verified needs none (409).
 */
export async function checkProofSender(db: Db, viewer: Viewer, id: string): Promise<void> {
  const listing = await getOwnedProperty(db, id, viewer);
  if (listing.userId !== viewer.id) throw new AppError('FORBIDDEN');
  if (listing.ownerVerifiedAt) throw new AppError('CONFLICT');
}

/**
 * The owner's proof that a listing is theirs, kept to wait for an admin. A new one replaces the last
 * (a declined one, or one still waiting: the owner found a better paper). The listing is locked while
 * it is stored, so that an approval landing meanwhile is seen (409) rather than undone later.
 */
export async function storeProof(db: Db, id: string, kind: ProofKind, file: ProofFile) {
  const proof = {
    kind,
    contentType: file.contentType,
    file: file.bytes,
    status: 'pending' as const,
    reason: null,
    sentAt: new Date(),
    decidedAt: null,
    decidedBy: null,
  };
  return db.transaction(async (tx) => {
    const [listing] = await tx
      .select({ ownerVerifiedAt: properties.ownerVerifiedAt })
      .from(properties)
      .where(eq(properties.id, id))
      .for('update');
    if (!listing) throw new AppError('PROPERTY_NOT_FOUND');
    if (listing.ownerVerifiedAt) throw new AppError('CONFLICT');
    await tx
      .insert(ownershipProofs)
      .values({ propertyId: id, ...proof })
      .onConflictDoUpdate({ target: ownershipProofs.propertyId, set: proof });
    return { sentAt: proof.sentAt };
  });
}
