import type { Page } from '@playwright/test';
import { bn, en } from './texts';
import {
  expect,
  expectAccessible,
  mailsTo,
  newClientAddress,
  onPhonesOnly,
  openIn,
  OUTBOX_DIR,
  signUpByApi,
  test,
} from './fixtures';

// Issue 31, defect 10: an account with an e-mail changes it in settings; the new address gets a link,
// and only following it changes the address (docs/accounts.md).

const PASSWORD = 'Padma river in the evening 7';
const SHOTS = '/tmp/shots-email-change';
onPhonesOnly();

const headers = (page: Page, address: string) => ({
  origin: new URL(page.url()).origin,
  'x-forwarded-for': address,
});
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2)}`;

for (const [language, L] of [
  ['bn', bn],
  ['en', en],
] as const) {
  test(`settings change the e-mail through a link mailed to the new address (${language})`, async ({
    page,
    allowConsoleErrors,
  }) => {
    test.slow();
    // The wrong password's refusal is a 400 the browser logs.
    allowConsoleErrors(/status of 400 .*\/api\/v1\/user\/email\/change/);
    const A = L.accountAccess;
    const oldEmail = `before-${unique()}@example.com`;
    const newEmail = `after-${unique()}@example.com`;
    await openIn(page, language, '/');
    const registered = await signUpByApi(
      page.request,
      headers(page, newClientAddress(test.info().workerIndex)),
      {
        name: 'Nasrin Akter',
        email: oldEmail,
        password: PASSWORD,
        language,
      },
    );
    expect(registered.status()).toBe(201);
    await page.evaluate(() => window.localStorage.setItem('thikana.session', '1'));

    await openIn(page, language, '/setting');
    const section = page.getByRole('region', { name: A.changeEmailTitle });
    await expect(section.getByText(oldEmail)).toBeVisible();
    const newField = section.getByLabel(A.newEmail);
    const passwordField = section.getByLabel(L.auth.oldPassword, { exact: true });

    // A wrong password is said by its field, and what was typed stays.
    await newField.fill(newEmail);
    await passwordField.fill('not my password at all');
    await section.getByRole('button', { name: A.sendLink }).click();
    await expect(section.getByText(A.changeIssues.incorrect)).toBeVisible();
    await expect(passwordField).toHaveAttribute('aria-invalid', 'true');
    await expect(newField).toHaveValue(newEmail);
    await page.screenshot({ path: `${SHOTS}/wrong-password-${language}.png` });

    await passwordField.fill(PASSWORD);
    await section.getByRole('button', { name: A.sendLink }).click();
    await expect(section.getByRole('status')).toContainText(newEmail);
    await page.screenshot({ path: `${SHOTS}/link-sent-${language}.png` });
    // Nothing changes until the link is followed.
    await expect(section.getByText(oldEmail)).toBeVisible();

    let mail = '';
    await expect
      .poll(async () => (mail = (await mailsTo(OUTBOX_DIR, newEmail))[0] ?? ''))
      .toContain('/email/confirm?change=1&token=');
    const link = /http:\/\/[^\s"]+\/email\/confirm\?change=1&token=[\w.-]+/.exec(mail)?.[0] ?? '';
    expect(link).not.toBe('');
    // Opening the link changes nothing yet (mail scanners open links); the button changes it.
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByRole('button', { name: A.change_confirmButton }).click();
    await expect(page.getByText(A.change_confirmed)).toBeVisible();
    await expectAccessible(page, 'the e-mail changed');
    await page.screenshot({ path: `${SHOTS}/changed-${language}.png` });

    await page.getByRole('link', { name: A.toSettings }).click();
    await expect(page.getByRole('region', { name: A.changeEmailTitle }).getByText(newEmail)).toBeVisible();
    await expect(page.getByText(oldEmail)).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/settings-after-${language}.png`, fullPage: true });

    // The old address is told, in the account's language, without the new address in full.
    const told = language === 'bn' ? 'ই-মেইল এখন a***@e***.com' : 'is now a***@e***.com';
    let notice = '';
    await expect
      .poll(async () => (notice = (await mailsTo(OUTBOX_DIR, oldEmail)).find((m) => m.includes(told)) ?? ''))
      .not.toBe('');
    expect(notice).not.toContain(newEmail);
    expect(notice).not.toContain('/email/confirm');
  });
}
