import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

// Generous for browsing; the account routes set their own, tighter limits (see auth/routes.ts).
const DEFAULT_PER_MINUTE = 300;

/**
 * Counts requests per client address, in Redis when REDIS_URL is set so that several instances share
 * one budget. A limited request gets 429 with a plain-text body (the error handler).
 */
export async function registerRateLimit(app: FastifyInstance, redisUrl: string | undefined): Promise<void> {
  const redis = redisUrl
    ? new Redis(redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: true,
    max: DEFAULT_PER_MINUTE,
    timeWindow: '1 minute',
    ...(redis ? { redis, nameSpace: 'thikana-rl:' } : {}),
    // Without Redis an outage must not take the site down with it.
    skipOnError: true,
  });
}

/** Tight limits for the account routes: per address by default, or per account with a key. */
export const STRICT_LIMIT = { max: 10, timeWindow: '15 minutes' } as const;
