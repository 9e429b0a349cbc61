import { LANGUAGES } from './texts';
import { expect, onPhonesOnly, openIn, test } from './fixtures';
import {
  fillBasics,
  fillFixedPrice,
  openPostFormAsNewOwner,
  photoFiles,
  settled,
  shootForm,
} from './post-setup';

// The post form's upload tells the truth (issue 20): "processing photos" between the last byte
// sent and the server's answer, and a last step that shows everything the listing will show.
onPhonesOnly();

for (const [language, L] of LANGUAGES) {
  test(`the last step shows the whole listing, and photos are "processing" until the server answers (${language})`, async ({
    page,
  }) => {
    test.slow(); // sign-up, four steps, three photos scaled in the browser, a publish
    const title = `${language === 'bn' ? 'কাজলায় ২ রুমের ফ্ল্যাট ভাড়া' : 'Two-room flat to let in Kazla'} ${Date.now()}`;
    await openPostFormAsNewOwner(page, language, 'Shirin Akter');

    await page.getByLabel(L.propertyType.rent, { exact: true }).check({ force: true });
    await fillBasics(
      page,
      L,
      title,
      'Second floor flat near Kazla gate, gas line, tiled floors, quiet lane, family only.',
    );
    await page.getByRole('button', { name: L.post.next }).click();

    const area = page.getByRole('combobox', { name: L.post.area, exact: true });
    await area.selectOption('kazla');
    // The reader's own name of the area: the option's text before the other language's.
    const areaName = ((await area.locator('option:checked').textContent()) ?? '').split(' (')[0]!;
    await page.getByLabel(L.post.address, { exact: true }).fill('House 7, Kazla Gate Lane');
    await page.getByLabel(L.post.bedrooms).fill(language === 'bn' ? '২' : '2');
    const terms = page.getByRole('group', { name: L.postDraft.rentTerms });
    await terms.getByLabel(L.post.advanceMonths).fill(language === 'bn' ? '২' : '2');
    await terms.getByLabel(L.tenant.family, { exact: true }).check({ force: true });
    await shootForm(page, `rent-form-${language}`);
    await page.getByRole('button', { name: L.post.next }).click();

    await fillFixedPrice(page, L, { price: '১২,০০০', contactNumber: '01712345678', rent: true });
    await page.getByRole('button', { name: L.post.next }).click();
    await page
      .getByLabel(L.post.addPhotos)
      .setInputFiles(await photoFiles(['#0D9276', '#8B5A2B', '#3B6EA5']));
    await expect(page.locator('main form img')).toHaveCount(3);
    await page.getByRole('button', { name: L.post.next }).click();
    await page.getByRole('button', { name: L.post.next }).click(); // no floor plans

    // The summary: what the listing will show, in the reader's language and digits.
    const summary = page.locator('main form');
    await expect(summary.getByText(title)).toBeVisible();
    await expect(summary.getByText(L.propertyType.rent, { exact: true })).toBeVisible();
    await expect(summary.getByText(areaName, { exact: true })).toBeVisible();
    const rent = language === 'bn' ? '১২.০০০' : '12.000'; // with the reader's thousands space
    await expect(summary.getByText(new RegExp(`${rent}.*${L.rentPeriod.monthly}`))).toBeVisible();
    await expect(summary.getByText(language === 'bn' ? '০১৭১২৩৪৫৬৭৮' : '01712345678')).toBeVisible();
    await expect(summary.getByRole('img')).toHaveCount(3);
    await shootForm(page, `summary-${language}`);
    // "Edit" goes back to its step, and Next comes back.
    await summary.getByRole('button', { name: `${L.postUpload.edit}: ${L.post.stepPrice}` }).click();
    await expect(page.getByLabel(L.postDraft.rent)).toBeVisible();
    await page.getByRole('button', { name: L.post.next }).click();
    await page.getByRole('button', { name: L.post.next }).click();
    await page.getByRole('button', { name: L.post.next }).click();

    // The request goes to the real server, its body sent as any other; only its answer is held
    // (DevTools' Fetch at the response stage: page.route would hold the body, and with it the
    // upload's progress) until the processing state was seen.
    const cdp = await page.context().newCDPSession(page);
    const paused = new Promise<string>((resolve) =>
      cdp.on('Fetch.requestPaused', (event) => resolve(event.requestId)),
    );
    await cdp.send('Fetch.enable', {
      patterns: [{ urlPattern: '*/api/v1/property/create', requestStage: 'Response' }],
    });
    const publish = page.getByRole('button', { name: L.post.publish });
    await publish.click();
    const status = page.locator('[aria-live="polite"]').filter({ hasText: L.postUpload.processing });
    await expect(status).toBeVisible({ timeout: 30_000 });
    await expect(publish).toBeDisabled();
    await expect(page.getByText(/100\s*%|১০০\s*%/)).toHaveCount(0);
    await shootForm(page, `processing-${language}`, status);
    await cdp.send('Fetch.continueResponse', { requestId: await paused });
    await expect(page.getByText(L.post.created)).toBeVisible();
    await expect(page).toHaveURL(/\/profile-post$/);
  });

  test(`the land form asks for its size, not rooms (screenshot, ${language})`, async ({ page }) => {
    await openIn(page, language, '/post-sell');
    await settled(page);
    await page.getByLabel(L.category.land, { exact: true }).check({ force: true });
    await page
      .getByLabel(L.post.title)
      .fill(language === 'bn' ? 'নওহাটায় ৫ কাঠা জমি বিক্রি' : '5 katha plot in Naohata');
    await page
      .getByLabel(L.post.description)
      .fill('Level plot beside the Naohata bazar road, boundary wall on two sides, clear title.');
    await page.getByRole('button', { name: L.post.next }).click();
    await page.getByRole('combobox', { name: L.post.area, exact: true }).selectOption('naohata');
    await page.getByLabel(L.postDraft.landSize).fill(language === 'bn' ? '৫' : '5');
    await expect(page.getByLabel(L.post.bedrooms)).toHaveCount(0);
    await shootForm(page, `land-form-${language}`);
  });
}
