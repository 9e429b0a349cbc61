import type { FastifyRequest } from 'fastify';
import type { Language } from '../../shared/enums';

/**
 * The language a page is drawn in: `?lang=` on a shared link, then the `language` cookie the app
 * keeps, else Bengali, the app's default. The browser takes the page over in the same
 * language, so the browser's own preference has no say here: the app would not follow it.
 */
export function drawnLanguage(request: FastifyRequest): Language {
  return chosenLanguage(request) ?? 'bn';
}

/**
 * The language of a text the server writes for someone who may not have the app open (a 429, a
 * mail at sign-up): their choice, else the browser's first choice between Bengali and English, else
 * Bengali.
 */
export function pageLanguage(request: FastifyRequest): Language {
  const chosen = chosenLanguage(request);
  if (chosen) return chosen;
  const accepted = (request.headers['accept-language'] ?? '').toLowerCase();
  const firstOfOurs = /\b(bn|en)\b/.exec(accepted)?.[1];
  return firstOfOurs === 'en' ? 'en' : 'bn';
}

function chosenLanguage(request: FastifyRequest): Language | null {
  const query = request.query as { lang?: unknown } | undefined;
  if (query?.lang === 'en' || query?.lang === 'bn') return query.lang;
  const cookie = /(?:^|;\s*)language=(bn|en)(?:;|$)/.exec(request.headers.cookie ?? '')?.[1];
  return cookie === 'en' || cookie === 'bn' ? cookie : null;
}
