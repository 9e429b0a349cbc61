import type { Page } from '@playwright/test';
import { distanceKm, type Point } from '../src/shared/geo';
import { expect, expectAccessible, onPhonesOnly, test } from './fixtures';
import {
  addPhotosAndGoOn,
  fillBasics,
  fillFixedPrice,
  openPostFormAsNewOwner,
  publishListing,
  shootForm,
} from './post-setup';
import { LANGUAGES } from './texts';

// The post form's "move the pin near your house" (issue 33): the owner moves the pin by keyboard
// only, the listing is published with it, the server keeps it, and the edit form shows it again.
onPhonesOnly();

/** The area's centre as /meta gives it: where the pin starts. */
async function centreOf(page: Page, slug: string): Promise<Point> {
  const meta = (await (await page.request.get('/api/v1/meta')).json()) as {
    data: { areas: { slug: string; lat: number; lng: number }[] };
  };
  const area = meta.data.areas.find((a) => a.slug === slug);
  if (!area) throw new Error(`no area ${slug}`);
  return { lat: area.lat, lng: area.lng };
}

for (const [language, L] of LANGUAGES) {
  test(`an owner moves the pin near the house by keyboard, and finds it again when editing (${language})`, async ({
    page,
  }) => {
    test.slow(); // sign-up, four steps, photos, publish, the edit form, axe, and Leaflet fetched
    const digits = (text: string) =>
      language === 'bn' ? text.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)] ?? d) : text;
    await openPostFormAsNewOwner(page, language, `Pin owner ${language}`);
    await fillBasics(page, L, `Flat with a pin ${Date.now()} ${language}`);
    await page.getByRole('button', { name: L.post.next }).click();

    const pinStep = page.getByRole('group', { name: L.pin.legend });
    await expect(pinStep.getByText(L.pin.chooseArea)).toBeVisible();
    await page.getByRole('combobox', { name: L.post.area, exact: true }).selectOption('uposhohor');
    const address = page.getByLabel(L.post.address, { exact: true });
    await address.fill('House 12, Road 3, Sector 2');
    await page.getByLabel(L.post.bedrooms).fill('2');

    // The pin starts at the area's centre, said in words under the map.
    const area = language === 'bn' ? 'উপশহর' : 'Uposhohor';
    const words = pinStep.locator('[aria-live="polite"]');
    await expect(words).toHaveText(new RegExp(`^${L.pin.atCentre.replace('{{area}}', area)}`));
    await expect(pinStep.getByText(L.pin.privacy)).toBeVisible();

    // From the address, Tab reaches the pin (through the map itself), and the arrow keys move it:
    // three steps north, one long step east.
    const marker = pinStep.getByRole('button', { name: L.pin.marker });
    await expect(marker).toBeVisible({ timeout: 15_000 });
    await address.focus();
    for (let tab = 0; tab < 4 && !(await marker.evaluate((el) => el === document.activeElement)); tab++)
      await page.keyboard.press('Tab');
    await expect(marker).toBeFocused();
    for (const key of ['ArrowUp', 'ArrowUp', 'ArrowUp', 'Shift+ArrowRight']) await page.keyboard.press(key);
    await expect(marker).toBeFocused();
    // 150 m north and 250 m east: about 290 m north-east.
    const moved = L.pin.fromCentre
      .replace('{{area}}', area)
      .replace('{{direction}}', L.pin.direction.ne)
      .replace('{{distance}}', L.pin.metres.replace('{{n}}', digits('290')));
    await expect(words).toHaveText(new RegExp(`^${moved} · `));
    await expectAccessible(page, 'the pin step');
    await shootForm(page, `pin-step-${language}`, pinStep);

    await page.getByRole('button', { name: L.post.next }).click();
    await fillFixedPrice(page, L, { price: '4500000', contactNumber: '01712345678' });
    await page.getByRole('button', { name: L.post.next }).click();
    await addPhotosAndGoOn(page, L, ['#2f6f4f']);
    await page.getByRole('button', { name: L.post.next }).click();
    const created = await publishListing<{ _id: string }>(page, L);

    // The owner's listing JSON holds the pin where the keys put it, not the area's centre.
    const centre = await centreOf(page, 'uposhohor');
    const read = await page.request.get(`/api/v1/property/${created._id}`);
    expect(read.status()).toBe(200);
    const { pin } = ((await read.json()) as { data: { pin: Point | null } }).data;
    expect(pin).not.toBeNull();
    const metres = distanceKm(centre, pin!) * 1000;
    expect(metres).toBeGreaterThan(280);
    expect(metres).toBeLessThan(300);
    expect(pin!.lat).toBeGreaterThan(centre.lat);
    expect(pin!.lng).toBeGreaterThan(centre.lng);

    // The edit form shows the stored pin.
    await page.goto(`/product/edit/${created._id}`);
    const steps = page.getByRole('navigation', { name: L.postDraft.steps });
    await steps.getByRole('button', { name: L.post.stepPlace, exact: true }).click();
    await expect(page.getByRole('group', { name: L.pin.legend }).locator('[aria-live="polite"]')).toHaveText(
      new RegExp(`^${moved} · `),
    );
    await expect(page.getByRole('button', { name: L.pin.marker })).toBeVisible({ timeout: 15_000 });
    // And takes it back to the area's centre on asking.
    await page.getByRole('button', { name: L.pin.reset }).click();
    await expect(page.getByRole('group', { name: L.pin.legend }).locator('[aria-live="polite"]')).toHaveText(
      new RegExp(`^${L.pin.atCentre.replace('{{area}}', area)}`),
    );
  });
}
