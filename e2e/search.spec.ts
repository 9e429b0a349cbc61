import { bn, en } from './texts';
import { expect, openIn, test } from './fixtures';

type Copy = typeof en;

/** The sheet's close button as it reads with a count: "Show 12 listings", "১২টি বিজ্ঞাপন দেখুন". */
const showCount = (L: Copy) =>
  new RegExp(
    `^${L.search.showCount_other.replace('{{n}}', '[0-9০-৯ ]+\\+?').replace(/listings$/, 'listings?')}$`,
  );

for (const [language, L] of [
  ['en', en],
  ['bn', bn],
] as const) {
  test(`a visitor searches from the navbar, filters, sorts, pages and resets (${language})`, async ({
    page,
    isMobile,
  }) => {
    await openIn(page, language, '/');
    const box = page.locator(isMobile ? '#mobile-search' : '#navbar-search');
    await box.fill(language === 'bn' ? 'উপশহর' : 'Uposhohor');
    await box.press('Enter');
    // An area's name is understood as the area filter.
    await expect(page).toHaveURL(/\/property-searched\?area=uposhohor$/);
    const count = page.locator('#results-count');
    await expect(count).toContainText(
      L.search.count_other.replace(' {{n}}', '').replace('{{n}}', '').trim().split(' ').pop()!,
    );
    await expect(page.getByRole('article').first()).toBeVisible();
    const firstArea = page
      .getByRole('article')
      .first()
      .getByText(language === 'bn' ? /উপশহর/ : /Uposhohor/)
      .first();
    await expect(firstArea).toBeVisible();

    const filters = isMobile
      ? page.getByRole('dialog')
      : page.getByRole('complementary', { name: L.search.filters });
    // On a phone the filters are a sheet. Under CI load a tap right after the page is drawn was once
    // seen to leave the sheet shut (not reproduced in 32 local runs), so the tap is repeated until
    // the sheet shows; the sheet must still open.
    const openSheet = () =>
      expect(async () => {
        await page.getByRole('button', { name: L.search.showFilters }).click();
        await expect(filters).toBeVisible({ timeout: 2000 });
      }).toPass({ timeout: 10_000 });

    // A filter, through the sheet on a phone.
    if (isMobile) await openSheet();
    await filters.getByLabel(L.search.type).selectOption('rent');
    await expect(page).toHaveURL(/property_type=rent/);
    if (isMobile) await filters.getByRole('button', { name: showCount(L) }).click();

    // Sort by price, low to high: prices in the order shown never go down.
    await page.getByLabel(L.search.sort).selectOption('price_asc');
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect(page.getByRole('article').first()).toBeVisible();
    // The new order arrives after the URL changes: poll until the cards shown are in price order.
    const shownPrices = async () =>
      (await page.getByRole('article').getByText('BDT').allInnerTexts()).map((p) =>
        Number(p.replace(/[০-৯]/g, (d) => String('০১২৩৪৫৬৭৮৯'.indexOf(d))).replace(/\D/g, '')),
      );
    await expect
      .poll(async () => {
        const values = await shownPrices();
        return values.length > 1 && values.every((value, i) => i === 0 || values[i - 1]! <= value);
      })
      .toBe(true);

    // The URL carries the search: a reload shows the same results with the same filters set.
    const url = page.url();
    await page.reload();
    await expect(page.getByLabel(L.search.sort)).toHaveValue('price_asc');
    expect(page.url()).toBe(url);

    // Reset filters clears them all.
    if (isMobile) await openSheet();
    await filters.getByRole('button', { name: L.search.resetFilters }).click();
    await expect(page).not.toHaveURL(/property_type|area=/);
  });
}

test('results page through, and an area page lists that area', async ({ page }) => {
  await openIn(page, 'en', '/property-searched?area=uposhohor');
  await expect(page.getByRole('heading', { name: 'Properties in Uposhohor' })).toBeVisible();
  await openIn(page, 'en', '/property-searched');
  await expect(page.getByText(/Page 1 of \d+/)).toBeVisible();
  const firstTitle = await page.getByRole('article').first().getByRole('link').innerText();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();
  await expect(page.getByRole('article').first().getByRole('link')).not.toHaveText(firstTitle);
});

test('a search that finds nothing says what to change', async ({ page }) => {
  await openIn(page, 'en', '/property-searched?keyword=zzqqxx');
  await expect(page.getByRole('heading', { name: 'Nothing found' })).toBeVisible();
  await expect(page.getByText(en.search.emptyText)).toBeVisible();
});

for (const [language, L] of [
  ['en', en],
  ['bn', bn],
] as const) {
  test(`the filter sheet holds the focus, shows the count and gives the focus back (${language})`, async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the filters are a sheet on a phone');
    await openIn(page, language, '/property-searched?property_type=rent');
    const opener = page.getByRole('button', { name: L.search.showFilters });
    await opener.click();
    const sheet = page.getByRole('dialog', { name: L.search.filters });
    await expect(sheet).toBeVisible();
    const focusInside = () => sheet.evaluate((dialog) => dialog.contains(document.activeElement));
    await expect.poll(focusInside).toBe(true);

    // The count the page shows is on the sheet's button, in the page's digits.
    const close = sheet.getByRole('button', { name: showCount(L) });
    await expect(close).toBeVisible();
    const total = (await page.locator('#results-count').innerText()).match(/[0-9০-৯][0-9০-৯ ]*/)?.[0].trim();
    expect(total).toBeTruthy();
    await expect(close).toContainText(total!);

    // Tab goes round inside the sheet: from its last control to its first, and back with Shift+Tab.
    await close.focus();
    await page.keyboard.press('Tab');
    await expect.poll(focusInside).toBe(true);
    await expect(close).not.toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(close).toBeFocused();
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInside()).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(opener).toBeFocused();

    // A tap on the dimmed page above the sheet closes it too.
    await opener.click();
    await expect(sheet).toBeVisible();
    await page.mouse.click(10, 10);
    await expect(sheet).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test(`a price is checked before it is applied, in any digits (${language})`, async ({ page, isMobile }) => {
    await openIn(page, language, '/property-searched');
    if (isMobile) await page.getByRole('button', { name: L.search.showFilters }).click();
    const filters = isMobile
      ? page.getByRole('dialog', { name: L.search.filters })
      : page.getByRole('complementary', { name: L.search.filters });
    const max = filters.getByLabel(L.search.maxPrice);
    await max.fill('abc');
    await filters.getByRole('button', { name: L.search.applyPrice }).click();
    await expect(filters.getByText(L.validation.invalid_number)).toBeVisible();
    await expect(max).toHaveAttribute('aria-invalid', 'true');
    expect(page.url()).not.toContain('max_price');

    await filters.getByLabel(L.search.minPrice).fill('২০,০০০');
    await max.fill('5 000');
    await filters.getByRole('button', { name: L.search.applyPrice }).click();
    await expect(filters.getByText(L.validation.min_above_max)).toBeVisible();
    expect(page.url()).not.toContain('price');

    await max.fill('৩০ ০০০');
    await filters.getByRole('button', { name: L.search.applyPrice }).click();
    await expect(page).toHaveURL(/min_price=20000&max_price=30000/);
    await expect(filters.getByText(L.validation.min_above_max)).toBeHidden();
  });

  test(`a bad number in the URL is left out and said, never a failed page (${language})`, async ({
    page,
    isMobile,
  }) => {
    await openIn(page, language, '/property-searched?max_price=abc&page=x');
    await expect(page.locator('#results-count')).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    // Near the results, as a phone shows them with the filters shut.
    const note = L.search.leftOut
      .replace('{{field}}', L.search.param.max_price)
      .replace('{{reason}}', L.validation.invalid_number);
    await expect(page.getByText(note)).toBeVisible();
    if (isMobile) await page.getByRole('button', { name: L.search.showFilters }).click();
    const filters = isMobile
      ? page.getByRole('dialog', { name: L.search.filters })
      : page.getByRole('complementary', { name: L.search.filters });
    await expect(filters.getByLabel(L.search.maxPrice)).toHaveValue('abc');
    await expect(filters.getByText(L.validation.invalid_number)).toBeVisible();
  });
}

test('the area list in Bengali names পবা once, in Bengali order', async ({ page, isMobile }) => {
  await openIn(page, 'bn', '/property-searched');
  if (isMobile) await page.getByRole('button', { name: bn.search.showFilters }).click();
  const filters = isMobile
    ? page.getByRole('dialog', { name: bn.search.filters })
    : page.getByRole('complementary', { name: bn.search.filters });
  const names = (await filters.getByLabel(bn.search.area).locator('option').allInnerTexts()).slice(1);
  expect(names.filter((name) => name === 'পবা')).toHaveLength(1);
  expect(names).toEqual([...names].sort(new Intl.Collator('bn').compare));
  expect(names[0]).toBe('উপশহর');
});
