import { and, eq, notInArray } from 'drizzle-orm';
import { kindOf, PHOTO_KINDS } from '../../shared/listing-fields';
import type { Property } from '../../shared/property';
import type { RevisionDecisionInput } from '../../shared/revision';
import { AppError } from '../app-error';
import type { Viewer } from '../auth/viewer';
import { moderationActions, photos, properties, propertyRevisions, users } from '../db/schema';
import { provenEmail } from '../db/proven-email';
import { revisionDeclinedMail } from './revision-mail';
import { getProperty } from '../properties/get-property';
import { readRevision, type RevisionPhoto } from '../properties/revision-changes';
import { removeStoredPhotos } from '../properties/store-photos';
import type { DecisionContext } from './decide-property';

/**
 * An admin decides a listing's pending revision. Approving swaps the changes in, photos too, in one
 * transaction (the search columns follow through the table's triggers; the expiry stays as it
 * was). Declining drops the revision and its new files, keeps the public version, and mails the
 * owner the reason in their language. Either way a `moderation_actions` row records it.
 */
export async function decideRevision(
  ctx: DecisionContext,
  admin: Viewer,
  id: string,
  input: RevisionDecisionInput,
): Promise<Property> {
  const reason = input.decision === 'decline' ? input.rejection_reason : null;
  const { unused, owner, title, priceFellFrom } = await ctx.db.transaction(async (tx) => {
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
          ...(revision.coverPhotoId !== undefined && { coverPhotoId: revision.coverPhotoId }),
          approvedRejectBy: admin.id,
          updatedAt: new Date(),
        })
        .where(eq(properties.id, id));
    } else {
      unused = (revision.photos ?? []).filter((photo) => !publishedIds.has(photo.id));
    }
    await tx.insert(moderationActions).values({
      propertyId: id,
      propertyTitle: listing.title,
      adminId: admin.id,
      action: reason === null ? 'approve_revision' : 'decline_revision',
      reason,
    });
    const [owner] = await tx
      .select({ email: provenEmail, name: users.name, language: users.language })
      .from(users)
      .where(eq(users.id, listing.userId));
    const newPrice = reason === null ? revision.columns.price : undefined;
    const priceFellFrom = newPrice !== undefined && newPrice < listing.price ? listing.price : null;
    return { unused, owner, title: listing.title, priceFellFrom };
  });
  // Files go only once no row points at them.
  await removeStoredPhotos(ctx.storage, unused);
  if (priceFellFrom !== null) await ctx.events.priceFell(id, priceFellFrom);
  if (reason === null) await ctx.events.approved(id);
  // An owner with a phone alone has no address: the reason shows on /profile-post only.
  if (owner?.email && reason !== null) {
    const mail = revisionDeclinedMail(
      { ...owner, email: owner.email },
      title,
      reason,
      `${ctx.publicUrl}/profile-post`,
    );
    // The decision stands if the mail cannot go out; the owner still sees the reason on /profile-post.
    await ctx.mailer.send(mail).catch((error: unknown) => {
      ctx.log.warn({ err: error, propertyId: id }, 'revision decision mail not sent');
    });
  }
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
