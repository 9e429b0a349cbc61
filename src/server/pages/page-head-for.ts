import { matchAppPath } from '../../shared/app-paths';
import { wasPublic } from '../properties/get-property';
import type { PageHead } from './head';
import {
  listingHead,
  missingListingHead,
  priceGuideHead,
  searchHead,
  siteHead,
  type HeadContext,
} from './page-heads';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The head and HTTP status of the page at this path: 404 for no screen or no such listing, 410 for a
 * listing whose time is over.
 */
export async function pageHeadFor(
  ctx: HeadContext,
  pathname: string,
  query: Record<string, unknown>,
): Promise<{ head: PageHead; status: number }> {
  const match = matchAppPath(pathname);
  if (!match) return { head: siteHead(ctx, pathname, true), status: 404 };
  switch (match.route.path) {
    case '/property-searched':
      return { head: await searchHead(ctx, query), status: 200 };
    case '/price-guide':
      return { head: priceGuideHead(ctx), status: 200 };
    case '/product/:id': {
      const id = match.params.id ?? '';
      const head = UUID.test(id) ? await listingHead(ctx, id) : null;
      if (head) return { head, status: 200 };
      const gone = UUID.test(id) && (await wasPublic(ctx.db, id));
      return { head: missingListingHead(ctx, pathname), status: gone ? 410 : 404 };
    }
    default:
      return {
        head: siteHead(ctx, match.route.path === '/' ? '/' : pathname, !match.route.indexed),
        status: 200,
      };
  }
}
