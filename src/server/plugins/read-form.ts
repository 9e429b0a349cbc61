import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error';
import { malformedForm } from '../validate';
import { containsNul, nulRefusal } from './refuse-nul';

/**
 * A multipart form's text fields, and one file at the most for each of `fileFields`: any other file,
 * or a second one in a field, is refused (`unexpected_file`) before its bytes are read. A field's text
 * holding a NUL is refused as everywhere.
 */
export async function readForm<F extends string>(
  request: FastifyRequest,
  fileFields: readonly F[],
): Promise<{ fields: Record<string, string>; files: Partial<Record<F, Buffer>> }> {
  const fields: Record<string, string> = {};
  const files: Partial<Record<F, Buffer>> = {};
  const isFileField = (name: string): name is F => (fileFields as readonly string[]).includes(name);
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (!isFileField(part.fieldname) || files[part.fieldname]) {
          part.file.resume();
          throw new AppError('VALIDATION_FAILED', undefined, { [part.fieldname]: 'unexpected_file' });
        }
        files[part.fieldname] = await part.toBuffer();
      } else if (typeof part.value === 'string') {
        if (containsNul(part.value)) throw nulRefusal();
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw malformedForm(error);
  }
  return { fields, files };
}
