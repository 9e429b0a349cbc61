import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, onPhonesOnly, openIn, test } from './fixtures';
import { approveAsAdmin } from './listing-setup';
import { addPhotosAndGoOn, fillFlatUpToPhotos, openPostFormAsNewOwner, publishListing } from './post-setup';
import { LANGUAGES } from './texts';

// Honest about who posts (issue 32): an agent says so when posting; the listing carries an "Agent"
// label on its card and page, and an "owners only" search (the filter panel's, or typed) leaves it out.
onPhonesOnly();

/** With SHOTS_DIR set, the screen around `at`, for a person to look at. */
async function shoot(page: Page, name: string, at: Locator) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await at.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

/** A word nobody else's listing has, in letters (digits would read as a price). */
const uniqueWord = () =>
  `kothabari${[...String(Date.now()).slice(-7)].map((d) => 'abcdefghij'[Number(d)]).join('')}`;

for (const [language, L] of LANGUAGES) {
  test(`an agent's listing shows its label and leaves an "owners only" search (${language})`, async ({
    page,
    adminApi,
  }) => {
    test.slow(); // sign-up, five steps, a photo scaled in the browser, a publish, search and the listing page
    const word = uniqueWord();
    const title = `${language === 'bn' ? 'উপশহরে ২ রুমের ফ্ল্যাট' : 'Two-room flat in Uposhohor'} ${word}`;
    await openPostFormAsNewOwner(page, language, 'Kamal Hossain');

    // The first step asks who is posting: the owner is chosen unless the poster says otherwise.
    const who = page.getByRole('group', { name: L.post.posterKind });
    await expect(who.getByLabel(L.posterKind.owner, { exact: true })).toBeChecked();
    await who.getByLabel(L.posterKind.agent, { exact: true }).check({ force: true });
    await fillFlatUpToPhotos(page, L, {
      title,
      bedrooms: language === 'bn' ? '২' : '2',
      price: '4500000',
    });
    await addPhotosAndGoOn(page, L, ['#8B5A2B']); // on to the floor plans
    await page.getByRole('button', { name: L.post.next }).click(); // to the summary
    await expect(page.locator('main form').getByText(L.posterKind.agent, { exact: true })).toBeVisible();
    const listing = await publishListing<{ _id: string; poster_kind: string }>(page, L);
    expect(listing.poster_kind).toBe('agent');
    await approveAsAdmin(adminApi, listing._id);

    // Its card in a search carries the label.
    await openIn(page, language, `/property-searched?keyword=${word}`);
    const card = page.getByRole('article').filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card.getByText(L.posterKind.agent, { exact: true })).toBeVisible();
    await shoot(page, `poster-kind-card-${language}`, card);

    // "Owners only" in the filter sheet: the agent's listing leaves, and the filter is a chip.
    await page.getByRole('button', { name: L.search.showFilters }).click();
    const sheet = page.getByRole('dialog', { name: L.search.filters });
    const ownersOnly = sheet.getByRole('checkbox', { name: L.understood.ownersOnly });
    // A click, not check(): the box follows the address, which changes a moment after the click.
    await ownersOnly.click();
    await expect(ownersOnly).toBeChecked();
    await expect(page).toHaveURL(/owners_only=true/);
    await shoot(page, `poster-kind-filter-${language}`, ownersOnly);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(card).toHaveCount(0);
    const chip = page.getByRole('button', {
      name: L.understood.remove.replace('{{filter}}', L.understood.ownersOnly),
    });
    await expect(chip).toBeVisible();
    await shoot(page, `poster-kind-chip-${language}`, chip);

    // Taking the chip off brings it back.
    await chip.click();
    await expect(page).not.toHaveURL(/owners_only/);
    await expect(card).toBeVisible();

    // Typed: "দালাল ছাড়া" or "no broker" is the same filter.
    const typed = language === 'bn' ? 'দালাল ছাড়া' : 'no broker';
    await openIn(page, language, `/property-searched?keyword=${encodeURIComponent(`${word} ${typed}`)}`);
    await expect(chip).toBeVisible();
    await expect(page).toHaveURL(/owners_only=true/);
    await expect(card).toHaveCount(0);

    // The listing's own page says it too.
    await page.goto(`/product/${listing._id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const label = page.locator('header').getByText(L.posterKind.agent, { exact: true });
    await expect(label).toBeVisible();
    await shoot(page, `poster-kind-page-${language}`, label);
  });
}
