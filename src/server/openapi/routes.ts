import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renderDocsPage, type DocsPageDocument } from './docs-page';
import { openApiOptions } from './openapi-document';

/**
 * The OpenAPI document and its readable page. Registered before the API's routes: the generator
 * collects each route as it is added.
 */
export async function registerApiDocs(api: FastifyInstance, publicUrl: string): Promise<void> {
  await api.register(swagger, openApiOptions(publicUrl));
  await api.register(apiDocsRoutes);
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

  // The document does not change while the process runs: the page is written once.
  let page: string | undefined;
  app.get(
    '/docs',
    {
      schema: {
        summary: 'The API document as a readable page',
        tags: ['site'],
        response: {
          200: { description: 'An HTML page', content: { 'text/html': { schema: z.string() } } },
        },
      },
    },
    async (_request, reply) => {
      page ??= renderDocsPage(app.swagger() as unknown as DocsPageDocument);
      return reply.header('cache-control', 'public, max-age=300').type('text/html; charset=utf-8').send(page);
    },
  );
};
