import type { Locator, Page } from '@playwright/test';
import { bn, en } from './texts';
import {
  newMobileNumber,
  expect,
  expectAccessible,
  latestSmsTo,
  mailsTo,
  openIn,
  OUTBOX_DIR,
  signUpByApi,
  test,
} from './fixtures';
import { approveAsAdmin, postListing } from './listing-setup';

const PASSWORD = 'Mango season in Rajshahi 24';
const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';
const inBengali = (text: string) => text.replace(/\d/g, (d) => BENGALI_DIGITS[Number(d)]!);
const inAscii = (text: string) => text.replace(/[০-৯]/g, (d) => String(BENGALI_DIGITS.indexOf(d)));

/** +8801712345678 as the app shows it: "+880 1712-345678", in the page's digits. */
function shownNumber(e164: string, language: 'bn' | 'en') {
  const shown = `+880 ${e164.slice(4, 8)}-${e164.slice(8)}`;
  return language === 'bn' ? inBengali(shown) : shown;
}

/** The code of the newest SMS to this number that is not `seen`, once the server has written it. */
async function newCode(phone: string, seen?: string) {
  let sms = { text: '', code: '' };
  await expect
    .poll(async () => {
      sms = await latestSmsTo(phone).catch(() => ({ text: '', code: '' }));
      return sms.code !== '' && sms.text !== seen;
    })
    .toBe(true);
  return sms;
}

async function logOut(page: Page, isMobile: boolean, name: string, L: typeof en) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (isMobile) await page.getByRole('button', { name: L.nav.openMenu }).click();
  else await page.getByRole('button', { name: new RegExp(name) }).click();
  await page.getByRole('button', { name: L.menu.logout }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
}

const text = (template: string, values: Record<string, string>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replace(`{{${key}}}`, value), template);

for (const [language, L] of [
  ['bn', bn],
  ['en', en],
] as const) {
  test(`a visitor signs up with a mobile number, posts a listing with it that shows "phone verified", and signs in again with a code (${language})`, async ({
    page,
    isMobile,
    adminApi,
    allowConsoleErrors,
  }) => {
    // Sign-up, a listing, its approval, and a second code, which waits out the minute between codes.
    test.setTimeout(180_000);
    allowConsoleErrors(/status of (400|429)/); // a wrong number, a new code too soon, a wrong code: on purpose
    const F = L.phoneAuth.form;
    const number = newMobileNumber();
    const typed = language === 'bn' ? inBengali(number.local) : number.local;
    const name = language === 'bn' ? 'নাসরিন সুলতানা' : 'Nasrin Sultana';

    // Sign up: the mobile number is the first way in.
    await openIn(page, language, '/sign-up');
    await expect(page.getByRole('tab', { name: F.withPhone })).toHaveAttribute('aria-selected', 'true');
    await page.getByLabel(L.auth.name).fill(name);
    await page.getByLabel(F.phone).fill(language === 'bn' ? '০১২৩৪' : '01234');
    await page.getByRole('button', { name: F.sendCode }).click();
    await expect(page.getByText(L.validation.invalid_phone)).toBeVisible();
    await expect(page.getByLabel(L.auth.name)).toHaveValue(name); // nothing typed is lost
    await page.getByLabel(F.phone).fill(typed);
    await page.getByRole('button', { name: F.sendCode }).click();

    // The code step: where the code went, a way back, and a new code only after the wait.
    await expect(page.getByText(shownNumber(number.e164, language), { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: F.changeNumber })).toBeVisible();
    const code = page.getByLabel(F.code);
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toBeFocused();
    const resend = page.getByRole('button', { name: new RegExp(text(F.resendIn, { n: '.+' })) });
    await expect(resend).toBeDisabled();
    const first = await newCode(number.e164);
    // The SMS is in the reader's language, its code in Bengali digits for a Bengali reader.
    expect(first.code).toMatch(language === 'bn' ? /^[০-৯]{6}$/ : /^\d{6}$/);
    await code.fill(first.code);
    await page.getByRole('button', { name: L.auth.signUpButton }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(text(F.welcome, { name }))).toBeVisible();

    // A listing with the verified number shows the badge, on its page and its card; one with another
    // number shows none.
    const stamp = `${Date.now()}${language}${test.info().project.name}`;
    const verifiedTitle = `Verified flat ${stamp}`;
    const otherTitle = `Other flat ${stamp}`;
    const verifiedId = await postListing(page, verifiedTitle, 'rent', number.local);
    const otherId = await postListing(page, otherTitle, 'rent', '01812345678');
    await approveAsAdmin(adminApi, verifiedId);
    await approveAsAdmin(adminApi, otherId);
    await page.goto(`/product/${verifiedId}`);
    const contact = page.getByRole('region', { name: L.property.postedBy });
    await expect(contact.getByText(L.phoneAuth.verified)).toBeVisible();
    await page.goto(`/product/${otherId}`);
    // (Its related listings may show the other one, badged.)
    const otherContact = page.getByRole('region', { name: L.property.postedBy });
    await expect(otherContact.getByRole('button', { name: L.property.copyNumber })).toBeVisible();
    await expect(otherContact.getByText(L.phoneAuth.verified)).toHaveCount(0);
    await page.goto(`/property-searched?keyword=${stamp}`);
    const card = page.getByRole('article').filter({ hasText: verifiedTitle });
    await expect(card.getByText(L.phoneAuth.verified)).toBeVisible();
    const otherCard = page.getByRole('article').filter({ hasText: otherTitle });
    await expect(otherCard).toBeVisible();
    await expect(otherCard.getByText(L.phoneAuth.verified)).toHaveCount(0);

    // Signed out, in again with a new code: a second code within the minute is refused with the wait.
    await logOut(page, isMobile, name, L);
    await page.getByLabel(F.phone).fill(language === 'bn' ? number.e164.replace('+880', '') : number.e164);
    await page.getByRole('button', { name: F.sendCode }).click();
    const wait = page.getByText(new RegExp(text(F.wait, { n: '[0-9০-৯]+' })));
    await expect(wait.or(code)).toBeVisible();
    if (await wait.isVisible()) {
      await expect(wait).toBeHidden({ timeout: 70_000 });
      await page.getByRole('button', { name: F.sendCode }).click();
    }
    const second = await newCode(number.e164, first.text);
    const wrong = inAscii(second.code) === '000000' ? '111111' : '000000';
    await code.fill(language === 'bn' ? inBengali(wrong) : wrong);
    await page.getByRole('button', { name: L.auth.loginButton, exact: true }).click();
    const left = language === 'bn' ? '৪' : '4';
    await expect(page.getByText(text(F.wrongCode_other, { n: left }))).toBeVisible();
    await expect(code).toHaveValue(language === 'bn' ? inBengali(wrong) : wrong);
    await expectAccessible(page, 'the code step with a wrong code');
    await code.fill(second.code);
    await page.getByRole('button', { name: L.auth.loginButton, exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(text(F.welcomeBack, { name }))).toBeVisible();
  });
}

test('a number without an account signs in: after the right code it is asked for a name', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 400/); // the name the server asks for
  const F = en.phoneAuth.form;
  const number = newMobileNumber();
  await openIn(page, 'en', '/sign-in');
  await expectAccessible(page, 'the number step');
  // The number step says nothing about accounts: the same for every number.
  await page.getByLabel(F.phone).fill(number.local);
  await page.getByRole('button', { name: F.sendCode }).click();
  const { code } = await newCode(number.e164);
  await page.getByLabel(F.code).fill(code);
  await page.getByRole('button', { name: en.auth.loginButton, exact: true }).click();

  await expect(page.getByText(F.newNumber)).toBeVisible();
  await expect(page.getByLabel(en.auth.name)).toBeFocused();
  await page.getByRole('button', { name: en.auth.signUpButton }).click();
  await expect(page.getByText(en.validation.required)).toBeVisible();
  await expectAccessible(page, 'the name step');
  await page.getByLabel(en.auth.name).fill('Shamim Reza');
  await page.getByRole('button', { name: en.auth.signUpButton }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(text(F.welcome, { name: 'Shamim Reza' }))).toBeVisible();
});

test('the e-mail way stays: the switch works by keyboard; a language switch keeps the number typed', async ({
  page,
}) => {
  const F = bn.phoneAuth.form;
  await openIn(page, 'bn', '/sign-in');
  const phoneTab = page.getByRole('tab', { name: F.withPhone });
  await phoneTab.focus();
  await page.keyboard.press('ArrowRight');
  const emailTab = page.getByRole('tab', { name: F.withEmail });
  await expect(emailTab).toBeFocused();
  await expect(emailTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByLabel(bn.auth.email)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(phoneTab).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel(F.phone).fill('০১৭১২-৩৪৫৬৭৮');

  // Another language: the steps' words (loaded with the screen, not with every page) follow.
  await page.getByRole('contentinfo').getByLabel(bn.language.label).selectOption('en');
  await expect(page.getByRole('tab', { name: en.phoneAuth.form.withPhone })).toBeVisible();
  await expect(page.getByText(en.phoneAuth.form.phoneHint)).toBeVisible();
  await expect(page.getByLabel(en.phoneAuth.form.phone)).toHaveValue('০১৭১২-৩৪৫৬৭৮');
});

test('settings: an e-mail account verifies its number, then changes it, each with a code', async ({
  page,
}) => {
  test.slow(); // two codes, two numbers
  const F = bn.phoneAuth.form;
  const first = newMobileNumber();
  const second = newMobileNumber();
  await openIn(page, 'bn', '/');
  const register = await signUpByApi(
    page.request,
    { origin: new URL(page.url()).origin },
    {
      name: 'Rubel Hossain',
      email: `phone-setting-${Date.now()}-${test.info().workerIndex}@example.com`,
      password: PASSWORD,
      phone: first.local,
    },
  );
  expect(register.status()).toBe(201);
  await page.evaluate(() => window.localStorage.setItem('thikana.session', '1'));

  await page.goto('/setting');
  const section = page.getByRole('region', { name: F.phone });
  await expect(section.getByText(F.notVerified)).toBeVisible();
  await section.getByRole('button', { name: F.verify }).click();
  const sms = await newCode(first.e164);
  await section.getByLabel(F.code).fill(sms.code);
  await section.getByRole('button', { name: F.verify }).click();
  await expect(section.getByText(F.isVerified, { exact: true })).toBeVisible();
  await expect(section.getByText(shownNumber(first.e164, 'bn'))).toBeVisible();

  await section.getByRole('button', { name: F.changeNumber }).click();
  await expect(section.getByLabel(F.newPhone)).toBeFocused();
  await section.getByLabel(F.newPhone).fill(second.local);
  await section.getByRole('button', { name: F.sendCode }).click();
  const next = await newCode(second.e164);
  await section.getByLabel(F.code).fill(next.code);
  await section.getByRole('button', { name: F.verify }).click();
  const shownSecond = shownNumber(second.e164, 'bn');
  await expect(page.getByText(text(F.numberVerified, { phone: shownSecond }))).toBeVisible();
  await expect(section.getByText(shownSecond)).toBeVisible();
  await expect(section.getByText(F.isVerified, { exact: true })).toBeVisible();
});

/** A phone-only account made through the API (a code by SMS), signed in on this page's browser. */
async function phoneOnlyAccount(page: Page, language: 'bn' | 'en', name: string) {
  const number = newMobileNumber();
  const origin = new URL(page.url()).origin;
  const asked = await page.request.post('/api/v1/user/otp/request', {
    headers: { origin },
    data: { phone: number.e164, language },
  });
  expect(asked.status()).toBe(200);
  const { code } = await newCode(number.e164);
  const made = await page.request.post('/api/v1/user/otp/verify', {
    headers: { origin },
    data: { phone: number.e164, code, name, language },
  });
  expect(made.status()).toBe(201);
  expect((await made.json()).data).toMatchObject({ has_password: false, email: null });
  await page.evaluate(() => window.localStorage.setItem('thikana.session', '1'));
  return { ...number, signUpSms: (await latestSmsTo(number.e164)).text };
}

/** With SHOTS_DIR set, this part of the screen at 390 px as it stands (the reports' screenshots). */
async function shot(page: Page, name: string, part: Locator) {
  const dir = process.env.SHOTS_DIR;
  if (!dir || test.info().project.name !== 'phone') return;
  await page.setViewportSize({ width: 390, height: 844 });
  await part.screenshot({ path: `${dir}/${name}.png` });
}

for (const [language, L] of [
  ['bn', bn],
  ['en', en],
] as const) {
  test(`a phone-only account sets a password in settings with a code by SMS, then signs in with number and password; the e-mail tab is remembered (${language})`, async ({
    page,
    isMobile,
    allowConsoleErrors,
  }) => {
    // The settings' code waits out the minute after the sign-up's.
    test.setTimeout(180_000);
    allowConsoleErrors(/status of (400|429)/); // a code asked for too soon, a wrong code: on purpose
    const F = L.phoneAuth.form;
    const A = L.accountAccess;
    const name = language === 'bn' ? 'মরিয়ম আক্তার' : 'Mariam Akter';
    await openIn(page, language, '/');
    const number = await phoneOnlyAccount(page, language, name);

    await page.goto('/setting');
    const section = page.getByRole('region', { name: A.setPasswordTitle });
    await expect(
      section.getByText(text(A.setPasswordText, { phone: shownNumber(number.e164, language) })),
    ).toBeVisible();
    // No current password: the account has none.
    await expect(page.getByLabel(L.auth.oldPassword)).toHaveCount(0);
    // Without an e-mail, settings offer to add one instead of changing it.
    await expect(page.getByRole('region', { name: A.emailTitle })).toBeVisible();
    await expect(page.getByRole('region', { name: A.changeEmailTitle })).toHaveCount(0);
    await shot(page, `settings-first-password-${language}`, section);
    await shot(page, `settings-add-email-${language}`, page.getByRole('region', { name: A.emailTitle }));

    const password = language === 'bn' ? 'পদ্মার ধারে আমের বাগান ২৪' : 'Mango orchard by the Padma 24';
    await section.getByLabel(L.auth.newPassword, { exact: true }).fill(password);
    await section.getByLabel(L.auth.confirmPassword).fill(password);
    await section.getByRole('button', { name: A.savePassword }).click();
    await expect(section.getByText(A.codeFirst)).toBeVisible();

    // The sign-up's code was sent a moment ago: the button counts down the wait, then sends.
    const sendCode = section.getByRole('button', { name: new RegExp(`^(${F.sendCode}|${F.resend})$`) });
    await sendCode.click();
    // Sent or refused, the button counts down; refused, the wait is also said by the code field.
    const countdown = section.getByRole('button', { name: new RegExp(text(F.resendIn, { n: '[0-9০-৯]+' })) });
    await expect(countdown).toBeDisabled();
    const wait = section.getByText(new RegExp(text(F.wait, { n: '[0-9০-৯]+' })));
    if (await wait.isVisible()) {
      await expect(sendCode).toBeEnabled({ timeout: 70_000 });
      await sendCode.click();
      await expect(countdown).toBeDisabled();
    }
    const sms = await newCode(number.e164, number.signUpSms);
    await expect(countdown).toBeDisabled();
    const code = section.getByLabel(F.code);
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    const wrong = inAscii(sms.code) === '000000' ? '111111' : '000000';
    await code.fill(wrong);
    await section.getByRole('button', { name: A.savePassword }).click();
    await expect(section.getByText(L.apiError.OTP_INVALID)).toBeVisible();
    await expect(code).toBeFocused();
    await expectAccessible(page, 'the first password form with a wrong code');
    await shot(page, `settings-first-password-wrong-code-${language}`, section);
    await code.fill(sms.code);
    await section.getByRole('button', { name: A.savePassword }).click();
    await expect(page.getByText(A.passwordSet)).toBeVisible();
    // Now it has a password: the usual form, which asks for it.
    await expect(page.getByLabel(L.auth.oldPassword)).toBeVisible();

    // Signed out: the number and the password sign in, from the e-mail tab.
    await logOut(page, isMobile, name, L);
    await page.getByRole('tab', { name: F.withEmail }).click();
    await page.getByLabel(A.emailOrPhone).fill(language === 'bn' ? inBengali(number.local) : number.local);
    await page.getByLabel(L.auth.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: L.auth.loginButton, exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(text(F.welcomeBack, { name }))).toBeVisible();

    // This browser remembers the way last chosen: sign-in and sign-up open on the e-mail tab.
    await logOut(page, isMobile, name, L);
    await expect(page.getByRole('tab', { name: F.withEmail })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel(A.emailOrPhone)).toBeVisible();
    await page.goto('/sign-up');
    await expect(page.getByRole('tab', { name: F.withEmail })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: F.withPhone }).click();
    await page.goto('/sign-in');
    await expect(page.getByRole('tab', { name: F.withPhone })).toHaveAttribute('aria-selected', 'true');
  });

  test(`a phone-only account adds an e-mail: it is added once the mailed link is opened (${language})`, async ({
    page,
  }) => {
    const A = L.accountAccess;
    const name = language === 'bn' ? 'জাকির হোসেন' : 'Zakir Hossain';
    await openIn(page, language, '/');
    await phoneOnlyAccount(page, language, name);
    const email = `added-${language}-${Date.now()}-${test.info().workerIndex}@example.com`;

    await page.goto('/setting');
    const section = page.getByRole('region', { name: A.emailTitle });
    await section.getByLabel(L.auth.email).fill('not an address');
    await section.getByRole('button', { name: A.sendLink }).click();
    await expect(section.getByText(L.validation.invalid_email)).toBeVisible();
    await section.getByLabel(L.auth.email).fill(email);
    await section.getByRole('button', { name: A.sendLink }).click();
    await expect(section.getByRole('status')).toHaveText(text(A.linkSent, { email }));
    await shot(page, `settings-add-email-sent-${language}`, section);

    let mail = '';
    await expect
      .poll(async () => (mail = (await mailsTo(OUTBOX_DIR, email))[0] ?? ''))
      .toContain('/email/confirm?token=');
    const link = /http:\/\/[^\s"]+\/email\/confirm\?token=[\w.-]+/.exec(mail)?.[0] ?? '';
    // Opening the link changes nothing yet (mail scanners open links); the button adds it.
    await page.goto(link);
    await page.getByRole('button', { name: A.confirmButton }).click();
    await expect(page.getByText(A.confirmed)).toBeVisible();
    await expectAccessible(page, 'the e-mail added');
    await page.getByRole('link', { name: A.toSettings }).click();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole('region', { name: A.changeEmailTitle })).toBeVisible();
    // "E-mail" alone: the adding section is gone ("Change e-mail" holds the word too).
    await expect(page.getByRole('region', { name: A.emailTitle, exact: true })).toHaveCount(0);
  });
}
