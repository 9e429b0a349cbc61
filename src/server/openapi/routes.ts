import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { openApiOptions } from './openapi-document';

/**
 * The OpenAPI document and its readable page. Registered before the API's routes: the generator
 * collects each route as it is added.
 */
export async function registerApiDocs(api: FastifyInstance, publicUrl: string): Promise<void> {
  await api.register(swagger, openApiOptions(publicUrl));
  await api.register(apiDocsRoutes);
  // Swagger UI at /api/v1/docs, its scripts and styles served from here (the site's CSP allows no
  // other origin and no inline script; Swagger UI needs neither). Its own routes stay out of the
  // document. `indexPrefix`: the page's links to its files must carry the API's prefix.
  await api.register(swaggerUi, {
    routePrefix: '/docs',
    indexPrefix: api.prefix,
    theme: { title: 'Thikana API' },
    uiConfig: { deepLinking: true, validatorUrl: null },
  });
}

const openApiDocumentSchema = z
  .looseObject({
    openapi: z.string(),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.unknown()),
  })
  .describe('This document');

const apiDocsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/openapi.json',
    {
      schema: {
        summary: 'The API as an OpenAPI 3.1 document',
        tags: ['site'],
        response: { 200: openApiDocumentSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return app.swagger() as z.infer<typeof openApiDocumentSchema>;
    },
  );
};
