import { bn, en } from './texts';
import { formatAmount } from '../src/shared/format';
import { expect, mailsTo, OUTBOX_DIR, test } from './fixtures';
import { approveAsAdmin, postListing, signedUpOwner } from './listing-setup';

for (const [language, L] of [
  ['bn', bn],
  ['en', en],
] as const) {
  test(`a favourite whose price falls is marked on the favourites page, and mailed to one who asked (${language})`, async ({
    browser,
    adminApi,
  }) => {
    test.slow(); // two people sign up, one posts, an admin approves, a queued job mails
    const stamp = `${Date.now()}${language}${test.info().project.name}`;
    const title = `Riverside flat ${stamp}`;
    const owner = await signedUpOwner(browser, language, stamp);
    const id = await postListing(owner, title); // 14 000 a month
    await approveAsAdmin(adminApi, id);

    // Someone else keeps it among their favourites, from its page.
    const watcher = await signedUpOwner(browser, language, `${stamp}w`);
    // Once the app knows who they are (a heart tapped before that asks a visitor to log in) and has
    // asked for the listing again as them (the page was drawn for a visitor).
    const known = watcher.waitForResponse((res) => res.url().endsWith('/api/v1/user/me') && res.ok());
    await watcher.goto(`/product/${id}`);
    await known;
    await watcher.waitForResponse((res) => res.url().endsWith(`/api/v1/property/${id}`) && res.ok());
    await watcher.getByRole('button', { name: `${L.favorite.add}: ${title}` }).click();
    await expect(watcher.getByRole('button', { name: `${L.favorite.remove}: ${title}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // On the favourites page they ask for mails, with the keyboard.
    await watcher.goto('/profile-post?favorite=true');
    const card = watcher.getByRole('article').filter({ hasText: title });
    await expect(card).toBeVisible();
    const alerts = watcher.getByRole('switch', { name: L.favoriteWatch.alertsLabel });
    await expect(alerts).toHaveAttribute('aria-checked', 'false');
    await alerts.focus();
    await watcher.keyboard.press('Space');
    await expect(alerts).toHaveAttribute('aria-checked', 'true');
    await expect(watcher.getByText(L.favoriteWatch.alertsOn)).toBeVisible();

    // The mark as it reads: "Price fell: 14 000 → 12 000", Bengali digits in bn.
    const mark = `${L.favoriteWatch.priceFell} ${formatAmount(14000, language)} → ${formatAmount(12000, language)}`;
    await expect(card.getByText(mark)).toHaveCount(0);

    // The owner lowers the price: a change of the price alone goes live at once.
    const lowered = await owner.request.patch(`/api/v1/property/${id}`, {
      headers: { origin: new URL(owner.url()).origin },
      data: { price: 12000 },
    });
    expect(lowered.status()).toBe(200);
    await owner.context().close();

    await watcher.reload();
    await expect(card.getByText(mark)).toBeVisible();
    await expect(alerts).toHaveAttribute('aria-checked', 'true');

    // The queued job mails the watcher, in their language (the queue asks for work every 5 s).
    const watcherEmail = `owner-${stamp}w@example.com`;
    const priceMails = async () =>
      (await mailsTo(OUTBOX_DIR, watcherEmail)).filter((mail) => mail.includes(`/product/${id}`));
    await expect.poll(async () => (await priceMails()).length, { timeout: 30_000 }).toBe(1);
    const [mail] = await priceMails();
    expect(mail).toContain(
      language === 'bn' ? 'থেকে কমে ১২ ০০০ টাকা হয়েছে' : 'fell from 14 000 to 12 000 BDT',
    );
    await watcher.context().close();
  });
}
