import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../app-error';
import { networkList, type MetricsAccess } from '../config/metrics-access';
import type { Metrics } from '../metrics/metrics';
import type { SystemNumbers } from './system-numbers';

export const METRICS_PATH = '/metrics';

/** Scrapes an address may make in a minute: a scraper every 15 seconds makes 4. */
const SCRAPES_PER_MINUTE = 60;

// A request that came through a proxy carries one of these: its socket's address is the proxy's.
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Who may read the metrics: a direct connection from a network of METRICS_ALLOW, or anyone showing
 * METRICS_TOKEN as a bearer token (compared in constant time). The address is the socket's, never
 * X-Forwarded-For; and a request that came through a proxy is never admitted by address, so a proxy
 * on an allowed address (nginx on the same machine) does not open /metrics to the whole internet.
 */
function accessCheck(access: MetricsAccess): (request: FastifyRequest) => void {
  const networks = networkList(access.allow);
  const token = access.token === undefined ? null : digest(access.token);
  return (request) => {
    const direct = PROXY_HEADERS.every((header) => request.headers[header] === undefined);
    if (direct && networks.allows(request.socket.remoteAddress)) return;
    if (!token) throw new AppError('FORBIDDEN');
    const [scheme, given] = (request.headers.authorization ?? '').split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !given || !timingSafeEqual(digest(given), token)) {
      throw new AppError('UNAUTHORIZED');
    }
  };
}

/**
 * Reads every scrape-time number, each on its own: one that fails (the database away) clears its
 * gauges and says so in `thikana_scrape_collector_up`, and the rest are still served.
 */
async function gather(metrics: Metrics, numbers: SystemNumbers): Promise<void> {
  const settle = async <T>(read: () => Promise<T>) => read().catch(() => null);
  const [jobs, sms, review, photos] = await Promise.all([
    settle(() => numbers.jobQueues()),
    settle(() => numbers.smsToday()),
    settle(() => numbers.reviewQueue()),
    settle(() => numbers.photoQueue()),
  ]);
  metrics.scraped('jobs', jobs);
  metrics.scraped('sms', sms);
  metrics.scraped('review_queue', review);
  metrics.scraped('photos', photos);
  // PGlite has no pool: no series at all rather than a collector that looks broken.
  const pool = numbers.databasePool();
  if (pool) metrics.scraped('database_pool', pool);
}

/**
 * GET /metrics, the Prometheus text format (docs/deploy.md), for the allowed networks and the token.
 * It has a rate limit of its own and is not itself counted among the requests it reports.
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  access: MetricsAccess,
  numbers: SystemNumbers,
): void {
  const check = accessCheck(access);
  app.get(
    METRICS_PATH,
    { config: { rateLimit: { max: SCRAPES_PER_MINUTE, timeWindow: '1 minute' } } },
    async (request, reply) => {
      try {
        check(request);
      } catch (error) {
        if (error instanceof AppError && error.code === 'UNAUTHORIZED')
          reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw error;
      }
      await gather(app.metrics, numbers);
      return reply
        .header('cache-control', 'no-store')
        .type(app.metrics.contentType)
        .send(await app.metrics.text());
    },
  );
}
