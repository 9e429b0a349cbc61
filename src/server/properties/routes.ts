import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { propertyPageSchema, propertySchema } from '../../shared/property';
import { findPropertiesQuerySchema, propertyIdParamsSchema } from '../../shared/property-query';
import { findProperties } from './find-properties';
import { findRelatedProperties } from './find-related-properties';
import { getProperty } from './get-property';

export const propertyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/property/approved-all',
    { schema: { querystring: findPropertiesQuerySchema, response: { 200: propertyPageSchema } } },
    async (request) => findProperties(app.db, app.storage, request.query, request.viewer?.id ?? null),
  );

  app.get(
    '/property/:id',
    {
      schema: {
        params: propertyIdParamsSchema,
        response: { 200: z.object({ success: z.literal(true), data: propertySchema }) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getProperty(app.db, app.storage, request.params.id, request.viewer),
    }),
  );

  app.get(
    '/property/:id/related',
    {
      schema: {
        params: propertyIdParamsSchema,
        response: { 200: z.object({ success: z.literal(true), data: z.array(propertySchema) }) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await findRelatedProperties(app.db, app.storage, request.params.id, request.viewer?.id ?? null),
    }),
  );
};
