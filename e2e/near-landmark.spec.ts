import { expect, onPhonesOnly, openIn, test } from './fixtures';
import { bn, en } from './texts';
import bnPlaces from '../src/web/i18n/places/bn.json' with { type: 'json' };
import enPlaces from '../src/web/i18n/places/en.json' with { type: 'json' };

const SHOTS = '/tmp/shots-near-landmark';

// A search near a landmark (issue 33): typed as people say it, it becomes a "near" chip, and each
// result says how far it is from the landmark, in the reader's language and digits.
const cases = [
  {
    language: 'en',
    L: en,
    typed: 'close to RUET',
    chip: enPlaces.places.near.replace('{{place}}', 'RUET'),
    distance: /^\d\.\d km from RUET$/,
  },
  {
    language: 'bn',
    L: bn,
    typed: 'RUET er kache',
    chip: bnPlaces.places.near.replace('{{place}}', 'রুয়েট'),
    distance: /^রুয়েট থেকে [০-৯]\.[০-৯] কিমি$/,
  },
] as const;

onPhonesOnly();

for (const { language, L, typed, chip, distance } of cases) {
  test(`“${typed}” shows a near chip and how far each result is (${language})`, async ({ page }) => {
    await openIn(page, language, '/property-searched');
    const box = page.getByRole('searchbox', { name: L.search.keywordLabel });
    await box.fill(typed);
    await box.press('Enter');
    await expect(page).toHaveURL(/near=ruet/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ near: 'ruet' });
    const understood = page.getByRole('list', { name: L.understood.label });
    await expect(understood.getByRole('listitem')).toHaveText([chip]);

    const results = page.getByRole('article');
    await expect(results.first()).toBeVisible();
    const lines = page.getByText(distance);
    await expect
      .poll(async () => (await lines.count()) > 0 && (await lines.count()) === (await results.count()))
      .toBe(true);
    // Nearest first, none beyond the 2 km searched.
    const km = (await lines.allInnerTexts()).map((text) =>
      Number(text.replace(/[০-৯]/g, (d) => String('০১২৩৪৫৬৭৮৯'.indexOf(d))).match(/\d\.\d/)?.[0]),
    );
    expect(km).toEqual(km.toSorted((a, b) => a - b));
    expect(Math.max(...km)).toBeLessThanOrEqual(2);
    // Nearest first is the order said, and the one shown.
    await expect(page.getByRole('combobox', { name: L.search.sort })).toHaveValue('distance');
    await page.screenshot({ path: `${SHOTS}/near-ruet-${language}.png` });

    // The chip taken off, the search is no longer near anything.
    await understood.getByRole('button', { name: L.understood.remove.replace('{{filter}}', chip) }).click();
    await expect(page).not.toHaveURL(/near=/);
    await expect(page.getByText(distance)).toHaveCount(0);
  });
}
