import type { Page } from '@playwright/test';
import { expect, openIn, test } from './fixtures';

const LISTING = '/product/:newest';

// Every public screen, and whether its first paint needs data from the API.
const SCREENS: Array<{ path: string; data: boolean }> = [
  { path: '/', data: true },
  { path: '/property-searched?area=uposhohor', data: true },
  { path: '/property-searched?keyword=flat&sort=price_asc', data: true },
  { path: LISTING, data: true },
  { path: '/how-it-works', data: false },
  { path: '/how-to-buy', data: false },
  { path: '/safety', data: false },
  { path: '/help', data: false },
  { path: '/privacy-policy', data: false },
  { path: '/terms-of-services', data: false },
  { path: '/contact', data: false },
  { path: '/sign-in', data: false },
  { path: '/sign-up', data: false },
  { path: '/forgot-password', data: false },
  { path: '/post-sell', data: false },
  { path: '/property-post', data: false },
  { path: '/rent-out', data: false },
];

/** The newest public listing's page, for `LISTING`. */
async function pathOf(page: Page, path: string): Promise<string> {
  if (path !== LISTING) return path;
  const newest = (await (await page.request.get('/api/v1/property/approved-all?limit=1')).json()) as {
    data: Array<{ _id: string }>;
  };
  return `/product/${newest.data[0]!._id}`;
}

/** The page's first heading once React has taken it over (hydration gives each element its fiber). */
async function hydratedHeading(page: Page) {
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect
    .poll(() =>
      heading.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))),
    )
    .toBe(true);
  return heading;
}

test.describe('public screens are drawn by the server and taken over by the browser', () => {
  for (const language of ['bn', 'en'] as const) {
    for (const { path: screen, data } of SCREENS) {
      test(`${screen} (${language})`, async ({ page }) => {
        const path = await pathOf(page, screen);
        const apiCalls: string[] = [];
        page.on('request', (request) => {
          const { pathname } = new URL(request.url());
          // A listing's page reports its view once its script runs (a POST with the handed-over
          // token): a report, not a read of data the server drew with.
          if (pathname.startsWith('/api/') && !/^\/api\/v1\/property\/[^/]+\/view$/.test(pathname))
            apiCalls.push(request.url());
        });
        await page
          .context()
          .addCookies([{ name: 'language', value: language, url: test.info().project.use.baseURL! }]);
        // The HTML as it arrives, before any script: its heading is there, in the visitor's language.
        const html = await (await page.request.get(path)).text();
        expect(html).toContain(`<html lang="${language}"`);
        expect(html).toMatch(/<div id="root"[^>]*><.*<h1[ >]/s);

        // The CSP allows no inline script without its nonce and no eval; a breach is an event, not an
        // error in the console (zod probing for eval was one, see src/web/lib/zod-without-eval.ts).
        await page.addInitScript(() => {
          const seen: string[] = [];
          Object.assign(window, { cspViolations: seen });
          document.addEventListener('securitypolicyviolation', (event) =>
            seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
          );
        });
        await openIn(page, language, path);
        const heading = await hydratedHeading(page);
        const text = (await heading.innerText()).trim();
        expect(html).toContain(text.replace(/&/g, '&amp;'));
        await page.waitForLoadState('networkidle');
        // The answers the server drew with were handed over: hydration asked for none of them again.
        if (data) expect(apiCalls).toEqual([]);
        expect(
          await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
        ).toEqual([]);
        // Hydration errors and mismatches reach the console, which the fixture checks after each test.
      });
    }
  }
});

test.describe('without JavaScript, the pages are still there to read', () => {
  test.use({ javaScriptEnabled: false });

  for (const language of ['bn', 'en'] as const) {
    const words =
      language === 'bn'
        ? { home: 'রাজশাহীতে আপনার নতুন ঠিকানা খুঁজুন', area: 'উপশহর এলাকার প্রপার্টি', call: 'কল করুন' }
        : { home: 'Find your next address in Rajshahi', area: 'Properties in Uposhohor', call: 'Call' };

    test(`home, an area search and a listing (${language})`, async ({ page, isMobile }) => {
      test.skip(!isMobile, 'read on a phone, where it matters most');
      await openIn(page, language, '/');
      await expect(page.getByRole('heading', { level: 1, name: words.home })).toBeVisible();
      const firstDeal = page.getByRole('article').first();
      await expect(firstDeal.getByText(/BDT/)).toBeVisible();
      await expectPhotoShown(page.getByRole('article').first().locator('img'));

      await openIn(page, language, '/property-searched?area=uposhohor');
      await expect(page.getByRole('heading', { level: 1, name: words.area })).toBeVisible();
      expect(await page.getByRole('article').count()).toBeGreaterThan(1);

      await openIn(page, language, await pathOf(page, LISTING));
      const title = page.getByRole('heading', { level: 1 });
      await expect(title).toBeVisible();
      await expect(page.getByText(/BDT/).first()).toBeVisible();
      await expectPhotoShown(page.locator('main img').first());
      await expect(page.getByRole('link', { name: new RegExp(words.call) }).first()).toHaveAttribute(
        'href',
        /^tel:\+880/,
      );
    });
  }
});

async function expectPhotoShown(photo: ReturnType<Page['locator']>) {
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
}
