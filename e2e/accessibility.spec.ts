import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import bn from '../src/web/i18n/bn.json' with { type: 'json' };
import en from '../src/web/i18n/en.json' with { type: 'json' };
import { ADMIN, expect, openIn, test } from './fixtures';

const PASSWORD = 'Rajshahi mango orchard 9';

/** axe on the page as it stands: no serious or critical violation of WCAG 2.1 A/AA. */
async function expectAccessible(page: Page, screen: string) {
  // Let lazy screens, images and fonts settle: axe judges what is drawn.
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `axe on ${screen}`).toEqual([]);
}

const PUBLIC_SCREENS = [
  '/',
  '/property-searched?area=uposhohor',
  '/property-searched?keyword=zzzz-nothing',
  '/sign-in',
  '/sign-up',
  '/forgot-password',
  '/password/reset/not-a-real-token',
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

for (const [language, L] of [
  ['bn', bn],
  ['en', en],
] as const) {
  test(`every public screen passes axe (${language})`, async ({ page, allowConsoleErrors }) => {
    test.setTimeout(120_000);
    allowConsoleErrors(/status of 404/); // the unknown page, on purpose
    await openIn(page, language, '/');
    for (const path of PUBLIC_SCREENS) {
      await page.goto(path);
      await expectAccessible(page, path);
    }
    // A listing, with its gallery, contact panel and report form open.
    await page.goto('/');
    await page.getByRole('article').first().getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: L.report.open }).click();
    await expectAccessible(page, 'a listing');
    // The post form's later steps, with its errors showing.
    await page.goto('/rent-out');
    await page.getByRole('button', { name: L.post.next }).click();
    await expectAccessible(page, 'the post form with errors');
  });

  test(`a logged-in user's screens pass axe (${language})`, async ({ page }) => {
    await openIn(page, language, '/sign-up');
    await page.getByLabel(L.auth.name).fill('Axe Tester');
    await page.getByLabel(L.auth.email).fill(`axe-${Date.now()}-${language}@example.com`);
    await page.getByLabel(L.auth.password, { exact: true }).fill(PASSWORD);
    await page.getByLabel(L.auth.confirmPassword).fill(PASSWORD);
    await page.getByRole('button', { name: L.auth.signUpButton }).click();
    await expect(page).not.toHaveURL(/sign-up/);
    // A listing of their own, to edit.
    const created = await page.request.post('/api/v1/property/create', {
      headers: { origin: new URL(page.url()).origin },
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
    for (const path of [
      '/profile-post',
      '/profile-post?favorite=true',
      '/setting',
      `/product/edit/${data._id}`,
    ]) {
      await page.goto(path);
      await expectAccessible(page, path);
    }
  });
}

test('the dashboard passes axe in both languages', async ({ page }) => {
  await openIn(page, 'en', '/sign-in?redirect=%2Fdashboard');
  await page.getByLabel(en.auth.email).fill(ADMIN.email);
  await page.getByLabel(en.auth.password, { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: en.auth.loginButton }).click();
  await expect(page.getByRole('heading', { name: en.dashboard.title })).toBeVisible();
  for (const tab of ['', '?tab=reported', '?tab=messages']) {
    for (const language of ['en', 'bn']) {
      await page.evaluate((lang) => window.localStorage.setItem('language', lang), language);
      await page.goto(`/dashboard${tab}`);
      await expectAccessible(page, `/dashboard${tab} (${language})`);
    }
  }
});

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
  await page.keyboard.type('Uposhohor');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/keyword=Uposhohor/);

  await tabTo('a[href^="/product/"]');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product\//);
  // The new screen takes the focus to its content (ScreenStart).
  await expect(page.locator('main')).toBeFocused();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await tabTo('a[href^="tel:"]');
  await expect(page.getByRole('link', { name: en.property.call })).toBeFocused();
});
