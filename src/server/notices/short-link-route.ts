import { eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { LINK_CODE_PATTERN } from './link-code';

/** Where a short link's code is kept, and what the row says it leads to (two columns of one table). */
export interface ShortLinkColumns {
  code: AnyPgColumn;
  target: AnyPgColumn<{ data: string; notNull: true }>;
}

/**
 * `<prefix>/<code>`, a short link that SMS carry: redirects to `path` of the target found for the code.
 * It changes nothing, so an SMS app's preview that follows it is harmless; a code that is not one, or
 * is unknown (or removed), is the not-found page. Not cached: a link removed later must stop answering.
 */
export function shortLinkRoute(
  app: FastifyInstance,
  prefix: string,
  columns: ShortLinkColumns,
  path: (target: string) => string = (target) => target,
): void {
  app.get<{ Params: { code: string } }>(`${prefix}/:code`, async (request, reply) => {
    const { code } = request.params;
    if (!LINK_CODE_PATTERN.test(code)) return reply.callNotFound();
    const [link] = await app.db
      .select({ target: columns.target })
      .from(columns.code.table)
      .where(eq(columns.code, code));
    if (!link) return reply.callNotFound();
    reply.header('cache-control', 'no-store');
    return reply.redirect(path(link.target), 302);
  });
}
