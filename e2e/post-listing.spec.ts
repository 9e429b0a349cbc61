import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { bn, en } from './texts';
import { expect, finishSignUpByLink, openIn, test } from './fixtures';

const PASSWORD = 'Mango season in Rajshahi 24';

async function photoFiles(): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thikana-photos-'));
  const files = [];
  for (const [n, colour] of ['#0D9276', '#8B5A2B'].entries()) {
    const file = path.join(dir, `flat-${n + 1}.jpg`);
    // Larger than 2048 px, as a phone camera's, so the browser has to scale it down first.
    await sharp({ create: { width: 3000, height: 2250, channels: 3, background: colour } })
      .jpeg()
      .toFile(file);
    files.push(file);
  }
  return files;
}

for (const [language, L] of [
  ['en', en],
  ['bn', bn],
] as const) {
  test(`a visitor posts a flat for rent, logs in at the last step, then edits it and keeps a favourite (${language})`, async ({
    page,
  }) => {
    // One journey that must stay one flow (the draft survives the sign-up at the last step): six
    // steps, photo resizing, sign-up, publish, edit and a favourite. slow() triples the timeout.
    test.slow();
    // The session lives in the HttpOnly cookie: no request of the app, the upload included, carries it.
    const withBearer: string[] = [];
    page.on('request', (request) => {
      if (request.headers().authorization) withBearer.push(request.url());
    });
    const title = `${language === 'bn' ? 'কাজলায় ২ রুমের ফ্ল্যাট' : 'Two-room flat in Kazla'} ${Date.now()}`;
    await openIn(page, language, '/rent-out');
    await expect(page.getByRole('heading', { name: L.post.titleRent })).toBeVisible();

    // Step 1: nothing filled in yet, so the step says what is missing.
    await page.getByRole('button', { name: L.post.next }).click();
    await expect(page.getByText(L.validation.required).first()).toBeVisible();
    await page.getByLabel(L.category.apartment, { exact: true }).check({ force: true });
    await page.getByLabel(L.post.title).fill(title);
    await page
      .getByLabel(L.post.description)
      .fill('South-facing flat near Rajshahi University gate, gas line and lift, quiet road.');
    await page.getByLabel(L.condition.old, { exact: true }).check({ force: true });
    await page.getByRole('button', { name: L.post.next }).click();

    // Step 2: where it is and what it has.
    await page.getByRole('combobox', { name: L.post.area, exact: true }).selectOption('kazla');
    await page.getByLabel(L.post.address, { exact: true }).fill('House 7, Kazla Gate Lane');
    await page.getByLabel(L.post.bedrooms).fill('২');
    await page.getByLabel(L.post.bathrooms).fill('1');
    await page.getByLabel(L.post.size).fill('900');
    await page.getByLabel(L.tenant.family, { exact: true }).check({ force: true });
    await page.getByLabel(L.amenity.gas, { exact: true }).check();
    await page.getByRole('button', { name: L.post.next }).click();

    // Step 3: price and contact, typed the way people do.
    await page.getByLabel(L.postDraft.rent).fill('১২,০০০');
    await page.getByLabel(L.priceType.negotiable, { exact: true }).check({ force: true });
    await page.getByLabel(L.post.contactNumber).fill('01712 345678');
    await page.getByRole('button', { name: L.post.next }).click();

    // Step 4: two photos.
    await page.getByLabel(L.post.addPhotos).setInputFiles(await photoFiles());
    await expect(
      page.getByRole('img', { name: new RegExp(L.property.showPhoto.replace('{{n}}', '.')) }),
    ).toHaveCount(2);
    await page.getByRole('button', { name: L.post.next }).click();

    // Step 5: floor plans are optional; none here.
    await expect(
      page.getByRole('heading', { level: 2, name: L.post.stepFloorPlans, exact: true }),
    ).toBeVisible();
    await page.getByRole('button', { name: L.post.next }).click();

    // Step 6: not logged in yet: sign up, and come back to the same step with everything kept.
    await expect(page.getByText(L.post.loginFirst)).toBeVisible();
    await page.getByRole('link', { name: L.nav.signUp, exact: true }).last().click();
    await page.getByRole('tab', { name: L.phoneAuth.form.withEmail }).click();
    await page.getByLabel(L.auth.name).fill('Tahmina Akter');
    const email = `poster-${Date.now()}-${language}@example.com`;
    await page.getByLabel(L.auth.email).fill(email);
    await page.getByLabel(L.auth.password, { exact: true }).fill(PASSWORD);
    await page.getByLabel(L.auth.confirmPassword).fill(PASSWORD);
    await page.getByRole('button', { name: L.auth.signUpButton }).click();
    // The link from the mail, opened on this phone, goes on to the form's last step.
    await finishSignUpByLink(page, email, PASSWORD, {
      sent: email,
      password: L.accountAccess.signUpPassword,
      button: L.accountAccess.signUpButton,
    });
    await expect(page).toHaveURL(/\/rent-out$/);
    await expect(page.getByText(title)).toBeVisible();
    await page.getByRole('button', { name: L.post.publish }).click();

    await expect(page.getByText(L.post.created)).toBeVisible();
    await expect(page).toHaveURL(/\/profile-post$/);
    const mine = page.getByRole('listitem').filter({ hasText: title });
    await expect(mine.getByText(L.profilePost.status_pending)).toBeVisible();
    await expect(mine.locator('img')).toHaveCount(1); // the cover photo

    // Edit: a new price; it stays pending review.
    await mine.getByRole('link', { name: new RegExp(L.profilePost.edit) }).click();
    await expect(page.getByRole('heading', { name: L.post.titleEdit })).toBeVisible();
    await page.getByRole('button', { name: L.post.next }).click();
    await page.getByRole('button', { name: L.post.next }).click();
    // The listing's numbers come back in the page's digits, and the price as visitors will read it.
    await expect(page.getByLabel(L.postDraft.rent)).toHaveValue(language === 'bn' ? '১২০০০' : '12000');
    await page.getByLabel(L.postDraft.rent).fill('11500');
    await expect(
      page.getByText(
        L.post.priceShown.replace('{{amount}}', language === 'bn' ? '১১ ৫০০ BDT' : '11 500 BDT'),
      ),
    ).toBeVisible();
    await page.getByRole('button', { name: L.post.next }).click();
    await expect(
      page.getByRole('img', { name: new RegExp(L.property.showPhoto.replace('{{n}}', '.')) }),
    ).toHaveCount(2);
    await page.getByRole('button', { name: L.post.next }).click();
    await page.getByRole('button', { name: L.post.next }).click(); // no floor plans
    await page.getByRole('button', { name: L.post.saveChanges }).click();
    await expect(page.getByText(L.post.updated)).toBeVisible();
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: title })
        .getByText(language === 'bn' ? '১১ ৫০০ BDT' : '11 500 BDT'),
    ).toBeVisible();

    // A favourite: the heart on a listing of someone else, then found under favourites.
    await page.goto('/');
    const card = page.getByRole('article').first();
    const favouriteTitle = (await card.getByRole('link').innerText()).trim();
    await card.getByRole('button', { name: new RegExp(L.favorite.add) }).click();
    await expect(card.getByRole('button', { name: new RegExp(L.favorite.remove) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.goto('/profile-post?favorite=true');
    await expect(page.getByRole('heading', { name: L.profilePost.favoritesTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: favouriteTitle })).toBeVisible();
    expect(withBearer).toEqual([]);
  });
}

test('a visitor who taps the heart is asked to log in', async ({ page }) => {
  await openIn(page, 'en', '/');
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /Save to favorites/ })
    .click();
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2F$/);
});

test('deleting a listing asks first with the spec dialog', async ({ page }) => {
  await openIn(page, 'en', '/sign-up');
  await page.getByRole('tab', { name: 'E-mail' }).click();
  await page.getByLabel('Full name').fill('Delete Tester');
  const email = `deleter-${Date.now()}@example.com`;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await finishSignUpByLink(page, email, PASSWORD, {
    sent: 'We sent a link to',
    password: en.accountAccess.signUpPassword,
    button: en.accountAccess.signUpButton,
  });
  await expect(page.getByText(en.accountAccess.signedUp)).toBeVisible();
  const created = await page.evaluate(async () => {
    const res = await fetch('/api/v1/property/create', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        property_type: 'sell',
        property_title: 'Plot to delete in Naohata',
        description: 'Three katha plot beside the road, clear documents, ready for registration.',
        price: 2400000,
        price_type: 'fixed',
        category: 'land',
        property_condition: 'new',
        property_address: { address: 'Naohata bazar road', delegation: 'naohata' },
        contact_number: '01812345678',
      }),
    });
    return res.status;
  });
  expect(created).toBe(201);
  await page.goto('/profile-post');
  const item = page.getByRole('listitem').filter({ hasText: 'Plot to delete in Naohata' });
  await item.getByRole('button', { name: /Delete/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure?')).toBeVisible();
  await expect(dialog.getByText("You won't be able to revert this!")).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Yes delete it!' })).toHaveCSS(
    'background-color',
    'rgb(13, 146, 118)',
  );
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveCSS(
    'background-color',
    'rgb(243, 63, 85)',
  );
  await dialog.getByRole('button', { name: 'Yes delete it!' }).click();
  await expect(page.getByText('Property has been deleted.')).toBeVisible();
  await expect(item).toHaveCount(0);
});
