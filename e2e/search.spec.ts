import bn from '../src/web/i18n/bn.json' with { type: 'json' };
import en from '../src/web/i18n/en.json' with { type: 'json' };
import { expect, openIn, test } from './fixtures';

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
    await expect(page).toHaveURL(/\/property-searched\?keyword=/);
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
    if (isMobile) await page.getByRole('button', { name: L.search.closeFilters }).click();

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

    // Reset filters clears them and keeps the words.
    if (isMobile) await openSheet();
    await filters.getByRole('button', { name: L.search.resetFilters }).click();
    await expect(page).not.toHaveURL(/property_type/);
    await expect(page).toHaveURL(/keyword=/);
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
