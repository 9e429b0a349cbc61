import type { InfoPageContent } from '../src/web/content/info-doc';
import { INFO_PAGES, INFO_PAGE_NAMES } from '../src/web/content/info-pages';
import { bn, en } from './texts';
import { expect, openHomeSettled, test } from './fixtures';

// One page per test: six navigations in one test outgrew its timeout on a busy machine.
for (const [language, L] of [
  ['bn', bn],
  ['en', en],
] as const) {
  for (const name of INFO_PAGE_NAMES) {
    test(`the ${name} page opens from the footer (${language})`, async ({ page }) => {
      const doc: InfoPageContent = (await INFO_PAGES[name]()).default;
      await openHomeSettled(page, language, L.home.newDeals);
      await page.getByRole('contentinfo').getByRole('link', { name: L.info[name], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${name}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc[language].title);
      await expect(page).toHaveTitle(new RegExp(doc[language].title));
    });
  }
}

test('the home page points to how it works and to the safety advice', async ({ page }) => {
  await openHomeSettled(page, 'en', en.home.newDeals);
  await page.getByRole('link', { name: 'Staying safe' }).first().click();
  await expect(page.getByRole('heading', { name: 'The bKash "money sent by mistake" scam' })).toBeVisible();
});
