import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { bn, en } from './texts';
import { expect, newClientAddress, openIn, signUpByApi, test } from './fixtures';
import { approveAsAdmin } from './listing-setup';

const COPY = { bn, en };
const PASSWORD = 'Padma river view balcony 7';

/** A new owner with an approved listing, made through the API as the app's own users would. */
async function ownerWithListing(
  playwright: { request: { newContext(options: object): Promise<APIRequestContext> } },
  adminApi: APIRequestContext,
  baseURL: string,
  workerIndex: number,
  title: string,
) {
  const client = (address: string) =>
    playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { origin: baseURL, 'x-forwarded-for': address },
    });
  const owner = await client(newClientAddress(workerIndex));
  const email = `stats-${Date.now()}-${workerIndex}-${Math.random().toString(36).slice(2)}@example.com`;
  expect((await signUpByApi(owner, {}, { name: 'Stats Owner', email, password: PASSWORD })).status()).toBe(
    201,
  );
  const created = await owner.post('/api/v1/property/create', {
    multipart: {
      data: JSON.stringify({
        property_type: 'rent',
        property_title: title,
        description: 'Two bedrooms, a balcony over the lane, gas and water all day.',
        price: '12000',
        price_type: 'fixed',
        rent_time_period: 'monthly',
        category: 'apartment',
        property_condition: 'old',
        property_address: { address: 'Road 4, Sector 3', delegation: 'uposhohor', city: 'rajshahi' },
        contact_number: '01712345678',
      }),
    },
  });
  expect(created.status()).toBe(201);
  const { data } = (await created.json()) as { data: { _id: string } };
  await approveAsAdmin(adminApi, data._id);
  const cookies = (await owner.storageState()).cookies;
  await owner.dispose();
  return { id: data._id, cookies };
}

/** The API calls for this listing's own data that the page makes. */
function listingRequests(page: Page, id: string) {
  const urls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === `/api/v1/property/${id}` || pathname === `/api/v1/property/${id}/stats`)
      urls.push(pathname);
  });
  return urls;
}

for (const language of ['bn', 'en'] as const) {
  test(`the owner sees a visitor's view and call on a phone-sized /profile-post (${language})`, async ({
    page,
    playwright,
    adminApi,
  }, testInfo) => {
    const t = COPY[language];
    const title = `Stats flat ${language} ${testInfo.project.name} ${Date.now()}`;
    const baseURL = String(testInfo.project.use.baseURL);
    const { id, cookies } = await ownerWithListing(
      playwright,
      adminApi,
      baseURL,
      testInfo.workerIndex,
      title,
    );

    // A visitor opens the page drawn by the server: the screen takes over its data, asking nothing
    // again, and its script reports the view with the token the page was handed.
    const requests = listingRequests(page, id);
    const viewReported = page.waitForResponse((response) => response.url().endsWith(`/property/${id}/view`));
    await openIn(page, language, `/product/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const view = await viewReported;
    expect(view.status()).toBe(202);
    expect((view.request().postDataJSON() as { token?: string }).token).toMatch(/^[\w-]{22}$/);
    expect(requests).toEqual([]);
    // A tap on Call is reported without holding the tap up; tel: itself is not followed here.
    await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault(), true));
    const reported = page.waitForResponse((response) =>
      response.url().endsWith(`/property/${id}/contact-event`),
    );
    const call =
      testInfo.project.name === 'phone'
        ? page.getByRole('link', { name: t.property.callOwner })
        : page.getByRole('link', { name: t.property.call, exact: true });
    await call.click();
    expect((await reported).status()).toBe(202);

    // The owner, on a 390 px phone: the statistics are asked for only when opened.
    await page.context().addCookies(cookies);
    await page.addInitScript(() => window.localStorage.setItem('thikana.session', '1'));
    await page.setViewportSize({ width: 390, height: 844 });
    const digit = (n: number) => (language === 'bn' ? '০১২৩৪৫৬৭৮৯'[n]! : String(n));
    const statsAsked = () => requests.filter((url) => url.endsWith('/stats')).length;
    await expect(async () => {
      await page.goto('/profile-post');
      // The statistics' fold, not the proof of ownership's beside it.
      const summary = page.locator('summary', { hasText: title }).filter({ hasText: t.stats.title });
      await expect(summary).toBeVisible();
      const before = statsAsked();
      // Let the list settle: nothing is asked for a folded section.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(statsAsked()).toBe(before);
      await summary.click();
      const total = (label: string) =>
        page
          .locator('details[open] dl > div')
          .filter({ has: page.getByText(label, { exact: true }) })
          .locator('dd');
      // Counts are written every few seconds: until then, open again. Journeys running alongside
      // open the newest listings too (this one may be first), so the visitor's view is one at least.
      await expect(total(t.stats.views)).toHaveText(language === 'bn' ? /^[১-৯]/ : /^[1-9]/, {
        timeout: 2_000,
      });
      await expect(total(t.stats.calls)).toHaveText(digit(1));
      expect(statsAsked()).toBe(before + 1);
    }).toPass({ timeout: 30_000 });
    await expect(page.locator('details[open] svg[role="img"]')).toHaveAttribute('aria-label', /.+/);
    // The day-by-day table too: everything the chart shows, as text, and all of it within the phone.
    const panel = page.locator('details[open]').filter({ hasText: title });
    await panel.getByText(t.stats.byDay).click();
    await expect(panel.getByRole('table')).toBeVisible();
    // The counts are called what they are: estimates.
    await expect(panel.getByText(t.stats.note)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`stats-${language}.png`), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const results = await new AxeBuilder({ page })
      .include('details[open]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious, 'axe on the statistics').toEqual([]);
  });
}
