// Every screen of the web app, as src/web/app/router.tsx routes them (app-paths.test.ts checks
// that the two agree). The server answers other paths with the not-found page and a 404 status.

/** Screens search engines may index. */
export const PUBLIC_PATHS = [
  '/',
  '/property-searched',
  '/property-post',
  '/rent-out',
  '/post-sell',
  '/contact',
  '/product/:id',
  '/how-it-works',
  '/how-to-buy',
  '/safety',
  '/help',
  '/privacy-policy',
  '/terms-of-services',
] as const;

/** Screens of one visitor's account or session: never indexed. */
export const PRIVATE_PATHS = [
  '/sign-in',
  '/sign-up',
  '/forgot-password',
  '/password/reset/:token',
  '/listing-link',
  '/alerts/confirm',
  '/alerts/unsubscribe',
  '/email/confirm',
  '/product/edit/:editId',
  '/profile-post',
  '/saved-searches',
  '/setting',
  '/dashboard',
] as const;

export interface PathMatch {
  pattern: string;
  params: Record<string, string>;
  isPublic: boolean;
}

/** The screen a path opens, with its parameters; null for a path no screen answers. */
export function matchAppPath(pathname: string): PathMatch | null {
  const parts = pathname.replace(/\/+$/, '').split('/').slice(1);
  for (const pattern of [...PUBLIC_PATHS, ...PRIVATE_PATHS]) {
    const expected = pattern === '/' ? [] : pattern.split('/').slice(1);
    if (expected.length !== (parts.length === 1 && parts[0] === '' ? 0 : parts.length)) continue;
    const params: Record<string, string> = {};
    const matches = expected.every((segment, i) => {
      const actual = safeDecode(parts[i] ?? '');
      if (segment.startsWith(':')) params[segment.slice(1)] = actual;
      return segment.startsWith(':') ? actual.length > 0 : segment === actual;
    });
    if (matches) return { pattern, params, isPublic: (PUBLIC_PATHS as readonly string[]).includes(pattern) };
  }
  return null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a malformed escape is just text that matches no screen's name
  }
}
