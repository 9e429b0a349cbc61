import type { FastifyInstance } from 'fastify';
import { AppError } from '../app-error';

/** True when a string, or any key or value inside an object, holds U+0000. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (value === null || typeof value !== 'object' || depth > 64) return false;
  return Object.entries(value).some(([key, item]) => key.includes('\0') || containsNul(item, depth + 1));
}

export const nulRefusal = () => new AppError('VALIDATION_FAILED', undefined, { _: 'invalid_text' });

/**
 * PostgreSQL text cannot hold U+0000: a request carrying one, to the API or to a page whose head
 * reads the database, is refused before any query sees it. (Multipart fields are read by their
 * routes, which check them with `containsNul`.)
 */
export function refuseNul(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body))
      throw nulRefusal();
  });
}
