import type { Page } from '@playwright/test';
import { bn, en, LANGUAGES } from './texts';
import { expect, expectAccessible, onPhonesOnly, openIn, test } from './fixtures';
import {
  fillBasics,
  fillFlatUpToPhotos,
  openPostFormAsNewOwner,
  photoFiles,
  settled,
  shootForm,
  signUpInPage,
} from './post-setup';

// The post form on a phone on a flaky connection (issue 20): its draft survives a reload, and its
// fields follow the deal and the category.
onPhonesOnly();

/** A text of the catalogue with its {{placeholders}} as "anything". */
const pattern = (text: string) =>
  new RegExp(text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\{\w+\}\}/g, '.+'));

/** The drafts this browser keeps, by key, with their titles and counts of stored photo blobs. */
function storedDrafts(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ drafts: Record<string, string>; photos: number }>((resolve, reject) => {
        const open = indexedDB.open('thikana-drafts');
        open.onerror = () => reject(new Error('no database'));
        open.onsuccess = () => {
          const tx = open.result.transaction(['drafts', 'photos']);
          const drafts: Record<string, string> = {};
          let photos = 0;
          const cursor = tx.objectStore('drafts').openCursor();
          cursor.onsuccess = () => {
            if (!cursor.result) return;
            drafts[cursor.result.key as string] = (
              cursor.result.value as { values: { property_title: string } }
            ).values.property_title;
            cursor.result.continue();
          };
          tx.objectStore('photos').count().onsuccess = function () {
            photos = this.result;
          };
          tx.oncomplete = () => {
            open.result.close();
            resolve({ drafts, photos });
          };
        };
      }),
  );
}

for (const [language, L] of LANGUAGES) {
  test(`a draft with its photos survives a reload, and can be discarded (${language})`, async ({ page }) => {
    test.slow(); // four steps, two photos scaled in the browser, two reloads
    const title = `${language === 'bn' ? 'সাহেব বাজারে ৩ রুমের ফ্ল্যাট' : 'Three-room flat in Shaheb Bazar'} ${Date.now()}`;
    await openIn(page, language, '/post-sell');
    await settled(page);

    await fillFlatUpToPhotos(page, L, {
      title,
      area: 'shaheb-bazar',
      address: 'Holding 12, Station Road',
      bedrooms: '৩',
      price: '৬৫,০০,০০০',
      contactNumber: '01712 345678',
    });
    await page
      .getByLabel(L.post.addPhotos)
      .setInputFiles(await photoFiles(['#0D9276', '#8B5A2B'], { width: 3000, height: 2250 }));
    const photos = page.getByRole('img', { name: pattern(L.property.showPhoto) });
    await expect(photos).toHaveCount(2);
    // The form says when the draft is safe; only then is it safe to lose the page.
    await expect(page.getByText(pattern(L.postDraft.saved))).toBeVisible();

    await page.reload();
    const note = page.getByRole('status').filter({ hasText: pattern(L.postDraft.restored) });
    await expect(note).toBeVisible();
    // The time as the reader writes it: Bengali digits in bn.
    await expect(note).toContainText(language === 'bn' ? /[০-৯]{1,2}:[০-৯]{2}/ : /\d{1,2}:\d{2}/);
    await expect(page.getByRole('heading', { name: L.post.stepPhotos })).toBeVisible();
    await expect(photos).toHaveCount(2);
    await shootForm(page, `restored-draft-${language}`);
    await expectAccessible(page, 'the restored draft');
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: L.post.back }).click();
    await expect(page.getByLabel(L.post.title)).toHaveValue(title);
    await page.getByRole('button', { name: L.post.next }).click();
    await expect(page.getByLabel(L.post.bedrooms)).toHaveValue('৩');

    await note.getByRole('button', { name: L.postDraft.discard }).click();
    await expect(note).toHaveCount(0);
    await expect(page.getByLabel(L.post.title)).toHaveValue('');
    await page.reload();
    await settled(page);
    await expect(page.getByLabel(L.post.title)).toHaveValue('');
    await expect(page.getByText(pattern(L.postDraft.restored))).toHaveCount(0);
    expect(await storedDrafts(page)).toEqual({ drafts: {}, photos: 0 });
  });
}

test('what was typed just before the tab was closed is there in a new tab', async ({ page, context }) => {
  const L = en;
  await openIn(page, 'en', '/post-sell');
  await settled(page);
  await page.getByLabel(L.post.title).fill('Typed just before closing the tab');
  // No pause for the form to save on its own. close() does not wait for the page to go when it runs
  // its unload handlers: the new tab opens once it has gone, as a person's would.
  const gone = page.waitForEvent('close');
  await page.close({ runBeforeUnload: true });
  await gone;
  const next = await context.newPage();
  await next.goto('/post-sell');
  await expect(next.getByRole('status').filter({ hasText: pattern(L.postDraft.restored) })).toBeVisible();
  await expect(next.getByLabel(L.post.title)).toHaveValue('Typed just before closing the tab');
});

test('a listing being edited has its own draft, gone once the changes are saved', async ({ page }) => {
  const L = en;
  await openIn(page, 'en', '/');
  await signUpInPage(page, 'Rashed Ali');
  const id = await page.evaluate(async () => {
    const res = await fetch('/api/v1/property/create', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        property_type: 'rent',
        property_title: 'Two-room flat in Binodpur',
        description: 'Second floor flat near the university gate, gas line, quiet lane, family only.',
        price: 9000,
        price_type: 'fixed',
        rent_time_period: 'monthly',
        category: 'apartment',
        property_condition: 'old',
        property_address: { address: 'Binodpur gate lane', delegation: 'binodpur' },
        contact_number: '01912345678',
      }),
    });
    return ((await res.json()) as { data: { _id: string } }).data._id;
  });
  // A new listing's draft is another one: it stays.
  await page.goto('/post-sell');
  await settled(page);
  await page.getByLabel(L.post.title).fill('A plot I may sell later');
  await expect(page.getByText(pattern(L.postDraft.saved))).toBeVisible();

  await page.goto(`/product/edit/${id}`);
  await settled(page);
  await expect(page.getByLabel(L.post.title)).toHaveValue('Two-room flat in Binodpur');
  await page.getByLabel(L.post.title).fill('Two-room flat in Binodpur, newly painted');
  await expect(page.getByText(pattern(L.postDraft.saved))).toBeVisible();
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: pattern(L.postDraft.restored) })).toBeVisible();
  await expect(page.getByLabel(L.post.title)).toHaveValue('Two-room flat in Binodpur, newly painted');

  for (let i = 0; i < 5; i++) await page.getByRole('button', { name: L.post.next }).click();
  await page.getByRole('button', { name: L.post.saveChanges }).click();
  await expect(page.getByText(L.post.updated)).toBeVisible();
  expect(Object.values((await storedDrafts(page)).drafts)).toEqual(['A plot I may sell later']);
});

test('a draft belongs to the account that wrote it', async ({ page }) => {
  const L = en;
  await openPostFormAsNewOwner(page, 'en', 'Nasrin Sultana');
  await page.getByLabel(L.post.title).fill('Nasrin’s flat in Uposhohor');
  await expect(page.getByText(pattern(L.postDraft.saved))).toBeVisible();

  // Another person logs in on the same browser: an empty form, and Nasrin's draft stays for her.
  await page.evaluate(() => fetch('/api/v1/user/logout', { credentials: 'include' }));
  await signUpInPage(page, 'Kamrul Islam');
  await page.goto('/post-sell');
  await settled(page);
  await expect(page.getByLabel(L.post.title)).toHaveValue('');
  await expect(page.getByText(pattern(L.postDraft.restored))).toHaveCount(0);
  expect(Object.values((await storedDrafts(page)).drafts)).toEqual(['Nasrin’s flat in Uposhohor']);
});

test('without IndexedDB (a private window) the form still works', async ({ page }) => {
  const L = bn;
  await page.addInitScript(() => {
    Object.defineProperty(window, 'indexedDB', {
      get() {
        throw new DOMException('The user denied permission to access the database.', 'SecurityError');
      },
    });
  });
  await openIn(page, 'bn', '/post-sell');
  await settled(page);
  await fillBasics(page, L, 'উপশহরে ৩ রুমের ফ্ল্যাট বিক্রি');
  await page.getByRole('button', { name: L.post.next }).click();
  await expect(page.getByRole('heading', { name: L.post.stepPlace })).toBeVisible();
  await expect(page.getByText(pattern(L.postDraft.saving))).toHaveCount(0);
});

for (const [language, L] of LANGUAGES) {
  test(`land is asked for its size in katha, decimal or bigha, no rooms, and is published (${language})`, async ({
    page,
  }) => {
    test.slow(); // sign-up, four steps and a publish
    const title = `${language === 'bn' ? 'নওহাটায় ৫ কাঠা জমি বিক্রি' : '5 katha plot for sale in Naohata'} ${Date.now()}`;
    await openPostFormAsNewOwner(page, language, 'Abdul Karim');
    await expect(page.getByRole('heading', { level: 1, name: L.post.titleSell })).toBeVisible();

    await page.getByLabel(L.category.land, { exact: true }).check({ force: true });
    await expect(page.getByRole('heading', { level: 1, name: L.postDraft.heading.sell.land })).toBeVisible();
    // Land is neither new nor old.
    await expect(page.getByRole('group', { name: L.post.condition })).toHaveCount(0);
    await expect(page.getByLabel(L.post.title)).toHaveAttribute(
      'placeholder',
      L.postDraft.titleHint.landSell,
    );
    await page.getByLabel(L.post.title).fill(title);
    await page
      .getByLabel(L.post.description)
      .fill(
        'Level plot beside the Naohata bazar road, boundary wall on two sides, clear title and paid land tax.',
      );
    await page.getByRole('button', { name: L.post.next }).click();

    await expect(page.getByRole('heading', { name: L.postDraft.stepPlaceLand })).toBeVisible();
    for (const label of [
      L.post.bedrooms,
      L.post.bathrooms,
      L.post.floor,
      L.amenity.lift,
      L.amenity.generator,
    ]) {
      await expect(page.getByLabel(label, { exact: true })).toHaveCount(0);
    }
    // Land's own facts instead: its road, its connections and its papers.
    await expect(page.getByLabel(L.post.roadWidth)).toBeVisible();
    await expect(
      page.getByRole('group', { name: L.property.landFacts }).getByLabel(L.amenity.mutation, { exact: true }),
    ).toHaveCount(1);
    // A sale has no rent terms.
    await expect(page.getByRole('group', { name: L.postDraft.rentTerms })).toHaveCount(0);
    const unit = page.getByRole('combobox', { name: L.post.sizeUnit });
    await expect(unit.getByRole('option')).toHaveText([
      L.sizeUnit.katha,
      L.sizeUnit.decimal,
      L.sizeUnit.bigha,
    ]);
    await page.getByRole('combobox', { name: L.post.area, exact: true }).selectOption('naohata');
    await page.getByLabel(L.post.address, { exact: true }).fill('Bazar road, east of the school');
    await page.getByLabel(L.postDraft.landSize).fill(language === 'bn' ? '৫' : '5');
    await expect(unit).toHaveValue('katha');
    await shootForm(page, `land-form-${language}`);
    await expectAccessible(page, 'the land form');
    await page.getByRole('button', { name: L.post.next }).click();

    await expect(page.getByLabel(L.post.price)).toBeVisible();
    await expect(page.getByRole('group', { name: L.post.rentPeriod })).toHaveCount(0);
    await page.getByLabel(L.post.price).fill('৩৫,০০,০০০');
    await page.getByLabel(L.priceType.negotiable, { exact: true }).check({ force: true });
    await page.getByLabel(L.post.contactNumber).fill('01812 345678');
    await page.getByRole('button', { name: L.post.next }).click();
    await page.getByRole('button', { name: L.post.next }).click();
    await page.getByRole('button', { name: L.post.next }).click();

    // What the form did not ask is not sent.
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/v1/property/create'));
    await page.getByRole('button', { name: L.post.publish }).click();
    const body = (await sent).postData() ?? '';
    for (const field of [
      'bedrooms',
      'bathrooms',
      'floor',
      'property_condition',
      'tenant',
      'rent_time_period',
    ]) {
      expect(body).not.toContain(`"${field}"`);
    }
    await expect(page.getByText(L.post.created)).toBeVisible();
    await expect(page).toHaveURL(/\/profile-post$/);
    await expect(page.getByRole('listitem').filter({ hasText: title })).toBeVisible();
    const mine = await page.evaluate(async () => {
      const res = await fetch('/api/v1/property/logged-user-all');
      return ((await res.json()) as { data: Array<Record<string, unknown>> }).data;
    });
    expect(mine.find((listing) => listing.property_title === title)).toMatchObject({
      category: { name: 'land' },
      property_condition: null,
      bedrooms: null,
      size: { value: 5, unit: 'katha', sqft: 3600 },
    });
    // Published: the draft is gone.
    expect(await storedDrafts(page)).toEqual({ drafts: {}, photos: 0 });
  });

  test(`choosing rent changes the heading and asks for the rent terms (${language})`, async ({ page }) => {
    await openIn(page, language, '/post-sell');
    await settled(page);
    await page.getByLabel(L.propertyType.rent, { exact: true }).check({ force: true });
    await expect(page.getByRole('heading', { level: 1, name: L.post.titleRent })).toBeVisible();
    await page.getByLabel(L.category.apartment, { exact: true }).check({ force: true });
    await expect(
      page.getByRole('heading', { level: 1, name: L.postDraft.heading.rent.apartment }),
    ).toBeVisible();
    await expect(page.getByLabel(L.post.title)).toHaveAttribute('placeholder', L.postDraft.titleHint.rent);
    await fillBasics(
      page,
      L,
      language === 'bn' ? 'কাজলায় ২ রুমের ফ্ল্যাট ভাড়া' : 'Two-room flat to let in Kazla',
    );
    await page.getByRole('button', { name: L.post.next }).click();

    const terms = page.getByRole('group', { name: L.postDraft.rentTerms });
    await expect(terms).toBeVisible();
    await expect(terms.getByLabel(L.post.advanceMonths)).toBeVisible();
    await expect(terms.getByRole('group', { name: L.post.tenant })).toBeVisible();
    await expect(page.getByLabel(L.post.bedrooms)).toBeVisible();
    await expect(page.getByLabel(L.amenity.lift, { exact: true })).toBeVisible();
    await page.getByRole('combobox', { name: L.post.area, exact: true }).selectOption('kazla');
    await page.getByLabel(L.post.address, { exact: true }).fill('House 7, Kazla Gate Lane');
    await page.getByLabel(L.post.bedrooms).fill(language === 'bn' ? '২' : '2');
    await terms.getByLabel(L.post.advanceMonths).fill(language === 'bn' ? '২' : '2');
    await terms.getByLabel(L.tenant.family, { exact: true }).check({ force: true });
    await shootForm(page, `rent-form-${language}`);
    await expectAccessible(page, 'the rent terms');
    await page.getByRole('button', { name: L.post.next }).click();

    // The price is the rent, and the rent has a period.
    await expect(page.getByLabel(L.postDraft.rent)).toBeVisible();
    await expect(page.getByRole('group', { name: L.post.rentPeriod })).toBeVisible();
    // Chosen for them: rents in Rajshahi are by the month.
    await expect(page.getByLabel(L.rentPeriod.monthly, { exact: true })).toBeChecked();
    await expect(page.getByRole('heading', { name: L.postDraft.stepPriceRent })).toBeVisible();
    await shootForm(page, `rent-price-${language}`);

    // Back to a sale: the rent terms go.
    for (let i = 0; i < 2; i++) await page.getByRole('button', { name: L.post.back }).click();
    await page.getByLabel(L.propertyType.sell, { exact: true }).check({ force: true });
    await expect(
      page.getByRole('heading', { level: 1, name: L.postDraft.heading.sell.apartment }),
    ).toBeVisible();
    await page.getByRole('button', { name: L.post.next }).click();
    await expect(page.getByRole('group', { name: L.postDraft.rentTerms })).toHaveCount(0);
    await expect(page.getByLabel(L.post.advanceMonths)).toHaveCount(0);
  });
}
