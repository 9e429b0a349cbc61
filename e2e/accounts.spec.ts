import type { Page } from '@playwright/test';
import { expect, finishSignUpByLink, latestMailTo, openIn, OUTBOX_DIR, test } from './fixtures';

const PASSWORD = 'Mango season in Rajshahi 24';
let counter = 0;
const newEmail = () => `e2e-${Date.now()}-${++counter}@example.com`;

async function openAccountMenu(page: Page, isMobile: boolean, name: string) {
  // The page must have settled first: the home screen has loaded once its main heading shows.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (isMobile) await page.getByRole('button', { name: /মেনু খুলুন|Open menu/ }).click();
  else await page.getByRole('button', { name: new RegExp(name) }).click();
}

/** The e-mail and password way of the sign-in and sign-up screens (the mobile number is the first). */
async function withEmail(page: Page, labels: Record<string, string>) {
  await page.getByRole('tab', { name: labels.emailWay }).click();
}

async function signUp(page: Page, email: string, name: string, labels: Record<string, string>) {
  await withEmail(page, labels);
  await page.getByLabel(labels.name!).fill(name);
  await page.getByLabel(labels.email!).fill(email);
  await page.getByLabel(labels.password!, { exact: true }).fill(PASSWORD);
  await page.getByLabel(labels.confirm!).fill(PASSWORD);
  await page.getByRole('button', { name: labels.create }).click();
  await finishSignUpByLink(page, email, PASSWORD, {
    sent: labels.linkSent!,
    password: labels.chosenPassword!,
    button: labels.open!,
  });
  await expect(page.getByRole('status').first()).toHaveText(labels.signedUp!);
  await page.goto('/');
}

const bn = {
  name: 'পুরো নাম',
  email: 'ই-মেইল',
  password: 'পাসওয়ার্ড',
  confirm: 'পাসওয়ার্ড আবার লিখুন',
  create: 'অ্যাকাউন্ট খুলুন',
  linkSent: 'ঠিকানায় একটি লিংক পাঠিয়েছি',
  open: 'অ্যাকাউন্ট খুলুন',
  chosenPassword: 'আপনার দেওয়া পাসওয়ার্ড',
  signedUp: 'আপনার অ্যাকাউন্ট তৈরি হয়েছে, আপনি লগ ইন করা আছেন।',
  login: 'লগ ইন',
  logout: 'লগ আউট',
  emailWay: 'ই-মেইল',
  welcomeBack: 'আবার স্বাগতম, Farzana Haque!',
};
const en = {
  name: 'Full name',
  email: 'Email',
  password: 'Password',
  confirm: 'Confirm password',
  create: 'Create account',
  linkSent: 'We sent a link to',
  open: 'Open my account',
  chosenPassword: 'The password you chose',
  signedUp: 'Your account is ready and you are signed in.',
  login: 'Log in',
  logout: 'Log out',
  emailWay: 'E-mail',
  welcomeBack: 'Welcome back, Farzana Haque!',
};

for (const [language, labels] of [
  ['bn', bn],
  ['en', en],
] as const) {
  test(`a visitor signs up, logs out and logs in again (${language})`, async ({
    page,
    isMobile,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 401/); // the wrong password on purpose
    const email = newEmail();
    await openIn(page, language, '/sign-up');
    await withEmail(page, labels);

    await page.getByRole('button', { name: labels.create }).click();
    await expect(page.getByRole('alert')).toHaveText(
      language === 'bn' ? 'সবগুলো ঘর পূরণ করা বাধ্যতামূলক।' : 'All fields are mandatory.',
    );
    await page.getByLabel(labels.name).fill('Farzana Haque');
    await page.getByLabel(labels.email).fill(email);
    await page.getByLabel(labels.password, { exact: true }).fill(PASSWORD);
    await page.getByLabel(labels.confirm).fill('Something else entirely 1');
    await page.getByRole('button', { name: labels.create }).click();
    await expect(page.getByRole('alert')).toHaveText(
      language === 'bn'
        ? 'নতুন পাসওয়ার্ড ও নিশ্চিতকরণ পাসওয়ার্ড মেলেনি।'
        : 'The new password and confirmation password do not match.',
    );

    await signUp(page, email, 'Farzana Haque', labels);
    await expect(page).toHaveURL(/\/$/);
    await openAccountMenu(page, isMobile, 'Farzana Haque');
    await page.getByRole('button', { name: labels.logout }).click();
    await expect(page).toHaveURL(/\/sign-in$/);

    await withEmail(page, labels);
    await page.getByLabel(labels.email).fill(email);
    await page.getByLabel(labels.password, { exact: true }).fill('not my password');
    await page.getByRole('button', { name: labels.login, exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(
      language === 'bn' ? 'ই-মেইল বা পাসওয়ার্ড ভুল।' : 'Invalid Email or Password',
    );
    await page.getByLabel(labels.password, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: labels.login, exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(labels.welcomeBack)).toBeVisible();
    await openAccountMenu(page, isMobile, 'Farzana Haque');
    await expect(page.getByRole('link', { name: language === 'bn' ? 'সেটিংস' : 'Settings' })).toBeVisible();
    await expect(page.getByRole('link', { name: language === 'bn' ? 'ড্যাশবোর্ড' : 'Dashboard' })).toHaveCount(
      0,
    );
  });
}

test('a forgotten password is reset from the link in the e-mail, once', async ({ page, isMobile }) => {
  const email = newEmail();
  await openIn(page, 'en', '/sign-up');
  await signUp(page, email, 'Mahmudul Hasan', en);
  await expect(page).toHaveURL(/\/$/);
  await openAccountMenu(page, isMobile, 'Mahmudul Hasan');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);

  await withEmail(page, en);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'We have sent you an email. Please follow the link in the email to reset your password.',
  );

  // The mail is written after the answer (its time must not tell whether the account exists).
  const newestMail = () => latestMailTo(OUTBOX_DIR, email).catch(() => '');
  await expect.poll(newestMail).toContain('/password/reset/');
  const mail = await newestMail();
  const link = /http:\/\/localhost:\d+(\/password\/reset\/[\w-]+)/.exec(mail)?.[1];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await page.getByLabel('New password').fill('A new passphrase for Padma 3');
  await page.getByLabel('Confirm password').fill('A new passphrase for Padma 3');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Welcome back, Mahmudul Hasan!')).toBeVisible();
  await openAccountMenu(page, isMobile, 'Mahmudul Hasan');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
});

test('a used reset link is refused with the spec message', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 400/);
  await openIn(page, 'en', '/password/reset/this-link-was-never-sent');
  await page.getByLabel('New password').fill('A new passphrase for Padma 3');
  await page.getByLabel('Confirm password').fill('A new passphrase for Padma 3');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Reset Password Token Invalid or has been Expired!');
});

test('the guard sends a visitor to log in and back to the page they wanted', async ({ page }) => {
  const email = newEmail();
  await openIn(page, 'en', '/sign-up');
  await signUp(page, email, 'Sadia Islam', en);
  await expect(page).toHaveURL(/\/$/);
  await page.evaluate(() => fetch('/api/v1/user/logout', { credentials: 'include' }));
  await page.evaluate(() => localStorage.removeItem('thikana.session'));

  await page.goto('/profile-post?favorite=true');
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fprofile-post%3Ffavorite%3Dtrue$/);
  await withEmail(page, en);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/profile-post\?favorite=true$/);

  // Logged in, the sign-in page sends the user on.
  await page.goto('/sign-in?redirect=%2Fsetting');
  await expect(page).toHaveURL(/\/setting$/);
});

test('the settings screen updates the profile and the password', async ({ page, isMobile }) => {
  const email = newEmail();
  await openIn(page, 'bn', '/sign-up');
  await signUp(page, email, 'Rubel Hossain', bn);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/setting');
  await page.getByLabel('পুরো নাম').fill('রুবেল হোসেন');
  await page.getByRole('button', { name: 'প্রোফাইল সেভ করুন' }).click();
  await expect(page.getByText('আপনার প্রোফাইল আপডেট হয়েছে।')).toBeVisible();
  if (!isMobile) await expect(page.getByRole('button', { name: /রুবেল হোসেন/ })).toBeVisible();

  // The password's own section: changing the e-mail asks the current password too.
  const password = page.getByRole('region', { name: 'পাসওয়ার্ড পরিবর্তন' });
  await password.getByLabel('বর্তমান পাসওয়ার্ড').fill(PASSWORD);
  await password.getByLabel('নতুন পাসওয়ার্ড').fill('Another long passphrase 88');
  await password.getByLabel('পাসওয়ার্ড আবার লিখুন').fill('Another long passphrase 88');
  await password.getByRole('button', { name: 'পাসওয়ার্ড পরিবর্তন করুন' }).click();
  await expect(page.getByText(/আপনার পাসওয়ার্ড পরিবর্তন হয়েছে/)).toBeVisible();
});

test('too many login attempts are answered with the server message in an alert', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 40[1]|status of 429/);
  await openIn(page, 'en', '/sign-in');
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await withEmail(page, en);
  await page.getByLabel('Email').fill(newEmail());
  await page.getByLabel('Password', { exact: true }).fill('wrong password');
  for (let attempt = 1; attempt <= 11; attempt++) {
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeEnabled();
  }
  await expect.poll(() => alerts).toEqual(['Too many requests, please try again later']);
});

test('mail comes in the language chosen in the app, not the one the phone asks for', async ({ page }) => {
  // The browser's Accept-Language is English (playwright's en-US); the visitor uses the app in Bengali.
  const email = newEmail();
  await openIn(page, 'bn', '/sign-up');
  await signUp(page, email, 'রফিকুল ইসলাম', bn);
  await expect(page).toHaveURL(/\/$/);
  const askForReset = () =>
    page.evaluate(
      (address) =>
        fetch('/api/v1/user/password/forgot', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: address }),
        }).then((res) => res.status),
      email,
    );
  expect(await askForReset()).toBe(200);
  // The mail is written after the answer: wait for it.
  const newestMail = () => latestMailTo(OUTBOX_DIR, email).catch(() => '');
  await expect.poll(newestMail).toContain('নতুন পাসওয়ার্ড দিন');

  // Switching the language in the footer switches the account's too.
  const saved = page.waitForResponse((res) => res.url().endsWith('/api/v1/user/me/update'));
  await page.getByRole('contentinfo').getByLabel('ভাষা').selectOption('en');
  expect((await saved).status()).toBe(200);
  expect(await askForReset()).toBe(200);
  await expect.poll(newestMail).toContain('Choose a new password');
});
