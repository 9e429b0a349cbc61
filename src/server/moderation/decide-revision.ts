import { and, eq, notInArray } from 'drizzle-orm';
import { kindOf, PHOTO_KINDS } from '../../shared/listing-fields';
import type { Property } from '../../shared/property';
import type { RevisionDecisionInput } from '../../shared/revision';
import { AppError } from '../app-error';
import type { Viewer } from '../auth/viewer';
import { photos, properties, propertyRevisions } from '../db/schema';
import { recordAdminAction } from '../audit/admin-actions';
import { revisionDecidedMail } from './revision-mail';
import { revisionSms } from './decision-sms';
import { getProperty } from '../properties/get-property';
import { verificationAfterNumber } from '../properties/owner-verification';
import { recordPrice } from '../properties/record-price';
import { readRevision, type RevisionPhoto } from '../properties/revision-changes';
import { removeStoredPhotos } from '../properties/store-photos';
import { tellOwner, type DecisionContext } from './decide-property';
import { hasPhotoMatches } from './evidence';

/**
 * An admin decides a listing's pending revision. Approving swaps the changes in, photos too, in one
 * transaction (the search columns follow through the table's triggers; the expiry stays as it
 * was). Declining drops the revision and its new files and keeps the public version. Either way the
 * owner is told in their language, by e-mail or SMS (with the reason when declined). Either way the audit trail records it.
 */
export async function decideRevision(
  ctx: DecisionContext,
  admin: Viewer,
  id: string,
  input: RevisionDecisionInput,
): Promise<Property> {
  const reason = input.decision === 'decline' ? input.rejection_reason : null;
  // Copied photos sent in a revision wait for a look at the evidence, as a new listing's do.
  if (input.decision === 'approve' && !input.evidence_seen && (await hasPhotoMatches(ctx.db, id)))
    throw new AppError('EVIDENCE_UNSEEN');
  const { unused, ownerId, title, priceFellFrom } = await ctx.db.transaction(async (tx) => {
    const [listing] = await tx
      .select({ title: properties.title, userId: properties.userId, price: properties.price })
      .from(properties)
      .where(eq(properties.id, id))
      .for('update');
    if (!listing) throw new AppError('PROPERTY_NOT_FOUND');
    const [stored] = await tx
      .delete(propertyRevisions)
      .where(eq(propertyRevisions.propertyId, id))
      .returning({ changes: propertyRevisions.changes });
    const revision = readRevision(stored?.changes);
    // Nothing waits (another admin decided first, or the owner undid the changes).
    if (!revision) throw new AppError('CONFLICT');
    const published = await tx
      .select({ id: photos.id, storageKey: photos.storageKey })
      .from(photos)
      .where(eq(photos.propertyId, id));
    const publishedIds = new Set(published.map((photo) => photo.id));
    let unused: Array<{ storageKey: string }>;
    if (reason === null) {
      unused = revision.photos ? await swapPhotos(tx, id, revision.photos, publishedIds) : [];
      await tx
        .update(properties)
        .set({
          ...revision.columns,
          ...verificationAfterNumber(revision.columns.contactNumber),
          ...(revision.coverPhotoId !== undefined && { coverPhotoId: revision.coverPhotoId }),
          approvedRejectBy: admin.id,
          updatedAt: new Date(),
        })
        .where(eq(properties.id, id));
      await recordPrice(tx, id);
    } else {
      unused = (revision.photos ?? []).filter((photo) => !publishedIds.has(photo.id));
    }
    await recordAdminAction(tx, {
      action: reason === null ? 'approve_revision' : 'decline_revision',
      by: admin,
      propertyId: id,
      propertyTitle: listing.title,
      accountId: listing.userId,
      reason,
    });
    const newPrice = reason === null ? revision.columns.price : undefined;
    const priceFellFrom = newPrice !== undefined && newPrice < listing.price ? listing.price : null;
    return { unused, ownerId: listing.userId, title: listing.title, priceFellFrom };
  });
  // Files go only once no row points at them.
  await removeStoredPhotos(ctx.storage, unused);
  if (priceFellFrom !== null) await ctx.events.priceFell(id, priceFellFrom);
  if (reason === null) await ctx.events.approved(id);
  const link = `${ctx.publicUrl}/profile-post`;
  await tellOwner(ctx, ownerId, {
    kind: reason === null ? 'revision-approved' : 'revision-declined',
    mail: (owner) => revisionDecidedMail(owner, title, reason, link),
    sms: (language) => revisionSms(language, title, reason, link),
  });
  return getProperty(ctx.db, ctx.storage, id, admin);
}

type Tx = Parameters<Parameters<DecisionContext['db']['transaction']>[0]>[0];

/**
 * Makes the listing's photos and floor plans the revision's set, each kind in its order; returns the
 * files no longer used.
 */
async function swapPhotos(tx: Tx, id: string, set: RevisionPhoto[], publishedIds: Set<string>) {
  const keep = set.map((photo) => photo.id);
  const removed = await tx
    .delete(photos)
    .where(
      keep.length ? and(eq(photos.propertyId, id), notInArray(photos.id, keep)) : eq(photos.propertyId, id),
    )
    .returning({ storageKey: photos.storageKey });
  const added = set.filter((photo) => !publishedIds.has(photo.id));
  if (added.length) {
    await tx
      .insert(photos)
      .values(
        added.map((photo, n) => ({ ...photo, kind: kindOf(photo), propertyId: id, position: 100 + n })),
      );
  }
  for (const kind of PHOTO_KINDS) {
    const ofKind = set.filter((photo) => kindOf(photo) === kind);
    for (const [position, photo] of ofKind.entries()) {
      await tx
        .update(photos)
        .set({ position })
        .where(and(eq(photos.id, photo.id), eq(photos.propertyId, id)));
    }
  }
  return removed;
}
