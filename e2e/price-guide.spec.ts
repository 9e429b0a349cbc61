import type { APIRequestContext, Page } from '@playwright/test';
import { formatDate } from '../src/shared/format-date';
import { expect, expectAccessible, onPhonesOnly, openIn, test } from './fixtures';
import { approveAsAdmin, postListing, signedUpOwner } from './listing-setup';

// The Rajshahi price guide (issue 33): five 2-bed flats to rent in an area give it a row; a sixth,
// whose owner lowered the price, shows how far it is from the middle and what it asked before.
// Areas without demo listings, so the counts are the test's own. The e2e server refills the guide every minute (playwright.config.ts JOB_SCHEDULES).

onPhonesOnly();
const SHOTS = '/tmp/shots-price-guide';
const RENTS = [12000, 14000, 15000, 16000, 18000];

const CASES = {
  bn: {
    area: 'durgapur',
    title: 'রাজশাহীর দামের নির্দেশিকা',
    areaName: 'দুর্গাপুর',
    rowName: '২ বেডরুমের অ্যাপার্টমেন্ট · প্রতি মাসে',
    median: '৳১৪ ৫০০',
    line: 'দুর্গাপুর এলাকার ২ বেডরুমের ফ্ল্যাটের মাঝামাঝি ভাড়ার চেয়ে ৯\u00a0% কম।',
    was: (date: string) => `${date} পর্যন্ত ছিল ৳১৬ ০০০`,
  },
  en: {
    area: 'nawdapara',
    title: 'Rajshahi price guide',
    areaName: 'Nawdapara',
    rowName: '2-bed Apartment · a month',
    median: '৳14 500',
    line: '9\u00a0% below the middle rent of 2-bed flats in Nawdapara.',
    was: (date: string) => `was ৳16 000 until ${date}`,
  },
} as const;

async function postFlat(
  owner: Page,
  adminApi: APIRequestContext,
  area: string,
  price: number,
  title: string,
) {
  const id = await postListing(owner, title, 'rent', undefined, {
    price: String(price),
    bedrooms: 2,
    property_address: { address: 'House 5, Road 2', delegation: area, city: 'rajshahi' },
  });
  await approveAsAdmin(adminApi, id);
  return id;
}

for (const language of ['bn', 'en'] as const) {
  const C = CASES[language];
  test(`the price guide shows an area's row, and a listing its price line and earlier price (${language})`, async ({
    page,
    browser,
    adminApi,
  }) => {
    test.setTimeout(150_000); // six posts and approvals, then up to two runs of the minute's refill
    const stamp = `${Date.now()}${language}`;
    const owner = await signedUpOwner(browser, language, `price-guide-${stamp}`);
    for (const [n, rent] of RENTS.entries())
      await postFlat(owner, adminApi, C.area, rent, `Flat ${n} ${stamp}`);
    const id = await postFlat(owner, adminApi, C.area, 16000, `Our flat ${stamp}`);
    // The owner lowers the price: it goes live at once, and the old one goes to the history.
    const edit = await owner.request.patch(`/api/v1/property/${id}`, {
      headers: { origin: new URL(owner.url()).origin },
      data: { price: 13200 },
    });
    expect(edit.status()).toBe(200);

    // The refill counts six flats: 12 000, 13 200, 14 000, 15 000, 16 000, 18 000 → the middle is 14 500.
    await expect
      .poll(
        async () => {
          const res = await page.request.get(`/api/v1/price-guide?area=${C.area}&property_type=rent`);
          const rows = ((await res.json()) as { data: Array<{ bedrooms: number | null; count: number }> })
            .data;
          return rows.find((row) => row.bedrooms === 2)?.count;
        },
        { timeout: 130_000, intervals: [5_000] },
      )
      .toBe(6);

    await openIn(page, language, `/price-guide?area=${C.area}`);
    await expect(page.getByRole('heading', { level: 1, name: C.title })).toBeVisible();
    const table = page.getByRole('region', { name: C.areaName });
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: C.rowName }) });
    await expect(row.getByRole('cell').first()).toHaveText(C.median);
    await page.screenshot({ path: `${SHOTS}/guide-${language}.png`, fullPage: true });
    await expectAccessible(page, 'the price guide');

    const history = await page.request.get(`/api/v1/property/${id}/price-history`);
    const [, before] = ((await history.json()) as { data: Array<{ until: string | null }> }).data;
    await openIn(page, language, `/product/${id}`);
    await expect(page.getByText(C.line)).toBeVisible();
    await expect(
      page.getByText(C.was(formatDate(new Date(before!.until!), language, 'dayShort'))),
    ).toBeVisible();
    await page.getByText(C.line).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/listing-${language}.png` });
  });
}
