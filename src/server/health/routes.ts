import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../app-error';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Whether the server and its database answer',
        tags: ['site'],
        response: { 200: z.object({ success: z.literal(true), status: z.literal('ok') }) },
      },
    },
    async (_request, reply) => {
      await app.db.execute(sql`select 1`).catch((error: unknown) => {
        throw new AppError('SERVICE_UNAVAILABLE', undefined, undefined, error);
      });
      reply.header('cache-control', 'no-store');
      return { success: true as const, status: 'ok' as const };
    },
  );
};
