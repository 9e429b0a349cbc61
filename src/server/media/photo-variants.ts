import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { PHOTO_WIDTHS } from '../../shared/photo-sizes';
import { AppError } from '../app-error';
import { imageQueue } from './image-queue';
import { fingerprintPhoto } from './photo-fingerprint';
import type { Storage } from './storage';

// Phones get the small variants, desktops the large (PHOTO_WIDTHS); every variant is WebP without metadata.
const DISPLAY_WIDTH = 640;
// Link previews (Facebook, Messenger, WhatsApp) want 1200 × 630; JPEG is what every one of them reads.
const SHARE_SIZE = { width: 1200, height: 630 } as const;
// Refuse decompression bombs: a tiny file that decodes to a gigantic bitmap.
export const MAX_PHOTO_PIXELS = 40_000_000;

export interface ProcessedPhoto {
  width: number;
  height: number;
  variants: Array<{ width: number; content: Buffer }>;
  /** The link-preview picture: cropped to 1200 × 630, JPEG. */
  share: Buffer;
  /** Its perceptual hashes (photo-fingerprint.ts): none for a photo too plain to tell apart. */
  fingerprints: bigint[];
}

// What phones and cameras send; judged from the bytes, never from the file name or declared type.
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);
const NOT_AN_IMAGE = 'The file is not a readable JPEG, PNG, WebP or AVIF image';

/** Decodes untrusted image bytes, turns them upright and re-encodes each width as WebP. */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  try {
    // failOn 'truncated': a photo cut off in transit is refused, not stored half grey.
    const upright = sharp(input, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'truncated' }).rotate();
    const metadata = await upright.clone().metadata();
    if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format))
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_AN_IMAGE);
    const { width, height } = metadata.autoOrient ?? metadata;
    const variants = [];
    for (const target of PHOTO_WIDTHS) {
      // sharp drops EXIF (GPS included), ICC and XMP unless asked to keep them.
      const content = await upright
        .clone()
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: 78 })
        .toBuffer();
      variants.push({ width: target, content });
    }
    const share = await upright
      .clone()
      .resize({ ...SHARE_SIZE, fit: 'cover' })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
    const fingerprints = await fingerprintPhoto(upright);
    return { width: width ?? 0, height: height ?? 0, variants, share, fingerprints };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Decompression bombs: the header promises more pixels than we are willing to decode.
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new AppError('PHOTOS_TOO_LARGE');
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_AN_IMAGE, undefined, error);
  }
}

// The issue code of a refused photo in the error envelope's `errors`, by the refusal's code.
const REFUSED_PHOTO_ISSUE: Partial<Record<string, string>> = {
  UNSUPPORTED_MEDIA_TYPE: 'not_an_image',
  PHOTOS_TOO_LARGE: 'too_many_pixels',
};

/**
 * One request's photos, one after another, when the process's image queue gives them their turn
 * (image-queue.ts). `toVariants` is processPhoto, or the demo seeder's remembered copy of it. With a
 * `field`, a refused photo is named in the error's `errors` as `<field>.<index>` (its place among
 * `files`), so that the form can mark that one photo and keep the others.
 */
export async function processPhotos(
  files: Buffer[],
  toVariants: (file: Buffer) => Promise<ProcessedPhoto> = processPhoto,
  field?: string,
): Promise<ProcessedPhoto[]> {
  if (files.length === 0) return [];
  return imageQueue.run(async () => {
    const processed = [];
    for (const [index, file] of files.entries()) {
      try {
        processed.push(await toVariants(file));
      } catch (error) {
        const issue = error instanceof AppError ? REFUSED_PHOTO_ISSUE[error.code] : undefined;
        if (!field || !issue || !(error instanceof AppError)) throw error;
        throw new AppError(error.code, error.message, { [`${field}.${index}`]: issue }, error.cause);
      }
    }
    return processed;
  });
}

export function newStorageKey(): string {
  return randomBytes(12).toString('hex');
}

export function variantName(storageKey: string, width: number): string {
  return `${storageKey}-${width}.webp`;
}

export function shareImageName(storageKey: string): string {
  return `${storageKey}-share.jpg`;
}

/** Writes every file of a photo, or none: after a failed write the others are removed again. */
export async function storePhoto(storage: Storage, storageKey: string, photo: ProcessedPhoto): Promise<void> {
  // allSettled, not all: every write has finished before the clean-up starts, so none lands after it.
  const writes = await Promise.allSettled([
    ...photo.variants.map((v) => storage.put(variantName(storageKey, v.width), v.content)),
    storage.put(shareImageName(storageKey), photo.share),
  ]);
  const failed = writes.find((write) => write.status === 'rejected');
  if (failed) {
    await removePhotoFiles(storage, storageKey).catch(() => {});
    throw failed.reason;
  }
}

export async function removePhotoFiles(storage: Storage, storageKey: string): Promise<void> {
  await Promise.all([
    ...PHOTO_WIDTHS.map((w) => storage.remove(variantName(storageKey, w))),
    storage.remove(shareImageName(storageKey)),
  ]);
}

export function photoUrls(storage: Storage, storageKey: string): { url: string; srcset: string } {
  return {
    url: storage.url(variantName(storageKey, DISPLAY_WIDTH)),
    srcset: PHOTO_WIDTHS.map((w) => `${storage.url(variantName(storageKey, w))} ${w}w`).join(', '),
  };
}
