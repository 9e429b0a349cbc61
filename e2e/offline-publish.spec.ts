import type { Page } from '@playwright/test';
import { LANGUAGES } from './texts';
import { expect, onPhonesOnly, test } from './fixtures';
import { fillFlatUpToPhotos, openPostFormAsNewOwner, photoFiles, shootForm } from './post-setup';

// Publishing with no connection (issue 20): the listing waits on the phone, is sent when the
// connection returns, and is created exactly once (the outbox's Idempotency-Key, docs/offline.md).
onPhonesOnly();

/** How many of the owner's listings carry this title, as the API lists them. */
function ownListingsTitled(page: Page, title: string) {
  return page.evaluate(async (title) => {
    const res = await fetch('/api/v1/property/logged-user-all');
    const body = (await res.json()) as { data: Array<{ property_title: string }> };
    return body.data.filter((listing) => listing.property_title === title).length;
  }, title);
}

for (const [language, L] of LANGUAGES) {
  test(`a listing published offline is sent once when the connection returns (${language})`, async ({
    page,
    context,
  }) => {
    test.slow(); // four steps, two photos scaled in the browser, an upload
    const title = `${language === 'bn' ? 'অফলাইনে দেওয়া ফ্ল্যাট' : 'Flat posted offline'} ${Date.now()}`;
    await openPostFormAsNewOwner(page, language, `offline-${language}`);

    await fillFlatUpToPhotos(page, L, {
      title,
      area: 'shaheb-bazar',
      address: 'Holding 12, Station Road',
      bedrooms: '3',
      price: '6500000',
      contactNumber: '01712 345678',
    });
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
