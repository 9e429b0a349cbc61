import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PHOTO_KIND, PHOTO_KINDS, type PhotoKind } from '../../shared/listing-fields';
import { imageFile } from '../plugins/request-body';
import { AppError } from '../app-error';
import { containsNul, nulRefusal } from '../plugins/refuse-nul';
import { malformedForm } from '../validate';

/** A request's image files by kind (shared/listing-fields.ts PHOTO_KIND), each kind in the order sent. */
export type PhotoFiles = Partial<Record<PhotoKind, Buffer[]>>;

/** Every file of every kind: what the photo budget and the pixel limit count. */
export const allFiles = (files: PhotoFiles): Buffer[] => PHOTO_KINDS.flatMap((kind) => files[kind] ?? []);

const KIND_OF_FIELD = new Map(PHOTO_KINDS.map((kind) => [PHOTO_KIND[kind].field as string, kind]));

/**
 * A listing sent as JSON, or as multipart with the listing JSON in the field `data` and the image
 * files of each kind in its field (`photos`, `floor_plans`: docs/api.md).
 */
export async function readPropertyForm(
  request: FastifyRequest,
): Promise<{ data: unknown; files: PhotoFiles }> {
  if (!request.isMultipart()) return { data: request.body, files: {} };
  let data: unknown = {};
  const files: PhotoFiles = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const kind = KIND_OF_FIELD.get(part.fieldname);
        const sent = kind ? (files[kind] ??= []) : [];
        if (!kind || sent.length >= PHOTO_KIND[kind].max) {
          part.file.resume();
          throw new AppError('VALIDATION_FAILED', undefined, {
            [kind ? PHOTO_KIND[kind].field : 'photos']: kind ? PHOTO_KIND[kind].tooMany : 'unexpected_file',
          });
        }
        sent.push(await part.toBuffer());
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
  return { data, files };
}

/** The multipart form of a listing, for the OpenAPI document: the listing as JSON, then each kind's files. */
export function propertyFormSchema(data: z.ZodType) {
  return z.object({
    data: data.describe('the listing, as JSON (the same fields as the JSON body)'),
    ...Object.fromEntries(
      PHOTO_KINDS.map((kind) => [
        PHOTO_KIND[kind].field,
        z.array(imageFile).max(PHOTO_KIND[kind].max).optional().describe(PHOTO_KIND[kind].about),
      ]),
    ),
  });
}
