import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/client';
import { listingShortLinks } from '../db/schema';
import { deleteOlderThan } from '../jobs/purge-job';
import { newLinkCode } from './link-code';
import { shortLinkRoute } from './short-link-route';

/** How long a short link is kept: as long as the signed link it stands for works (LISTING_TOKEN_DAYS). */
export const LISTING_SHORT_LINK_DAYS = 30;

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
export const purgeListingShortLinks = (db: Db, now = new Date()): Promise<number> =>
  deleteOlderThan(db, listingShortLinks, listingShortLinks.createdAt, LISTING_SHORT_LINK_DAYS, now);

/** `/l/<code>`: a listing notice's short link, to the path it stands for. */
export const listingShortLinkRoutes: FastifyPluginAsync = async (app) => {
  shortLinkRoute(app, '/l', { code: listingShortLinks.code, target: listingShortLinks.target });
};
