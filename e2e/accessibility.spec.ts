import type { Cookie } from '@playwright/test';
import { bn, en } from './texts';
import { ADMIN, expect, expectAccessible, newClientAddress, openIn, signUpByApi, test } from './fixtures';

const PASSWORD = 'Rajshahi mango orchard 9';

const PUBLIC_SCREENS = [
  '/',
  '/property-searched?area=uposhohor',
  '/property-searched?keyword=zzzz-nothing',
  '/sign-in',
  '/sign-up',
  '/forgot-password',
  '/password/reset/not-a-real-token',
  '/listing-link?id=00000000-0000-4000-8000-000000000000&do=close&deal=sell&token=not-a-real-token',
  '/alerts/confirm?token=not-a-real-token',
  '/alerts/unsubscribe?token=not-a-real-token',
  '/rent-out',
  '/post-sell',
  '/property-post',
  '/contact',
  '/how-it-works',
  '/how-to-buy',
  '/safety',
  '/help',
  '/privacy-policy',
  '/terms-of-services',
  '/no-such-page',
];

const LANGUAGES = [
  ['bn', bn],
  ['en', en],
] as const;

// One screen per test: a test that scans many screens outgrows its timeout on a busy machine, and a
// failure names the screen. Each test opens its screen directly, in its language.
for (const [language, L] of LANGUAGES) {
  for (const path of PUBLIC_SCREENS) {
    test(`${path} passes axe (${language})`, async ({ page, allowConsoleErrors }) => {
      if (path === '/no-such-page') allowConsoleErrors(/status of 404/); // on purpose
      if (path.startsWith('/alerts/')) allowConsoleErrors(/status of 403/); // a token it did not make
      await openIn(page, language, path);
      await expectAccessible(page, path);
    });
  }

  test(`a listing with its report form open passes axe (${language})`, async ({ page }) => {
    await openIn(page, language, '/');
    await page.getByRole('article').first().getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: L.report.open }).click();
    await expectAccessible(page, 'a listing');
  });

  test(`the search page with a left-out value and the phone's filter sheet open passes axe (${language})`, async ({
    page,
    isMobile,
  }) => {
    await openIn(page, language, '/property-searched?max_price=abc');
    if (isMobile) await page.getByRole('button', { name: L.search.showFilters }).click();
    const filters = isMobile
      ? page.getByRole('dialog', { name: L.search.filters })
      : page.getByRole('complementary', { name: L.search.filters });
    await expect(filters.getByText(L.validation.invalid_number)).toBeVisible();
    await expectAccessible(page, 'the search page with its filters');
  });

  test(`the search page with a visitor's alert dialog showing an error passes axe (${language})`, async ({
    page,
  }) => {
    await openIn(page, language, '/property-searched?category=apartment&area=uposhohor');
    await page.getByRole('button', { name: L.savedSearches.save }).click();
    const dialog = page.getByRole('dialog', { name: L.savedSearches.dialogTitleAnyWay });
    await dialog.getByRole('button', { name: L.savedSearches.subscribe }).click();
    await expect(dialog.getByText(L.validation.required)).toBeVisible();
    await expectAccessible(page, 'the alert dialog');
  });

  test(`the post form with its errors showing passes axe (${language})`, async ({ page }) => {
    await openIn(page, language, '/rent-out');
    await page.getByRole('button', { name: L.post.next }).click();
    await expect(page.getByText(L.validation.required).first()).toBeVisible();
    await expectAccessible(page, 'the post form with errors');
  });
}

/**
 * Sessions made once per worker through the API (a user with a listing of their own, and the
 * admin), then handed to each test's browser as cookies: a log-in per screen would spend the
 * account limits and the time the scans need.
 */
const signedIn = test.extend<
  { logInAs: (who: 'user' | 'admin') => Promise<void> },
  { sessions: { user: Cookie[]; admin: Cookie[]; listingId: string } }
>({
  sessions: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = String(workerInfo.project.use.baseURL);
      const request = (address: string) =>
        playwright.request.newContext({
          baseURL,
          extraHTTPHeaders: { origin: baseURL, 'x-forwarded-for': address },
        });
      const user = await request(newClientAddress(workerInfo.workerIndex));
      const registered = await signUpByApi(
        user,
        {},
        {
          name: 'Axe Tester',
          email: `axe-${Date.now()}-${workerInfo.workerIndex}@example.com`,
          password: PASSWORD,
        },
      );
      expect(registered.status()).toBe(201);
      const created = await user.post('/api/v1/property/create', {
        multipart: {
          data: JSON.stringify({
            property_type: 'sell',
            property_title: 'Three katha plot near Kazla gate',
            description: 'South-facing plot on a ten-foot road, papers ready, mutation done.',
            price: '3500000',
            price_type: 'negotiable',
            category: 'land',
            property_condition: 'new',
            property_address: { address: 'Kazla gate lane', delegation: 'kazla', city: 'rajshahi' },
            contact_number: '01712345678',
          }),
        },
      });
      expect(created.status()).toBe(201);
      const { data } = (await created.json()) as { data: { _id: string } };
      // A report from the fresh account fills the reported tab; it never holds a listing on its own.
      const listed = await user.get('/api/v1/property/approved-all?limit=1');
      const [reportedId] = ((await listed.json()) as { data: Array<{ _id: string }> }).data.map((p) => p._id);
      const reported = await user.post(`/api/v1/property/${reportedId}/report`, {
        data: { reason: 'wrong_info', details: 'The price in the photos differs.' },
      });
      expect(reported.status()).toBe(201);
      const admin = await request(newClientAddress(workerInfo.workerIndex));
      expect((await admin.post('/api/v1/user/login', { data: ADMIN })).status()).toBe(200);
      await use({
        user: (await user.storageState()).cookies,
        admin: (await admin.storageState()).cookies,
        listingId: data._id,
      });
      await Promise.all([user.dispose(), admin.dispose()]);
    },
    { scope: 'worker' },
  ],
  logInAs: async ({ page, sessions }, use) => {
    await use(async (who) => {
      await page.context().addCookies(sessions[who]);
      // The flag that tells the app a session cookie is worth asking /user/me about.
      await page.addInitScript(() => window.localStorage.setItem('thikana.session', '1'));
    });
  },
});

const USER_SCREENS = [
  '/profile-post',
  '/profile-post?favorite=true',
  '/setting',
  '/product/edit/:id',
  '/saved-searches',
];
const DASHBOARD_SCREENS = ['/dashboard', '/dashboard?tab=reported', '/dashboard?tab=messages'];

for (const [language, L] of LANGUAGES) {
  for (const screen of USER_SCREENS) {
    signedIn(
      `${screen} passes axe for a logged-in user (${language})`,
      async ({ page, logInAs, sessions }) => {
        await logInAs('user');
        await openIn(page, language, screen.replace(':id', sessions.listingId));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectAccessible(page, screen);
      },
    );
  }

  for (const screen of DASHBOARD_SCREENS) {
    signedIn(`${screen} passes axe (${language})`, async ({ page, logInAs }) => {
      // Late in a run the queue holds up to 50 cards of every journey's listings, each with its
      // photos, evidence and trail: axe reads them all, which on a busy machine takes its time.
      test.slow();
      await logInAs('admin');
      await openIn(page, language, screen);
      await expect(page.getByRole('heading', { name: L.dashboard.title })).toBeVisible();
      await expectAccessible(page, screen);
    });
  }
}

test('a keyboard alone can search, open a listing and reach the owner', async ({ page }) => {
  await openIn(page, 'en', '/');
  /** Presses Tab until the focused element matches the selector, as a keyboard user would. */
  async function tabTo(selector: string) {
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    }
    throw new Error(`Tab never reached ${selector}`);
  }
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: en.app.skipToContent })).toBeFocused();

  await tabTo('input[type=search]');
  // A landmark: the search page reads it as "near RUET", a filter with its own chip.
  await page.keyboard.type('RUET');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/near=ruet/);
  // As a keyboard user would, wait for the results before moving on: on a busy machine the screen may
  // still be loading, and its arrival moves the focus to its content.
  await expect(page.getByRole('heading', { level: 1, name: en.search.title })).toBeVisible();
  await expect(page.locator('main article').first()).toBeVisible();

  await tabTo('a[href^="/product/"]');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product\//);
  // The new screen takes the focus to its content (ScreenStart).
  await expect(page.locator('main')).toBeFocused();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await tabTo('a[href^="tel:"]');
  await expect(page.getByRole('link', { name: en.property.call })).toBeFocused();
});
