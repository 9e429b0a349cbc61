import type { FastifyRequest } from 'fastify';
import { updateProfileInputSchema } from '../../shared/auth';
import { imageFile } from '../plugins/request-body';
import { AppError } from '../app-error';
import { containsNul, nulRefusal } from '../plugins/refuse-nul';
import { malformedForm } from '../validate';
import type { ProfileImages } from './update-profile';

const IMAGE_FIELDS = new Set(['avatar', 'cover_photo']);

/** Text fields and the avatar / cover photo files of a multipart profile form. */
export async function readProfileForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; images: ProfileImages }> {
  const fields: Record<string, string> = {};
  const images: ProfileImages = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (!IMAGE_FIELDS.has(part.fieldname)) {
          part.file.resume();
          throw new AppError('VALIDATION_FAILED', undefined, { [part.fieldname]: 'unexpected_file' });
        }
        images[part.fieldname as keyof ProfileImages] = await part.toBuffer();
      } else if (typeof part.value === 'string') {
        if (containsNul(part.value)) throw nulRefusal();
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw malformedForm(error);
  }
  return { fields, images };
}

/** The multipart form of a profile, for the OpenAPI document: its text fields, then the two images. */
export const profileFormSchema = updateProfileInputSchema.extend({
  avatar: imageFile.optional(),
  cover_photo: imageFile.optional(),
});
