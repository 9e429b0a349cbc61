import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LANDMARKS, landmarksResponseSchema } from '../../shared/landmarks';

/** Rajshahi's landmarks, reference data that changes with a release: cached for a day. */
export const landmarkRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = {
    summary: "Rajshahi's landmarks with their coordinates and spellings, for `near` searches and the map",
    tags: ['site'],
    response: { 200: landmarksResponseSchema },
  };
  app.get('/landmarks', { schema }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=86400');
    return { success: true as const, data: [...LANDMARKS] };
  });
};
