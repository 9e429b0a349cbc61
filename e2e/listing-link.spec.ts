import { expect, openIn, test } from './fixtures';

// The screen a reminder mail's links open (/listing-link). Opening it changes nothing; its one
// button acts with the link's token and says what happened. (The journeys of a valid link need the
// server's secret: the API tests sign them, src/server/properties/expiry-reminders.test.ts.)

test('a renew link that no longer holds says so in Bengali, after the owner presses the button', async ({
  page,
  request,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/403/);
  const listings = await request.get('/api/v1/property/approved-all?limit=1');
  const [listing] = ((await listings.json()) as { data: Array<{ _id: string }> }).data;
  await openIn(page, 'bn', `/listing-link?id=${listing!._id}&do=renew&deal=rent&lang=bn&token=old.link`);
  await expect(page.getByRole('heading', { level: 1, name: 'বিজ্ঞাপন নবায়ন করুন' })).toBeVisible();
  // Nothing happened on opening: the listing is still public, and the button waits for a press.
  expect((await request.get(`/api/v1/property/${listing!._id}`)).status()).toBe(200);
  const button = page.getByRole('button', { name: 'নবায়ন করুন' });
  await button.focus();
  await page.keyboard.press('Enter');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('এই লিংকটি আর কাজ করে না');
  await expect(alert).toBeFocused();
  await expect(page.getByRole('link', { name: 'আমার পোস্ট করা প্রপার্টিতে যান' })).toBeVisible();
});

test('a "mark rented" link cut short explains itself in English', async ({ page }) => {
  await openIn(page, 'en', '/listing-link?do=close&deal=rent&lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'This link is incomplete' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to My posted properties' })).toBeVisible();
});
