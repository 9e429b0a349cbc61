import bnPlaces from '../src/web/i18n/places/bn.json' with { type: 'json' };
import enPlaces from '../src/web/i18n/places/en.json' with { type: 'json' };
import { bn, en } from './texts';
import { expect, expectAccessible, openIn, resultTotal, test, searchFor } from './fixtures';

// A misspelt word search does not read finds nothing: the page offers the word put right, "did you
// mean" (issue 34, shared/search-spelling.ts), and following it finds the listings.
test.use({ viewport: { width: 390, height: 844 } });

const cases = [
  {
    language: 'en',
    L: en,
    didYouMean: enPlaces.search.didYouMean,
    typed: 'flat bachlr',
    suggestion: 'bachelor',
    corrected: { category: 'apartment', tenant: 'bachelor_male' },
  },
  {
    language: 'bn',
    L: bn,
    didYouMean: bnPlaces.search.didYouMean,
    typed: 'ফ্ল্যাট ফ্যামল',
    suggestion: 'ফ্যামিলি',
    corrected: { category: 'apartment', tenant: 'family' },
  },
] as const;

for (const { language, L, didYouMean, typed, suggestion, corrected } of cases) {
  test(`a misspelt search that finds nothing offers the word put right, which finds listings (${language})`, async ({
    page,
  }, testInfo) => {
    await openIn(page, language, '/property-searched');
    await searchFor(page, L.search.keywordLabel, typed);
    await expect(page.getByRole('heading', { name: L.search.emptyTitle })).toBeVisible();
    expect(await resultTotal(page)).toBe(0);
    const offer = page.getByRole('link', { name: didYouMean.replace('{{words}}', suggestion) });
    await expect(offer).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath(`did-you-mean-${language}.png`), fullPage: false });

    // By keyboard: the offer is a link like any other; the reader goes on at the new count.
    await offer.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual(corrected);
    await expect.poll(() => resultTotal(page)).toBeGreaterThan(0);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.locator('#results-count')).toBeFocused();
    // The word is now a chip beside the one typed right, and the box holds no words.
    await expect(page.getByRole('list', { name: L.understood.label }).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('searchbox', { name: L.search.keywordLabel })).toHaveValue('');
    await expect(offer).toHaveCount(0);
    await page.screenshot({
      path: testInfo.outputPath(`did-you-mean-${language}-found.png`),
      fullPage: false,
    });
  });
}
