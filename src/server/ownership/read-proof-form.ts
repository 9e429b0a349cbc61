import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { proofFieldsSchema } from '../../shared/ownership';
import { AppError } from '../app-error';
import { readForm } from '../plugins/read-form';

/** The owner's multipart form: `kind`, and one `file`. */
export async function readProofForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; file: Buffer | undefined }> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const { fields, files } = await readForm(request, ['file']);
  return { fields, file: files.file };
}

/** The form for the OpenAPI document. */
export const proofFormSchema = proofFieldsSchema.extend({
  file: z
    .file()
    .mime(['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'application/pdf'])
    .describe('a photo (JPEG, PNG, WebP or HEIC) or a PDF, up to 5 MB'),
});
