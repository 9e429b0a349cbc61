import { bn, en } from './texts';
import { expect, onPhonesOnly, openIn, test } from './fixtures';
import { approveAsAdmin, postListing, signedUpOwner } from './listing-setup';

// Issue 32: the listing page warns against the advance-fee scam, more firmly when the price is far
// below what similar listings ask, and a visitor can report the scam by its name.
onPhonesOnly();

// An area of its own per language, where the demo has no flats to rent: the median is this journey's.
const AREAS = { bn: 'rajpara', en: 'motihar' } as const;
const MEDIAN = 20_000;

for (const [language, L] of [
  ['bn', bn],
  ['en', en],
] as const) {
  test(`a visitor is told to pay only after a visit, warned at a price far below, and reports the scam (${language})`, async ({
    browser,
    page,
    adminApi,
  }, testInfo) => {
    const stamp = `${language}-${Date.now()}`;
    const owner = await signedUpOwner(browser, language, `pay-${stamp}`);
    const flat = (price: number) => ({
      price: String(price),
      property_address: { address: 'House 8, Road 2', delegation: AREAS[language], city: 'rajshahi' },
    });
    const post = async (title: string, price: number) => {
      const id = await postListing(owner, title, 'rent', undefined, flat(price));
      await approveAsAdmin(adminApi, id);
      return id;
    };
    // Five alike at the median, then one at 40 % of it.
    const fairIds: string[] = [];
    for (let i = 0; i < 5; i++) fairIds.push(await post(`Family flat ${stamp} ${i}`, MEDIAN));
    const cheapId = await post(`Cheap flat ${stamp}`, MEDIAN * 0.4);
    await owner.context().close();

    // A fair price: the calm line, no warning.
    await openIn(page, language, `/product/${fairIds[0]}`);
    const line = page.getByText(L.report.payAfterVisit);
    await expect(line).toBeVisible();
    await expect(page.getByRole('note')).toHaveCount(0);
    const bar = page.getByRole('complementary', { name: L.property.contactBar });
    await expect(bar.getByText(L.report.farBelowShort)).toHaveCount(0);
    await line.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`pay-after-visit-line-${language}.png`) });

    // Far below: a box, read out as a note (not an alert), with the median it is far below.
    await page.goto(`/product/${cheapId}`);
    const warning = page.getByRole('note', { name: L.report.farBelowTitle });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText(language === 'bn' ? '২০ ০০০ BDT' : '20 000 BDT');
    await expect(page.getByText(L.report.payAfterVisit)).toHaveCount(0);
    // The call bar, a tap from calling, says it too.
    await expect(bar.getByText(L.report.farBelowShort)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`pay-after-visit-bar-${language}.png`) });
    await warning.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`pay-after-visit-warning-${language}.png`) });

    // The visitor reports it by the scam's name; the moderators see that reason.
    await page.getByRole('button', { name: L.report.open }).click();
    // The reason's words, as a finger taps them (the radio itself is drawn by its label).
    await page.getByText(L.report.reason_advance_before_visit, { exact: true }).click();
    await expect(page.getByRole('radio', { name: L.report.reason_advance_before_visit })).toBeChecked();
    await page.getByRole('button', { name: L.report.send }).click();
    await expect(page.getByText(L.report.sent)).toBeVisible();
    const reported = await adminApi.get('/api/v1/property/reported-all');
    const listing = (
      (await reported.json()) as { data: Array<{ _id: string; reports: Array<{ reason: string }> }> }
    ).data.find((item) => item._id === cheapId);
    expect(listing?.reports.map((report) => report.reason)).toEqual(['advance_before_visit']);
  });
}
