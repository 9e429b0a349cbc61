import rateLimit, { normalizeIP, type CreateRateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RefusingLimit } from '../metrics/metrics';
import { counterStore } from './counter-store';
import { connectRedis } from './redis-connection';

/**
 * Requests a minute from one client address, by what they ask for. Generous: many phones share one
 * operator address (carrier-grade NAT), and one listing seen on a phone is its page, a dozen scripts
 * and styles and about eight photos in one or two sizes.
 */
export const ADDRESS_LIMITS = {
  /** The API, unknown /api/ URLs included: probing for URLs is not free. */
  api: 300,
  /** Pages (their head is read from the database), sitemaps, robots.txt and any other URL. */
  page: 300,
  /** Hashed scripts and styles under /assets and photos under /uploads. */
  file: 2000,
} as const;
export type TrafficKind = keyof typeof ADDRESS_LIMITS;

/** Which budget a request spends, by its path alone, so that a 404 counts like the route it aimed at. */
export function trafficKind(url: string): TrafficKind {
  if (url.startsWith('/api/')) return 'api';
  if (url.startsWith('/assets/') || url.startsWith('/uploads/')) return 'file';
  return 'page';
}

/**
 * The budget of a request by the route it reached, whose path the router has decoded: `/%61pi/…`
 * reaches the API and spends the API's budget. Unmatched URLs and the web app's catch-all go by the
 * address as sent.
 */
function kindOf(request: FastifyRequest): TrafficKind {
  const route = request.routeOptions.url;
  return trafficKind(route && route !== '/*' ? route : request.url);
}

/**
 * What refused a request, for `thikana_rate_limited_total`: the budget kind it spends, and whether
 * its kind's address limit, its route's own (`config.rateLimit`) or a budget the app counts itself
 * (`createCounter`: photos an hour, login attempts, an account's SMS codes; `byApp`) said no.
 */
export function refusalOf(request: FastifyRequest, byApp: boolean): [TrafficKind, RefusingLimit] {
  const limit = byApp ? 'budget' : request.routeOptions.config.rateLimit ? 'route' : 'address';
  return [kindOf(request), limit];
}

/** The client's address as the limits know it: IPv4, or the /64 network of an IPv6 address. */
export const clientKey = (request: FastifyRequest): string => normalizeIP(request.ip);

/** A signed-in route's limit key: the account (auth.ts reads the session before any route's limit counts). */
export const accountOrAddress = (request: FastifyRequest) =>
  request.viewer ? `user:${request.viewer.id}` : `address:${clientKey(request)}`;

/**
 * Counts every request, API, page, sitemap, asset, photo and 404 alike, per client address and kind
 * (ADDRESS_LIMITS), in Redis when REDIS_URL is set so that several instances share one budget, and in
 * this process while Redis does not answer (`counterStore`, `app.redis` tells which). Routes may set
 * tighter limits of their own (`config.rateLimit`). A limited request gets 429 with a plain-text body
 * (the error handler). Register it before any route and before the error handler, whose 404 handler
 * counts too.
 */
export async function registerRateLimit(app: FastifyInstance, redisUrl: string | undefined): Promise<void> {
  const redis = redisUrl ? await connectRedis(redisUrl, app.log) : null;
  if (redis) app.addHook('onClose', () => redis.close());
  app.decorate('redis', redis);
  await app.register(rateLimit, {
    global: true,
    keyGenerator: (request) => `${kindOf(request)}:${clientKey(request)}`,
    max: (request) => ADDRESS_LIMITS[kindOf(request)],
    timeWindow: '1 minute',
    store: counterStore(redis),
  });
  // A refused client's connection is closed after the 429: its next try costs it a new connection,
  // and it holds none of ours meanwhile.
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 429) reply.header('connection', 'close');
  });
}

/** Tight limits for routes that send mail or store messages, per address. */
export const STRICT_LIMIT = { max: 10, timeWindow: '15 minutes' } as const;

/** What a counter answers: `isExceeded` once the count is over `max`. */
export interface Count {
  remaining: number;
  isExceeded: boolean;
  ttlInSeconds: number;
}

/**
 * A counter of the app's own in the shared store (Redis when set). @fastify/rate-limit's `isAllowed`
 * means only "on the allow list", never "under the limit": no counter has an allow list, so every
 * answer is a count.
 */
export function createCounter(app: FastifyInstance, options: CreateRateLimitOptions) {
  const limit = app.createRateLimit(options);
  return async (request: FastifyRequest, callOptions?: { increment?: boolean }): Promise<Count> => {
    const answer = await limit(request, callOptions);
    if (answer.isAllowed) throw new Error('a counter has no allow list');
    return answer;
  };
}
