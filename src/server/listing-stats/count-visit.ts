import { fastifyCookie } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findSessionUser } from '../auth/sessions';
import { isAdminUser, type Viewer } from '../auth/viewer';
import { SESSION_COOKIE } from '../plugins/auth';
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
 * Counts a view or tap of a listing, when a person other than its owner or an admin made it. An
 * account counts as itself, a visitor by their address (an IPv6 one by its /64, as the rate limits
 * count it). Only a buffer is touched: the write comes later (visit-counter.ts).
 */
export function countVisit(
  app: FastifyInstance,
  request: FastifyRequest,
  propertyId: string,
  kind: VisitKind,
  { viewer = request.viewer, ownerId }: { viewer?: Viewer | null; ownerId?: string } = {},
): void {
  if (!app.listingStats.enabled || viewer?.isAdmin || !isPersonRequest(request)) return;
  if (viewer && viewer.id === ownerId) return;
  app.listingStats.record({
    propertyId,
    kind,
    who: viewer ? `user:${viewer.id}` : `address:${clientKey(request)}`,
    viewerId: viewer?.id ?? null,
  });
}

const LISTING_PAGE = /^\/product\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * A listing's page (`/product/<id>`, answered 200, so public) counts as a view (its screen reuses the drawn data and asks
 * the API nothing). Pages are outside the API's session hook, so a session cookie is looked up here,
 * after the answer, so the page never waits for it; a visitor without one costs nothing more.
 */
export function countPageView(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  pathname: string,
): void {
  if (!app.listingStats.enabled || !isPersonRequest(request)) return;
  const propertyId = LISTING_PAGE.exec(pathname)?.[1]?.toLowerCase();
  if (!propertyId) return;
  const cookies = request.headers.cookie;
  const token = cookies ? fastifyCookie.parse(cookies)[SESSION_COOKIE] : undefined;
  if (!token) {
    countVisit(app, request, propertyId, 'view', { viewer: null });
    return;
  }
  const who = clientKey(request);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    app.listingStats.track(
      findSessionUser(app.db, app.sessionKeys, token).then((found) => {
        if (found && isAdminUser(found.user)) return;
        app.listingStats.record({
          propertyId,
          kind: 'view',
          who: found ? `user:${found.user.id}` : `address:${who}`,
          viewerId: found?.user.id ?? null,
        });
      }),
    );
  };
  // 'finish' once the page is handed to the network; 'close' also when the visitor left first.
  reply.raw.once('finish', start);
  reply.raw.once('close', start);
}
