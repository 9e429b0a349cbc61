import { WIDEST_PHOTO } from '../../shared/photo-sizes';

// Phones take 4000 px photos of several megabytes; Rajshahi's mobile data is slow and costs money.
// Every photo a user picks (listing photos, avatar, cover) is scaled on the phone before it leaves.

export interface PhotoLimits {
  /** The widest the photo may go. */
  maxWidth: number;
  /** The longest side, where the height counts too. */
  maxEdge?: number;
  /** A file no bigger than this that needs no scaling goes as it is. */
  keepUpToBytes: number;
}

export const PHOTO_LIMITS = {
  /** Listing photos: at most 2048 px on the longer side. */
  listing: { maxWidth: 2048, maxEdge: 2048, keepUpToBytes: 2 * 1024 * 1024 },
  /** Avatars and covers: no wider than the widest variant the server keeps of them. */
  profile: { maxWidth: WIDEST_PHOTO, keepUpToBytes: 1024 * 1024 },
} as const satisfies Record<string, PhotoLimits>;

// JPEG, which every browser encodes (a canvas asked for WebP gives PNG in Safari before 17); the server
// re-encodes to WebP at 78, so 0.85 keeps the detail it can use.
const TYPE = 'image/jpeg';
const QUALITY = 0.85;

export interface Size {
  width: number;
  height: number;
}

/** The size a photo is sent at: scaled down, never up, keeping its proportions, to fit the limits. */
export function scaledSize(size: Size, limits: PhotoLimits): Size {
  const { width, height } = size;
  if (width <= 0 || height <= 0) return size;
  const scale = Math.min(
    1,
    limits.maxWidth / width,
    limits.maxEdge ? limits.maxEdge / Math.max(width, height) : 1,
  );
  if (scale === 1) return size;
  return {
    width: Math.max(1, Math.min(Math.round(width * scale), limits.maxWidth)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** Whether a photo of this size and file size is re-encoded before it goes. */
export function needsScaling(size: Size, bytes: number, limits: PhotoLimits): boolean {
  const target = scaledSize(size, limits);
  return target.width !== size.width || target.height !== size.height || bytes > limits.keepUpToBytes;
}

/**
 * The photo to send: upright (EXIF orientation applied, as the file is shown), scaled to the limits,
 * as JPEG. The file itself when it is small enough already, when the JPEG would not be smaller, or
 * when this browser cannot do it (no `createImageBitmap`, a format it cannot decode): the server
 * takes it as it did before.
 */
export async function scalePhoto(file: File, limits: PhotoLimits): Promise<File> {
  try {
    return (await encodeScaled(file, limits)) ?? file;
  } catch {
    return file;
  }
}

async function encodeScaled(file: File, limits: PhotoLimits): Promise<File | null> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    if (!needsScaling(bitmap, file.size, limits)) return null;
    const { width, height } = scaledSize(bitmap, limits);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    // A transparent PNG (a shop's logo) would turn black in a JPEG.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, TYPE, QUALITY));
    if (!blob || blob.type !== TYPE) return null;
    if (width === bitmap.width && height === bitmap.height && blob.size >= file.size) return null;
    return new File([blob], `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`, { type: TYPE });
  } finally {
    bitmap.close();
  }
}
