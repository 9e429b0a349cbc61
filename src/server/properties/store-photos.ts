import {
  newStorageKey,
  processPhotos,
  removePhotoFiles,
  storePhoto,
  type ProcessedPhoto,
} from '../media/photo-variants';
import type { Storage } from '../media/storage';
import { PHOTO_KIND, PHOTO_KINDS, type PhotoKind } from '../../shared/listing-fields';
import type { PhotoFiles } from './read-property-form';

export interface StoredPhotoFile {
  kind: PhotoKind;
  storageKey: string;
  width: number;
  height: number;
}

/** A file just stored, with the fingerprints made from it (kept in photo_fingerprints, not with the photo). */
export type NewPhotoFile = StoredPhotoFile & { fingerprints: bigint[] };

/**
 * Turns uploaded files into stored WebP variants, kind after kind (PHOTO_KINDS), each kind in the
 * order sent: every file is processed (in the image queue) before the first is stored, so a refused
 * file stores nothing, and is named as `<field>.<index>` (`photos.2`, `floor_plans.0`: its place among
 * the request's new files of its kind) in the error's `errors`. If a write fails, the files already
 * stored are removed again: a failed post leaves no orphan files.
 */
export async function storeUploadedPhotos(
  storage: Storage,
  files: PhotoFiles,
  toVariants?: (file: Buffer) => Promise<ProcessedPhoto>,
): Promise<NewPhotoFile[]> {
  const processed = [];
  for (const kind of PHOTO_KINDS) {
    const done = await processPhotos(files[kind] ?? [], toVariants, PHOTO_KIND[kind].field);
    processed.push(...done.map((photo) => ({ kind, photo })));
  }
  const stored: NewPhotoFile[] = [];
  try {
    for (const { kind, photo } of processed) {
      const storageKey = newStorageKey();
      await storePhoto(storage, storageKey, photo);
      stored.push({
        kind,
        storageKey,
        width: photo.width,
        height: photo.height,
        fingerprints: photo.fingerprints,
      });
    }
    return stored;
  } catch (error) {
    await removeStoredPhotos(storage, stored);
    throw error;
  }
}

export async function removeStoredPhotos(
  storage: Storage,
  photos: Array<{ storageKey: string }>,
): Promise<void> {
  // Clean-up never hides the error that called for it; a file it misses is only an orphan.
  await Promise.allSettled(photos.map((photo) => removePhotoFiles(storage, photo.storageKey)));
}

/** A stored file's columns in `photos` (or a revision's list): its fingerprints go elsewhere. */
export const photoFile = ({ fingerprints: _fingerprints, ...file }: NewPhotoFile): StoredPhotoFile => file;
