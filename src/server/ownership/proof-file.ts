import sharp from 'sharp';
import { PROOF_MAX_BYTES } from '../../shared/ownership';
import { AppError } from '../app-error';
import { imageQueue } from '../media/image-queue';
import { MAX_PHOTO_PIXELS } from '../media/photo-variants';

export interface ProofFile {
  contentType: 'image/jpeg' | 'application/pdf';
  bytes: Buffer;
}

// A receipt's small print stays legible at this size; a phone's 12-megapixel photo does not need more.
const PROOF_IMAGE_EDGE = 2400;
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);
const PDF_MAGIC = Buffer.from('%PDF-');

const refused = (code: string) => new AppError('VALIDATION_FAILED', undefined, { file: code });

/**
 * An owner's proof as it is kept: a PDF as it came (the content decides, not the name), or a photo
 * re-encoded as a JPEG, which drops what its metadata told (where and when it was taken, the phone).
 * Anything else, or a file over PROOF_MAX_BYTES, is refused with `file: unsupported | too_large`.
 */
export async function readProofFile(upload: Buffer | undefined): Promise<ProofFile> {
  if (!upload || upload.length === 0) throw refused('required');
  if (upload.length > PROOF_MAX_BYTES) throw refused('too_large');
  if (upload.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
    return { contentType: 'application/pdf', bytes: upload };
  }
  const bytes = await imageQueue.run(async () => {
    const image = sharp(upload, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'truncated' });
    const { format } = await image.metadata().catch(() => ({ format: undefined }));
    if (!format || !IMAGE_FORMATS.has(format)) return null;
    return image
      .rotate()
      .resize({ width: PROOF_IMAGE_EDGE, height: PROOF_IMAGE_EDGE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer()
      .catch(() => null);
  });
  if (!bytes) throw refused('unsupported');
  return { contentType: 'image/jpeg', bytes };
}
