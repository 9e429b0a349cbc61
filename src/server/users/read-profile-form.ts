import type { FastifyRequest } from 'fastify';
import { updateProfileInputSchema } from '../../shared/auth';
import { readForm } from '../plugins/read-form';
import { imageFile } from '../plugins/request-body';
import type { ProfileImages } from './update-profile';

/** Text fields and the avatar / cover photo files of a multipart profile form. */
export async function readProfileForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; images: ProfileImages }> {
  const { fields, files } = await readForm(request, ['avatar', 'cover_photo']);
  return { fields, images: files };
}

/** The multipart form of a profile, for the OpenAPI document: its text fields, then the two images. */
export const profileFormSchema = updateProfileInputSchema.extend({
  avatar: imageFile.optional(),
  cover_photo: imageFile.optional(),
});
