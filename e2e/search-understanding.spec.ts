import { bn, en } from './texts';
import { expect, openIn, test } from './fixtures';

// What a visitor types becomes the filters it means, shown as chips that live in the URL.
const cases = [
  {
    language: 'en',
    L: en,
    typed: 'flat for rent in Kajla under 15k',
    chips: ['Apartment', 'For rent', 'Kazla', '≤ 15 000 BDT'],
    area: 'Kazla',
  },
  {
    language: 'bn',
    L: bn,
    typed: 'কাজলায় ফ্ল্যাট ভাড়া ১৫ হাজারের মধ্যে',
    chips: ['অ্যাপার্টমেন্ট', 'ভাড়া', 'কাজলা', '≤ ১৫ ০০০ BDT'],
    area: 'কাজলা',
  },
] as const;

for (const { language, L, typed, chips, area } of cases) {
  test(`a typed search becomes removable chips that set the URL (${language})`, async ({ page }) => {
    await openIn(page, language, '/property-searched');
    await page.getByRole('searchbox', { name: L.search.keywordLabel }).fill(typed);
    await page.getByRole('searchbox', { name: L.search.keywordLabel }).press('Enter');
    await expect(page).toHaveURL(/category=apartment/);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      category: 'apartment',
      property_type: 'rent',
      area: 'kazla',
      max_price: '15000',
    });
    const understood = page.getByRole('list', { name: L.understood.label });
    await expect(understood.getByRole('listitem')).toHaveText([...chips]);
    // Every result is what the chips say (once the unfiltered list shown before has been replaced).
    const results = page.getByRole('article');
    await expect
      .poll(async () => {
        const cards = await results.allInnerTexts();
        return cards.length > 0 && cards.every((card) => card.includes(area));
      })
      .toBe(true);

    // A reload keeps the search; a chip taken off widens it.
    await page.reload();
    await expect(understood.getByRole('listitem')).toHaveCount(chips.length);
    await understood
      .getByRole('button', { name: L.understood.remove.replace('{{filter}}', chips[3]) })
      .click();
    await expect(page).not.toHaveURL(/max_price/);
    await expect(understood.getByRole('listitem')).toHaveCount(chips.length - 1);
    await expect(page.getByRole('searchbox', { name: L.search.keywordLabel })).toHaveValue('');
  });
}

test('a search that a chip empties says so and offers the search without it', async ({ page }) => {
  await openIn(page, 'en', `/property-searched?keyword=${encodeURIComponent('shop in kajla under 5000')}`);
  await expect(page.getByRole('heading', { name: en.search.emptyTitle })).toBeVisible();
  const withoutPrice = page.getByRole('button', { name: /^Without ≤ 5 000 BDT: \d+ propert/ });
  await expect(withoutPrice).toBeVisible();
  const promised = Number((await withoutPrice.innerText()).match(/: (\d+)/)?.[1]);
  await withoutPrice.click();
  await expect(page).toHaveURL(/category=shop/);
  await expect(page).not.toHaveURL(/max_price/);
  await expect(page.getByRole('article')).toHaveCount(promised);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a typed search is understood in the page the server draws', async ({ page }) => {
    await openIn(page, 'bn', `/property-searched?keyword=${encodeURIComponent('উপশহরে দোকান')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      bn.search.titleArea.replace('{{area}}', 'উপশহর'),
    );
    await expect(page.getByRole('list', { name: bn.understood.label }).getByRole('listitem')).toHaveText([
      'দোকান',
      'উপশহর',
    ]);
    await expect(page.getByRole('article').first()).toContainText('দোকান');
  });
});
