import { bn, en } from './texts';
import { expect, openIn, test } from './fixtures';

test('a listing still works when its related listings cannot be drawn', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/a part of the page failed|TypeError|Cannot read properties/);
  // A broken answer for one panel only.
  await page.route('**/api/v1/property/*/related', (route) =>
    route.fulfill({ json: { success: true, data: [{ _id: 'broken' }] } }),
  );
  await openIn(page, 'en', '/');
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page.getByText(en.errors.panel)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: en.property.call })).toBeVisible();
  await page.getByRole('button', { name: en.report.open }).click();
  await expect(page.getByRole('button', { name: en.report.send })).toBeVisible();
});

test('a screen whose code cannot be downloaded offers a reload, and the rest keeps working', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/dynamically imported module|the screen failed|ERR_FAILED|Failed to load resource/);
  await openIn(page, 'bn', '/');
  await page.route('**/assets/contact-*.js', (route) => route.abort());
  await page.getByRole('contentinfo').getByRole('link', { name: bn.footer.contactUs }).click();
  await expect(page.getByRole('heading', { name: bn.errors.screenTitle })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible(); // the navbar stays

  await page.unroute('**/assets/contact-*.js');
  await page.getByRole('button', { name: bn.errors.reload }).click();
  await expect(page.getByRole('heading', { name: bn.contact.title, level: 1 })).toBeVisible();
});
