import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MAX_PHOTOS } from '../../shared/property-input';
import { imageFile } from '../plugins/request-body';
import { AppError } from '../app-error';
import { containsNul, nulRefusal } from '../plugins/refuse-nul';
import { malformedForm } from '../validate';

/**
 * A listing sent as JSON, or as multipart with the listing JSON in the field `data` and the photo
 * files in `photos` (docs/api.md).
 */
export async function readPropertyForm(
  request: FastifyRequest,
): Promise<{ data: unknown; photos: Buffer[] }> {
  if (!request.isMultipart()) return { data: request.body, photos: [] };
  let data: unknown = {};
  const photos: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'photos' || photos.length >= MAX_PHOTOS) {
          part.file.resume();
          throw new AppError('VALIDATION_FAILED', undefined, {
            photos: photos.length >= MAX_PHOTOS ? 'too_many_photos' : 'unexpected_file',
          });
        }
        photos.push(await part.toBuffer());
      } else if (part.fieldname === 'data' && typeof part.value === 'string') {
        if (containsNul(part.value)) throw nulRefusal();
        try {
          data = JSON.parse(part.value);
        } catch {
          throw new AppError('VALIDATION_FAILED', undefined, { data: 'invalid_json' });
        }
        // JSON spells a NUL as an escape too (\u0000): the text held none, the listing may.
        if (containsNul(data)) throw nulRefusal();
      }
    }
  } catch (error) {
    throw malformedForm(error);
  }
  return { data, photos };
}

/** The multipart form of a listing, for the OpenAPI document: the listing as JSON, then the photos. */
export function propertyFormSchema(data: z.ZodType) {
  return z.object({
    data: data.describe('the listing, as JSON (the same fields as the JSON body)'),
    photos: z
      .array(imageFile)
      .max(MAX_PHOTOS)
      .optional()
      .describe('in display order; the first is the cover'),
  });
}
