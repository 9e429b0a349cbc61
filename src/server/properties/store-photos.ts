import {
  newStorageKey,
  processPhotos,
  removePhotoFiles,
  storePhoto,
  type ProcessedPhoto,
} from '../media/photo-variants';
import type { Storage } from '../media/storage';

export interface StoredPhotoFile {
  storageKey: string;
  width: number;
  height: number;
}

/**
 * Turns uploaded files into stored WebP variants: every file is processed (in the image queue) before
 * the first is stored, so a refused file stores nothing, and is named as `photos.<index>` (its place
 * among `files`, the request's new photos) in the error's `errors`. If a write fails, the photos already stored
 * are removed again: a failed post leaves no orphan files.
 */
export async function storeUploadedPhotos(
  storage: Storage,
  files: Buffer[],
  toVariants?: (file: Buffer) => Promise<ProcessedPhoto>,
): Promise<StoredPhotoFile[]> {
  const processed = await processPhotos(files, toVariants, 'photos');
  const stored: StoredPhotoFile[] = [];
  try {
    for (const photo of processed) {
      const storageKey = newStorageKey();
      await storePhoto(storage, storageKey, photo);
      stored.push({ storageKey, width: photo.width, height: photo.height });
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
