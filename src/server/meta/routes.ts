import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { metaSchema } from '../../shared/meta';
import { getMeta } from './get-meta';

export const metaRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = {
    summary: 'The vocabularies of a listing and the places, for forms and filters',
    tags: ['site'],
    response: { 200: metaSchema },
  };
  app.get('/meta', { schema }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    const site = {
      contact: { email: app.config.publicEmail, phone: app.config.publicPhone },
      alert_sms: app.config.alertSms,
      map_tiles: app.config.mapTiles,
    };
    return { success: true as const, data: await getMeta(app.db, site) };
  });
};
