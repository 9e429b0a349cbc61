import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { formatDate } from '../src/shared/format-date';
import {
  confirmInDialog,
  expect,
  expectAccessible,
  latestMailTo,
  newMobileNumber,
  onPhonesOnly,
  openIn,
  OUTBOX_DIR,
  test,
} from './fixtures';
import { approveAsAdmin, logInAsAdmin, postListing, signedUpOwner } from './listing-setup';
import { LANGUAGES } from './texts';

// Owner verification (issue 32): an owner sends a utility bill for their flat from /profile-post; an
// admin looks at it on the dashboard and accepts it; the listing then says "owner verified", with the
// date, to everyone, and the owner is told by mail in their language.

onPhonesOnly();
const SHOTS = '/tmp/shots-ownership';

/** A photo of a bill, as a phone takes it. */
async function billPhoto(): Promise<string> {
  const file = path.join(await fs.mkdtemp('/tmp/thikana-bill-'), 'bill.jpg');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200"><rect width="900" height="1200" fill="#f4f1e8"/>
    <text x="60" y="120" font-size="48" fill="#222">NESCO electricity bill</text>
    <text x="60" y="220" font-size="36" fill="#333">Rafiq Islam, House 3, Road 9, Uposhohor</text></svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toFile(file);
  return file;
}

for (const [language, L] of LANGUAGES) {
  test(`an owner sends a proof of ownership and the listing shows "owner verified" once an admin accepts it (${language})`, async ({
    page,
    browser,
    adminApi,
  }) => {
    test.slow(); // an owner signs up and posts, sends a file, an admin logs in and decides
    const stamp = `${Date.now()}${language}`;
    const title = `${language === 'bn' ? 'উপশহরে নিজের ফ্ল্যাট' : 'My own flat in Uposhohor'} ${stamp}`;
    const owner = await signedUpOwner(browser, language, `ownership-${stamp}`);
    const id = await postListing(owner, title, 'rent', newMobileNumber().local);
    await approveAsAdmin(adminApi, id);

    // The owner opens the form under their listing, chooses the paper and the file, and sends it.
    await openIn(owner, language, '/profile-post');
    const mine = owner.getByRole('listitem').filter({ hasText: title });
    await mine.getByText(L.ownership.prove).click();
    await mine.getByText(L.ownership.kind_utility_bill, { exact: true }).click();
    await mine.getByLabel(L.ownership.fileLabel).setInputFiles(await billPhoto());
    await fs.mkdir(SHOTS, { recursive: true });
    await mine.scrollIntoViewIfNeeded();
    await owner.screenshot({ path: `${SHOTS}/owner-form-${language}.png` });
    await mine.getByRole('button', { name: L.ownership.send }).click();
    await expect(owner.getByText(L.ownership.sent)).toBeVisible();
    const today = formatDate(new Date(), language, 'day');
    await expect(mine.getByText(L.ownership.waiting.replace('{{date}}', today))).toBeVisible();
    // Nothing shows in public until it is accepted.
    await openIn(page, language, `/product/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(L.ownerVerified.replace('{{date}}', today))).toHaveCount(0);

    // The admin finds it on the dashboard's ownership tab, with the photo of the bill, and accepts it.
    await openIn(page, language, '/sign-in?redirect=%2Fdashboard%3Ftab%3Dproofs');
    await logInAsAdmin(page, L);
    await expect(page).toHaveURL(/\/dashboard\?tab=proofs$/);
    const card = page.getByRole('listitem', { name: title });
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByText(L.proofReview.kind_utility_bill)).toBeVisible();
    const proof = card.getByRole('img', { name: L.proofReview.proofImage.replace('{{title}}', title) });
    await expect(proof).toBeVisible();
    await expect.poll(() => proof.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expectAccessible(page, 'the dashboard’s proofs of ownership');
    await page.screenshot({ path: `${SHOTS}/admin-proof-${language}.png` });
    await card.getByRole('button', { name: new RegExp(`^${L.proofReview.approve}`) }).click();
    await confirmInDialog(page, L.proofReview.yesApprove);
    await expect(page.getByText(L.proofReview.approved)).toBeVisible();
    await expect(card).toHaveCount(0);

    // Everyone now reads "owner verified" with the date: on the listing and on its card.
    const badge = L.ownerVerified.replace('{{date}}', today);
    await openIn(page, language, `/product/${id}`);
    await expect(page.getByText(badge)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/listing-${language}.png` });
    await openIn(owner, language, '/profile-post');
    await expect(mine.getByText(badge)).toBeVisible();
    const month = L.ownerVerified.replace('{{date}}', formatDate(new Date(), language, 'month'));
    await expect(mine.getByRole('article').getByText(month)).toBeVisible();
    // And the owner is told, in their language.
    const mail = await latestMailTo(OUTBOX_DIR, `owner-ownership-${stamp}@example.com`);
    expect(mail).toContain(
      language === 'bn'
        ? 'বিজ্ঞাপনটিতে এখন “মালিক যাচাইকৃত” চিহ্ন দেখা যাবে'
        : 'The listing now shows an “owner verified” badge',
    );
  });
}
