import { SITE } from '../src/shared/site';
import { bn, en } from './texts';
import { expect, mailsTo, openIn, OUTBOX_DIR, test } from './fixtures';

for (const [language, L] of [
  ['bn', bn],
  ['en', en],
] as const) {
  test(`a visitor writes to Thikana from the contact page (${language})`, async ({ page }) => {
    await openIn(page, language, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: L.footer.contactUs }).click();
    await expect(page.getByRole('heading', { name: L.contact.title, level: 1 })).toBeVisible();
    // The site's own lines beside the form: the server's PUBLIC_PHONE (playwright.config.ts) too.
    const shown = language === 'bn' ? '+৮৮০ ১৭১২-৩৪৫৬৭৮' : '+880 1712-345678';
    await expect(page.getByRole('main').getByRole('link', { name: shown })).toHaveAttribute(
      'href',
      'tel:+8801712345678',
    );

    await page.getByRole('button', { name: L.contact.send }).click();
    await expect(page.getByRole('alert')).toHaveText(L.auth.allFieldsMandatory);

    const note = `Please add Boalia to the popular areas ${Date.now()} ${language}`;
    await page.getByLabel(L.contact.name).fill('Shirin Akhter');
    await page.getByLabel(L.contact.email).fill('shirin@example.com');
    await page.getByLabel(L.contact.phone).fill('12345');
    await page.getByLabel(L.contact.message).fill(note);
    await page.getByRole('button', { name: L.contact.send }).click();
    await expect(page.getByText(L.validation.invalid_phone)).toBeVisible();

    await page.getByLabel(L.contact.phone).fill('০১৯১১-২২৩৩৪৪');
    await page.getByRole('button', { name: L.contact.send }).click();
    await expect(page.getByText(L.contact.sent)).toBeVisible();
    await expect(page.getByLabel(L.contact.message)).toHaveValue('');
    // Both languages' journeys write to the same inbox at once: find this one's mail among them.
    await expect
      .poll(async () => (await mailsTo(OUTBOX_DIR, SITE.publicEmail)).some((mail) => mail.includes(note)))
      .toBe(true);
  });
}
