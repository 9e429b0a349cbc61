import type { Page } from '@playwright/test';
import { expect, openIn, test } from './fixtures';

/** Opens the first of the new deals in the given language and waits for its page. */
async function openFirstListing(page: Page, language: 'bn' | 'en') {
  await openIn(page, language, '/');
  const link = page.getByRole('article').first().getByRole('link');
  const title = (await link.innerText()).trim();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return title;
}

test.describe('the listing page is made for calling', () => {
  for (const language of ['bn', 'en'] as const) {
    test(`on a phone, Call and WhatsApp stay at the bottom of the screen (${language})`, async ({
      page,
      isMobile,
    }) => {
      test.skip(!isMobile, 'the bar is for phones; wide screens keep the contact panel');
      const names =
        language === 'bn'
          ? {
              bar: 'মালিকের সাথে যোগাযোগ',
              call: 'মালিককে কল করুন',
              whatsapp: 'হোয়াটসঅ্যাপে মালিককে বার্তা পাঠান',
            }
          : { bar: 'Contact the owner', call: 'Call the owner', whatsapp: 'Message the owner on WhatsApp' };
      const title = await openFirstListing(page, language);
      const bar = page.getByRole('complementary', { name: names.bar });
      const call = bar.getByRole('link', { name: names.call });
      const whatsapp = bar.getByRole('link', { name: names.whatsapp });
      await expect(call).toHaveAttribute('href', /^tel:\+8801[3-9]\d{8}$/);
      const href = await whatsapp.getAttribute('href');
      expect(href).toMatch(/^https:\/\/wa\.me\/8801[3-9]\d{8}\?text=/);
      expect(new URL(href ?? '').searchParams.get('text')).toContain(title);
      await expect(bar.getByText('BDT')).toBeVisible();

      // In reach without scrolling, at the top of the page and at its very end, and big enough to tap.
      const viewport = page.viewportSize();
      expect(viewport).not.toBeNull();
      const insideScreen = async () => {
        for (const link of [call, whatsapp]) {
          const box = await link.boundingBox();
          expect(box).not.toBeNull();
          expect(box!.y).toBeGreaterThanOrEqual(0);
          expect(box!.y + box!.height).toBeLessThanOrEqual(viewport!.height);
          expect(box!.height).toBeGreaterThanOrEqual(44);
        }
      };
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await insideScreen();
      // The page's end stays readable above the bar.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await insideScreen();
      const footerEnd = await page.getByRole('contentinfo').boundingBox();
      const barTop = (await bar.boundingBox())!.y;
      expect(footerEnd!.y + footerEnd!.height).toBeLessThanOrEqual(barTop + 1);
    });
  }

  test('wide screens keep the contact panel and show no bar', async ({ page, isMobile }) => {
    test.skip(isMobile);
    await openFirstListing(page, 'en');
    await expect(page.getByRole('link', { name: 'Call', exact: true })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Contact the owner' })).toBeHidden();
  });

  test('Share uses the phone’s share sheet when it has one', async ({ page }) => {
    // Headless Chromium has no share sheet: stand in for it, and record what the page hands over.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        value: (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
          return Promise.resolve();
        },
      });
    });
    const title = await openFirstListing(page, 'en');
    await page.getByRole('button', { name: 'Share' }).click();
    const shared = await page.evaluate(() => (window as unknown as { shared?: ShareData }).shared);
    expect(shared?.url).toBe(page.url());
    expect(shared?.title).toBe(title);
    await expect(page.getByRole('group', { name: 'Ways to share this listing' })).toHaveCount(0);
  });

  for (const language of ['bn', 'en'] as const) {
    test(`without a share sheet, Share offers copy link, WhatsApp and Facebook (${language})`, async ({
      page,
    }) => {
      await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
      const text =
        language === 'bn'
          ? {
              share: 'শেয়ার করুন',
              options: 'এই বিজ্ঞাপনটি শেয়ার করার উপায়',
              copy: 'লিংক কপি করুন',
              whatsapp: 'হোয়াটসঅ্যাপে শেয়ার করুন',
              facebook: 'ফেসবুকে শেয়ার করুন',
            }
          : {
              share: 'Share',
              options: 'Ways to share this listing',
              copy: 'Copy link',
              whatsapp: 'Share on WhatsApp',
              facebook: 'Share on Facebook',
            };
      await openFirstListing(page, language);
      await page.getByRole('button', { name: text.share }).click();
      const options = page.getByRole('group', { name: text.options });
      const here = encodeURIComponent(page.url());
      await expect(options.getByRole('button', { name: text.copy })).toBeVisible();
      await expect(options.getByRole('link', { name: text.whatsapp })).toHaveAttribute(
        'href',
        new RegExp(`^https://wa\\.me/\\?text=.+${here.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
      );
      await expect(options.getByRole('link', { name: text.facebook })).toHaveAttribute(
        'href',
        `https://www.facebook.com/sharer/sharer.php?u=${here}`,
      );
    });
  }
});

test('on a 390 × 844 phone, four or more search results fit on the first screen', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'wide screens keep the card grid');
  await page.setViewportSize({ width: 390, height: 844 });
  await openIn(page, 'bn', '/property-searched');
  const results = page.getByRole('article');
  await expect(results.nth(4)).toBeAttached();
  const bottoms = await results.evaluateAll((cards) =>
    cards.map((card) => card.getBoundingClientRect().bottom),
  );
  expect(bottoms.filter((bottom) => bottom <= 844).length).toBeGreaterThanOrEqual(4);
  // Each row keeps its heart.
  await expect(results.first().getByRole('button', { name: /পছন্দের তালিকায় রাখুন/ })).toBeVisible();
});
