import { LANGUAGES } from './texts';
import { expect, onPhonesOnly, test } from './fixtures';
import { fillFlatUpToPhotos, openPostFormAsNewOwner, photoFiles, shootForm } from './post-setup';

// A photo the server refuses is marked on its own thumbnail, and can be removed or tried again
// alone (issue 20). The refused file is a real JPEG cut off halfway, as one broken in transit: its
// header reads, so the browser does not scale it (1600 px and a few kilobytes need no scaling, and
// a file it cannot decode goes as it is: scale-photo.ts), and the server refuses it as truncated.
onPhonesOnly();

for (const [language, L] of LANGUAGES) {
  test(`a refused photo is marked alone, removed, and the listing goes with the others (${language})`, async ({
    page,
    allowConsoleErrors,
  }) => {
    test.slow(); // sign-up, four steps, three photos, three publishes
    allowConsoleErrors(/status of 415/); // the refused photo, on purpose
    const title = `${language === 'bn' ? 'কাজলায় ২ রুমের ফ্ল্যাট ভাড়া' : 'Two-room flat to let in Kazla'} ${Date.now()}`;
    const two = language === 'bn' ? '২' : '2';
    await openPostFormAsNewOwner(page, language, 'Rafiq Islam');

    await fillFlatUpToPhotos(page, L, {
      title,
      description: 'Second floor flat near Kazla gate, gas line, tiled floors, quiet lane, family only.',
      area: 'kazla',
      address: 'House 7, Kazla Gate Lane',
      bedrooms: two,
      advanceMonths: two,
      price: '১২,০০০',
      contactNumber: '01712345678',
    });
    await page
      .getByLabel(L.post.addPhotos)
      .setInputFiles(await photoFiles(['#0D9276', '#8B5A2B', '#3B6EA5'], { cutOff: 1 }));
    await expect(page.locator('main form img')).toHaveCount(3);
    await page.getByRole('button', { name: L.post.next }).click();
    await page.getByRole('button', { name: L.post.next }).click(); // no floor plans
    await page.getByRole('button', { name: L.post.publish }).click();

    // Back on the photo step: the second photo is marked, in words, and the form says so aloud.
    const reason = L.photoRetry.reason.not_an_image;
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(reason, { timeout: 30_000 });
    await expect(alert).toContainText(two);
    const failed = page.locator('[data-failed-photo]');
    await expect(failed).toHaveCount(1);
    await expect(failed).toHaveAttribute('data-failed-photo', two);
    await expect(failed).toContainText(L.photoRetry.failed);
    await expect(failed).toContainText(reason);
    await expect(page.locator('main form img')).toHaveCount(3);
    const retry = page.getByRole('button', { name: L.photoRetry.retryLabel.replace('{{n}}', two) });
    await expect(retry).toBeVisible();
    // The page from its top to the end of the form: the message, then the photos (no footer).
    await shootForm(page, `failed-photo-${language}`);

    // "Try again" sends again; the same broken bytes are refused again and marked again.
    const resent = page.waitForResponse((res) => res.url().endsWith('/api/v1/property/create'));
    await retry.click();
    expect((await resent).status()).toBe(415);
    await expect(failed).toContainText(reason);

    // "Remove" drops that photo alone; the fields and the two good photos stay, and the listing goes.
    await page.getByRole('button', { name: L.photoRetry.removeLabel.replace('{{n}}', two) }).click();
    await expect(failed).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.locator('main form img')).toHaveCount(2);
    await page.getByRole('button', { name: L.post.next }).click();
    await page.getByRole('button', { name: L.post.next }).click(); // no floor plans
    await expect(page.locator('main form').getByText(title)).toBeVisible();
    await page.getByRole('button', { name: L.post.publish }).click();
    await expect(page.getByText(L.post.created)).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/profile-post$/);
    const photos = await page.evaluate(async (title) => {
      const res = await fetch('/api/v1/property/logged-user-all');
      const body = (await res.json()) as { data: Array<{ property_title: string; photos: unknown[] }> };
      return body.data.find((listing) => listing.property_title === title)?.photos.length;
    }, title);
    expect(photos).toBe(2);
  });
}
