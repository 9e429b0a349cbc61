import { bn, en } from './texts';
import { expect, openIn, test } from './fixtures';
import { approveAsAdmin, postListing, signedUpOwner } from './listing-setup';

for (const [language, L] of [
  ['bn', bn],
  ['en', en],
] as const) {
  test(`the owner marks a flat rented from its page and sees the badge (${language})`, async ({
    browser,
    adminApi,
  }) => {
    test.slow(); // an owner signs up and posts, an admin approves: three journeys' worth of set-up
    const stamp = `${Date.now()}${language}${test.info().project.name}`;
    const owner = await signedUpOwner(browser, language, stamp);
    const id = await postListing(owner, `Lake view flat ${stamp}`);
    await approveAsAdmin(adminApi, id);

    await owner.goto(`/product/${id}`);
    const ownerBox = owner.getByRole('region', { name: L.dealState.yourListing });
    await ownerBox.getByRole('button', { name: new RegExp(`^${L.dealState.mark_rented}`) }).click();
    await expect(owner.getByText(L.dealState.marked_rented)).toBeVisible();
    await expect(
      owner.getByRole('article').getByText(L.dealState.badge_rented, { exact: true }),
    ).toBeVisible();

    // Back on the market from the same place, without a new review.
    await ownerBox.getByRole('button', { name: new RegExp(`^${L.dealState.backOnMarket}`) }).click();
    await expect(owner.getByText(L.dealState.markedAvailable)).toBeVisible();
    await expect(owner.getByText(L.dealState.badge_rented, { exact: true })).toHaveCount(0);
    await owner.context().close();
  });

  test(`a visitor sees a rented flat's badge and no way to call (${language})`, async ({
    page,
    browser,
    adminApi,
  }) => {
    test.slow();
    const stamp = `${Date.now()}${language}${test.info().project.name}v`;
    const owner = await signedUpOwner(browser, language, stamp);
    const id = await postListing(owner, `Garden flat ${stamp}`);
    await approveAsAdmin(adminApi, id);
    const marked = await owner.request.patch(`/api/v1/property/${id}/status`, {
      headers: { origin: new URL(owner.url()).origin },
      data: { status: 'rented' },
    });
    expect(marked.status()).toBe(200);
    await owner.context().close();

    await openIn(page, language, `/product/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Garden flat ${stamp}` })).toBeVisible();
    await expect(page.getByText(L.dealState.badge_rented, { exact: true })).toBeVisible();
    await expect(page.getByText(L.dealState.closedNote_rented)).toBeVisible();
    await expect(page.getByRole('complementary', { name: L.property.contactBar })).toHaveCount(0);
    await expect(page.getByRole('main').locator('a[href^="tel:"]')).toHaveCount(0);
    await page.getByRole('link', { name: L.dealState.seeSimilar }).click();
    await expect(page).toHaveURL(/\/property-searched\?area=uposhohor&category=apartment&property_type=rent/);
  });
}
