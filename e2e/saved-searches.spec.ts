import type { Page } from '@playwright/test';
import { bn, en } from './texts';
import { localDigits } from '../src/shared/format';
import { confirmInDialog, expect, mailsTo, openIn, OUTBOX_DIR, signUpByApi, test } from './fixtures';
import { approveAsAdmin, postListing, signedUpOwner } from './listing-setup';

// Saved searches and their alerts (issue 18): saved from the search page, kept on /saved-searches,
// mailed by the job queue once a matching listing is approved, stopped from the mail's link.

const PASSWORD = 'Padma river in the evening 7';
// What the flat of postListing() is: an apartment to rent in Uposhohor for 14 000.
const FLAT_SEARCH = 'category=apartment&property_type=rent&area=uposhohor&max_price=15000';

/**
 * A word no other listing has, short enough for the search's name to keep it (80 characters):
 * digits as letters, so the search reads it as a word, not a number.
 */
const uniqueWord = (language: string) =>
  `hornbill${String(Date.now() % 1e8).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}${language}${test.info().project.name[0]}`;

/** A user signed up in this test's browser (its console is watched), in their language. */
async function signUp(page: Page, language: string, email: string, address: string) {
  await openIn(page, language, '/');
  const registered = await signUpByApi(
    page.request,
    { origin: new URL(page.url()).origin, 'x-forwarded-for': address },
    { name: 'Nasrin Akter', email, password: PASSWORD, language },
  );
  expect(registered.status()).toBe(201);
  // The flag that tells the app a session cookie is worth asking /user/me about.
  await page.evaluate(() => window.localStorage.setItem('thikana.session', '1'));
}

/** The name the search page gives a search: its chips, as the reader sees them, then its words. */
async function chipsName(page: Page, label: string, words: string[] = []) {
  const chips = page.getByRole('list', { name: label }).getByRole('listitem');
  await expect(chips.first()).toBeVisible();
  return [...(await chips.allInnerTexts()).map((text) => text.trim()), ...words.map((w) => `“${w}”`)].join(
    ' · ',
  );
}

/** A mailed link to one of the app's screens, as a path of the test server (HTML escapes undone). */
function linkIn(mail: string, pattern: RegExp): string {
  const found = pattern.exec(mail)?.[0];
  expect(found, `a link matching ${pattern} in the mail`).toBeTruthy();
  const url = new URL(found!.replace(/&(amp|#38);/g, '&'));
  return url.pathname + url.search;
}

for (const [language, L] of [
  ['bn', bn],
  ['en', en],
] as const) {
  const S = L.savedSearches;
  const n = (value: number) => localDigits(String(value), language);

  test(`a user saves a search with one tap, then renames, pauses and deletes it (${language})`, async ({
    page,
    clientAddress,
    isMobile,
  }) => {
    test.slow(); // a sign-up, a search page and a list of changes
    const stamp = `${Date.now()}${language}${test.info().project.name}`;
    await signUp(page, language, `saver-${stamp}@example.com`, clientAddress);
    await page.goto(`/property-searched?${FLAT_SEARCH}&sort=price_asc`);
    const name = await chipsName(page, L.understood.label);

    await page.getByRole('button', { name: S.save }).click();
    // The button makes way for the way to the list, which takes the focus.
    await expect(page.getByRole('main').getByRole('link', { name: S.manage })).toBeFocused();
    await expect(page.getByRole('main').getByText(S.saved)).toBeVisible();

    // The account menu leads to the list.
    if (isMobile) await page.getByRole('button', { name: L.nav.openMenu }).click();
    else await page.getByRole('button', { name: new RegExp(L.menu.account) }).click();
    await page.getByRole('link', { name: S.title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: S.title })).toBeVisible();
    const item = page.getByRole('article', { name });
    await expect(item).toBeVisible();
    // What it looks for, without the sort order.
    await expect(item.getByRole('list', { name: S.searchesFor }).getByRole('listitem')).toHaveCount(4);
    await expect(item.getByRole('radio', { name: S.frequency_instant })).toBeChecked();

    // Rename in place, by keyboard: Enter saves, and the focus comes back to the button.
    const renameButton = item.getByRole('button', { name: new RegExp(`^${S.rename}`) });
    await renameButton.click();
    const field = item.getByLabel(S.name, { exact: true });
    await expect(field).toBeFocused();
    const renamed = `Family flat ${stamp}`;
    await field.fill(renamed);
    await field.press('Enter');
    const card = page.getByRole('article', { name: renamed });
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: new RegExp(`^${S.rename}`) })).toBeFocused();

    await card.getByText(S.frequency_daily, { exact: true }).click();
    await expect(page.getByText(S.frequencyDone_daily.replace('{{name}}', renamed))).toBeVisible();
    await card.getByRole('button', { name: new RegExp(`^${S.pause}`) }).click();
    await expect(card.getByText(S.pausedNote)).toBeVisible();
    await expect(card.getByRole('button', { name: new RegExp(`^${S.resume}`) })).toBeVisible();

    // The server kept all of it.
    await page.reload();
    await expect(card.getByText(S.pausedNote)).toBeVisible();
    await expect(card.getByRole('radio', { name: S.frequency_daily })).toBeChecked();

    await card.getByRole('button', { name: new RegExp(`^${S.delete}`) }).click();
    await confirmInDialog(page, L.confirm.yesDelete);
    await expect(page.getByRole('heading', { level: 2, name: S.emptyTitle })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: S.title })).toBeFocused();
  });

  test(`a matching listing approved by an admin is mailed; the mail leads to it and stops the alerts (${language})`, async ({
    page,
    browser,
    adminApi,
    clientAddress,
  }) => {
    // Sign-up, a listing posted and approved, then the job queue's match and send (two jobs, each
    // polled for every 5 s: seconds on a quiet machine, polled for up to 60 s below, since at the end
    // of a full run on two cores it was seen to pass 30), then the mail's two links.
    test.setTimeout(150_000);
    const stamp = `${Date.now()}${language}${test.info().project.name}`;
    const word = uniqueWord(language);
    const email = `alerted-${stamp}@example.com`;
    await signUp(page, language, email, clientAddress);
    await page.goto(`/property-searched?keyword=${word}&${FLAT_SEARCH}`);
    const name = await chipsName(page, L.understood.label, [word]);
    await page.getByRole('button', { name: S.save }).click();
    await expect(page.getByRole('main').getByRole('link', { name: S.manage })).toBeFocused();

    const owner = await signedUpOwner(browser, language, `alert-owner-${stamp}`);
    const title = `Sunny flat ${word}`;
    const id = await postListing(owner, title);
    await owner.context().close();
    await approveAsAdmin(adminApi, id);

    // Other journeys mail other people meanwhile: this user's mail names this listing.
    let alert = '';
    await expect
      .poll(
        async () => {
          alert = (await mailsTo(OUTBOX_DIR, email)).find((mail) => mail.includes(`/product/${id}`)) ?? '';
          return alert !== '';
        },
        { timeout: 60_000, intervals: [500, 1000] },
      )
      .toBe(true);
    // One-click unsubscribe for mail programs (RFC 8058), besides the link in the text.
    expect(alert).toMatch(
      /^List-Unsubscribe:\s+<https?:\/\/[^>\s]+\/api\/v1\/saved-searches\/unsubscribe\//m,
    );
    expect(alert).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);

    await page.goto(linkIn(alert, new RegExp(`https?://[^\\s"<>]+/product/${id}[^\\s"<>]*`)));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // "New since your last visit": the list counts the listing until the search is opened.
    await page.goto('/saved-searches');
    const item = page.getByRole('article', { name });
    await expect(item.getByText(S.newCountFull_one.replace('{{n}}', n(1)))).toBeAttached();
    await item.getByRole('link', { name: new RegExp(`^${S.open}`) }).click();
    await expect(page).toHaveURL(new RegExp(`keyword=${word}`));
    await expect(page.getByRole('article').filter({ hasText: title })).toBeVisible();

    await page.goto(linkIn(alert, /https?:\/\/[^\s"<>]+\/alerts\/unsubscribe\?[^\s"<>]+/));
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      S.unsubscribed.replace('{{name}}', name),
    );
    await page.getByRole('link', { name: S.goToSaved }).click();
    await expect(item.getByText(S.pausedNote)).toBeVisible();
    await expect(item.getByText(S.newCountFull_one.replace('{{n}}', n(1)))).toHaveCount(0);

    // Changed their mind: the same link's screen starts the alerts again.
    await page.goBack();
    await page.getByRole('button', { name: S.resume }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      S.resumedDone.replace('{{name}}', name),
    );
    await page.getByRole('link', { name: S.goToSaved }).click();
    await expect(item).toBeVisible();
    await expect(item.getByText(S.pausedNote)).toHaveCount(0);
  });

  test(`a visitor subscribes with an e-mail address and confirms it from the mail (${language})`, async ({
    page,
  }) => {
    test.setTimeout(90_000); // the confirmation mail is polled for up to 30 s
    const stamp = `${Date.now()}${language}${test.info().project.name}`;
    const email = `visitor-${stamp}@example.com`;
    await openIn(page, language, '/property-searched?category=house&property_type=sell&area=kazla');
    const name = await chipsName(page, L.understood.label);

    await page.getByRole('button', { name: S.save }).click();
    // The dialog is named by its heading: the question, then the answer.
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAccessibleName(S.dialogTitleAnyWay);
    const field = dialog.getByLabel(S.email);
    await expect(field).toBeFocused();
    await expect(dialog.getByText(S.dialogSearch.replace('{{name}}', name))).toBeVisible();
    // A mistake is said beside the field, and what was typed stays.
    await field.fill('nasrin@');
    await dialog.getByRole('button', { name: S.subscribe }).click();
    await expect(dialog.getByText(L.validation.invalid_email)).toBeVisible();
    await expect(field).toHaveValue('nasrin@');
    await expect(dialog.getByRole('radio', { name: S.frequency_instant })).toBeChecked();

    await field.fill(email);
    await dialog.getByText(S.frequency_daily, { exact: true }).click();
    await dialog.getByRole('button', { name: S.subscribe }).click();
    await expect(dialog.getByRole('heading', { name: S.checkTitle })).toBeFocused();
    await expect(dialog).toHaveAccessibleName(S.checkTitle);
    await dialog.getByRole('button', { name: S.close }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(S.checkInline)).toBeFocused();

    let mail = '';
    await expect
      .poll(
        async () => {
          mail = (await mailsTo(OUTBOX_DIR, email)).find((m) => m.includes('/alerts/confirm?')) ?? '';
          return mail !== '';
        },
        { timeout: 30_000, intervals: [500, 1000] },
      )
      .toBe(true);

    // Opening the link changes nothing (mail scanners open links): the one button confirms.
    const link = linkIn(mail, /https?:\/\/[^\s"<>]+\/alerts\/confirm\?[^\s"<>]+/);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: S.confirmTitle })).toBeVisible();
    // Before the address's owner confirms, the page quotes nothing the visitor wrote.
    await expect(page.getByText(S.confirmExplainUnnamed)).toBeVisible();
    await expect(page.getByText(name)).toHaveCount(0);
    await page.reload();
    await page.getByRole('button', { name: S.confirmButton }).click();
    const done = page.getByRole('main').getByRole('status');
    await expect(done).toContainText(S.confirmedText.replace('{{name}}', name));
    await expect(done).toBeFocused();

    await page.goto(link);
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      S.alreadyConfirmed.replace('{{name}}', name),
    );
  });
}

test('a link without its token, or with a token Thikana did not make, says so', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 403/);
  await openIn(page, 'en', '/alerts/confirm?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: en.savedSearches.linkBrokenTitle })).toBeVisible();
  await page.goto('/alerts/unsubscribe?token=not-a-real-token&lang=bn');
  await expect(page.getByRole('heading', { level: 1, name: bn.savedSearches.linkFailedTitle })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(bn.apiError.ALERT_LINK_INVALID);
});
