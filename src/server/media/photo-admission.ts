import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { Language } from '../../shared/enums';
import { localDigits } from '../../shared/format';
import { AppError } from '../app-error';
import { requireUser } from '../auth/viewer';
import { pageLanguage } from '../plugins/page-language';
import { createCounter } from '../plugins/rate-limit';
import { imageQueue } from './image-queue';
import { MAX_PHOTO_PIXELS } from './photo-variants';

/**
 * The pixels of one request's photos together: twelve photos of 8 megapixels, or twice the web app's
 * twelve (it scales photos to 2048 px before sending them).
 */
export const MAX_REQUEST_PIXELS = 100_000_000;

const BUDGET_WINDOW_SECONDS = 60 * 60;

// A 429's body is the plain text the web app alerts (docs/api.md), so it is written here in the
// reader's language.
const BUDGET_SPENT: Record<Language, (minutes: number) => string> = {
  bn: (minutes) =>
    `গত এক ঘণ্টায় আপনি অনেক ছবি আপলোড করেছেন। ${localDigits(String(minutes), 'bn')} মিনিট পরে আবার চেষ্টা করুন।`,
  en: (minutes) =>
    `You have uploaded many photos in the last hour. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
};

export type PhotoAdmission = (request: FastifyRequest, reply: FastifyReply, files: Buffer[]) => Promise<void>;

/**
 * What an upload must pass before any photo of it is decoded, cheapest first: the pixels its
 * headers declare (413), room in the image queue (503), and the account's photos of the hour (429,
 * counted in the shared rate-limit store: Redis when set). One per app: its counter is its own.
 */
export function photoAdmission(app: FastifyInstance): PhotoAdmission {
  const budget = createCounter(app, {
    max: app.config.photoUploadsPerHour,
    timeWindow: BUDGET_WINDOW_SECONDS * 1000,
    keyGenerator: (request) => `photos:${requireUser(request.viewer).id}`,
  });

  return async (request, reply, files) => {
    if (files.length === 0) return;
    await checkPixels(files);
    if (imageQueue.isFull()) throw new AppError('PHOTOS_BUSY');

    // A look first, so that an upload that cannot fit spends nothing; then every photo counts, and
    // uploads racing past the look are caught by the count they reach.
    const look = await budget(request, { increment: false });
    if (look.remaining < files.length) refuse(request, reply, look.ttlInSeconds);
    const counts = await Promise.all(files.map(() => budget(request)));
    for (const count of counts) if (count.isExceeded) refuse(request, reply, count.ttlInSeconds);
  };
}

function refuse(request: FastifyRequest, reply: FastifyReply, ttlInSeconds: number): never {
  // No time left (nothing counted in this window yet) and still no room: more photos than an hour's.
  const seconds = ttlInSeconds || BUDGET_WINDOW_SECONDS;
  reply.header('retry-after', seconds);
  throw new AppError('RATE_LIMITED', BUDGET_SPENT[pageLanguage(request)](Math.ceil(seconds / 60)));
}

/**
 * Refuses photos whose headers promise too many pixels, one or all together. Only the header is
 * read; a file that has none is left for processPhoto to refuse as not an image.
 */
async function checkPixels(files: Buffer[]): Promise<void> {
  let total = 0;
  for (const file of files) {
    const { width = 0, height = 0 } = await sharp(file)
      .metadata()
      .catch(() => ({ width: 0, height: 0 }));
    total += width * height;
    if (width * height > MAX_PHOTO_PIXELS || total > MAX_REQUEST_PIXELS)
      throw new AppError('PHOTOS_TOO_LARGE');
  }
}
