import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientKey } from '../plugins/rate-limit';
import type { VisitKind } from './visit-counter';

// Crawlers, link-preview fetchers (Facebook, WhatsApp, Telegram, Slack…), monitors, scripts and
// headless browsers that say so; also the page renderer's own call to the API (selfFetch).
const NOT_A_PERSON =
  /(?<!cu)bot\b|bot[/;-]|crawl|spider|slurp|scrap|externalhit|facebookcatalog|meta-external|whatsapp|telegram|skypeuripreview|discord|slack|embedly|preview|headless|lighthouse|pagespeed|gtmetrix|pingdom|uptime|monitor|curl|wget|python|go-http|java\/|okhttp|axios|node-fetch|undici|libwww|httpclient|httpie|postman|phantom|selenium|puppeteer|playwright|lightmyrequest|thikana-page-renderer/i;

/**
 * Whether a request is a person looking: a browser's GET or POST, not a prefetch or prerender, not a
 * HEAD, from a user agent that is neither missing nor a known robot.
 */
export function isPersonRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'POST') return false;
  const purpose = request.headers['sec-purpose'] ?? request.headers.purpose ?? request.headers['x-moz'];
  if (typeof purpose === 'string' && purpose.toLowerCase().includes('prefetch')) return false;
  const agent = request.headers['user-agent'];
  return !!agent && !NOT_A_PERSON.test(agent);
}

/**
 * Counts a view or tap of a listing that the page's script reported (with a token that holds,
 * visit-token.ts), when a person other than an admin made it; the owner's own are dropped when the
 * batch is written. An account counts as itself, a visitor by their address (an IPv6 one by its /64,
 * as the rate limits count it). Only a buffer is touched: the write comes later (visit-counter.ts).
 */
export function countVisit(
  app: FastifyInstance,
  request: FastifyRequest,
  propertyId: string,
  kind: VisitKind,
): void {
  const { viewer } = request;
  if (!app.listingStats.enabled || viewer?.isAdmin || !isPersonRequest(request)) return;
  app.listingStats.record({
    propertyId,
    kind,
    who: viewer ? `user:${viewer.id}` : `address:${clientKey(request)}`,
    viewerId: viewer?.id ?? null,
  });
}
