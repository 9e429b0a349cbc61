import { eq, lt } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/client';
import { listingShortLinks } from '../db/schema';
import { LINK_CODE_PATTERN, newLinkCode } from './link-code';

/** How long a short link is kept: as long as the signed link it stands for works (LISTING_TOKEN_DAYS). */
export const LISTING_SHORT_LINK_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A short link, `<publicUrl>/l/<code>`, for a long one of the site (a path with its signed token), so
 * that an owner's SMS holds two links and still fits two segments. The code (8 random letters and
 * digits) only finds the path: the token in it is checked as ever when the screen's button is pressed.
 */
export async function listingShortLink(
  db: Db,
  publicUrl: string,
  propertyId: string,
  target: string,
): Promise<string> {
  const code = newLinkCode();
  await db.insert(listingShortLinks).values({ code, propertyId, target });
  return `${publicUrl}/l/${code}`;
}

/** Rows whose signed links have expired anyway (the hourly expiry reminders remove them). */
export async function purgeListingShortLinks(db: Db, now = new Date()): Promise<number> {
  const removed = await db
    .delete(listingShortLinks)
    .where(lt(listingShortLinks.createdAt, new Date(now.getTime() - LISTING_SHORT_LINK_DAYS * DAY_MS)))
    .returning({ code: listingShortLinks.code });
  return removed.length;
}

/**
 * `/l/<code>` redirects to the path it stands for; it changes nothing, so an SMS app's preview that
 * follows it is harmless. Unknown or removed codes are the not-found page.
 */
export const listingShortLinkRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { code: string } }>('/l/:code', async (request, reply) => {
    const { code } = request.params;
    if (!LINK_CODE_PATTERN.test(code)) return reply.callNotFound();
    const [link] = await app.db
      .select({ target: listingShortLinks.target })
      .from(listingShortLinks)
      .where(eq(listingShortLinks.code, code));
    if (!link) return reply.callNotFound();
    reply.header('cache-control', 'no-store');
    return reply.redirect(link.target, 302);
  });
};
