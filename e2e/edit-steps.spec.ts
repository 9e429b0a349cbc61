import { expect, onPhonesOnly, test } from './fixtures';
import { approveAsAdmin, postListing, signedUpOwner } from './listing-setup';
import { LANGUAGES } from './texts';

// Editing a listing (issue 31, defect 7): every step is filled in already, so the steps' names go
// straight to a step: a new price is two taps and a save, not four "Next"s.
onPhonesOnly();

for (const [language, L] of LANGUAGES) {
  test(`an owner changes only the price by going straight to its step (${language})`, async ({
    browser,
    adminApi,
  }) => {
    test.slow(); // an owner's own browser, a listing posted and approved through the API
    const stamp = `${Date.now()}${language}`;
    const page = await signedUpOwner(browser, language, stamp);
    const id = await postListing(page, `Quiet flat ${stamp} near the river`);
    await approveAsAdmin(adminApi, id);

    await page.goto(`/product/edit/${id}`);
    const steps = page.getByRole('navigation', { name: L.postDraft.steps });
    await steps.getByRole('button', { name: L.postDraft.stepPriceRent, exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: L.postDraft.stepPriceRent })).toBeVisible();
    await expect(steps.getByRole('button', { name: L.postDraft.stepPriceRent, exact: true })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await page.getByLabel(L.postDraft.rent).fill(language === 'bn' ? '১২০০০' : '12000');
    await steps.getByRole('button', { name: L.post.stepPublish, exact: true }).click();
    await page.getByRole('button', { name: L.post.saveChanges }).click();
    // A price alone goes live at once.
    await expect(page.getByText(L.revision.savedLive)).toBeVisible({ timeout: 15_000 });
    await page.context().close();
  });
}
