import fs from 'node:fs/promises';
import type { AdminTrailEntry } from '../src/shared/admin-trail';
import { localDigits } from '../src/shared/format';
import { formatDate } from '../src/shared/format-date';
import { LANGUAGES } from './texts';
import { expect, expectAccessible, onPhonesOnly, openIn, OTHER_JOURNEYS_DELETED, test } from './fixtures';
import { approveAsAdmin, logInAsAdmin, postListing, signedUpOwner } from './listing-setup';

// The admins' audit trail (issue 36) at 390 px: a listing's trail opens on its review card, and the
// account's admin view lists every action on the account and its listings, a deleted one too, the
// newest first, each with the admin, the time (in the page's digits) and the reason.

onPhonesOnly();
const SHOTS = '/tmp/shots-admin-trail';

for (const [language, L] of LANGUAGES) {
  test(`an admin reads the audit trail on a card and on the account at 390 px (${language})`, async ({
    page,
    browser,
    adminApi,
    allowConsoleErrors,
  }) => {
    test.slow(); // an owner posts twice, the admin acts five times, then logs in and reads
    // The dashboard lists other journeys' listings too: one deleted while its card is drawn answers
    // 404 for its evidence and its photos, which the card bears (it says the evidence failed).
    allowConsoleErrors(OTHER_JOURNEYS_DELETED);
    const stamp = `${Date.now()}${language}`;
    const owner = await signedUpOwner(browser, language, `admin-trail-${stamp}`);
    const origin = { origin: new URL(owner.url()).origin };
    const goneTitle = `Flat posted twice ${stamp}`;
    const fixedTitle = `Flat with blurry photos ${stamp}`;
    const goneId = await postListing(owner, goneTitle);
    const fixedId = await postListing(owner, fixedTitle);
    const bn = language === 'bn';
    const declineReason = bn ? 'ছবি ঝাপসা, নতুন ছবি দিন' : 'Blurry photos, please send new ones';
    const suspendReason = bn ? 'একই ফ্ল্যাট বারবার' : 'The same flat again and again';

    await approveAsAdmin(adminApi, goneId);
    expect((await adminApi.delete(`/api/v1/property/${goneId}`)).status()).toBe(200);
    const decline = await adminApi.patch(`/api/v1/property/${fixedId}/decision`, {
      data: { property_status: 'declined', rejection_reason: declineReason },
    });
    expect(decline.status()).toBe(200);
    // The owner fixes it: back in the queue, where its card shows the decline.
    const edit = await owner.request.patch(`/api/v1/property/${fixedId}`, {
      headers: origin,
      data: { description: 'Two bedrooms, new photos of every room, a balcony and a gas line.' },
    });
    expect(edit.status()).toBe(200);
    const ownerId = ((await (await owner.request.get('/api/v1/user/me')).json()) as { data: { _id: string } })
      .data._id;
    for (const body of [{ suspended: true, reason: suspendReason }, { suspended: false }]) {
      expect((await adminApi.patch(`/api/v1/admin/accounts/${ownerId}`, { data: body })).status()).toBe(200);
    }
    await owner.context().close();

    await page.setViewportSize({ width: 390, height: 844 });
    await openIn(page, language, '/sign-in?redirect=%2Fdashboard');
    await logInAsAdmin(page, L);
    await expect(page).toHaveURL(/\/dashboard$/);

    // The card's trail, asked for: the decline, by the admin, with its reason.
    const card = page.getByRole('article', { name: fixedTitle });
    const cardTrail = card.locator('details').filter({ hasText: L.trail.show });
    await cardTrail.locator('summary').click();
    const cardEntries = cardTrail.getByTestId('admin-trail').getByRole('listitem');
    await expect(cardEntries).toHaveCount(1);
    await expect(cardEntries.first()).toContainText(L.trail.action_decline);
    await expect(cardEntries.first()).toContainText(`${L.trail.by} Thikana admin`);
    await expect(cardEntries.first()).toContainText(declineReason);
    await fs.mkdir(SHOTS, { recursive: true });
    await cardTrail.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/card-${language}.png` });

    await card.getByRole('link', { name: new RegExp(`^${L.dashboard.viewAccount}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/accounts/${ownerId}$`));
    const region = page.getByRole('region', {
      name: L.trail.titleCount.replace('{{n}}', localDigits('5', language)),
    });
    const entries = region.getByRole('listitem');
    await expect(entries).toHaveCount(5);
    // The newest first, each as the admin saw it then; the deleted listing keeps its title.
    const expected: Array<[string, string | null, string | null]> = [
      [L.trail.action_lift_suspension, null, null],
      [L.trail.action_suspend, null, suspendReason],
      [L.trail.action_decline, fixedTitle, declineReason],
      [L.trail.action_delete, goneTitle, null],
      [L.trail.action_approve, goneTitle, null],
    ];
    const view = (await (await adminApi.get(`/api/v1/admin/accounts/${ownerId}`)).json()) as {
      data: { trail: AdminTrailEntry[] };
    };
    for (const [i, [action, title, reason]] of expected.entries()) {
      const entry = entries.nth(i);
      await expect(entry).toContainText(action);
      await expect(entry).toContainText(`${L.trail.by} Thikana admin`);
      if (title) await expect(entry).toContainText(title);
      if (reason) await expect(entry).toContainText(reason);
      // The time in the page's language and digits, from the entry the server keeps.
      const when = formatDate(new Date(view.data.trail[i]!.created_at), language, 'dateTime');
      await expect(entry.locator('time')).toHaveText(when);
      if (bn) expect(when).toMatch(/[০-৯]/);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'the account view with its audit trail');
    await region.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/account-${language}.png` });
    await region.screenshot({ path: `${SHOTS}/trail-${language}.png` });
  });
}
