import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { bn, en } from './texts';
import { formatAmount } from '../src/shared/format';
import { expect, openIn, signUpByApi, test } from './fixtures';
import { approveAsAdmin, postListing, signedUpOwner } from './listing-setup';

// The journeys here are about the service worker (docs/offline.md); the others run without it.
test.use({ serviceWorkers: 'allow' });

// What a page without a connection logs: the requests that failed, which is the point.
const OFFLINE_ERRORS = /ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource|NetworkError/;

/** Waits until the service worker is active and answers this page's requests. */
async function underServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Every URL kept by the service worker, in any of its caches. */
function keptUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
}

for (const [language, L] of [
  ['bn', bn],
  ['en', en],
] as const) {
  test(`a listing viewed before opens without a connection; one not viewed shows the offline page (${language})`, async ({
    page,
    browser,
    adminApi,
    allowConsoleErrors,
  }) => {
    test.slow(); // an owner signs up and posts, an admin approves, the worker installs its shell
    allowConsoleErrors(OFFLINE_ERRORS);
    const stamp = `${Date.now()}${language}${test.info().project.name}`;
    const title = `Flat by the Padma ${stamp}`;
    const owner = await signedUpOwner(browser, language, stamp);
    const id = await postListing(owner, title); // 14 000 a month
    await approveAsAdmin(adminApi, id);
    const listed = (await (await page.request.get('/api/v1/property/approved-all?limit=5')).json()) as {
      data: Array<{ _id: string }>;
    };
    const unvisited = listed.data.find((listing) => listing._id !== id)!._id;

    // Online: the home page installs the worker; then home and the listing are visited under it.
    await openIn(page, language, '/');
    await underServiceWorker(page);
    await page.goto('/');
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.goto(`/product/${id}`);
    const heading = page.getByRole('heading', { level: 1, name: title });
    const price = page.getByText(formatAmount(14000, language)).first();
    await expect(heading).toBeVisible();
    await expect(price).toBeVisible();

    // Offline: the listing reloads as it was, and the home page opens.
    await page.context().setOffline(true);
    await page.reload();
    await expect(heading).toBeVisible();
    await expect(price).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(title));
    await page.goto('/');
    await expect(page.getByRole('article').first()).toBeVisible();

    // A listing never opened: the offline page, in the reader's language, with a way to try again.
    await page.goto(`/product/${unvisited}`, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: L.offline.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('link', { name: L.offline.retry })).toBeVisible();

    // The owner lowers the price meanwhile; back online, the page shows the new one, not the kept copy.
    const lowered = await owner.request.patch(`/api/v1/property/${id}`, {
      headers: { origin: new URL(owner.url()).origin },
      data: { price: 12000 },
    });
    expect(lowered.status()).toBe(200);
    await owner.context().close();
    await page.context().setOffline(false);
    await page.goto(`/product/${id}`);
    await expect(heading).toBeVisible();
    // (The old price may still show, as the price drop's "was".)
    await expect(page.getByText(formatAmount(12000, language)).first()).toBeVisible();
  });
}

test('what a signed-in person sees is never kept by the service worker', async ({ page }) => {
  const stamp = `${Date.now()}private${test.info().project.name}`;
  await openIn(page, 'en', '/');
  await underServiceWorker(page);
  const listed = (await (await page.request.get('/api/v1/property/approved-all?limit=1')).json()) as {
    data: Array<{ _id: string }>;
  };
  const listingId = listed.data[0]!._id;

  // Signed up and logged in, in this browser: the session cookie goes with every request from now on.
  const register = await signUpByApi(
    page.request,
    { origin: new URL(page.url()).origin },
    { name: 'Rafiq Islam', email: `private-${stamp}@example.com`, password: 'Padma river in the evening 7' },
  );
  expect(register.status()).toBe(201);
  await page.evaluate(() => window.localStorage.setItem('thikana.session', '1'));

  const ownListings = page.waitForResponse((res) => res.url().includes('/api/v1/property/logged-user-all'));
  await page.goto('/profile-post');
  expect((await ownListings).headers()['cache-control']).toBe('private, no-store');
  const listingAnswer = page.waitForResponse((res) => res.url().endsWith(`/api/v1/property/${listingId}`));
  const listingPage = await page.goto(`/product/${listingId}`);
  expect(listingPage?.headers()['cache-control']).toContain('private');
  expect((await listingAnswer).headers()['cache-control']).toBe('private, no-store');

  const kept = await keptUrls(page);
  // The worker keeps things (its shell at least), but none of the signed-in answers.
  expect(kept.some((url) => url.includes('/assets/'))).toBe(true);
  const paths = kept.map((url) => new URL(url).pathname);
  for (const privatePath of ['/api/v1/user/me', '/api/v1/property/logged-user-all', '/profile-post']) {
    expect(paths.filter((path) => path === privatePath)).toEqual([]);
  }
  // The listing's page and API answer, drawn for a signed-in person (their own favourite mark).
  expect(paths.filter((path) => path.includes(listingId))).toEqual([]);
});

test('the offline page at 390 px, in Bengali and English', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(OFFLINE_ERRORS);
  await page.setViewportSize({ width: 390, height: 844 });
  await openIn(page, 'bn', '/');
  await underServiceWorker(page);
  await page.context().setOffline(true);
  for (const [language, L] of [
    ['bn', bn],
    ['en', en],
  ] as const) {
    await page.goto(`/how-to-buy?lang=${language}`, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: L.offline.title })).toBeVisible();
    await page.screenshot({ path: `/tmp/shots-pwa/offline-${language}-${test.info().project.name}.png` });
  }
});

// Lighthouse 12 dropped its PWA category and the `installable-manifest` audit; that audit asked
// Chromium the same question as here (Page.getInstallabilityErrors), which is what decides whether a
// phone offers "Install app". Asked in a browser profile of its own: a test context is incognito,
// where Chromium never installs.
test('Chromium finds the app installable, with its Bengali name and icons', async ({
  playwright,
  browserName,
  clientAddress,
}) => {
  test.skip(browserName !== 'chromium', 'a Chromium protocol call');
  const { baseURL, launchOptions } = test.info().project.use;
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'thikana-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress },
  });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await underServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    const parsed = JSON.parse(manifest.data ?? '{}');
    expect(parsed).toMatchObject({
      name: 'ঠিকানা',
      short_name: 'Thikana',
      start_url: '/',
      display: 'standalone',
      theme_color: '#0D9276',
    });
    expect(
      parsed.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`),
    ).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of parsed.icons) {
      expect((await page.request.get(icon.src)).headers()['content-type']).toBe('image/png');
    }
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors)
      .toEqual([]);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

// The next deploy, as a browser sees it: the server sends a worker of another version (the test
// rewrites dist/web/sw.js, which the server reads on each request, and puts it back afterwards).
test('a new version waits until the reader reloads, then the old shell goes', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'once: the two projects would rewrite the same file');
  await openIn(page, 'en', '/');
  await underServiceWorker(page);
  const shells = () =>
    page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('thikana-shell-')));
  const [shell] = await shells();
  const file = path.join('dist', 'web', 'sw.js');
  const worker = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(file, worker.replace(/const VERSION = "([0-9a-f]+)"/, 'const VERSION = "$1next"'));
  try {
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect(page.getByText(en.offline.updateReady)).toBeVisible();
  } finally {
    fs.writeFileSync(file, worker);
  }
  // Installed and waiting: the page still runs on the version it started with.
  expect(await shells()).toEqual(expect.arrayContaining([shell, `${shell}next`]));
  await page.getByRole('button', { name: en.offline.reload }).click();
  // The page reloads meanwhile: a read cut short by it is read again.
  await expect.poll(() => shells().catch(() => [])).toEqual([`${shell}next`]);
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
  await expect(page.getByRole('article').first()).toBeVisible();
});
