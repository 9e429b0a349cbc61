import { eq } from 'drizzle-orm';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/client';
import { photos, properties } from '../db/schema';
import { recordAdminAction } from '../audit/admin-actions';
import type { Storage } from '../media/storage';
import { getOwnedProperty } from './owned-property';
import { removeStoredPhotos } from './store-photos';

/** Deletes a listing and its photo files; an admin's deletion of someone else's listing is audited. */
export async function deleteProperty(db: Db, storage: Storage, viewer: Viewer, id: string): Promise<void> {
  const listing = await getOwnedProperty(db, id, viewer);
  const files = await db
    .select({ storageKey: photos.storageKey })
    .from(photos)
    .where(eq(photos.propertyId, id));
  await db.transaction(async (tx) => {
    if (listing.userId !== viewer.id) {
      // The entry keeps the listing's id and title: it outlives the listing.
      await recordAdminAction(tx, {
        action: 'delete',
        by: viewer,
        propertyId: id,
        propertyTitle: listing.title,
        accountId: listing.userId,
      });
    }
    await tx.delete(properties).where(eq(properties.id, id));
  });
  await removeStoredPhotos(storage, files);
}
