import fs from 'node:fs/promises';
import { localDigits } from '../src/shared/format';
import { displayBdPhone } from '../src/shared/phone';
import { LANGUAGES } from './texts';
import {
  confirmInDialog,
  expect,
  expectAccessible,
  latestMailTo,
  newMobileNumber,
  OUTBOX_DIR,
  onPhonesOnly,
  openIn,
  test,
} from './fixtures';
import { approveAsAdmin, logInAsAdmin, OWNER_PASSWORD, postListing, signedUpOwner } from './listing-setup';

// An admin's view of an account (issue 32): from a dashboard card the admin opens the poster's
// account, sees its listings and numbers, and suspends it with a reason; its public listing leaves
// the site and the owner is told by mail, in their language.

onPhonesOnly();
const SHOTS = '/tmp/shots-account-view';

for (const [language, L] of LANGUAGES) {
  test(`an admin opens an account from a card and suspends it (${language})`, async ({
    page,
    browser,
    adminApi,
  }) => {
    test.slow(); // an owner posts twice, an admin logs in, opens the account and suspends it
    const stamp = `${Date.now()}${language}`;
    const owner = await signedUpOwner(browser, language, `account-view-${stamp}`);
    const [first, second] = [newMobileNumber(), newMobileNumber()];
    const publicTitle = `Public flat ${stamp}`;
    const pendingTitle = `Waiting flat ${stamp}`;
    const publicId = await postListing(owner, publicTitle, 'rent', first.local);
    await approveAsAdmin(adminApi, publicId);
    await postListing(owner, pendingTitle, 'rent', second.local);
    const visitor = await browser.newPage();
    expect((await visitor.request.get(`/api/v1/property/${publicId}`)).status()).toBe(200);

    await openIn(page, language, '/sign-in?redirect=%2Fdashboard');
    await logInAsAdmin(page, L);
    await expect(page).toHaveURL(/\/dashboard$/);

    const card = page.getByRole('article', { name: pendingTitle });
    const viewAccount = card.getByRole('link', { name: new RegExp(`^${L.dashboard.viewAccount}`) });
    await viewAccount.scrollIntoViewIfNeeded();
    await expect(viewAccount).toBeVisible();
    await page.waitForLoadState('networkidle');
    await fs.mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/card-${language}.png` });
    await viewAccount.click();
    await expect(page).toHaveURL(/\/dashboard\/accounts\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Rafiq Islam' })).toBeVisible();

    // Its listings, each a link, and both numbers, as people read them in the page's language.
    const listings = page.getByRole('region', {
      name: L.accountView.listingsTitle.replace('{{n}}', localDigits('2', language)),
    });
    await expect(listings.getByRole('link', { name: publicTitle })).toBeVisible();
    await expect(listings.getByRole('link', { name: pendingTitle })).toBeVisible();
    const numbers = page.getByRole('region', { name: L.accountView.numbersTitle });
    for (const number of [first, second]) {
      await expect(numbers.getByText(localDigits(displayBdPhone(number.e164), language))).toBeVisible();
    }
    await expectAccessible(page, 'the account view');
    await page.screenshot({ path: `${SHOTS}/account-${language}.png`, fullPage: true });

    // A reason is asked for, then a confirmation.
    const suspension = page.getByRole('region', { name: L.accountView.suspendTitle });
    await suspension.getByRole('button', { name: L.accountView.suspend }).click();
    await expect(suspension.getByText(L.validation.required)).toBeVisible();
    const reason =
      language === 'bn' ? 'অন্যের ফ্ল্যাটের ছবি দিয়ে বিজ্ঞাপন' : 'Posts photos of other owners’ flats';
    await suspension.getByLabel(L.accountView.suspendReason).fill(reason);
    await suspension.getByRole('button', { name: L.accountView.suspend }).click();
    await confirmInDialog(page, L.accountView.yesSuspend);
    await expect(page.getByText(L.accountView.suspended)).toBeVisible();
    // Read again from the server: the account is suspended, with its reason, and can be lifted.
    await page.reload();
    await expect(page.getByRole('status').getByText(reason)).toBeVisible();
    await expect(page.getByRole('button', { name: L.accountView.lift })).toBeVisible();
    await expectAccessible(page, 'a suspended account');
    await page.screenshot({ path: `${SHOTS}/suspended-${language}.png`, fullPage: true });

    // The public listing is gone from its page, and the owner is told why, in their language.
    await visitor.goto(`/product/${publicId}`);
    await expect(visitor.getByRole('heading', { name: publicTitle })).toHaveCount(0);
    expect((await visitor.request.get(`/api/v1/property/${publicId}`)).status()).toBe(404);
    const told =
      language === 'bn'
        ? `আপনার অ্যাকাউন্ট স্থগিত করা হয়েছে। কারণ: ${reason}`
        : `Your account has been suspended. Reason: ${reason}`;
    await expect
      .poll(() => latestMailTo(OUTBOX_DIR, `owner-account-view-${stamp}@example.com`).catch(() => ''))
      .toContain(told);
    await visitor.close();

    // The owner is signed out, and signing in again says why, in the page's language.
    await openIn(owner, language, '/sign-in');
    await owner.getByRole('tab', { name: L.phoneAuth.form.withEmail }).click();
    await owner.getByLabel(L.auth.email).fill(`owner-account-view-${stamp}@example.com`);
    await owner.getByLabel(L.auth.password, { exact: true }).fill(OWNER_PASSWORD);
    await owner.getByRole('button', { name: L.auth.loginButton }).click();
    await expect(owner.getByText(L.apiError.ACCOUNT_SUSPENDED)).toBeVisible();
  });
}
