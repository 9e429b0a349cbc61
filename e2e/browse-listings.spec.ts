import { expect, openIn, test } from './fixtures';

test.describe('a visitor browses the marketplace', () => {
  test('opens the home page in Bengali by default and switches to English', async ({ page, isMobile }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('heading', { name: 'নতুন অফার' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('bn');

    if (isMobile) {
      await page.getByRole('button', { name: 'মেনু খুলুন' }).click();
      await page.getByRole('button', { name: 'English' }).click();
    } else {
      await page.getByRole('button', { name: 'English' }).click();
    }
    await expect(page.getByRole('heading', { name: 'New deals' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'New deals' })).toBeVisible();
  });

  test('a stored language that is not supported becomes Bengali', async ({ page }) => {
    await openIn(page, 'fr', '/');
    await expect(page.getByRole('heading', { name: 'নতুন অফার' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('bn');
  });

  for (const language of ['bn', 'en'] as const) {
    test(`opens a listing from New deals and sees its details and related listings (${language})`, async ({
      page,
    }) => {
      const text =
        language === 'bn'
          ? {
              newDeals: 'নতুন অফার',
              details: 'বিস্তারিত তথ্য',
              related: 'সম্পর্কিত প্রপার্টি',
              call: 'কল করুন',
              copy: 'নম্বর কপি করুন',
              posted: 'পোস্ট করেছেন',
              whatsapp: 'হোয়াটসঅ্যাপ',
            }
          : {
              newDeals: 'New deals',
              details: 'Details',
              related: 'Related properties',
              call: 'Call',
              copy: 'Copy number',
              posted: 'Posted by',
              whatsapp: 'WhatsApp',
            };
      await openIn(page, language, '/');
      const deals = page.locator('section', { has: page.getByRole('heading', { name: text.newDeals }) });
      const firstCard = deals.getByRole('article').first();
      const title = (await firstCard.getByRole('link').innerText()).trim();
      const cardPrice = (await firstCard.getByText('BDT').innerText()).trim();
      if (language === 'bn') expect(cardPrice).toMatch(/^[০-৯ ]+ BDT$/);
      else expect(cardPrice).toMatch(/^[0-9 ]+ BDT$/);

      await firstCard.getByRole('link').click();
      await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('heading', { name: text.details })).toBeVisible();
      await expect(page.getByText(text.posted)).toBeVisible();
      await expect(page.getByRole('link', { name: text.call })).toHaveAttribute(
        'href',
        /^tel:\+8801[3-9]\d{8}$/,
      );
      await expect(page.getByRole('link', { name: text.whatsapp })).toHaveAttribute(
        'href',
        // The number in international form, and a short message naming the listing.
        /^https:\/\/wa\.me\/8801[3-9]\d{8}\?text=.+/,
      );
      await expect(page.getByRole('img').first()).toBeVisible();

      const related = page.locator('section', { has: page.getByRole('heading', { name: text.related }) });
      await expect(related.getByRole('article').first()).toBeVisible();
      const relatedTitle = (await related.getByRole('article').first().getByRole('link').innerText()).trim();
      await related.getByRole('article').first().getByRole('link').click();
      await expect(page.getByRole('heading', { level: 1, name: relatedTitle })).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  }

  test('copying the owner number shows "Copied" for two seconds', async ({ page, context, browserName }) => {
    test.skip(browserName !== 'chromium');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openIn(page, 'en', '/');
    await page.getByRole('article').first().getByRole('link').click();
    const callHref = await page.locator('main a[href^="tel:"]').first().getAttribute('href');
    await page.getByRole('button', { name: 'Copy number' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(callHref?.replace('tel:', ''));
    await expect(page.getByRole('button', { name: 'Copy number' })).toBeVisible({ timeout: 4000 });
  });

  test('an unknown listing shows a not-found page with a way home', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 404/); // the API's answer for the unknown id
    await openIn(page, 'en', '/product/2b5c0b8e-7a43-4b55-9b2e-3f1d1c0e9a11');
    await expect(page.getByRole('heading', { name: 'Property not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page.getByRole('heading', { name: 'New deals' })).toBeVisible();
  });

  test('the search box sends its text to the search page', async ({ page, isMobile }) => {
    await openIn(page, 'en', '/');
    const box = page.locator(isMobile ? '#mobile-search' : '#navbar-search');
    await box.fill('RUET');
    await box.press('Enter');
    // As typed, or already read as the landmark it names (the search page, once loaded, reads it).
    await expect(page).toHaveURL(/\/property-searched\?(keyword=RUET|near=ruet)$/);
  });

  test('the footer carries contact, social links, the credit and this year', async ({ page }) => {
    await openIn(page, 'en', '/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    await expect(footer.getByRole('link', { name: 'Thikana on Facebook' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Thikana on Instagram' })).toBeVisible();
    await expect(footer.getByText(`© ${new Date().getFullYear()} Thikana`)).toBeVisible();
    // The server's PUBLIC_PHONE (playwright.config.ts), in the page's digits.
    await expect(footer.getByRole('link', { name: '+880 1712-345678' })).toHaveAttribute(
      'href',
      'tel:+8801712345678',
    );
    await footer.getByLabel('Language').selectOption('bn');
    await expect(page.getByRole('heading', { name: 'নতুন অফার' })).toBeVisible();
    await expect(footer.getByRole('link', { name: '+৮৮০ ১৭১২-৩৪৫৬৭৮' })).toBeVisible();
  });
});

test('a link to a screen still loading shows a progress bar over the old screen', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'নতুন অফার' })).toBeVisible();
  // Hold back the contact screen's code until the bar has been seen, as a slow connection would.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/contact-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });

  await page.getByRole('contentinfo').getByRole('link', { name: 'যোগাযোগ করুন' }).click();
  const progress = page.getByRole('progressbar', { name: 'পরের পাতা লোড হচ্ছে' });
  await expect(progress).toBeVisible();
  await expect(page.getByRole('heading', { name: 'নতুন অফার' })).toBeVisible(); // the old screen stays
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'যোগাযোগ করুন' })).toBeVisible();
  await expect(progress).toHaveCount(0);
});

test('a slow screen the browser draws alone shows the animated logo while it loads', async ({ page }) => {
  // Account screens are not drawn by the server. Hold back one's code, as a slow mobile connection would.
  await page.route(/\/assets\/profile-post-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue();
  });
  await page.goto('/profile-post', { waitUntil: 'commit' });
  const logo = page.getByTestId('animated-logo');
  await expect(logo.locator('svg').first()).toBeVisible();
  await expect(logo.locator('svg g').first()).toBeAttached(); // drawn by the Lottie player
  // A visitor is then sent to log in.
  await expect(page.getByRole('heading', { level: 1, name: 'ঠিকানায় লগ ইন করুন' })).toBeVisible();
  await expect(logo).toHaveCount(0);
});
