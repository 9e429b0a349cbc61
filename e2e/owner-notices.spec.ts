import { bn, en } from './texts';
import { smsTo } from '../src/server/test/sms-outbox';
import { expect, expectAccessible, newClientAddress, newMobileNumber, openIn, test } from './fixtures';
import { approveAsAdmin, postListing } from './listing-setup';
import { emailSignUp, proveNumber } from './account-setup';

// Owner notices (issue 31): an owner who signed up with a phone alone hears by SMS, in the account's
// language, that a listing was approved; settings choose the language and how notices come.

const DATA_DIR = process.env.THIKANA_E2E_DATA_DIR!;
const SHOTS = '/tmp/shots-notices';
test.use({ viewport: { width: 390, height: 844 } });

for (const [language, L] of [
  ['bn', bn],
  ['en', en],
] as const) {
  test(`a phone-only owner's listing is approved: the SMS says so in ${language} with the listing's link, which opens it`, async ({
    page,
    adminApi,
  }) => {
    test.slow();
    const address = newClientAddress(test.info().workerIndex);
    const phone = newMobileNumber().e164;
    await openIn(page, language, '/');
    await proveNumber(page, address, phone, language, language === 'bn' ? 'সাবিনা ইয়াসমিন' : 'Sabina Yasmin');
    const title = `Flat by SMS ${Date.now()} ${language}`;
    const id = await postListing(page, title);
    await approveAsAdmin(adminApi, id);

    let notice = '';
    await expect
      .poll(async () => {
        notice = (await smsTo(DATA_DIR, phone)).find((text) => text.includes('/product/')) ?? '';
        return notice;
      })
      .not.toBe('');
    expect(notice).toContain(language === 'bn' ? 'প্রকাশিত হয়েছে' : 'is live');
    const link = /https?:\/\/\S+\/product\/[0-9a-f-]{36}/.exec(notice)?.[0] ?? '';
    expect(link).not.toBe('');

    // The owner taps the link in the SMS: the listing, now public.
    await page.goto(new URL(link).pathname);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/approved-${language}.png` });
  });

  test(`settings choose the language of mails and SMS and how notices come, by keyboard (${language})`, async ({
    page,
  }) => {
    test.slow();
    const S = L.setting;
    const address = newClientAddress(test.info().workerIndex);
    await emailSignUp(page, language, address, 'notices');
    await proveNumber(page, address, newMobileNumber().e164, language);

    await openIn(page, language, '/setting');
    const section = page.getByRole('region', { name: S.noticesTitle });
    await expect(section).toBeVisible();
    const how = section.getByRole('group', { name: S.notifyLegend });
    await expect(how.getByRole('radio', { name: S.notify_email, exact: true })).toBeChecked();
    // Arrow keys move the choice within the group, as radio buttons do.
    await how.getByRole('radio', { name: S.notify_email, exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(how.getByRole('radio', { name: S.notify_both, exact: true })).toBeChecked();
    const other = language === 'bn' ? 'en' : 'bn';
    // A tap on the language's pill (its label).
    await section.locator('label', { hasText: S[`language_${other}`] }).click();
    await section.getByRole('button', { name: S.saveNotices }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await page.screenshot({ path: `${SHOTS}/settings-${language}.png` });

    const me = await page.request.get('/api/v1/user/me');
    expect((await me.json()).data).toMatchObject({ language: other, notify: 'both' });
    // Opened again (a new tab: this one's set-up pins the test's language), the screen shows what was
    // saved, in the language chosen.
    const O = (other === 'bn' ? bn : en).setting;
    const again = await page.context().newPage();
    await again.goto('/setting');
    const saved = again.getByRole('region', { name: O.noticesTitle });
    await expect(saved.getByRole('radio', { name: O.notify_both, exact: true })).toBeChecked();
    await expect(saved.getByRole('radio', { name: O[`language_${other}`], exact: true })).toBeChecked();
    await expectAccessible(again, 'settings');
  });
}
