import type { Browser } from '@playwright/test';
import bn from '../src/web/i18n/bn.json' with { type: 'json' };
import en from '../src/web/i18n/en.json' with { type: 'json' };
import { ADMIN, expect, newClientAddress, openIn, test } from './fixtures';

const PASSWORD = 'Padma river in the evening 7';

/** A browser of its own, logged in through the API (register, or log in), on the site's origin. */
async function loggedInPage(
  browser: Browser,
  language: string,
  login: { email: string; register?: boolean },
) {
  const address = newClientAddress(test.info().workerIndex);
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': address } });
  const page = await context.newPage();
  await openIn(page, language, '/');
  const origin = new URL(page.url()).origin;
  const res = login.register
    ? await page.request.post('/api/v1/user/register', {
        headers: { origin },
        data: { name: 'Rafiq Islam', email: login.email, password: PASSWORD },
      })
    : await page.request.post('/api/v1/user/login', {
        headers: { origin },
        data: { email: login.email, password: ADMIN.password },
      });
  expect(res.ok()).toBe(true);
  await page.evaluate(() => window.localStorage.setItem('thikana.session', '1'));
  return { page, origin };
}

for (const [language, L] of [
  ['en', en],
  ['bn', bn],
] as const) {
  test(`an edited approved listing stays public as it was while its changes wait (${language})`, async ({
    page,
    browser,
  }) => {
    // Two extra browsers (owner, admin) and a few API calls before the screen: more time.
    test.slow();
    const stamp = `${Date.now()}${language}${test.info().project.name}`;
    const oldTitle = `Quiet flat ${stamp} near the river`;
    const newTitle = `Renovated flat ${stamp} with a new kitchen`;
    const owner = await loggedInPage(browser, language, {
      email: `reviser-${stamp}@example.com`,
      register: true,
    });
    const created = await owner.page.request.post('/api/v1/property/create', {
      headers: { origin: owner.origin },
      data: {
        property_type: 'rent',
        property_title: oldTitle,
        description: 'Two bedrooms, a balcony over the road, gas line and a quiet family building.',
        price: 14000,
        price_type: 'fixed',
        rent_time_period: 'monthly',
        category: 'apartment',
        property_condition: 'old',
        property_address: { address: 'House 3, Road 9', delegation: 'uposhohor', city: 'rajshahi' },
        contact_number: '01712345678',
      },
    });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { data: { _id: string } }).data._id;

    const admin = await loggedInPage(browser, language, { email: ADMIN.email });
    const approved = await admin.page.request.patch(`/api/v1/property/admin/${id}`, {
      headers: { origin: admin.origin },
      data: { property_status: 'approved' },
    });
    expect(approved.status()).toBe(200);
    await admin.page.context().close();

    // The owner changes the title: a revision, the listing stays approved.
    const edited = await owner.page.request.patch(`/api/v1/property/${id}`, {
      headers: { origin: owner.origin },
      data: { property_title: newTitle },
    });
    expect(edited.status()).toBe(200);

    // A visitor sees the approved version, and nothing of the pending changes.
    await openIn(page, language, `/product/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: oldTitle })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(newTitle)).toHaveCount(0);
    await expect(page.getByText(L.revision.pendingNote)).toHaveCount(0);

    // The owner, on the same page, is told that the changes wait and the listing stays as it was.
    await owner.page.goto(`/product/${id}`);
    await expect(owner.page.getByRole('heading', { level: 1, name: oldTitle })).toBeVisible({
      timeout: 15_000,
    });
    await expect(owner.page.getByText(L.revision.pendingNote)).toBeVisible();
    await owner.page.context().close();
  });
}
