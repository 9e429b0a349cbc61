import { eq, inArray } from 'drizzle-orm';
import type { Property } from '../../shared/property';
import { PHOTO_KINDS } from '../../shared/listing-fields';
import type { UpdatePropertyData } from '../../shared/property-input';
import type { ListingEvents } from './listing-events';
import { AppError } from '../app-error';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/client';
import { photos, properties, propertyRevisions } from '../db/schema';
import { recordFingerprints } from '../media/photo-matches';
import type { Storage } from '../media/storage';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { adminOnOthers, getOwnedProperty } from './owned-property';
import { recordAdminAction } from '../audit/admin-actions';
import { getProperty } from './get-property';
import { newPlaceColumns } from './listing-place';
import { asPostedBy, ownerAccountType } from './poster-kind';
import { verificationAfterNumber } from './owner-verification';
import { propertyColumns } from './property-values';
import { recordPrice } from './record-price';
import { chooseListingCover, keptIds as keptOf, orderedSet, photoOrders } from './photo-order';
import { allFiles, type PhotoFiles } from './read-property-form';
import { resolvePlace } from './resolve-place';
import { reviseProperty } from './revise-property';
import { photoFile, removeStoredPhotos, storeUploadedPhotos } from './store-photos';

/**
 * The owner's (or an admin's) edit: any field, photos and floor plans kept in a new order, removed
 * or added (each kind on its own: photo-order.ts), and the cover. An owner's edit of a pending or declined listing sends it (back) to review; one of an
 * approved listing becomes a revision and the approved version stays public (revise-property.ts); `property_status` is never taken
 * from the request. `admitPhotos` (the app's, photo-admission.ts) runs once the edit is known to be
 * allowed and valid, just before the photos are processed: a stranger's or a refused edit spends no
 * upload budget.
 */
export async function updateProperty(
  db: Db,
  storage: Storage,
  viewer: Viewer,
  id: string,
  given: UpdatePropertyData,
  files: PhotoFiles,
  admitPhotos: (files: Buffer[]) => Promise<void>,
  events?: Pick<ListingEvents, 'priceFell'>,
): Promise<Property> {
  const existing = await getOwnedProperty(db, id, viewer);
  const accountType =
    existing.userId === viewer.id ? viewer.user.accountType : await ownerAccountType(db, existing.userId);
  const input = asPostedBy(given, accountType);
  // The request may name the type or the period alone: the rule (a rental has a period, a sale none)
  // holds for the listing as it will be, like the table's CHECK that would otherwise fail with a 500.
  const propertyType = input.property_type ?? existing.propertyType;
  const rentTimePeriod =
    input.rent_time_period === undefined ? existing.rentTimePeriod : input.rent_time_period;
  if (propertyType === 'rent' && !rentTimePeriod)
    throw new AppError('VALIDATION_FAILED', undefined, { rent_time_period: 'required' });
  // A rented flat cannot become a sale that is rented: the deal changes once it is back on the market.
  if (existing.marketStatus !== 'available' && propertyType !== existing.propertyType)
    throw new AppError('VALIDATION_FAILED', undefined, { property_type: 'closed_deal_type' });
  const ownersEdit = !adminOnOthers(viewer, existing.userId);
  if (ownersEdit && existing.status === 'approved') {
    const { priceFellFrom } = await reviseProperty(db, storage, existing, input, files, admitPhotos);
    if (priceFellFrom !== null) await events?.priceFell(id, priceFellFrom);
    return getProperty(db, storage, id, viewer);
  }
  const current = await db.select().from(photos).where(eq(photos.propertyId, id)).orderBy(photos.position);
  const orders = photoOrders(input, current, files);
  const keptIds = keptOf(orders);
  const place = input.property_address
    ? await resolvePlace(db, input.property_address.delegation, input.property_address.city)
    : undefined;

  const located = await newPlaceColumns(db, existing, input.pin, place?.areaId);
  await admitPhotos(allFiles(files));
  const added = await storeUploadedPhotos(storage, files);
  const removed = current.filter((photo) => !keptIds.includes(photo.id));
  try {
    await db.transaction(async (tx) => {
      if (removed.length > 0) {
        await tx.delete(photos).where(
          inArray(
            photos.id,
            removed.map((photo) => photo.id),
          ),
        );
      }
      // Out of the way of the positions being given (0 and up, within each kind), then placed.
      const addedRows = added.length
        ? await tx
            .insert(photos)
            .values(added.map((photo, n) => ({ propertyId: id, position: 100 + n, ...photoFile(photo) })))
            .returning({ id: photos.id, kind: photos.kind })
        : [];
      // The owner's files, whoever edits: an admin's edit does not make them the admin's.
      await recordFingerprints(tx, { propertyId: id, userId: existing.userId }, added);
      const placed = orderedSet(orders, current, addedRows);
      for (const kind of PHOTO_KINDS) {
        const ofKind = placed.filter((photo) => photo.kind === kind);
        for (const [position, photo] of ofKind.entries())
          await tx.update(photos).set({ position }).where(eq(photos.id, photo.id));
      }
      const coverId = chooseListingCover(input.cover_photo, orders, addedRows, existing.coverPhotoId);
      await tx
        .update(properties)
        .set({
          // A sale drops the rent-only details, as one posted for sale does.
          ...propertyColumns({ ...input, property_type: propertyType }),
          ...verificationAfterNumber(input.contact_number),
          ...(place ?? {}),
          ...located,
          coverPhotoId: coverId,
          // An owner's change goes back to the review queue (docs/listings.md); an admin's fix does not.
          ...(!ownersEdit ? {} : { status: 'pending' as const, rejectionReason: null }),
          updatedAt: new Date(),
        })
        .where(eq(properties.id, id));
      await recordPrice(tx, id);
      // An edit of a listing under review replaces any revision left from when it was public.
      if (ownersEdit) await tx.delete(propertyRevisions).where(eq(propertyRevisions.propertyId, id));
      // An admin's fix of someone else's listing goes into the audit trail, with the title it had.
      else
        await recordAdminAction(tx, {
          action: 'edit',
          by: viewer,
          propertyId: id,
          propertyTitle: existing.title,
          accountId: existing.userId,
        });
    });
  } catch (error) {
    // Only a definite failure removes the new files; after a lost connection the COMMIT may have
    // landed, and the orphan sweep (properties/sweep-orphan-files.ts) takes them if it did not.
    if (!isDatabaseUnavailable(error)) await removeStoredPhotos(storage, added);
    throw error;
  }
  // Files go only once the database no longer points at them.
  await removeStoredPhotos(storage, removed);
  return getProperty(db, storage, id, viewer);
}
