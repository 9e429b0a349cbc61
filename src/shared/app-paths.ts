// Every screen of the web app, in one table that each reader derives its own list from: the web
// router (src/web/app/router.tsx), the server's pages (src/server/pages: which paths are pages, which
// are drawn and indexed, which modules a drawn page preloads, the sitemap and robots.txt), and the
// build (vite.config.ts: the service worker's offline shell and the pages it keeps). The server
// answers other paths with the not-found page and a 404 status.

/** Where the service worker keeps a page for reading offline (src/service-worker/sw.js). */
export type OfflineBin = 'listings' | 'searches' | 'pages';

export interface AppRoute {
  /** The path as React Router matches it: `:name` is a parameter. */
  path: string;
  /** The screen's module, `src/web/screens/<screen>.tsx`: a chunk of its own. */
  screen: string;
  /** For the `info-page` screen: which help or policy page it shows (src/web/content/info-pages.ts). */
  infoPage?: string;
  /** Search engines may index it; a private screen (one visitor's account or session) is `noindex`. */
  indexed: boolean;
  /**
   * Behind a login: the browser draws it alone (what it shows depends on who is logged in), the
   * server never does, and robots.txt keeps crawlers out.
   */
  signedIn?: true;
  /** Drawn without the navbar and footer. */
  bare?: true;
  /** Kept by the service worker for reading offline, in this bin; never for a private screen. */
  offline?: OfflineBin;
  /** Its screen's code is part of the offline app shell, cached when the service worker installs. */
  shell?: true;
  /**
   * The text namespaces its screen reads beyond the common one (`src/web/i18n/<namespace>/<lang>.json`):
   * loaded with the screen's code, before the browser draws or hydrates it, and preloaded by the
   * server with a page it drew.
   */
  texts?: readonly string[];
}

const PUBLIC = { indexed: true, offline: 'pages' } as const;
const PRIVATE = { indexed: false } as const;
const ACCOUNT = { indexed: false, signedIn: true } as const;
const info = (page: string): AppRoute => ({
  path: `/${page}`,
  screen: 'info-page',
  infoPage: page,
  ...PUBLIC,
  shell: true,
});

export const APP_ROUTES: readonly AppRoute[] = [
  { path: '/', screen: 'home', ...PUBLIC, shell: true },
  {
    path: '/property-searched',
    screen: 'search-page',
    ...PUBLIC,
    offline: 'searches',
    shell: true,
    texts: ['deal-state', 'places', 'map', 'price-guide'],
  },
  {
    path: '/product/:id',
    screen: 'product-details',
    ...PUBLIC,
    offline: 'listings',
    shell: true,
    texts: ['dashboard', 'stats', 'deal-state', 'revision', 'report', 'price-guide', 'map'],
  },
  { path: '/property-post', screen: 'property-post', ...PUBLIC, texts: ['post', 'price-guide', 'map'] },
  { path: '/rent-out', screen: 'rent-out', ...PUBLIC, texts: ['post', 'price-guide', 'map'] },
  // Anyone may start posting; logging in is asked for at the publish step.
  { path: '/post-sell', screen: 'post-sell', ...PUBLIC, texts: ['post', 'price-guide', 'map'] },
  { path: '/contact', screen: 'contact', ...PUBLIC, texts: ['contact'] },
  { path: '/price-guide', screen: 'price-guide', ...PUBLIC, texts: ['price-guide'] },
  info('how-it-works'),
  info('how-to-buy'),
  info('safety'),
  info('help'),
  info('privacy-policy'),
  info('terms-of-services'),
  { path: '/sign-in', screen: 'sign-in', ...PRIVATE, texts: ['account'] },
  { path: '/sign-up', screen: 'sign-up', ...PRIVATE, texts: ['account'] },
  { path: '/forgot-password', screen: 'forgot-password', ...PRIVATE, texts: ['account'] },
  { path: '/password/reset/:token', screen: 'reset-password', ...PRIVATE, texts: ['account'] },
  { path: '/listing-link', screen: 'listing-link', ...PRIVATE, texts: ['my-listings'] },
  // A saved search's mails lead here; the token is the key, no login needed.
  { path: '/alerts/confirm', screen: 'alert-confirm', ...PRIVATE, texts: ['account'] },
  { path: '/alerts/unsubscribe', screen: 'alert-unsubscribe', ...PRIVATE, texts: ['account'] },
  // The mail that adds an e-mail to an account leads here; the token is the proof.
  { path: '/email/confirm', screen: 'email-confirm', ...PRIVATE, texts: ['account'] },
  {
    path: '/product/edit/:editId',
    screen: 'edit-property',
    ...ACCOUNT,
    texts: ['post', 'revision', 'price-guide', 'map'],
  },
  {
    path: '/profile-post',
    screen: 'profile-post',
    ...ACCOUNT,
    texts: ['my-listings', 'setting', 'stats', 'deal-state', 'revision'],
  },
  { path: '/saved-searches', screen: 'saved-searches', ...ACCOUNT, texts: ['account', 'places'] },
  { path: '/setting', screen: 'setting', ...ACCOUNT, texts: ['account', 'setting'] },
  {
    path: '/dashboard',
    screen: 'dashboard',
    ...ACCOUNT,
    bare: true,
    texts: ['dashboard', 'revision', 'report', 'post', 'trail', 'system'],
  },
  // An admin's view of one account, opened from a dashboard card (issue 32).
  {
    path: '/dashboard/accounts/:id',
    screen: 'account-view',
    ...ACCOUNT,
    bare: true,
    texts: ['account-view', 'report', 'trail'],
  },
];

/** The screen drawn for a path no route answers (with a 404 status); part of the offline shell. */
export const NOT_FOUND_SCREEN = 'not-found';

/** The server draws a screen before its scripts arrive unless it depends on who is logged in. */
export function isServerRendered(route: AppRoute): boolean {
  return !route.signedIn;
}

/** The screens search engines are pointed to: the indexed ones without parameters. */
export const SITEMAP_PATHS = APP_ROUTES.filter((route) => route.indexed && !route.path.includes(':')).map(
  (route) => route.path,
);

/** What robots.txt keeps crawlers out of: the screens behind a login, up to their first parameter. */
export const ROBOTS_DISALLOWED = APP_ROUTES.filter((route) => route.signedIn).map((route) =>
  route.path.replace(/:.*$/, ''),
);

/** A route's path as a regular expression's source, matched against an URL's (encoded) pathname. */
export function pathPatternSource(path: string): string {
  const segments = path
    .split('/')
    .slice(1)
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, (c) => `\\${c}`),
    );
  return `^/${segments.join('/')}$`;
}

export interface PathMatch {
  route: AppRoute;
  params: Record<string, string>;
}

/** The screen a path opens, with its parameters; null for a path no screen answers. */
export function matchAppPath(pathname: string): PathMatch | null {
  const parts = pathname.replace(/\/+$/, '').split('/').slice(1);
  for (const route of APP_ROUTES) {
    const expected = route.path === '/' ? [] : route.path.split('/').slice(1);
    if (expected.length !== (parts.length === 1 && parts[0] === '' ? 0 : parts.length)) continue;
    const params: Record<string, string> = {};
    const matches = expected.every((segment, i) => {
      const actual = safeDecode(parts[i] ?? '');
      if (segment.startsWith(':')) params[segment.slice(1)] = actual;
      return segment.startsWith(':') ? actual.length > 0 : segment === actual;
    });
    if (matches) return { route, params };
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
