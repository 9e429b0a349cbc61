import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { savedSearches } from '../db/schema';
import { LINK_CODE_PATTERN } from '../notices/link-code';

/**
 * `/s/<code>`: a saved search's short link, which its alert SMS carry (an SMS has room for little
 * more), redirects to the search page with its query. It changes nothing, so an SMS app's preview
 * that follows it is harmless; the random code (notices/link-code.ts) is the whole key, and reveals a
 * search's filters, never whose it is. Unknown codes are the not-found page.
 */
export const shortLinkRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { code: string } }>('/s/:code', async (request, reply) => {
    const { code } = request.params;
    if (!LINK_CODE_PATTERN.test(code)) return reply.callNotFound();
    const [search] = await app.db
      .select({ query: savedSearches.query })
      .from(savedSearches)
      .where(eq(savedSearches.linkCode, code));
    if (!search) return reply.callNotFound();
    // Not cached: a search deleted later must stop answering.
    reply.header('cache-control', 'no-store');
    return reply.redirect(`/property-searched${search.query ? `?${search.query}` : ''}`, 302);
  });
};
