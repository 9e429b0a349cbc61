import type { Page } from '@playwright/test';
import { bn, en } from './texts';
import { expect, openIn, test } from './fixtures';
import { fillBasics, photoFiles, settled, shootForm, signUpInPage } from './post-setup';

// Publishing with no connection (issue 20): the listing waits on the phone, is sent when the
// connection returns, and is created exactly once (the outbox's Idempotency-Key, docs/offline.md).
test.skip(({ isMobile }) => !isMobile, 'phone journeys');
test.use({ viewport: { width: 390, height: 844 } });

/** How many of the owner's listings carry this title, as the API lists them. */
function ownListingsTitled(page: Page, title: string) {
  return page.evaluate(async (title) => {
    const res = await fetch('/api/v1/property/logged-user-all');
    const body = (await res.json()) as { data: Array<{ property_title: string }> };
    return body.data.filter((listing) => listing.property_title === title).length;
  }, title);
}

for (const [language, L] of [
  ['bn', bn],
  ['en', en],
] as const) {
  test(`a listing published offline is sent once when the connection returns (${language})`, async ({
    page,
    context,
  }) => {
    test.slow(); // four steps, two photos scaled in the browser, an upload
    const title = `${language === 'bn' ? 'অফলাইনে দেওয়া ফ্ল্যাট' : 'Flat posted offline'} ${Date.now()}`;
    await openIn(page, language, '/');
    await signUpInPage(page, `offline-${language}`);
    await page.goto('/post-sell');
    await settled(page);

    await fillBasics(page, L, title);
    await page.getByRole('button', { name: L.post.next }).click();
    await page.getByRole('combobox', { name: L.post.area, exact: true }).selectOption('shaheb-bazar');
    await page.getByLabel(L.post.address, { exact: true }).fill('Holding 12, Station Road');
    await page.getByLabel(L.post.bedrooms).fill('3');
    await page.getByRole('button', { name: L.post.next }).click();
    await page.getByLabel(L.post.price).fill('6500000');
    await page.getByLabel(L.priceType.fixed, { exact: true }).check({ force: true });
    await page.getByLabel(L.post.contactNumber).fill('01712 345678');
    await page.getByRole('button', { name: L.post.next }).click();
    await page.getByLabel(L.post.addPhotos).setInputFiles(await photoFiles(['#0D9276', '#8B5A2B']));
    await expect(
      page.getByRole('img', { name: new RegExp(L.property.showPhoto.split('{{')[0]!) }),
    ).toHaveCount(2);
    await page.getByRole('button', { name: L.post.next }).click();
    await page.getByRole('button', { name: L.post.next }).click(); // no floor plans

    await context.setOffline(true);
    await page.getByRole('button', { name: L.post.publish }).click();
    await expect(page.getByRole('status').filter({ hasText: L.offlinePublish.waiting })).toBeVisible();
    await shootForm(page, `waiting-${language}`);

    await context.setOffline(false);
    await expect(page.getByText(L.offlinePublish.sent)).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/profile-post/);
    await shootForm(page, `sent-${language}`);
    await expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(1);
    expect(await ownListingsTitled(page, title)).toBe(1);
    // Nothing waits any more: a reload (the next visit) sends nothing a second time.
    await page.reload();
    await expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(1);
    expect(await ownListingsTitled(page, title)).toBe(1);
  });
}
