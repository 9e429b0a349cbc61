import { bn, en } from './texts';
import { expect, expectAccessible, openIn, resultTotal, test, searchFor } from './fixtures';

// Search forgives how people type (issue 34): a misspelt Banglish search with a spoken amount
// ("flaat" for flat, "bhada" for ভাড়া, "12 hajar er moddhe") becomes the right chips and results.
test.use({ viewport: { width: 390, height: 844 } });

const cases = [
  {
    language: 'en',
    L: en,
    typed: 'uposohore flaat bhada 12 hajar er moddhe',
    chips: ['Apartment', 'For rent', 'Uposhohor', '≤ 12 000 BDT'],
    area: 'Uposhohor',
  },
  {
    language: 'bn',
    L: bn,
    typed: 'uposhohor e aparment bhara 12 hajarer moddhe',
    chips: ['অ্যাপার্টমেন্ট', 'ভাড়া', 'উপশহর', '≤ ১২ ০০০ BDT'],
    area: 'উপশহর',
  },
] as const;

for (const { language, L, typed, chips, area } of cases) {
  test(`a misspelt Banglish search with a spoken amount becomes the right chips and results (${language})`, async ({
    page,
  }, testInfo) => {
    await openIn(page, language, '/property-searched');
    await searchFor(page, L.search.keywordLabel, typed);
    await expect(page).toHaveURL(/category=apartment/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      category: 'apartment',
      property_type: 'rent',
      area: 'uposhohor',
      max_price: '12000',
    });
    const understood = page.getByRole('list', { name: L.understood.label });
    await expect(understood.getByRole('listitem')).toHaveText([...chips]);
    const results = page.getByRole('article');
    await expect
      .poll(async () => {
        const cards = await results.allInnerTexts();
        return cards.length > 0 && cards.every((card) => card.includes(area));
      })
      .toBe(true);
    // Counted from the page's total, not its cards (other journeys' listings may fill a page of
    // either), once it is the total of this search: the API's, read again while other journeys post.
    const apiTotal = async (query: Record<string, string>) =>
      (
        (await (
          await page.request.get(`/api/v1/property/searched-properties?${new URLSearchParams(query)}`)
        ).json()) as { total: number }
      ).total;
    const narrowQuery = {
      category: 'apartment',
      property_type: 'rent',
      area: 'uposhohor',
      max_price: '12000',
    };
    const { max_price: _, ...wideQuery } = narrowQuery;
    const showsTotalOf = (query: Record<string, string>) => async () =>
      (await resultTotal(page)) === (await apiTotal(query));
    await expect.poll(showsTotalOf(narrowQuery)).toBe(true);
    const narrow = await resultTotal(page);
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath(`search-forgiving-${language}.png`), fullPage: false });

    // Taking the amount off widens the search.
    await understood
      .getByRole('button', { name: L.understood.remove.replace('{{filter}}', chips[3]) })
      .click();
    await expect(page).not.toHaveURL(/max_price/);
    await expect(understood.getByRole('listitem')).toHaveCount(chips.length - 1);
    await expect.poll(showsTotalOf(wideQuery)).toBe(true);
    expect(await resultTotal(page)).toBeGreaterThan(narrow);
  });
}
