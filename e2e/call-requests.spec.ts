import { bn, en } from './texts';
import { expect, expectAccessible, openIn, test } from './fixtures';
import { approveAsAdmin, postListing, signedUpOwner } from './listing-setup';

const COPY = { bn, en };

for (const language of ['bn', 'en'] as const) {
  test(`a visitor asks for a call back and the owner marks it done on a 390 px phone (${language})`, async ({
    page,
    browser,
    adminApi,
  }, testInfo) => {
    // Two accounts, a listing posted and approved, two forms and two accessibility checks: more
    // than one journey's 30 s on a busy machine.
    test.slow();
    const t = COPY[language];
    const stamp = `${language}-${testInfo.project.name}-${Date.now()}`;
    const title = `Call back flat ${stamp}`;
    const owner = await signedUpOwner(browser, language, `callback-${stamp}`);
    const id = await postListing(owner, title);
    await approveAsAdmin(adminApi, id);

    // The visitor, on a phone: the form opens in place, with the focus on its title.
    await page.setViewportSize({ width: 390, height: 844 });
    await openIn(page, language, `/product/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('button', { name: t.callBack.open }).click();
    const form = page.getByRole('form', { name: t.callRequest.title });
    await expect(form.getByRole('heading', { name: t.callRequest.title })).toBeFocused();
    const name = `Selina ${language}`;
    await form.getByLabel(t.callRequest.name).fill(name);
    await form.getByLabel(t.callRequest.phone).fill('01234');
    await form.getByLabel(t.callRequest.when).selectOption({ label: t.callRequest.when_evening });
    await form.getByLabel(t.callRequest.message).fill('Is it free from May? call 017 11 22 33 44');
    await form.getByRole('button', { name: t.callRequest.send }).click();
    // Each mistake next to its field, in the page's language, and nothing typed is lost.
    await expect(form.getByText(t.callRequest.error_invalid_phone)).toBeVisible();
    await expect(form.getByText(t.callRequest.error_contact_in_text)).toBeVisible();
    await expect(form.getByLabel(t.callRequest.phone)).toBeFocused();
    await expect(form.getByLabel(t.callRequest.name)).toHaveValue(name);
    await form.screenshot({ path: testInfo.outputPath(`call-request-errors-${language}.png`) });
    await expectAccessible(page, 'the call-back form with its errors');
    await form.getByLabel(t.callRequest.phone).fill('01711 223344');
    await form.getByLabel(t.callRequest.message).fill('Is it free from May?');
    const sent = page.waitForResponse((r) => r.url().endsWith(`/property/${id}/call-requests`));
    await form.getByRole('button', { name: t.callRequest.send }).click();
    expect((await sent).status()).toBe(201);
    await expect(page.getByText(t.callRequest.sent)).toBeVisible();
    await expect(form).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The owner, on a phone too: the request among "Requests", the number to tap, then marked done.
    await owner.setViewportSize({ width: 390, height: 844 });
    await owner.goto('/profile-post');
    const requests = owner.getByRole('region', { name: t.callRequests.title });
    const item = requests.getByRole('listitem').filter({ hasText: name });
    await expect(item).toBeVisible();
    const phone = language === 'bn' ? '+৮৮০ ১৭১১-২২৩৩৪৪' : '+880 1711-223344';
    await expect(
      item.getByRole('link', { name: t.callRequests.call.replace('{{name}}', name) }),
    ).toHaveAttribute('href', 'tel:+8801711223344');
    await expect(item.getByText(phone)).toBeVisible();
    await expect(item.getByText(t.callRequests.when_evening, { exact: false })).toBeVisible();
    await expect(item.getByText('Is it free from May?')).toBeVisible();
    await item.getByRole('button', { name: `${t.callRequests.markDone} ${name}` }).click();
    await expect(item.getByText(t.callRequests.done, { exact: true })).toBeVisible();
    await expect(item.getByRole('button', { name: new RegExp(t.callRequests.markDone) })).toHaveCount(0);
    await requests.screenshot({ path: testInfo.outputPath(`call-requests-owner-${language}.png`) });
    await expectAccessible(owner, 'the owner’s requests');
    expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await owner.context().close();
  });
}
