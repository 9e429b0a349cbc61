import type { FastifyInstance } from 'fastify';

/**
 * Counts every answered request in `thikana_http_request_duration_seconds`, by its route's pattern
 * (`/api/v1/property/:id`, never the URL; `unmatched` for 404s and probes) and status class, with the
 * time Fastify measured from its arrival. `skip` is a route not to count (the metrics' own).
 */
export function registerRequestMetrics(app: FastifyInstance, skip: string): void {
  const { metrics } = app;
  if (!metrics.enabled) return;
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url;
    if (route !== skip) metrics.request(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}
