import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { bn, en } from './texts';
import { confirmInDialog, expect, openIn, test } from './fixtures';
import { approveAsAdmin, postListing, signedUpOwner } from './listing-setup';

/** An owner's browser with one listing that the worker's admin session has approved. */
async function ownerWithApprovedListing(
  browser: Browser,
  adminApi: APIRequestContext,
  language: string,
  stamp: string,
  title: string,
) {
  const page = await signedUpOwner(browser, language, stamp);
  const id = await postListing(page, title);
  await approveAsAdmin(adminApi, id);
  return { page, origin: new URL(page.url()).origin, id };
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
    adminApi,
  }) => {
    // Two extra browsers (owner, admin) and a few API calls before the screen: more time.
    test.slow();
    const stamp = `${Date.now()}${language}${test.info().project.name}`;
    const oldTitle = `Quiet flat ${stamp} near the river`;
    const newTitle = `Renovated flat ${stamp} with a new kitchen`;
    const owner = await ownerWithApprovedListing(browser, adminApi, language, stamp, oldTitle);
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
    adminApi,
  }) => {
    test.slow();
    const stamp = `${Date.now()}${language}${test.info().project.name}`;
    const oldTitle = `Corner flat ${stamp} by the park`;
    const newTitle = `Corner flat ${stamp} by the park, repainted`;
    const owner = await ownerWithApprovedListing(browser, adminApi, language, stamp, oldTitle);
    await edit(owner, { property_title: newTitle, price: 15500 });
    await owner.page.context().close();

    // The worker's admin session, not a login of its own (the account's login limit is shared).
    await page.context().addCookies((await adminApi.storageState()).cookies);
    await page.addInitScript(() => window.localStorage.setItem('thikana.session', '1'));
    await openIn(page, language, '/dashboard');
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
