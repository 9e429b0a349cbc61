import fs from 'node:fs';
import { expect, expectAccessible, onPhonesOnly, openIn, test } from './fixtures';
import { bn, en } from './texts';
import bnMap from '../src/web/i18n/map/bn.json' with { type: 'json' };
import enMap from '../src/web/i18n/map/en.json' with { type: 'json' };

const SHOTS = '/tmp/shots-search-map';
fs.mkdirSync(SHOTS, { recursive: true });

// The map of a search and of a listing (issue 33): loaded only when wanted, at a phone's 390 px.
const cases = [
  { language: 'en', L: en, M: enMap.map, typed: 'close to RUET', digits: /^[0-9]+$/ },
  { language: 'bn', L: bn, M: bnMap.map, typed: 'RUET er kache', digits: /^[০-৯]+$/ },
] as const;

onPhonesOnly();

/** A text with `{{name}}` holes as a pattern whose holes take anything. */
const pattern = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\{\w+\}\}/g, '.+')}$`);

for (const { language, L, M, typed, digits } of cases) {
  test(`a visitor searches near RUET, opens the map, a group and a listing from it (${language})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openIn(page, language, '/property-searched');
    const box = page.getByRole('searchbox', { name: L.search.keywordLabel });
    await box.fill(typed);
    await box.press('Enter');
    await expect(page).toHaveURL(/near=ruet/);
    await expect(page.getByRole('article').first()).toBeVisible();

    // Nothing of Leaflet until the map is chosen.
    const leafletLoads: string[] = [];
    page.on('request', (request) => {
      if (/leaflet|supercluster|search-map/i.test(request.url())) leafletLoads.push(request.url());
    });
    const views = page.getByRole('group', { name: M.view });
    await expect(views.getByRole('button', { name: M.list })).toHaveAttribute('aria-pressed', 'true');
    expect(leafletLoads).toEqual([]);
    await views.getByRole('button', { name: M.map }).click();
    await expect(page).toHaveURL(/view=map/);
    await expect(views.getByRole('button', { name: M.map })).toHaveAttribute('aria-pressed', 'true');

    // A labelled map that says how many listings it shows; the list stays below it.
    const map = page.getByRole('region', {
      name: new RegExp(
        `${pattern(M.labelAll_other).source}|${pattern(M.labelAll_one).source}|${pattern(M.labelSome).source}`,
      ),
    });
    await expect(map).toBeVisible();
    await expect(page.getByRole('article').first()).toBeAttached();
    const clusters = map.getByRole('button', { name: pattern(M.cluster_other) });
    await expect(clusters.first()).toBeVisible();
    // The count in the reader's digits.
    expect((await clusters.first().innerText()).trim()).toMatch(digits);
    await expectAccessible(page, 'the map of a search');
    await page.screenshot({ path: `${SHOTS}/search-map-${language}.png` });

    // A tap on a group zooms into it: the marks are drawn again, elsewhere (their number may happen to
    // stay the same, with other journeys' listings about); the moved map offers its area.
    const marksNow = () =>
      map.evaluate((el) =>
        Array.from(el.querySelectorAll('.leaflet-marker-icon'))
          .map((mark) => `${mark.getAttribute('aria-label')} ${(mark as HTMLElement).style.transform}`)
          .join('|'),
      );
    const marksBefore = await marksNow();
    await clusters.first().click();
    const searchArea = page.getByRole('button', { name: M.searchThisArea });
    await expect(searchArea).toBeVisible();
    await expect.poll(marksNow).not.toBe(marksBefore);

    // "Search this area": the box replaces the landmark, in the URL, and the map shows what is in it.
    await searchArea.click();
    await expect(page).toHaveURL(/bbox=[0-9.]+(,|%2C)[0-9.]+(,|%2C)[0-9.]+(,|%2C)[0-9.]+/);
    await expect(page).not.toHaveURL(/near=/);
    await expect(page.getByRole('button', { name: M.removeArea })).toBeVisible();
    await expect(searchArea).toBeHidden();

    // Groups opened until single listings show, then one of them opened from its card.
    const point = map.locator('.map-point');
    for (let tries = 0; tries < 6 && !(await point.first().isVisible()); tries++) {
      const group = map.getByRole('button', { name: pattern(M.cluster_other) }).first();
      if (await group.isVisible()) await group.click();
      await page.waitForTimeout(500);
    }
    await point.first().click();
    const card = page.getByRole('group').filter({ has: page.getByRole('link', { name: M.openListing }) });
    await expect(card).toBeVisible();
    await expect(card.getByRole('heading')).not.toBeEmpty();
    await expect(card).toContainText('BDT');
    const title = (await card.getByRole('heading').innerText()).trim();
    await page.screenshot({ path: `${SHOTS}/search-map-card-${language}.png` });
    await card.getByRole('link', { name: M.openListing }).click();
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    // The listing's small map: its circle, drawn once the reader scrolls near it, beside its text.
    const approx = page.getByText(pattern(M.approximate));
    await approx.scrollIntoViewIfNeeded();
    await expect(approx).toHaveText(M.approximate.replace('{{metres}}', language === 'bn' ? '৩০০' : '300'));
    const listingMap = page.getByRole('region', { name: M.listingLabel, exact: true });
    await expect(listingMap).toBeVisible();
    await expect(listingMap.locator('.leaflet-overlay-pane path')).toHaveCount(1);
    await expect(listingMap.locator('img.leaflet-tile-loaded').first()).toBeVisible();
    // A visitor gets no pin.
    await expect(page.getByText(M.pinOnlyYou)).toHaveCount(0);
    await page.getByRole('heading', { name: M.locationTitle }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/listing-map-${language}.png` });

    // Back at the search, the map view is kept.
    await page.goBack();
    await expect(page).toHaveURL(/view=map/);
    await expect(map).toBeVisible();
  });
}

test('a listing page loads no map until it is scrolled near', async ({ page }) => {
  const leafletLoads: string[] = [];
  page.on('request', (request) => {
    if (/leaflet|listing-map|tiles\.thikana\.test/i.test(request.url())) leafletLoads.push(request.url());
  });
  // A demo listing with a long description and many amenities: its map is well below the first screen.
  // (The newest listing may be another journey's short one, whose map is near the top.) Opened by
  // its address: a search for its title reads "Padma" as an area, whose page has a map of its own.
  const title = 'Furnished 3-Bed Flat close to the Padma River Bank';
  const found = await page.request.get(
    `/api/v1/property/searched-properties?keyword=${encodeURIComponent(title)}&limit=50`,
  );
  const { data } = (await found.json()) as { data: Array<{ _id: string; property_title: string }> };
  const listing = data.find((l) => l.property_title === title);
  expect(listing, 'the demo listing').toBeDefined();
  await openIn(page, 'en', `/product/${listing!._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(leafletLoads).toEqual([]);
  await page.getByText(pattern(enMap.map.approximate)).scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: enMap.map.listingLabel, exact: true })).toBeVisible();
  expect(leafletLoads.length).toBeGreaterThan(0);
});

for (const { language, M } of cases) {
  test(`an area page says where the area is, and maps it once scrolled near (${language})`, async ({
    page,
  }) => {
    const area = language === 'bn' ? 'কাজলা' : 'Kazla';
    await openIn(page, language, '/property-searched?area=kazla');
    const section = page.getByRole('region', { name: M.areaTitle.replace('{{area}}', area) });
    // The landmarks near the area, in the reader's digits, are the map's text: RUET is the nearest.
    await expect(section.getByRole('listitem').first()).toHaveText(
      language === 'bn' ? /^১রুয়েট থেকে ০\.[০-৯] কিমি$/ : /^10\.[0-9] km from RUET$/,
    );
    const map = section.getByRole('region', { name: M.areaLabel.replace('{{area}}', area) });
    await expect(map).toHaveCount(0);
    await section.scrollIntoViewIfNeeded();
    await expect(map).toBeVisible();
    await expect(map.locator('.map-landmark')).toHaveCount(await section.getByRole('listitem').count());
    await page.screenshot({ path: `${SHOTS}/area-map-${language}.png` });
  });
}
