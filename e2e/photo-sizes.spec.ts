import { expect, openIn, test } from './fixtures';

// The server keeps each photo 320, 640 and 1280 px wide (src/server/media/photo-variants.ts); a card
// is drawn at most 6rem wide on a phone, so even a sharp phone screen (Pixel 7: 2.625 pixels per
// point) is served the 320 px file, and never the 1280 px one.
test('a phone downloads no 1280 px photo for the cards of home and search', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'about phones');
  const photos: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/uploads/')) photos.push(pathname);
  });
  for (const path of ['/', '/property-searched']) {
    await openIn(page, 'bn', path);
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    // Every card drawn, the lazy ones at the end too.
    for (const card of await cards.all()) await card.scrollIntoViewIfNeeded();
    const chosen = await cards.locator('img').evaluateAll((images) =>
      Promise.all(
        (images as HTMLImageElement[]).map(async (image) => {
          await image.decode().catch(() => undefined);
          return { src: image.currentSrc, srcset: image.srcset, sizes: image.sizes };
        }),
      ),
    );
    expect(chosen.length).toBeGreaterThan(0);
    for (const image of chosen) {
      expect(image.sizes).not.toBe('');
      expect(image.srcset).not.toContain('-1280.webp');
      expect(image.src).toMatch(/-320\.webp$/);
    }
  }
  expect(photos.length).toBeGreaterThan(0);
  expect(photos.filter((path) => path.endsWith('-1280.webp'))).toEqual([]);
});
