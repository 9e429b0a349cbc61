import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { bn, en } from './texts';
import {
  confirmInDialog,
  expect,
  expectAccessible,
  newMobileNumber,
  onPhonesOnly,
  openIn,
  test,
} from './fixtures';
import { approveAsAdmin, logInAsAdmin, signedUpOwner } from './listing-setup';

// Copied photos (issue 32): a broker re-posts an owner's flat with its photo resized and recompressed;
// the admin sees the two photos side by side on the dashboard and declines the copy as a duplicate,
// and the broker is told why in their language.

onPhonesOnly();
const SHOTS = '/tmp/shots-evidence';

/** A photo no other listing has: shapes drawn at random, as a real room is unlike any other. */
function uniquePhoto(): Promise<Buffer> {
  const random = (max: number) => Math.floor(Math.random() * max);
  const shapes = Array.from(
    { length: 12 },
    () =>
      `<rect x="${random(700)}" y="${random(500)}" width="${80 + random(300)}" height="${60 + random(250)}" fill="rgb(${random(255)},${random(255)},${random(255)})"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="750"><rect width="1000" height="750" fill="#ddd"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

async function post(owner: Page, title: string, photo: Buffer, contactNumber: string) {
  const res = await owner.request.post('/api/v1/property/create', {
    headers: { origin: new URL(owner.url()).origin },
    multipart: {
      data: JSON.stringify({
        property_type: 'rent',
        property_title: title,
        description: 'Two bedrooms, a balcony over the road, gas line and a quiet family building.',
        price: '14000',
        price_type: 'fixed',
        rent_time_period: 'monthly',
        category: 'apartment',
        property_condition: 'old',
        property_address: { address: 'House 3, Road 9', delegation: 'uposhohor', city: 'rajshahi' },
        contact_number: contactNumber,
      }),
      photos: { name: 'flat.jpg', mimeType: 'image/jpeg', buffer: photo },
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { _id: string } }).data._id;
}

for (const [language, L] of [
  ['bn', bn],
  ['en', en],
] as const) {
  test(`an admin sees a copied photo beside the original and declines the copy as a duplicate (${language})`, async ({
    page,
    browser,
    adminApi,
  }) => {
    test.slow(); // two owners post, an admin logs in and decides, the broker reads the outcome
    const stamp = `${Date.now()}${language}`;
    const photo = await uniquePhoto();
    const owner = await signedUpOwner(browser, language, `evidence-owner-${stamp}`);
    // A number of their own: other journeys' listings share the usual one.
    const number = newMobileNumber().local;
    const original = await post(owner, `Owner's flat ${stamp}`, photo, number);
    await approveAsAdmin(adminApi, original);
    const broker = await signedUpOwner(browser, language, `evidence-broker-${stamp}`);
    const copyTitle = `Copied flat ${stamp}`;
    const copied = await sharp(photo).resize({ width: 600 }).jpeg({ quality: 50 }).toBuffer();
    await post(broker, copyTitle, copied, number);

    await openIn(page, language, '/sign-in?redirect=%2Fdashboard');
    await logInAsAdmin(page, L);
    await expect(page).toHaveURL(/\/dashboard$/);

    const card = page.getByRole('article', { name: copyTitle });
    // The moderator scrolls to the card: its evidence is read as it comes near the screen.
    await card.scrollIntoViewIfNeeded();
    const evidence = card.getByRole('region', { name: L.evidence.title });
    await expect(evidence.getByRole('heading', { name: L.evidence.photosTitle })).toBeVisible();
    // Side by side: this listing's photo and the original's, the original named with its state.
    await expect(evidence.getByRole('img', { name: L.evidence.thisPhoto })).toBeVisible();
    await expect(evidence.getByRole('img', { name: L.evidence.otherPhoto })).toBeVisible();
    const photoMatch = evidence.getByRole('listitem').filter({ has: page.getByRole('img') });
    await expect(photoMatch.getByRole('link', { name: `Owner's flat ${stamp}` })).toBeVisible();
    await expect(photoMatch.getByText(L.evidence.status_approved)).toBeVisible();
    // The same number as the owner's listing, too: it is named again under it.
    await expect(evidence.getByRole('heading', { name: L.evidence.sameNumberTitle })).toBeVisible();
    await expect(evidence.getByRole('link', { name: `Owner's flat ${stamp}` })).toHaveCount(2);
    await evidence.scrollIntoViewIfNeeded();
    await expectAccessible(page, 'the dashboard with evidence');
    await fs.mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/evidence-${language}.png` });

    await card.getByRole('button', { name: new RegExp(`^${L.evidence.declineDuplicate}`) }).click();
    await confirmInDialog(page, L.dashboard.yesReject);
    await expect(page.getByText(L.dashboard.rejected)).toBeVisible();
    await expect(card).toHaveCount(0);

    // The broker reads why, in their language; the owner's listing is untouched.
    await broker.goto('/profile-post');
    const declined = broker.getByRole('listitem').filter({ hasText: copyTitle });
    await expect(declined.getByText(L.profilePost.status_declined, { exact: true })).toBeVisible();
    const words =
      language === 'bn' ? 'এই বিজ্ঞাপনের ছবি অন্য একটি বিজ্ঞাপন থেকে নেওয়া' : "This listing's photos are taken";
    await expect(declined.getByText(new RegExp(words))).toBeVisible();
    expect((await adminApi.get(`/api/v1/property/${original}`)).status()).toBe(200);
  });
}
