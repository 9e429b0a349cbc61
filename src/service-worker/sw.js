/**
 * Thikana's service worker (docs/offline.md). The build (vite.config.ts, `serviceWorker()`) writes it
 * to dist/web/sw.js with the build's version, its list of files and the pages it keeps (from the
 * route table, src/shared/app-paths.ts) in place of the three names below.
 *
 * - The app shell (the hashed scripts, styles and fonts of this build) is cached when the worker is
 *   installed, and served from the cache: those names never change content.
 * - Pages and the public API answers go to the network first; an answer slower than NETWORK_WAIT_MS
 *   gives way to the cached copy, if there is one (and still refreshes it). The last viewed listings
 *   and searches are kept, a bounded number of each.
 * - Nothing private is kept: only GET answers with status 200 from this site, never one marked
 *   `private` or `no-store` (the server marks every answer drawn for someone signed in), and only the
 *   public API reads named below (LISTING_API, LIST_API, META_API). On sign-out the page asks it to
 *   drop everything but the shell (`signed-out`): what was read is the reader's history.
 * - A new version waits until the page lets it take over (the "new version" notice) or every tab is
 *   closed. The shell of an older version is kept as long as a kept page still names its files, so a
 *   page is never served with scripts that are gone.
 */

/* global __THIKANA_VERSION__, __THIKANA_SHELL__, __THIKANA_PAGES__ */
const VERSION = __THIKANA_VERSION__;
/** @type {string[]} */
const SHELL_FILES = __THIKANA_SHELL__;
/**
 * Pages worth keeping (home, listings, searches, the help pages; never an account's screens): the
 * pattern of each path the route table marks `offline`, and the bin it is kept in.
 * @type {Array<[string, 'listings' | 'searches' | 'pages']>}
 */
const KEPT_PAGES = __THIKANA_PAGES__;

const SHELL = `thikana-shell-${VERSION}`;
const SHELL_PREFIX = 'thikana-shell-';
// Bounded caches: [name, most entries]. A listing or a search is kept as its page and its API answer.
const LISTINGS = ['thikana-listings', 60];
const SEARCHES = ['thikana-searches', 20];
const PAGES = ['thikana-pages', 20];
const PHOTOS = ['thikana-photos', 150];
const NETWORK_WAIT_MS = 3000;

// The public reads of the API: a listing (and its related ones), lists and searches, the vocabularies.
const LIST_API = /^\/api\/v1\/property\/(approved-all|searched-properties)$/;
const LISTING_API =
  /^\/api\/v1\/property\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\/related)?$/i;
const META_API = /^\/api\/v1\/meta$/;
const BINS = { listings: LISTINGS, searches: SEARCHES, pages: PAGES };
const PAGE_BINS = KEPT_PAGES.map(([source, bin]) => [new RegExp(source), BINS[bin]]);

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll([...SHELL_FILES, '/offline-bn.html', '/offline-en.html'])),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') void self.skipWaiting();
  // Signed out (web/lib/session/this-phone.ts): what was read on this phone is the reader's
  // history, so the next person finds only the app. The page waits for the answer before it leaves.
  if (event.data?.type === 'signed-out') {
    event.waitUntil(forgetReading().then(() => event.ports[0]?.postMessage('done')));
  }
});

// Background Sync for listings published offline (web/features/post/outbox.ts): the connection is
// back, so an open page sends them (one sender, with its lock and the Idempotency-Key); with no page
// open, the next visit does.
self.addEventListener('sync', (event) => {
  if (event.tag !== 'thikana-outbox') return;
  event.waitUntil(
    self.clients
      .matchAll({ type: 'window' })
      .then((pages) => pages.forEach((page) => page.postMessage({ type: 'outbox-send' }))),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(dropUnusedShells().then(() => self.clients.claim()));
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.mode === 'navigate') {
    event.respondWith(page(request, url, event));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(shellFile(request));
  } else if (url.pathname.startsWith('/uploads/')) {
    event.respondWith(photo(request, event));
  } else if (LISTING_API.test(url.pathname)) {
    event.respondWith(networkFirst(request, request, LISTINGS, event));
  } else if (LIST_API.test(url.pathname)) {
    event.respondWith(networkFirst(request, request, SEARCHES, event));
  } else if (META_API.test(url.pathname)) {
    event.respondWith(networkFirst(request, request, PAGES, event));
  }
});

/** A page: from the network, else the kept copy in the reader's language, else the offline page. */
async function page(request, url, event) {
  const language = await readerLanguage(url);
  const bin = PAGE_BINS.find(([pattern]) => pattern.test(url.pathname))?.[1] ?? null;
  // The server draws a page in the language of the `language` cookie: the copy is kept per language.
  const key = new URL(url);
  key.searchParams.set('lang', language);
  key.hash = '';
  try {
    return await networkFirst(request, key.href, bin, event);
  } catch {
    const offline = await caches.match(`/offline-${language}.html`);
    return offline ?? Response.error();
  }
}

/**
 * The network's answer, kept in `bin` when it may be; if the network fails, or is slower than
 * NETWORK_WAIT_MS while a copy is kept, the copy. Throws when there is neither.
 */
async function networkFirst(request, key, bin, event) {
  const fromNetwork = fetch(request).then(async (response) => {
    if (bin && mayKeep(response)) await keep(bin, key, response.clone());
    return response;
  });
  event.waitUntil(fromNetwork.catch(() => undefined));
  const kept = bin ? caches.open(bin[0]).then((cache) => cache.match(key, { ignoreVary: true })) : null;
  const slow = new Promise((resolve) => setTimeout(resolve, NETWORK_WAIT_MS, 'slow'));
  try {
    const first = await Promise.race([fromNetwork, slow]);
    if (first !== 'slow') return first;
    const copy = await kept;
    return copy ?? (await fromNetwork);
  } catch (error) {
    const copy = await kept;
    if (copy) return copy;
    throw error;
  }
}

/** A hashed file: from any version's shell, else the network (and kept in this version's shell). */
async function shellFile(request) {
  const cached = await caches.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    void caches.open(SHELL).then((cache) => cache.put(request, copy));
  }
  return response;
}

/** A photo: its name is never reused, so a kept copy is always right. */
async function photo(request, event) {
  const cached = await caches.open(PHOTOS[0]).then((cache) => cache.match(request, { ignoreVary: true }));
  if (cached) return cached;
  const response = await fetch(request);
  if (mayKeep(response)) event.waitUntil(keep(PHOTOS, request.url, response.clone()));
  return response;
}

/** Only a complete, public answer of this site: never one marked private or no-store. */
function mayKeep(response) {
  if (response.status !== 200 || response.type !== 'basic') return false;
  const control = (response.headers.get('cache-control') ?? '').toLowerCase();
  return !/\b(private|no-store)\b/.test(control);
}

/** Puts an answer in a bounded cache as its newest entry, and drops the oldest beyond the bound. */
async function keep([name, most], key, response) {
  const cache = await caches.open(name);
  await cache.delete(key, { ignoreVary: true });
  await cache.put(key, response);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - most)).map((old) => cache.delete(old)));
}

/** The language the server would draw the page in: `?lang=`, else the app's cookie, else Bengali. */
async function readerLanguage(url) {
  const asked = url.searchParams.get('lang');
  if (asked === 'bn' || asked === 'en') return asked;
  try {
    const cookie = self.cookieStore ? await self.cookieStore.get('language') : null;
    if (cookie?.value === 'en' || cookie?.value === 'bn') return cookie.value;
  } catch {
    // No cookie store here: the default.
  }
  return 'bn';
}

/** Drops every kept page, API answer and photo: the shells (the app itself, the offline pages) stay. */
async function forgetReading() {
  await Promise.all([LISTINGS, SEARCHES, PAGES, PHOTOS].map(([name]) => caches.delete(name)));
}

/**
 * Deletes the shells of older versions that no kept page needs: a kept page still names its own
 * version's scripts, and is served with them, never with another version's.
 */
async function dropUnusedShells() {
  const names = await caches.keys();
  const needed = new Set();
  for (const [name] of [LISTINGS, SEARCHES, PAGES]) {
    if (!names.includes(name)) continue;
    const cache = await caches.open(name);
    for (const key of await cache.keys()) {
      const response = await cache.match(key);
      if (!response?.headers.get('content-type')?.includes('text/html')) continue;
      for (const [file] of (await response.text()).matchAll(/\/assets\/[^"'\s)]+/g)) needed.add(file);
    }
  }
  for (const name of names) {
    if (!name.startsWith(SHELL_PREFIX) || name === SHELL) continue;
    const cache = await caches.open(name);
    const files = (await cache.keys()).map((key) => new URL(key.url).pathname);
    if (!files.some((file) => needed.has(file))) await caches.delete(name);
  }
}
