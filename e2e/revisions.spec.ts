import type { Browser, Page } from '@playwright/test';
import bn from '../src/web/i18n/bn.json' with { type: 'json' };
import en from '../src/web/i18n/en.json' with { type: 'json' };
import { ADMIN, confirmInDialog, expect, newClientAddress, openIn, test } from './fixtures';

const PASSWORD = 'Padma river in the evening 7';

/** A browser of its own, logged in through the API (a new owner, or the admin), on the site's origin. */
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

/** An owner's browser with one listing that an admin has approved (the admin's browser is closed again). */
async function ownerWithApprovedListing(browser: Browser, language: string, stamp: string, title: string) {
  const owner = await loggedInPage(browser, language, {
    email: `reviser-${stamp}@example.com`,
    register: true,
  });
  const created = await owner.page.request.post('/api/v1/property/create', {
    headers: { origin: owner.origin },
    data: {
      property_type: 'rent',
      property_title: title,
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
  return { ...owner, id };
}

/** The owner's edit, through the API: the screens under test are the reader's and the admin's. */
async function edit(owner: { page: Page; origin: string; id: string }, data: object) {
  const res = await owner.page.request.patch(`/api/v1/property/${owner.id}`, {
    headers: { origin: owner.origin },
    data,
  });
  expect(res.status()).toBe(200);
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
    const owner = await ownerWithApprovedListing(browser, language, stamp, oldTitle);
    await edit(owner, { property_title: newTitle });

    // A visitor sees the approved version, and nothing of the pending changes.
    await openIn(page, language, `/product/${owner.id}`);
    await expect(page.getByRole('heading', { level: 1, name: oldTitle })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(newTitle)).toHaveCount(0);
    await expect(page.getByText(L.revision.pendingNote)).toHaveCount(0);

    // The owner, on the same page, is told that the changes wait and the listing stays as it was.
    await owner.page.goto(`/product/${owner.id}`);
    await expect(owner.page.getByRole('heading', { level: 1, name: oldTitle })).toBeVisible({
      timeout: 15_000,
    });
    await expect(owner.page.getByText(L.revision.pendingNote)).toBeVisible();
    await owner.page.context().close();
  });

  test(`an admin sees what changed, field by field, and approves the changes (${language})`, async ({
    page,
    browser,
  }) => {
    test.slow();
    const stamp = `${Date.now()}${language}${test.info().project.name}`;
    const oldTitle = `Corner flat ${stamp} by the park`;
    const newTitle = `Corner flat ${stamp} by the park, repainted`;
    const owner = await ownerWithApprovedListing(browser, language, stamp, oldTitle);
    await edit(owner, { property_title: newTitle, price: 15500 });
    await owner.page.context().close();

    await openIn(page, language, '/');
    const login = await page.request.post('/api/v1/user/login', {
      headers: { origin: new URL(page.url()).origin },
      data: { email: ADMIN.email, password: ADMIN.password },
    });
    expect(login.ok()).toBe(true);
    await page.evaluate(() => window.localStorage.setItem('thikana.session', '1'));
    await page.goto('/dashboard');
    const card = page.getByRole('article', { name: oldTitle });
    await expect(card.getByText(L.revision.badge)).toBeVisible({ timeout: 15_000 });
    const local = (text: string) =>
      language === 'bn' ? text.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'.charAt(Number(d))) : text;
    const titleRow = card.getByRole('row', { name: L.post.title });
    await expect(titleRow.getByRole('cell').nth(0)).toHaveText(oldTitle);
    await expect(titleRow.getByRole('cell').nth(1)).toHaveText(newTitle);
    const priceRow = card.getByRole('row', { name: L.post.price });
    await expect(priceRow.getByRole('cell').nth(0)).toHaveText(`${local('14 000')} BDT`);
    await expect(priceRow.getByRole('cell').nth(1)).toHaveText(`${local('15 500')} BDT`);

    await card.getByRole('button', { name: new RegExp(`^${L.revision.approve}`) }).click();
    await confirmInDialog(page, L.revision.yesApprove);
    await expect(page.getByText(L.revision.approved)).toBeVisible();
    await expect(card).toHaveCount(0);
    const listing = await page.request.get(`/api/v1/property/${owner.id}`);
    expect(((await listing.json()) as { data: { property_title: string } }).data.property_title).toBe(
      newTitle,
    );
  });
}
