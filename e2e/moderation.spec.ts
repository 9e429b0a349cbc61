import type { Browser, Locator } from '@playwright/test';
import { bn, en } from './texts';
import {
  confirmInDialog,
  expect,
  finishSignUpByLink,
  openIn,
  OTHER_JOURNEYS_DELETED,
  test,
} from './fixtures';
import { logInAsAdmin, postListing, signedUpOwner } from './listing-setup';

const PASSWORD = 'Padma river in the evening 7';

/** An owner, signed up and logged in in a browser of their own, with two listings posted. */
async function ownerWithTwoListings(browser: Browser, language: string, stamp: string) {
  const page = await signedUpOwner(browser, language, stamp);
  const titles = { approve: `Sunny flat ${stamp} Padma view`, decline: `Dark flat ${stamp} no photos` };
  for (const title of Object.values(titles)) await postListing(page, title);
  return { page, titles };
}

for (const [language, L] of [
  ['en', en],
  ['bn', bn],
] as const) {
  test(`an admin approves one listing and declines another; the owner sees both outcomes (${language})`, async ({
    page,
    browser,
    allowConsoleErrors,
  }) => {
    // A genuine journey in two browsers (owner signs up and posts twice, admin logs in and decides
    // twice, the owner checks both outcomes and a search): slow() gives it three times the timeout.
    test.slow();
    allowConsoleErrors(OTHER_JOURNEYS_DELETED); // the queue holds other journeys' listings too
    const stamp = `${Date.now()}${language}${test.info().project.name}`;
    const owner = await ownerWithTwoListings(browser, language, stamp);

    // The admin logs in and opens the dashboard: its own top bar, no site navbar.
    await openIn(page, language, '/sign-in?redirect=%2Fdashboard');
    await logInAsAdmin(page, L);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: L.dashboard.title })).toBeVisible();
    await expect(page.getByRole('searchbox')).toHaveCount(0);
    await expect(
      page.getByText(new RegExp(L.dashboard.pendingCount_other.replace('{{n}}', '.+'))),
    ).toBeVisible();

    // A moderator reads a card's evidence before deciding: it is read as the card comes near, and
    // pushes the buttons below it down once it is there.
    const evidenceRead = (card: Locator) =>
      expect(card.getByRole('region', { name: L.evidence.title })).toHaveAttribute('aria-busy', 'false');
    const toApprove = page.getByRole('article', { name: owner.titles.approve });
    await toApprove.scrollIntoViewIfNeeded();
    await evidenceRead(toApprove);
    await toApprove.getByRole('button', { name: new RegExp(`^${L.dashboard.approve}`) }).click();
    await expect(page.getByText(L.confirm.text)).toBeVisible();
    await confirmInDialog(page, L.dashboard.yesApprove);
    await expect(page.getByText(L.dashboard.approved)).toBeVisible();
    await expect(toApprove).toHaveCount(0);

    // Declining needs a reason.
    const toDecline = page.getByRole('article', { name: owner.titles.decline });
    await toDecline.scrollIntoViewIfNeeded();
    await evidenceRead(toDecline);
    await toDecline.getByRole('button', { name: new RegExp(`^${L.dashboard.reject}`) }).click();
    await expect(toDecline.getByText(L.validation.required)).toBeVisible();
    const reason = language === 'bn' ? 'ঘরের ভেতরের ছবি দিন।' : 'Please add photos of the rooms.';
    await toDecline.getByPlaceholder(L.dashboard.reasonPlaceholder).fill(reason);
    await toDecline.getByRole('button', { name: new RegExp(`^${L.dashboard.reject}`) }).click();
    await confirmInDialog(page, L.dashboard.yesReject);
    await expect(page.getByText(L.dashboard.rejected)).toBeVisible();
    await expect(toDecline).toHaveCount(0);

    // The owner sees both outcomes, and the reason.
    await owner.page.goto('/profile-post');
    const approved = owner.page.getByRole('listitem').filter({ hasText: owner.titles.approve });
    await expect(approved.getByText(L.profilePost.status_approved, { exact: true })).toBeVisible();
    const declined = owner.page.getByRole('listitem').filter({ hasText: owner.titles.decline });
    await expect(declined.getByText(L.profilePost.status_declined, { exact: true })).toBeVisible();
    await expect(declined.getByText(reason)).toBeVisible();

    // Anyone searching finds the approved listing, and not the declined one.
    await owner.page.goto(`/property-searched?keyword=${encodeURIComponent(stamp)}`);
    await expect(owner.page.getByRole('link', { name: owner.titles.approve })).toBeVisible();
    await expect(owner.page.getByRole('link', { name: owner.titles.decline })).toHaveCount(0);
    await owner.page.context().close();
  });
}

test('a user who is not an admin is sent back from the dashboard', async ({ page }) => {
  await openIn(page, 'en', '/sign-up');
  await page.getByRole('tab', { name: en.phoneAuth.form.withEmail }).click();
  await page.getByLabel(en.auth.name).fill('Curious User');
  const email = `curious-${Date.now()}@example.com`;
  await page.getByLabel(en.auth.email).fill(email);
  await page.getByLabel(en.auth.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(en.auth.confirmPassword).fill(PASSWORD);
  await page.getByRole('button', { name: en.auth.signUpButton }).click();
  await finishSignUpByLink(page, email, PASSWORD, {
    sent: 'We sent a link to',
    password: en.accountAccess.signUpPassword,
    button: en.accountAccess.signUpButton,
  });
  await expect(page.getByText(en.accountAccess.signedUp)).toBeVisible();
  await page.goto('/property-searched');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/property-searched$/);
  await expect(page.getByRole('heading', { name: en.dashboard.title })).toHaveCount(0);
});

test('a visitor reports a listing from its page', async ({ page }) => {
  await openIn(page, 'bn', '/');
  await page.getByRole('article').first().getByRole('link').first().click();
  await page.getByRole('button', { name: bn.report.open }).click();
  await page.getByRole('button', { name: bn.report.send }).click();
  await expect(page.getByText(bn.validation.choose_reason)).toBeVisible();
  await page.getByLabel(bn.report.reason_fraud, { exact: true }).check({ force: true });
  await page.getByLabel(bn.report.details).fill('অগ্রিম বিকাশে টাকা চেয়েছে');
  await page.getByRole('button', { name: bn.report.send }).click();
  await expect(page.getByText(bn.report.sent)).toBeVisible();
});
