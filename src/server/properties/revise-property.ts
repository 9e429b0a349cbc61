import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { kindOf, PHOTO_KINDS } from '../../shared/listing-fields';
import type { UpdatePropertyData } from '../../shared/property-input';
import { AppError } from '../app-error';
import type { Db } from '../db/client';
import { areas, cities, photos, properties, propertyRevisions } from '../db/schema';
import { recordFingerprints } from '../media/photo-matches';
import type { Storage } from '../media/storage';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { propertyColumns } from './property-values';
import { recordPrice } from './record-price';
import { resolvePlace } from './resolve-place';
import { newPlaceColumns } from './listing-place';
import {
  isEmptyRevision,
  readRevision,
  REVISABLE_COLUMNS,
  type RevisionChanges,
  type RevisionColumns,
  type RevisionPhoto,
} from './revision-changes';
import { photoFile, removeStoredPhotos, storeUploadedPhotos } from './store-photos';
import { chooseListingCover, orderedSet, photoOrders } from './photo-order';
import { allFiles, type PhotoFiles } from './read-property-form';

type Row = typeof properties.$inferSelect;

/**
 * An owner's edit of an approved listing (issue 17): the approved version stays public and the
 * changes wait for review as the listing's one revision.
 * - The edit continues from the pending revision, if any: a second edit merges into the first.
 * - What is kept is the difference from the public version; a save that leaves the revision as it
 *   was writes nothing (no revision, no `updated_at`, no place in the queue), and one that undoes
 *   every change removes the revision.
 * - A change of the price alone is applied at once, without review: owners change it most, and a
 *   moderator learns nothing from a number. With any other change, the price waits with the rest.
 * - Photos and floor plans: a revision that changes any holds the whole new set of every kind, each
 *   kind in order (kept ones by id, new files stored now under fresh ids), and the cover. The public listing keeps its photos and files
 *   until approval; the sweep keeps files a revision names (sweep-orphan-files.ts).
 *
 * Answers the price the listing had when a lower price went live at once (for alerts), else null.
 */
export async function reviseProperty(
  db: Db,
  storage: Storage,
  existing: Row,
  input: UpdatePropertyData,
  files: PhotoFiles,
  admitPhotos: (files: Buffer[]) => Promise<void>,
): Promise<{ priceFellFrom: number | null }> {
  const id = existing.id;
  const [stored] = await db.select().from(propertyRevisions).where(eq(propertyRevisions.propertyId, id));
  const previous = readRevision(stored?.changes) ?? { columns: {} };
  // The listing as the owner last left it: public values with their pending changes on top.
  const base = { ...existing, ...previous.columns };
  const propertyType = input.property_type ?? base.propertyType;
  const rentTimePeriod = input.rent_time_period === undefined ? base.rentTimePeriod : input.rent_time_period;
  if (propertyType === 'rent' && !rentTimePeriod)
    throw new AppError('VALIDATION_FAILED', undefined, { rent_time_period: 'required' });
  const place = input.property_address
    ? await resolvePlace(db, input.property_address.delegation, input.property_address.city)
    : undefined;
  const located = await newPlaceColumns(db, base, input.pin, place?.areaId);
  const wanted: RevisionColumns = {
    ...previous.columns,
    ...pickRevisable({
      ...propertyColumns({ ...input, property_type: propertyType }),
      ...(place ?? {}),
      ...located,
    }),
  };
  const columns = differences(wanted, existing);

  // Photos and floor plans: the set the owner sees in the form (the revision's, else the public one),
  // kind after kind, each in order.
  const publishedRows = await db
    .select({
      id: photos.id,
      kind: photos.kind,
      storageKey: photos.storageKey,
      width: photos.width,
      height: photos.height,
    })
    .from(photos)
    .where(eq(photos.propertyId, id))
    .orderBy(photos.position);
  const published = PHOTO_KINDS.flatMap((kind) => publishedRows.filter((photo) => photo.kind === kind));
  const current: RevisionPhoto[] = previous.photos ?? published;
  const orders = photoOrders(input, current, files);
  await admitPhotos(allFiles(files));
  const newFiles = await storeUploadedPhotos(storage, files);
  const added: RevisionPhoto[] = newFiles.map((photo) => ({ id: randomUUID(), ...photoFile(photo) }));
  const nextSet = orderedSet(orders, current, added).map((photo) => ({ ...photo, kind: kindOf(photo) }));
  const cover = chooseListingCover(
    input.cover_photo,
    orders,
    added,
    previous.coverPhotoId !== undefined ? previous.coverPhotoId : existing.coverPhotoId,
  );
  const photosChanged = nextSet.map((p) => p.id).join() !== published.map((p) => p.id).join();

  const next: RevisionChanges = { columns };
  if (photosChanged) next.photos = nextSet;
  if (photosChanged || cover !== existing.coverPhotoId) next.coverPhotoId = cover;
  if (columns.areaId !== undefined || columns.cityId !== undefined) {
    next.place = await placeNames(db, columns.areaId ?? existing.areaId, columns.cityId ?? existing.cityId);
  }
  const priceOnly =
    Object.keys(columns).length === 1 &&
    columns.price !== undefined &&
    next.photos === undefined &&
    next.coverPhotoId === undefined;
  // Files the revision held before but no longer names, and no listing photo uses.
  const publishedKeys = new Set(published.map((photo) => photo.storageKey));
  const nextKeys = new Set((priceOnly ? [] : (next.photos ?? [])).map((photo) => photo.storageKey));
  const dropped = (previous.photos ?? []).filter(
    (photo) => !publishedKeys.has(photo.storageKey) && !nextKeys.has(photo.storageKey),
  );

  if (stored ? sameChanges(next, previous) : isEmptyRevision(next)) {
    await removeStoredPhotos(storage, added);
    return { priceFellFrom: null }; // nothing changed: nothing is written
  }
  try {
    await db.transaction(async (tx) => {
      // A revision's new files are fingerprinted now: the moderator sees their matches before deciding.
      await recordFingerprints(tx, { propertyId: id, userId: existing.userId }, newFiles);
      if (priceOnly) {
        await tx
          .update(properties)
          .set({ price: columns.price, updatedAt: new Date() })
          .where(eq(properties.id, id));
        await recordPrice(tx, id);
        await tx.delete(propertyRevisions).where(eq(propertyRevisions.propertyId, id));
      } else if (isEmptyRevision(next)) {
        await tx.delete(propertyRevisions).where(eq(propertyRevisions.propertyId, id));
      } else {
        await tx
          .insert(propertyRevisions)
          .values({ propertyId: id, changes: next })
          .onConflictDoUpdate({
            target: propertyRevisions.propertyId,
            set: { changes: next, updatedAt: sql`now()` },
          });
      }
    });
  } catch (error) {
    if (!isDatabaseUnavailable(error)) await removeStoredPhotos(storage, added);
    throw error;
  }
  // A price alone went live: the new files of this edit (none are expected) are not kept either.
  if (priceOnly) await removeStoredPhotos(storage, added);
  await removeStoredPhotos(storage, dropped);
  const fell = priceOnly && columns.price !== undefined && columns.price < existing.price;
  return { priceFellFrom: fell ? existing.price : null };
}

function pickRevisable(columns: Partial<Row>): RevisionColumns {
  const picked: Record<string, unknown> = {};
  for (const column of REVISABLE_COLUMNS) {
    if (columns[column] !== undefined) picked[column] = columns[column];
  }
  return picked;
}

/** The columns whose wanted value differs from the public one. */
function differences(wanted: RevisionColumns, existing: Row): RevisionColumns {
  const changed: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(wanted)) {
    if (JSON.stringify(value) !== JSON.stringify(existing[column as keyof Row])) changed[column] = value;
  }
  return changed;
}

function sameChanges(a: RevisionChanges, b: RevisionChanges): boolean {
  const canonical = (changes: RevisionChanges) =>
    JSON.stringify([
      Object.entries(changes.columns).sort(([x], [y]) => x.localeCompare(y)),
      changes.photos?.map((photo) => photo.id) ?? null,
      changes.coverPhotoId === undefined ? '-' : changes.coverPhotoId,
    ]);
  return canonical(a) === canonical(b);
}

async function placeNames(db: Db, areaId: number, cityId: number): Promise<RevisionChanges['place']> {
  const [area] = await db
    .select({ slug: areas.slug, name: areas.name, name_bn: areas.nameBn })
    .from(areas)
    .where(eq(areas.id, areaId));
  const [city] = await db
    .select({ slug: cities.slug, name: cities.name, name_bn: cities.nameBn })
    .from(cities)
    .where(eq(cities.id, cityId));
  if (!area || !city)
    throw new AppError('VALIDATION_FAILED', undefined, { 'property_address.delegation': 'unknown_area' });
  return { delegation: area, city };
}
