import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import type { en } from './texts';
import { expect, openIn, signUpLinkTokenFor } from './fixtures';

// What the post form's journeys share: an owner signed up from the page, photos as files, and
// screenshots of the form for a person to look at (with SHOTS_DIR set, as the other journeys).

export const OWNER_PASSWORD = 'Mango season in Rajshahi 24';

type Labels = typeof en;

/** The post form has looked for a stored draft (it is aria-busy until then). */
export const settled = (page: Page) =>
  expect(page.locator('main form[aria-busy]')).toHaveAttribute('aria-busy', 'false');

/** A new owner, signed up from the page in `language`, on the post form's first step. */
export async function openPostFormAsNewOwner(page: Page, language: string, name: string) {
  await openIn(page, language, '/');
  await signUpInPage(page, name);
  await page.goto('/post-sell');
  await settled(page);
}

/** Publishes from the summary step; the created listing as the server answered it (201). */
export async function publishListing<T extends { _id: string }>(page: Page, L: Labels): Promise<T> {
  const created = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v1/property/create') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: L.post.publish }).click();
  const answer = await created;
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { data: T }).data;
}

/** The form's first step for a flat: category, title, description, condition. */
export async function fillBasics(
  page: Page,
  L: Labels,
  title: string,
  description = 'Bright flat on the third floor near Shaheb Bazar, gas line, lift and a guard at night.',
) {
  await page.getByLabel(L.category.apartment, { exact: true }).check({ force: true });
  await page.getByLabel(L.post.title).fill(title);
  await page.getByLabel(L.post.description).fill(description);
  await page.getByLabel(L.condition.old, { exact: true }).check({ force: true });
}

/**
 * A flat as the post form's first three steps take it; with `advanceMonths`, to let to a family. In
 * Uposhohor, at the usual number, unless told otherwise.
 */
export interface FlatSteps {
  title: string;
  description?: string;
  area?: string;
  address?: string;
  bedrooms: string;
  advanceMonths?: string;
  price: string;
  contactNumber?: string;
}

/** The post form's first three steps for a flat (a fixed price), leaving it on the photos' step. */
export async function fillFlatUpToPhotos(page: Page, L: Labels, flat: FlatSteps) {
  const toLet = flat.advanceMonths !== undefined;
  if (toLet) await page.getByLabel(L.propertyType.rent, { exact: true }).check({ force: true });
  await fillBasics(page, L, flat.title, flat.description);
  await page.getByRole('button', { name: L.post.next }).click();
  await page.getByRole('combobox', { name: L.post.area, exact: true }).selectOption(flat.area ?? 'uposhohor');
  await page.getByLabel(L.post.address, { exact: true }).fill(flat.address ?? 'House 12, Road 3, Sector 2');
  await page.getByLabel(L.post.bedrooms).fill(flat.bedrooms);
  if (toLet) {
    const terms = page.getByRole('group', { name: L.postDraft.rentTerms });
    await terms.getByLabel(L.post.advanceMonths).fill(flat.advanceMonths!);
    await terms.getByLabel(L.tenant.family, { exact: true }).check({ force: true });
  }
  await page.getByRole('button', { name: L.post.next }).click();
  const contactNumber = flat.contactNumber ?? '01712345678';
  await fillFixedPrice(page, L, { price: flat.price, contactNumber, rent: toLet });
  await page.getByRole('button', { name: L.post.next }).click();
}

/** The form's third step: a fixed price as typed (in the rent's own field for a rental), and the number to call. */
export async function fillFixedPrice(
  page: Page,
  L: Labels,
  { price, contactNumber, rent = false }: { price: string; contactNumber: string; rent?: boolean },
) {
  await page.getByLabel(rent ? L.postDraft.rent : L.post.price).fill(price);
  await page.getByLabel(L.priceType.fixed, { exact: true }).check({ force: true });
  await page.getByLabel(L.post.contactNumber).fill(contactNumber);
}

/**
 * JPEG files of one colour each, `width`×`height` (a phone camera's 3000×2250 is scaled down by the
 * browser before upload). The photo at `cutOff`, if given, is cut off halfway: the browser still
 * draws part of it, the server refuses it.
 */
export async function photoFiles(
  colours: string[],
  { width = 1600, height = 1200, cutOff }: { width?: number; height?: number; cutOff?: number } = {},
): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thikana-photos-'));
  const files = [];
  for (const [n, colour] of colours.entries()) {
    const file = path.join(dir, `photo-${n + 1}.jpg`);
    const whole = await sharp({ create: { width, height, channels: 3, background: colour } })
      .jpeg()
      .toBuffer();
    fs.writeFileSync(file, n === cutOff ? whole.subarray(0, Math.floor(whole.length / 2)) : whole);
    files.push(file);
  }
  return files;
}

/** The photos step: one JPEG per colour chosen, each shown in the form, then on to the next step. */
export async function addPhotosAndGoOn(page: Page, L: Labels, colours: string[]) {
  await page.getByLabel(L.post.addPhotos).setInputFiles(await photoFiles(colours));
  await expect(page.locator('main form img')).toHaveCount(colours.length);
  await page.getByRole('button', { name: L.post.next }).click();
}

/** An account made through the API from the page, logged in as the app would be after signing up. */
export async function signUpInPage(page: Page, name: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@example.com`;
  // From the page itself, as the form and the mailed link's button send them: its cookies are the page's.
  const post = (url: string, body: object) =>
    page.evaluate(
      async ([url, body]) => {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return res.status;
      },
      [url, body] as const,
    );
  expect(await post('/api/v1/user/register', { name, email, password: OWNER_PASSWORD })).toBe(202);
  const token = await signUpLinkTokenFor(email);
  expect(await post('/api/v1/user/register/confirm', { token, password: OWNER_PASSWORD })).toBe(201);
  await page.evaluate(() => localStorage.setItem('thikana.session', '1'));
}

/**
 * With SHOTS_DIR set: the page from its top to the end of the form (no footer), or, with `at`, the
 * screen around that element.
 */
export async function shootForm(page: Page, name: string, at?: Locator) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  if (at) {
    await at.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(dir, `${name}.png`) });
    return;
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  const main = await page.locator('main').boundingBox();
  if (!main) throw new Error('no main');
  const clip = { x: 0, y: 0, width: page.viewportSize()?.width ?? 390, height: main.y + main.height };
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true, clip });
}
