// The static snapshot of a page for `npm run bench:web` (docs/decisions/017-performance-budgets.md): the
// screen as the app has drawn it, frozen into HTML without its scripts. Lighthouse on the snapshot says
// how soon that very screen can paint when nothing but HTML, CSS, fonts and photos stands in the way;
// the app's LCP over the snapshot's is then what the app's own way of arriving (JavaScript, data
// fetches) costs.
import http from 'node:http';
import zlib from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';

export interface Snapshot {
  /** The page's name, for the reports. */
  name: string;
  html: string;
  /** The headers the app sent with the page itself, less those that describe its body's bytes. */
  headers: Record<string, string>;
}

export interface SnapshotServer {
  origin: string;
  close(): Promise<void>;
}

// Lighthouse 12's mobile emulation, a moto g power (screenEmulationMetrics and userAgents in its
// core/config/constants.js, whose types do not resolve outside Lighthouse).
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75 };
const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
// Browser-side code as text: the scripts' TypeScript program has no DOM types, on purpose.
// Settled: fonts loaded and every photo of the first screen decoded, the main one among them.
const FIRST_SCREEN_DECODED = `(async () => {
  await document.fonts.ready;
  const onScreen = [...document.images].filter((img) => {
    const box = img.getBoundingClientRect();
    return box.width > 0 && box.bottom > 0 && box.top < innerHeight;
  });
  await Promise.all(onScreen.map((img) => img.decode().catch(() => undefined)));
})()`;
// The brand font's faces are added by script (FontFace API, src/web/app/brand-font.tsx), so no
// stylesheet names them: the snapshot declares each font file the page fetched, its weight read from
// the file's name (hind-siliguri-bengali-600-normal-….woff2), to load the same fonts as the page.
const FONTS_DECLARED = `(() => {
  const rules = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.endsWith('.woff2'))
    .flatMap((url) => {
      const weight = /-(\\d{3})-normal/.exec(url.pathname)?.[1];
      return weight
        ? [\`@font-face{font-family:'Hind Siliguri';font-weight:\${weight};font-display:swap;src:url(\${url.pathname}) format('woff2')}\`]
        : [];
    });
  if (rules.length) document.head.append(Object.assign(document.createElement('style'), { textContent: rules.join('') }));
})()`;
// Scripts have run by now; removing them (and the module preloads that only serve them) keeps the
// DOM they made, with every stylesheet, preload, image and font link as it stands.
const REMOVE_SCRIPTS = `document.querySelectorAll('script, link[rel~="modulepreload" i]').forEach((e) => e.remove())`;
// What scripts added names the app's origin in full (Vite's loader sets link.href = the absolute URL
// of a lazy stylesheet): on the snapshot's origin such a link would break the CSP and cost another
// connection, so it becomes the root-relative URL of the same file, fetched through the proxy.
const OWN_URLS_RELATIVE = `document.querySelectorAll('[href], [src]').forEach((e) => {
  for (const name of ['href', 'src']) {
    const value = e.getAttribute(name);
    if (value?.startsWith(location.origin + '/')) e.setAttribute(name, value.slice(location.origin.length));
  }
})`;
// Headers that belong to one response's bytes or connection, not to the page.
const NOT_COPIED =
  /^(content-length|content-encoding|transfer-encoding|connection|keep-alive|date|x-ratelimit-.*)$/;

/**
 * Each page (name by URL) loaded as Lighthouse's phone would (same viewport, pixel ratio and user
 * agent), left to settle, then serialised without scripts; by URL, in the same order.
 */
export async function takeSnapshots(
  pages: Map<string, string>,
  executablePath: string,
): Promise<Map<string, Snapshot>> {
  const browser = await chromium.launch({ executablePath, args: ['--disable-background-networking'] });
  try {
    const snapshots = new Map<string, Snapshot>();
    for (const [url, name] of pages) snapshots.set(url, { name, ...(await snapshotOf(browser, url)) });
    return snapshots;
  } finally {
    await browser.close();
  }
}

async function snapshotOf(browser: Browser, url: string): Promise<Omit<Snapshot, 'name'>> {
  // A context per page, like Lighthouse's cleared cache and storage: no page sees another's state.
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: PHONE_USER_AGENT,
  });
  try {
    const page = await context.newPage();
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    if (!response?.ok()) throw new Error(`Snapshot of ${url}: HTTP ${response?.status() ?? 'no answer'}`);
    await page.evaluate(FIRST_SCREEN_DECODED);
    await page.evaluate(FONTS_DECLARED);
    await page.evaluate(REMOVE_SCRIPTS);
    await page.evaluate(OWN_URLS_RELATIVE);
    // documentElement.outerHTML with the doctype before it: without it the snapshot would lay out
    // in quirks mode.
    const html = await page.content();
    const headers = Object.fromEntries(
      Object.entries(await response.allHeaders()).filter(([name]) => !NOT_COPIED.test(name)),
    );
    return { html, headers };
  } finally {
    await context.close();
  }
}

/**
 * Serves each snapshot (given by its page's URL) at that page's own path and query, and passes every
 * other request (assets, photos, fonts, the favicon, the API) to the app unchanged: the snapshot
 * paints with the very same files, from the same server.
 */
export async function startSnapshotServer(
  appOrigin: string,
  snapshots: Map<string, Snapshot>,
): Promise<SnapshotServer> {
  const byPath = new Map(
    [...snapshots].map(([url, snapshot]) => {
      const { pathname, search } = new URL(url);
      return [pathname + search, { headers: snapshot.headers, bodies: encodings(snapshot.html) }];
    }),
  );
  const app = new URL(appOrigin);
  const server = http.createServer((request, response) => {
    const snapshot = byPath.get(request.url ?? '');
    if (snapshot && (request.method === 'GET' || request.method === 'HEAD')) {
      serveSnapshot(request, response, snapshot);
    } else {
      passToApp(request, response, app);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type Encoding = 'br' | 'gzip' | 'identity';

function serveSnapshot(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  snapshot: { headers: Record<string, string>; bodies: Record<Encoding, Buffer> },
): void {
  const { encoding, body } = negotiate(snapshot.bodies, request.headers['accept-encoding']);
  response.writeHead(200, {
    ...snapshot.headers,
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-cache',
    ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
    'content-length': body.length,
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

function passToApp(request: http.IncomingMessage, response: http.ServerResponse, app: URL): void {
  const { method, url: path, headers } = request;
  const upstream = http.request({ host: app.hostname, port: app.port, method, path, headers }, (answer) => {
    response.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(response);
  });
  upstream.on('error', (error) => response.destroy(error));
  request.pipe(upstream);
}

/** Compressed once, ahead, as the app's @fastify/compress would (brotli quality 4): no time per request. */
function encodings(html: string): Record<Encoding, Buffer> {
  const identity = Buffer.from(html);
  return {
    br: zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }),
    gzip: zlib.gzipSync(identity),
    identity,
  };
}

function negotiate(bodies: Record<Encoding, Buffer>, accepted = ''): { encoding: Encoding; body: Buffer } {
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
  return { encoding, body: bodies[encoding] };
}
