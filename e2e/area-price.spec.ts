import type { Page } from '@playwright/test';
import { formatAmount, spokenAmount } from '../src/shared/format';
import type { PriceGuideRow } from '../src/shared/price-guide';
import { expect, expectAccessible, onPhonesOnly, openIn, test } from './fixtures';

// The area page's price summary (issue 33): /property-searched?area=kazla says what 2-bed flats rent
// for in Kazla, from the price guide, drawn by the server with the page; its link opens the guide
// for the area, whose page head has its own title. Kazla's row comes from the demo marketplace (a
// fresh start fills the guide); the figures are read from the API, as other journeys may post there.

onPhonesOnly();
const SHOTS = '/tmp/shots-area-price';

const CASES = {
  bn: {
    line: (low: string, high: string) =>
      `কাজলা এলাকায় ২ বেডরুমের ফ্ল্যাটের মাঝামাঝি ভাড়া: ${low}–${high} প্রতি মাসে`,
    link: 'কাজলা এলাকার দামের নির্দেশিকা',
    region: 'কাজলা এলাকার দাম',
    guideTitle: 'রাজশাহীর দামের নির্দেশিকা · ঠিকানা',
    guideHeading: 'রাজশাহীর দামের নির্দেশিকা',
    area: 'কাজলা',
  },
  en: {
    line: (low: string, high: string) => `Middle rent of 2-bed flats in Kazla: ${low}–${high} a month`,
    link: 'Price guide for Kazla',
    region: 'Prices in Kazla',
    guideTitle: 'Rajshahi price guide · Thikana',
    guideHeading: 'Rajshahi price guide',
    area: 'Kazla',
  },
} as const;

const taka = (amount: number, language: 'bn' | 'en') =>
  `৳${spokenAmount(amount, language) ?? formatAmount(amount, language)}`;

async function kazlaRow(page: Page): Promise<PriceGuideRow> {
  const res = await page.request.get('/api/v1/price-guide?area=kazla&property_type=rent&category=apartment');
  const rows = ((await res.json()) as { data: PriceGuideRow[] }).data;
  const row = rows.find((r) => r.bedrooms === 2);
  expect(row, 'the demo gives Kazla a row for 2-bed flats to rent').toBeDefined();
  return row!;
}

for (const language of ['bn', 'en'] as const) {
  const C = CASES[language];
  test(`an area page sums up the area's prices and leads to its guide (${language})`, async ({ page }) => {
    test.slow(); // two pages and an accessibility check on a busy machine
    const row = await kazlaRow(page);
    const line = C.line(taka(row.p25, language), taka(row.p75, language));

    // In the server's HTML, before any script: the summary is part of the page.
    const html = await (await page.request.get(`/property-searched?area=kazla&lang=${language}`)).text();
    expect(html).toContain(line);
    expect(html).toContain('href="/price-guide?area=kazla"');

    await openIn(page, language, '/property-searched?area=kazla');
    const summary = page.getByRole('region', { name: C.region });
    await expect(summary.getByText(line)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/area-${language}.png` });
    await expectAccessible(page, 'the area page');

    await summary.getByRole('link', { name: C.link }).click();
    await expect(page).toHaveURL(/\/price-guide\?area=kazla$/);
    await expect(page.getByRole('heading', { level: 1, name: C.guideHeading })).toBeVisible();
    await expect(page.getByRole('region', { name: C.area })).toBeVisible();
    await expect(page).toHaveTitle(C.guideTitle);

    // The guide's own head, as the server writes it.
    const guideHtml = await (await page.request.get(`/price-guide?lang=${language}`)).text();
    expect(guideHtml).toContain(`<title>${C.guideTitle}</title>`);
  });
}

test('an area the guide has no row for shows no summary', async ({ page }) => {
  await openIn(page, 'en', '/property-searched?area=godagari');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Prices in/ })).toHaveCount(0);
});
