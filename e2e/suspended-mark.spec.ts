import { bn, en } from './texts';
import { expect, onPhonesOnly, openIn, test } from './fixtures';
import { logInAsAdmin, postListing, signedUpOwner } from './listing-setup';

// A suspended owner's listing waiting for review says so on its card (issue 33 follow-up), so the
// moderator knows a decision will not show it while the account is suspended.

onPhonesOnly();
const SHOTS = '/tmp/shots-suspended-mark';

for (const [language, L] of [
  ['bn', bn],
  ['en', en],
] as const) {
  test(`a suspended owner's card in the review queue is marked (${language})`, async ({
    page,
    browser,
    adminApi,
  }) => {
    test.slow();
    const stamp = `${Date.now()}${language}`;
    const owner = await signedUpOwner(browser, language, `suspended-${stamp}`);
    const suspendedTitle = `Flat of a suspended owner ${stamp}`;
    const id = await postListing(owner, suspendedTitle);
    const listing = await adminApi.get(`/api/v1/property/${id}`);
    const ownerId = ((await listing.json()) as { data: { user: { _id: string } } }).data.user._id;
    const suspended = await adminApi.patch(`/api/v1/admin/accounts/${ownerId}`, {
      data: { suspended: true, reason: 'Asked renters for advance payments' },
    });
    expect(suspended.status()).toBe(200);

    await openIn(page, language, '/sign-in?redirect=%2Fdashboard');
    await logInAsAdmin(page, L);
    await expect(page).toHaveURL(/\/dashboard$/);
    const card = page.getByRole('article', { name: suspendedTitle });
    await expect(card.getByText(L.dashboard.ownerSuspended, { exact: true })).toBeVisible();
    // Only such cards: a demo owner's listing waiting for review is not marked.
    const plain = page.getByRole('article', {
      name: 'Family Flat on Greater Road, 10 Minutes to Shaheb Bazar',
    });
    await expect(plain).toBeVisible();
    await expect(plain.getByText(L.dashboard.ownerSuspended, { exact: true })).toHaveCount(0);
    await card.getByText(L.dashboard.ownerSuspended, { exact: true }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/review-${language}.png` });
  });
}
