import type { PlaywrightWorkerArgs } from '@playwright/test';
import { bn, en } from './texts';
import {
  expect,
  expectAccessible,
  latestSmsTo,
  newClientAddress,
  newMobileNumber,
  openIn,
  test,
} from './fixtures';

// New numbers coming too fast (docs/sms.md, issue 29): a code request then needs a proof of work,
// which the sign-up form solves by itself, saying so, before the code goes out.

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';
const inBengali = (text: string) => text.replace(/\d/g, (d) => BENGALI_DIGITS[Number(d)]!);

/** A new number on the 016 prefix, which no other journey uses (fixtures.ts): its hourly count of new
 * numbers (SMS_NEW_NUMBERS_PER_PREFIX_HOUR, 20) is this spec's to reach. */
const newNumber = () => newMobileNumber('016');

/**
 * Asks codes for new 016 numbers, each from its own address (10 an hour each), until the server asks
 * for a challenge: the velocity of the prefix is reached (a run's earlier journeys may have done it).
 */
async function reachVelocity(playwright: PlaywrightWorkerArgs['playwright']) {
  const baseURL = test.info().project.use.baseURL!;
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  for (let i = 0; i < 30; i++) {
    const answer = await api.post('/api/v1/user/otp/request', {
      data: { phone: newNumber().e164 },
      headers: { 'x-forwarded-for': newClientAddress(test.info().workerIndex) },
    });
    if (answer.status() === 428) {
      await api.dispose();
      return;
    }
    expect(answer.status()).toBe(200);
  }
  await api.dispose();
  throw new Error('the velocity of new 016 numbers was never reached');
}

/** The code of the newest SMS to this number, once the server has written it. */
async function codeSentTo(phone: string) {
  let code = '';
  await expect
    .poll(async () => {
      code = (await latestSmsTo(phone).catch(() => ({ code: '' }))).code;
      return code;
    })
    .not.toBe('');
  return code;
}

for (const [language, L] of [
  ['bn', bn],
  ['en', en],
] as const) {
  test(`a sign-up proves it is a person when new numbers come too fast, then gets its code (${language})`, async ({
    page,
    playwright,
    allowConsoleErrors,
  }) => {
    // Reaching the velocity (up to 20 requests), then a challenge solved in the browser (about a second,
    // a few on a busy machine), then the code.
    test.setTimeout(90_000);
    allowConsoleErrors(/status of 428/); // the first request, answered CHALLENGE_REQUIRED: on purpose
    const F = L.phoneAuth.form;
    await reachVelocity(playwright);
    const number = newNumber();
    const name = language === 'bn' ? 'রাশেদা বেগম' : 'Rasheda Begum';

    await openIn(page, language, '/sign-up');
    await page.getByLabel(L.auth.name).fill(name);
    await page.getByLabel(F.phone).fill(language === 'bn' ? inBengali(number.local) : number.local);
    await page.getByRole('button', { name: F.sendCode }).click();
    // Said while the browser works, in a live region (read out by screen readers).
    await expect(page.getByRole('status').filter({ hasText: F.checking })).toBeVisible();

    // Then the request goes again by itself, and the code arrives.
    const code = page.getByLabel(F.code);
    await expect(code).toBeFocused({ timeout: 30_000 });
    const sent = await codeSentTo(number.e164);
    await expectAccessible(page, 'the code step after a challenge');
    await code.fill(sent);
    await page.getByRole('button', { name: L.auth.signUpButton }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(F.welcome.replace('{{name}}', name))).toBeVisible();
  });

  test(`a sign-up whose challenge cannot be fetched says so and keeps what was typed (${language})`, async ({
    page,
    playwright,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 428|ERR_FAILED/); // the challenge required, then its fetch cut off: on purpose
    const F = L.phoneAuth.form;
    await reachVelocity(playwright);
    await page.route('**/api/v1/user/otp/challenge', (route) => route.abort());
    const number = newNumber();
    const typed = language === 'bn' ? inBengali(number.local) : number.local;
    const name = language === 'bn' ? 'রাশেদা বেগম' : 'Rasheda Begum';

    await openIn(page, language, '/sign-up');
    await page.getByLabel(L.auth.name).fill(name);
    await page.getByLabel(F.phone).fill(typed);
    await page.getByRole('button', { name: F.sendCode }).click();
    await expect(page.getByText(F.checkFailed)).toBeVisible();
    await expect(page.getByLabel(F.phone)).toHaveValue(typed);
    await expect(page.getByLabel(L.auth.name)).toHaveValue(name);
    // The number field takes the focus, its error read with its label, to send again from there.
    await expect(page.getByLabel(F.phone)).toBeFocused();
  });
}
