import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { bn, en } from './texts';
import { ALERT_SMS_PER_DAY } from '../src/shared/saved-search';
import { localDigits } from '../src/shared/format';
import { expect, expectAccessible, latestSmsTo, newMobileNumber, openIn, test } from './fixtures';
import { clientHeaders, emailSignUp, proveNumber } from './account-setup';

// Alerts by SMS (issue 19): on /saved-searches, "also by SMS" per search, for an account whose mobile
// number is verified; the test server runs with ALERT_SMS=on (playwright.config.ts).

const SHOTS = '/tmp/shots-sms';
const QUERY = 'category=apartment&property_type=rent&area=kazla&max_price=20000';

/** Signs up in this browser with a phone number and the code the SMS outbox holds, as a phone user does. */
async function phoneSignUp(page: Page, language: string, address: string) {
  await openIn(page, language, '/');
  const verified = await proveNumber(page, address, newMobileNumber().e164, language, 'Sabina Yasmin');
  expect(verified.status()).toBe(201);
}

async function saveSearch(page: Page, address: string, name: string) {
  const saved = await page.request.post('/api/v1/saved-searches', {
    headers: clientHeaders(page, address),
    data: { query: QUERY, name },
  });
  expect(saved.status()).toBe(201);
}

for (const [language, L] of [
  ['bn', bn],
  ['en', en],
] as const) {
  const S = L.savedSearches;

  test(`a user with a verified number turns a search's SMS on and off (${language})`, async ({
    page,
    clientAddress,
    isMobile,
  }) => {
    test.slow(); // a sign-up by code, a list and two changes
    await phoneSignUp(page, language, clientAddress);
    const name = language === 'bn' ? 'কাজলায় ফ্ল্যাট' : 'Flats in Kazla';
    await saveSearch(page, clientAddress, name);
    if (isMobile) await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/saved-searches');

    const item = page.getByRole('article', { name });
    const sms = item.getByRole('switch', { name: `${S.smsLabel} ${name}` });
    await expect(sms).toHaveAttribute('aria-checked', 'false');
    await expect(sms).toBeEnabled();
    await expect(
      item.getByText(S.smsHint.replace('{{n}}', localDigits(String(ALERT_SMS_PER_DAY), language))),
    ).toBeVisible();

    await sms.click();
    await expect(page.getByText(S.smsOnDone.replace('{{name}}', name))).toBeVisible();
    await expect(sms).toHaveAttribute('aria-checked', 'true');
    // Kept by the server: read afresh, it is still on.
    await page.reload();
    await expect(sms).toHaveAttribute('aria-checked', 'true');
    await expectAccessible(page);
    if (isMobile) {
      await fs.mkdir(SHOTS, { recursive: true });
      await item.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/saved-searches-sms-on-${language}.png` });
    }

    await sms.click();
    await expect(page.getByText(S.smsOffDone.replace('{{name}}', name))).toBeVisible();
    await expect(sms).toHaveAttribute('aria-checked', 'false');
  });

  test(`a visitor asks for a search's alerts by SMS: a number, its code and a name, and the search is theirs with SMS on (${language})`, async ({
    page,
    isMobile,
    allowConsoleErrors,
  }) => {
    test.slow(); // a code by SMS, a new account, the saved search and its list
    // A right code for a number without an account is answered 400 {name: required}: the name is asked.
    allowConsoleErrors(/status of 400 .*\/user\/otp\/verify/);
    const F = L.phoneAuth.form;
    const number = newMobileNumber();
    const person = language === 'bn' ? 'রুমানা পারভীন' : 'Rumana Parvin';
    if (isMobile) await page.setViewportSize({ width: 390, height: 844 });
    await openIn(page, language, `/property-searched?${QUERY}`);
    await page.getByRole('button', { name: S.save }).click();

    // The dialog is named by its heading: the question, then the answer.
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAccessibleName(S.dialogTitleAnyWay);
    await expect(dialog.getByLabel(S.email)).toBeFocused();
    await dialog.getByText(S.way_sms, { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: S.way_sms })).toBeChecked();
    await expect(dialog.getByText(S.frequencyHintSms)).toBeVisible();
    const phone = dialog.getByLabel(F.phone);
    await expect(phone).toBeFocused();
    await phone.fill(localDigits(number.local, language));
    await expectAccessible(page, 'the alert dialog by SMS');
    if (isMobile) {
      await fs.mkdir(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/visitor-sms-number-${language}.png` });
    }
    await dialog.getByRole('button', { name: F.sendCode }).click();

    let code = '';
    await expect
      .poll(async () => (code = (await latestSmsTo(number.e164).catch(() => ({ code: '' }))).code))
      .not.toBe('');
    await dialog.getByLabel(F.code).fill(code);
    await dialog.getByRole('button', { name: S.smsConfirm }).click();
    // A number without an account: the same code opens one, with a name.
    await expect(dialog.getByText(F.newNumber)).toBeVisible();
    await dialog.getByLabel(L.auth.name).fill(person);
    await dialog.getByRole('button', { name: L.auth.signUpButton }).click();

    const done = dialog.getByRole('heading', { name: S.smsDoneTitle });
    await expect(done).toBeFocused();
    await expect(dialog).toHaveAccessibleName(S.smsDoneTitle);
    const shown = `+880 ${number.e164.slice(4, 8)}-${number.e164.slice(8)}`;
    await expect(dialog.getByRole('status')).toContainText(localDigits(shown, language));
    if (isMobile) await page.screenshot({ path: `${SHOTS}/visitor-sms-done-${language}.png` });
    await dialog.getByRole('button', { name: S.close }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('link', { name: S.manage })).toBeFocused();

    // The search is the new account's, with its SMS on, in /saved-searches like any other.
    await page.getByRole('link', { name: S.manage }).click();
    const item = page.getByRole('article').first();
    await expect(item.getByRole('switch', { name: new RegExp(S.smsLabel) })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(item.getByRole('radio', { name: S.frequency_instant })).toBeChecked();
  });

  test(`without a verified number the SMS switch is off and says why (${language})`, async ({
    page,
    clientAddress,
    isMobile,
  }) => {
    await emailSignUp(page, language, clientAddress, 'sms');
    const name = language === 'bn' ? 'কাজলার বাসা' : 'Homes in Kazla';
    await saveSearch(page, clientAddress, name);
    if (isMobile) await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/saved-searches');

    const item = page.getByRole('article', { name });
    const sms = item.getByRole('switch', { name: `${S.smsLabel} ${name}` });
    await expect(sms).toBeDisabled();
    await expect(sms).toHaveAttribute('aria-checked', 'false');
    await expect(sms).toHaveAccessibleDescription(S.smsNeedsPhone);
    await expect(item.getByText(S.smsNeedsPhone)).toBeVisible();
    await expectAccessible(page);
    if (isMobile) {
      await fs.mkdir(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/saved-searches-sms-no-phone-${language}.png` });
    }
  });
}
