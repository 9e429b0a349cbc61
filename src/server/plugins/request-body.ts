import { z, type ZodType } from 'zod';

/**
 * A body that the handler reads itself, so Fastify must not validate it first: a multipart form, or
 * a JSON body read only once the viewer's permission is settled. The handler parses it with the
 * same zod schemas (`parseInput`); this says which ones, for the OpenAPI document only.
 */
export interface RequestBodyDoc {
  /** `application/json` */
  json?: ZodType;
  /** `multipart/form-data`: an object whose fields are the form's parts, files as `z.file()`. */
  form?: ZodType;
  /** `application/x-www-form-urlencoded` (a route that parses it itself: the one-click unsubscribe). */
  urlencoded?: ZodType;
}

declare module 'fastify' {
  interface FastifySchema {
    requestBody?: RequestBodyDoc;
  }
}

/** A photo file of a form, as the photo pipeline takes it (the content decides, not the name). */
export const imageFile = z
  .file()
  .mime(['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'])
  .describe('a JPEG, PNG, WebP or HEIC photo, up to 10 MB');
