import type { FastifyInstance } from 'fastify';
import { LINK_CODE_PATTERN } from './link-code';

/**
 * `<prefix>/<code>`, a short link that SMS carry: redirects to the path `targetOf` finds for the code.
 * It changes nothing, so an SMS app's preview that follows it is harmless; a code that is not one, or
 * is unknown (or removed), is the not-found page. Not cached: a link removed later must stop answering.
 */
export function shortLinkRoute(
  app: FastifyInstance,
  prefix: string,
  targetOf: (code: string) => Promise<string | undefined>,
): void {
  app.get<{ Params: { code: string } }>(`${prefix}/:code`, async (request, reply) => {
    const { code } = request.params;
    const target = LINK_CODE_PATTERN.test(code) ? await targetOf(code) : undefined;
    if (target === undefined) return reply.callNotFound();
    reply.header('cache-control', 'no-store');
    return reply.redirect(target, 302);
  });
}
