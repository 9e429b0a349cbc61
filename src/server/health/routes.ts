import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../app-error';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Whether the server and its database answer, and its Redis when it has one',
        tags: ['site'],
        response: {
          200: z.object({
            success: z.literal(true),
            status: z.enum(['ok', 'degraded']),
            redis: z.enum(['up', 'down']).optional(),
          }),
        },
      },
    },
    async (_request, reply) => {
      await app.db.execute(sql`select 1`).catch((error: unknown) => {
        throw new AppError('SERVICE_UNAVAILABLE', undefined, undefined, error);
      });
      reply.header('cache-control', 'no-store');
      // Without Redis the instance still serves, counting its rate limits alone: still 200, so that a
      // load balancer does not take every instance out together when the shared Redis goes away.
      const redis = app.redis && (app.redis.isUp() ? ('up' as const) : ('down' as const));
      if (!redis) return { success: true as const, status: 'ok' as const };
      return {
        success: true as const,
        status: redis === 'up' ? ('ok' as const) : ('degraded' as const),
        redis,
      };
    },
  );
};
