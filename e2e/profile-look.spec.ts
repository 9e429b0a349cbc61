import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { bn, en } from './texts';
import { displayBdPhone } from '../src/shared/phone';
import { toAsciiDigits, toBengaliDigits } from '../src/shared/format';
import { expect, latestSmsTo, newMobileNumber, openIn, signUpByApi, test } from './fixtures';

// Screenshots for a person to look at, when asked for: SHOTS_DIR=/tmp/shots-profile.
const SHOTS_DIR = process.env.SHOTS_DIR;
const MB = 1024 * 1024;

type Scene = (x: number, y: number) => readonly [number, number, number];

/**
 * A photo as a phone camera writes it: 4000 × 3000, over 5 MB, a simple scene under strong sensor
 * noise (which JPEG cannot squeeze). `orientation` 6 is a phone held upright: the pixels lie on their
 * side and EXIF says to turn them a quarter clockwise, so the photo is seen as 3000 × 4000.
 */
async function cameraPhoto(scene: Scene, orientation?: number): Promise<Buffer> {
  const raw = { width: 4000, height: 3000, channels: 3 } as const;
  const noise = randomBytes(raw.width * raw.height * raw.channels);
  const pixels = new Uint8ClampedArray(noise.length);
  for (let y = 0; y < raw.height; y++) {
    for (let x = 0; x < raw.width; x++) {
      const base = scene(x / raw.width, y / raw.height);
      const i = (y * raw.width + x) * 3;
      for (let c = 0; c < 3; c++) pixels[i + c] = base[c]! + (noise[i + c]! - 128) * 0.6;
    }
  }
  let photo = sharp(pixels, { raw });
  if (orientation) photo = photo.withMetadata({ orientation });
  return photo.jpeg({ quality: 92 }).toBuffer();
}

// A face-like oval on earth brown.
const portrait: Scene = (x, y) =>
  (x - 0.5) ** 2 / 0.04 + (y - 0.45) ** 2 / 0.09 < 1 ? [226, 182, 140] : [139, 90, 43];
// Sky over a green field, lying on its side as the sensor stored it: the sky is the left edge, which
// the EXIF turn brings to the top. Drawn the wrong way round, the sky would be on a side.
const landscapeOnItsSide: Scene = (x, y) =>
  x < 0.55 ? [110 + x * 160, 170 + x * 80, 230] : [60 + y * 30, 150 - (x - 0.55) * 120, 60];

/**
 * Keeps, in the page, the files of each form the app sends to `url`. The request goes out untouched;
 * this only reads back its body, which the browser does not hand to Playwright for file parts.
 */
async function keepSentFiles(page: Page, url: string) {
  await page.addInitScript((watched) => {
    const sent: Record<string, File> = {};
    Object.assign(window, { sentFiles: sent });
    const fetchAsUsual = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (request.url.endsWith(watched) && request.headers.get('content-type')?.startsWith('multipart/')) {
        (await request.clone().formData()).forEach((value, field) => {
          if (value instanceof File) sent[field] = value;
        });
      }
      return fetchAsUsual(request);
    };
  }, url);
}

/** A file the page sent, as bytes. */
async function sentFile(page: Page, field: string): Promise<Buffer> {
  const base64 = await page.evaluate(async (name) => {
    const file = (window as unknown as { sentFiles: Record<string, File> }).sentFiles[name];
    if (!file) return '';
    const bytes = new Uint8Array(await file.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000)
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  }, field);
  return Buffer.from(base64, 'base64');
}

/** Signs up by SMS code, as a phone-only account (no e-mail): `phone` as stored, the code from the SMS outbox. */
async function signUpByPhone(api: APIRequestContext, phone: string, name: string, address: string) {
  const headers = { 'x-forwarded-for': address };
  const requested = await api.post('/api/v1/user/otp/request', { data: { phone, language: 'bn' }, headers });
  expect(requested.status()).toBe(200);
  // The SMS is written after the answer.
  let code = '';
  await expect
    .poll(async () => (code = toAsciiDigits((await latestSmsTo(phone).catch(() => ({ code: '' }))).code)))
    .toMatch(/^\d{6}$/);
  const verified = await api.post('/api/v1/user/otp/verify', { data: { phone, code, name }, headers });
  expect(verified.status(), await verified.text()).toBe(201);
}

async function signUpByEmail(api: APIRequestContext, name: string, address: string) {
  const email = `profile-${Date.now()}-${Math.random().toString(16).slice(2)}@example.com`;
  const registered = await signUpByApi(
    api,
    { 'x-forwarded-for': address },
    { name, email, password: 'Padma river at Rajshahi 19' },
  );
  expect(registered.status()).toBe(201);
  return email;
}

/** Whether an image has arrived and been decoded, not just laid out. */
async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

async function shoot(page: Page, name: string) {
  if (SHOTS_DIR) await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage: false });
}

const people = {
  // Many owners have a phone they use and no e-mail they read.
  bn: { name: 'নাসরিন আক্তার', by: 'phone' },
  en: { name: 'Nasrin Akter', by: 'email' },
} as const;

for (const [language, L] of [
  ['bn', bn],
  ['en', en],
] as const) {
  test(`avatar and cover go up scaled, show on the profile, and the phone menu names the user (${language})`, async ({
    page,
    isMobile,
    clientAddress,
  }) => {
    test.skip(!isMobile, 'the phone menu, at phone width');
    test.setTimeout(150_000); // two 12-megapixel photos drawn, scaled and sent, then processed by the server
    await page.setViewportSize({ width: 390, height: 844 });
    const person = people[language];
    const phone = newMobileNumber();
    const contact =
      person.by === 'phone'
        ? (await signUpByPhone(page.request, phone.e164, person.name, clientAddress),
          toBengaliDigits(displayBdPhone(phone.e164)))
        : await signUpByEmail(page.request, person.name, clientAddress);
    // The flag that tells the app a session cookie is worth asking /user/me about.
    await page.addInitScript(() => window.localStorage.setItem('thikana.session', '1'));
    await keepSentFiles(page, '/api/v1/user/me/update');

    const [avatar, cover] = [await cameraPhoto(portrait), await cameraPhoto(landscapeOnItsSide, 6)];
    expect(avatar.length).toBeGreaterThan(5 * MB);

    await openIn(page, language, '/setting');
    await expect(page.getByRole('heading', { level: 1, name: L.setting.title })).toBeVisible();
    await page
      .getByLabel(L.setting.avatar)
      .setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: avatar });
    await page
      .getByLabel(L.setting.coverPhoto)
      .setInputFiles({ name: 'IMG_2042.jpg', mimeType: 'image/jpeg', buffer: cover });
    // Each picker says how much lighter its photo became: "7.6 MB → 412 KB". Decoding and scaling
    // 12 megapixels twice is a phone's slowest moment: on a loaded machine it outlasts the usual wait.
    const madeSmaller = new RegExp(L.accountLook.madeSmaller.replace(/\{\{from\}\}.*$/, ''));
    await expect(page.getByRole('status').filter({ hasText: madeSmaller })).toHaveCount(2, {
      timeout: 30_000,
    });
    await page.getByRole('heading', { level: 2, name: L.setting.profileTitle }).scrollIntoViewIfNeeded();
    await shoot(page, `settings-upload-${language}`);

    // The server decodes and re-encodes both photos, one image job at a time (media/image-queue.ts):
    // on a machine busy with other work that alone can take longer than a screen's usual wait.
    const answered = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/user/me/update') && r.request().method() === 'PATCH',
      { timeout: 60_000 },
    );
    await page.getByRole('button', { name: L.setting.saveProfile }).click();
    const response = await answered;
    expect(response.status()).toBe(200);
    const request = response.request();
    await expect(page.getByText(L.setting.profileUpdated)).toBeVisible();

    // What crossed the wire: no wider than the server keeps (1280 px), upright, and a fraction of the bytes.
    const { requestBodySize } = await request.sizes();
    expect(requestBodySize).toBeLessThan((avatar.length + cover.length) / 4);
    const sentAvatar = await sharp(await sentFile(page, 'avatar')).metadata();
    const sentCover = await sharp(await sentFile(page, 'cover_photo')).metadata();
    expect([sentAvatar.width, sentAvatar.height, sentAvatar.format]).toEqual([1280, 960, 'jpeg']);
    // The cover was turned as its EXIF said, and carries no orientation left to apply twice.
    expect([sentCover.width, sentCover.height]).toEqual([1280, 1707]);
    expect(sentCover.orientation ?? 1).toBe(1);

    // The phone menu says who is signed in.
    await page.getByRole('button', { name: L.nav.openMenu }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByText(person.name, { exact: true })).toBeVisible();
    await expect(menu.getByText(contact, { exact: true })).toBeVisible();
    await expect(menu.getByText(`${L.accountLook.signedInAs} ${person.name}`)).toBeAttached();
    await expectLoaded(menu.locator('img').first());
    await shoot(page, `phone-menu-${language}`);

    await menu.getByRole('link', { name: L.menu.profile }).click();
    await expect(page.getByRole('heading', { level: 1, name: L.profilePost.title })).toBeVisible();
    const coverImage = page.getByRole('img', { name: L.setting.coverPhoto });
    const avatarImage = page.getByRole('img', { name: L.setting.avatar });
    await expectLoaded(coverImage);
    await expectLoaded(avatarImage);
    await expect(page.getByRole('main').getByText(person.name, { exact: true })).toBeVisible();
    // The cover spans the phone's width under the navbar; the avatar sits on its lower edge.
    const coverBox = (await coverImage.boundingBox())!;
    const avatarBox = (await avatarImage.boundingBox())!;
    expect(coverBox.width).toBe(390);
    expect(coverBox.x).toBe(0);
    expect(avatarBox.y).toBeLessThan(coverBox.y + coverBox.height);
    expect(avatarBox.y + avatarBox.height).toBeGreaterThan(coverBox.y + coverBox.height);
    await shoot(page, `profile-${language}`);

    // Wide, the cover keeps to the page's width and is drawn from the widest variant the server keeps.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(async () => (await coverImage.boundingBox())?.width).toBe(1120);
    await expect
      .poll(() => coverImage.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/-1280\.webp$/);
    await shoot(page, `profile-wide-${language}`);
  });
}

test('a profile without a cover shows a band that invites one, and the initial for the avatar', async ({
  page,
  isMobile,
  clientAddress,
}) => {
  test.skip(!isMobile, 'at phone width');
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpByEmail(page.request, 'Tanvir Rahman', clientAddress);
  await page.addInitScript(() => window.localStorage.setItem('thikana.session', '1'));
  await openIn(page, 'en', '/profile-post');
  await expect(page.getByRole('heading', { level: 1, name: en.profilePost.title })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText('Tanvir Rahman', { exact: true })).toBeVisible();
  await expect(main.getByText('T', { exact: true })).toBeVisible();
  await expect(main.getByRole('img', { name: en.setting.coverPhoto })).toHaveCount(0);
  await expect(main.getByRole('img', { name: en.setting.avatar })).toHaveCount(0);
  await expect(main.getByText(en.profilePost.empty)).toBeVisible();
  await shoot(page, 'profile-without-cover-en');
  await main.getByRole('link', { name: en.accountLook.addCover }).click();
  await expect(page).toHaveURL(/\/setting$/);
});
