import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { bn, en } from './texts';
import { ALERT_SMS_PER_DAY } from '../src/shared/saved-search';
import { localDigits } from '../src/shared/format';
import { expect, expectAccessible, newMobileNumber, openIn, test } from './fixtures';
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
