import type { FastifyPluginAsync } from 'fastify';
import { savedSearches } from '../db/schema';
import { shortLinkRoute } from '../notices/short-link-route';

/**
 * `/s/<code>`: a saved search's short link, which its alert SMS carry (an SMS has room for little
 * more), to the search page with its query. The random code (notices/link-code.ts) is the whole key,
 * and reveals a search's filters, never whose it is.
 */
export const shortLinkRoutes: FastifyPluginAsync = async (app) => {
  shortLinkRoute(
    app,
    '/s',
    { code: savedSearches.linkCode, target: savedSearches.query },
    (query) => `/property-searched${query ? `?${query}` : ''}`,
  );
};
