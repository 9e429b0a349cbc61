import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { metaSchema } from '../../shared/meta';
import { getMeta } from './get-meta';

export const metaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/meta', { schema: { response: { 200: metaSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return { success: true as const, data: await getMeta(app.db) };
  });
};
