import type { InfoPageContent } from '../src/web/content/info-doc';
import { INFO_PAGES, INFO_PAGE_NAMES } from '../src/web/content/info-pages';
import bn from '../src/web/i18n/bn.json' with { type: 'json' };
import en from '../src/web/i18n/en.json' with { type: 'json' };
import { expect, openIn, test } from './fixtures';

for (const [language, L] of [
  ['bn', bn],
  ['en', en],
] as const) {
  test(`every help and policy page opens from the footer (${language})`, async ({ page }) => {
    await openIn(page, language, '/');
    const footer = page.getByRole('contentinfo');
    for (const name of INFO_PAGE_NAMES) {
      const doc: InfoPageContent = (await INFO_PAGES[name]()).default;
      await footer.getByRole('link', { name: L.info[name], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${name}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc[language].title);
      await expect(page).toHaveTitle(new RegExp(doc[language].title));
    }
  });
}

test('the home page points to how it works and to the safety advice', async ({ page }) => {
  await openIn(page, 'en', '/');
  await page.getByRole('link', { name: 'Staying safe' }).first().click();
  await expect(page.getByRole('heading', { name: 'The bKash "money sent by mistake" scam' })).toBeVisible();
});
