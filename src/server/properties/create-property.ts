import { and, eq } from 'drizzle-orm';
import type { CreatePropertyData } from '../../shared/property-input';
import type { Property } from '../../shared/property';
import { LISTING_PHOTO_KINDS } from '../../shared/listing-fields';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/client';
import { photos, properties } from '../db/schema';
import { recordFingerprints } from '../media/photo-matches';
import type { ProcessedPhoto } from '../media/photo-variants';
import type { Storage } from '../media/storage';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { getProperty } from './get-property';
import { areaCentre, placeColumns } from './listing-place';
import { asPostedBy } from './poster-kind';
import { propertyColumns } from './property-values';
import { recordPrice } from './record-price';
import { resolvePlace } from './resolve-place';
import { photoFile, removeStoredPhotos, storeUploadedPhotos } from './store-photos';
import type { PhotoFiles } from './read-property-form';

/** What only the demo seeder (src/server/demo/seed-demo.ts) chooses; a request never does. */
export interface CreatePropertyOptions {
  /** The listing's id, derived from its place in the demo file so demo links work everywhere. */
  id?: string;
  /** processPhoto, remembered across calls: the demo's listings share their photo files. */
  processPhoto?: (file: Buffer) => Promise<ProcessedPhoto>;
  /** The request's Idempotency-Key: a second create with it answers the first listing. */
  idempotencyKey?: string;
}

/** The owner's listing created earlier with this Idempotency-Key, if any. */
export async function findByIdempotencyKey(
  db: Db,
  storage: Storage,
  viewer: Viewer,
  key: string,
): Promise<Property | null> {
  const [row] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.userId, viewer.id), eq(properties.idempotencyKey, key)));
  return row ? getProperty(db, storage, row.id, viewer) : null;
}

function isUniqueViolation(error: unknown): boolean {
  const { code, cause } = error as { code?: unknown; cause?: { code?: unknown } };
  return code === '23505' || cause?.code === '23505';
}

/**
 * A new listing, pending review, with its photos and floor plans, each kind in the order sent; the
 * first photo is the cover.
 */
export async function createProperty(
  db: Db,
  storage: Storage,
  viewer: Viewer,
  input: CreatePropertyData,
  files: PhotoFiles,
  options: CreatePropertyOptions = {},
): Promise<Property> {
  const place = await resolvePlace(db, input.property_address.delegation, input.property_address.city);
  const pin = input.pin ?? (await areaCentre(db, place.areaId));
  const stored = await storeUploadedPhotos(storage, files, options.processPhoto);
  let id: string;
  try {
    id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(properties)
        .values({
          ...(options.id && { id: options.id }),
          rentTimePeriod: null,
          ...propertyColumns(asPostedBy(input, viewer.user.accountType)),
          propertyType: input.property_type,
          title: input.property_title,
          description: input.description,
          price: input.price,
          priceType: input.price_type,
          category: input.category,
          address: input.property_address.address,
          contactNumber: input.contact_number,
          areaId: place.areaId,
          cityId: place.cityId,
          ...placeColumns(pin),
          userId: viewer.id,
          status: 'pending',
          idempotencyKey: options.idempotencyKey ?? null,
        })
        .returning({ id: properties.id });
      if (!row) throw new Error('property not created');
      await recordPrice(tx, row.id);
      if (stored.length > 0) {
        // Positions count within a kind; the files come kind after kind, each in the order sent.
        const photoRows = await tx
          .insert(photos)
          .values(
            stored.map((photo) => ({
              propertyId: row.id,
              position: stored.filter((other) => other.kind === photo.kind).indexOf(photo),
              ...photoFile(photo),
            })),
          )
          .returning({ id: photos.id, kind: photos.kind, position: photos.position });
        const cover = photoRows.find(
          (photo) => photo.position === 0 && LISTING_PHOTO_KINDS.includes(photo.kind),
        );
        if (cover)
          await tx.update(properties).set({ coverPhotoId: cover.id }).where(eq(properties.id, row.id));
        await recordFingerprints(tx, { propertyId: row.id, userId: viewer.id }, stored);
      }
      return row.id;
    });
  } catch (error) {
    // A definite failure (validation, a constraint): nothing points at the files, they go. A lost
    // connection leaves the outcome unknown (the COMMIT may have landed): the files stay, and if no
    // row names them the orphan sweep (properties/sweep-orphan-files.ts) removes them later.
    if (!isDatabaseUnavailable(error)) await removeStoredPhotos(storage, stored);
    // Two sends of one key at once: the one that lost the race answers the winner's listing.
    if (options.idempotencyKey && isUniqueViolation(error)) {
      const first = await findByIdempotencyKey(db, storage, viewer, options.idempotencyKey);
      if (first) return first;
    }
    throw error;
  }
  return getProperty(db, storage, id, viewer);
}
