import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie sessions: a state-changing request whose Origin (or, lacking it, Referer)
 * names another site is refused. Requests with neither — non-browser clients — go through. A route
 * that must take another site's POST says so with `config: { crossSiteAllowed: true }`: only the
 * one-click unsubscribe (RFC 8058), which mail providers send from their own servers and which
 * reads no session.
 */
export const sameOriginPlugin = fp(async (app: FastifyInstance, { publicUrl }: { publicUrl: string }) => {
  const allowed = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config.crossSiteAllowed === true) return;
    const origin = request.headers.origin ?? originOf(request.headers.referer);
    if (origin !== undefined && origin !== allowed) throw new AppError('CROSS_SITE_REQUEST');
  });
});

function originOf(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'invalid';
  }
}
