import type { FastifyRequest } from 'fastify';
import type { Language } from '../../shared/enums';

/**
 * The language a page is written in before any script runs: `?lang=` on a shared link, then the
 * `language` cookie the app keeps, then the browser's first choice between Bengali and English.
 * Bengali by default (spec §4).
 */
export function pageLanguage(request: FastifyRequest): Language {
  const query = request.query as { lang?: unknown } | undefined;
  if (query?.lang === 'en' || query?.lang === 'bn') return query.lang;
  const cookie = /(?:^|;\s*)language=(bn|en)(?:;|$)/.exec(request.headers.cookie ?? '')?.[1];
  if (cookie === 'en' || cookie === 'bn') return cookie;
  const accepted = (request.headers['accept-language'] ?? '').toLowerCase();
  const firstOfOurs = /\b(bn|en)\b/.exec(accepted)?.[1];
  return firstOfOurs === 'en' ? 'en' : 'bn';
}
