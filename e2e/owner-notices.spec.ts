import type { Page } from '@playwright/test';
import { bn, en } from './texts';
import { smsTo } from '../src/server/test/sms-outbox';
import {
  expect,
  expectAccessible,
  newClientAddress,
  newMobileNumber,
  openIn,
  signUpByApi,
  test,
} from './fixtures';
import { approveAsAdmin, postListing } from './listing-setup';

// Owner notices (issue 31): an owner who signed up with a phone alone hears by SMS, in the account's
// language, that a listing was approved; settings choose the language and how notices come.

const DATA_DIR = process.env.THIKANA_E2E_DATA_DIR!;
const SHOTS = '/tmp/shots-notices';
test.use({ viewport: { width: 390, height: 844 } });

const headers = (page: Page, address: string) => ({
  origin: new URL(page.url()).origin,
  'x-forwarded-for': address,
});

/** Asks a code for `phone` and sends it back (with `name`: a sign-up), as the phone steps do. */
async function proveNumber(page: Page, address: string, phone: string, language: string, name?: string) {
  const before = (await smsTo(DATA_DIR, phone)).length;
  const asked = await page.request.post('/api/v1/user/otp/request', {
    headers: headers(page, address),
    data: { phone, language },
  });
  expect(asked.status()).toBe(200);
  await expect.poll(async () => (await smsTo(DATA_DIR, phone)).length).toBe(before + 1);
  const [sms] = await smsTo(DATA_DIR, phone);
  const code = /#(\d{6})$/.exec(sms ?? '')?.[1] ?? '';
  const verified = await page.request.post('/api/v1/user/otp/verify', {
    headers: headers(page, address),
    data: { phone, code, language, ...(name && { name }) },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  await page.evaluate(() => window.localStorage.setItem('thikana.session', '1'));
}

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
    await openIn(page, language, '/');
    const registered = await signUpByApi(page.request, headers(page, address), {
      name: 'Nasrin Akter',
      email: `notices-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
      password: 'Padma river in the evening 7',
      language,
    });
    expect(registered.status()).toBe(201);
    await page.evaluate(() => window.localStorage.setItem('thikana.session', '1'));
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
