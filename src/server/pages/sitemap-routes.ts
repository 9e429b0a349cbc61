import { asc, count } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { ROBOTS_DISALLOWED, SITEMAP_PATHS } from '../../shared/app-paths';
import { areas, properties } from '../db/schema';
import { escapeHtml } from '../escape-html';
import { publiclyVisible } from '../properties/visibility';

// Search engines take up to 50,000 addresses a file; listings come in files of this many.
const LISTINGS_PER_FILE = 40_000;
const XML = 'application/xml; charset=utf-8';

/** robots.txt and the sitemaps: public listings, area pages and the public screens. */
export const sitemapRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.publicUrl;

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          'Disallow: /api/',
          ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
          `Sitemap: ${base}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    const [row] = await app.db.select({ total: count() }).from(properties).where(publiclyVisible());
    const files = Math.max(1, Math.ceil((row?.total ?? 0) / LISTINGS_PER_FILE));
    const maps = [
      '/sitemap-pages.xml',
      ...Array.from({ length: files }, (_, i) => `/sitemap-listings-${i + 1}.xml`),
    ];
    const body = maps.map((p) => `<sitemap><loc>${base}${p}</loc></sitemap>`).join('');
    return reply
      .type(XML)
      .send(`<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="${NS}">${body}</sitemapindex>`);
  });

  app.get('/sitemap-pages.xml', async (_request, reply) => {
    const areaRows = await app.db.select({ slug: areas.slug }).from(areas).orderBy(asc(areas.slug));
    const screens = SITEMAP_PATHS.map((p) => base + p);
    const areaPages = areaRows.map((a) => `${base}/property-searched?area=${encodeURIComponent(a.slug)}`);
    return reply.type(XML).send(urlset([...screens, ...areaPages].map((loc) => ({ loc }))));
  });

  app.get<{ Params: { n: string } }>('/sitemap-listings-:n.xml', async (request, reply) => {
    const n = Number(request.params.n);
    if (!Number.isInteger(n) || n < 1 || n > 1000) return reply.callNotFound();
    const rows = await app.db
      .select({ id: properties.id, updatedAt: properties.updatedAt })
      .from(properties)
      .where(publiclyVisible())
      .orderBy(asc(properties.createdAt), asc(properties.id))
      .limit(LISTINGS_PER_FILE)
      .offset((n - 1) * LISTINGS_PER_FILE);
    if (rows.length === 0 && n > 1) return reply.callNotFound();
    return reply
      .type(XML)
      .send(
        urlset(rows.map((r) => ({ loc: `${base}/product/${r.id}`, lastmod: r.updatedAt.toISOString() }))),
      );
  });
};

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function urlset(entries: Array<{ loc: string; lastmod?: string }>): string {
  const body = entries
    .map(
      (e) =>
        `<url><loc>${escapeHtml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="${NS}">${body}</urlset>`;
}
