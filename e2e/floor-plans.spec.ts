import { expect, onPhonesOnly, test } from './fixtures';
import { approveAsAdmin } from './listing-setup';
import {
  addPhotosAndGoOn,
  fillFlatUpToPhotos,
  openPostFormAsNewOwner,
  photoFiles,
  publishListing,
  shootForm,
} from './post-setup';
import { LANGUAGES } from './texts';

// Floor plans (issue 30): the post form's own step after the photos, up to two plans; once the
// listing is approved its page shows them in their own section, never among the photos.
onPhonesOnly();

for (const [language, L] of LANGUAGES) {
  test(`an owner posts a flat with one photo and two floor plans; approved, its page shows the plans apart from the photos (${language})`, async ({
    page,
    adminApi,
  }) => {
    test.slow(); // sign-up, five steps, three images scaled in the browser, a publish, the listing page
    const digit = (n: number) => (language === 'bn' ? '০১২৩৪৫৬৭৮৯'[n]! : String(n));
    const title = `${language === 'bn' ? 'উপশহরে ৩ রুমের ফ্ল্যাট, নকশাসহ' : 'Three-room flat in Uposhohor, with plans'} ${Date.now()}`;
    await openPostFormAsNewOwner(page, language, 'Nasrin Sultana');

    await fillFlatUpToPhotos(page, L, {
      title,
      bedrooms: language === 'bn' ? '৩' : '3',
      price: '6500000',
    });

    // The photos: one.
    await addPhotosAndGoOn(page, L, ['#0D9276']);

    // The floor plans: two, and then no way to add a third.
    await expect(
      page.getByRole('heading', { level: 2, name: L.post.stepFloorPlans, exact: true }),
    ).toBeVisible();
    await expect(
      page.getByText(L.post.step.replace('{{n}}', digit(5)).replace('{{total}}', digit(6))),
    ).toBeVisible();
    await page
      .getByLabel(L.postDraft.addFloorPlans)
      .setInputFiles(await photoFiles(['#F5F5F0', '#E8E4D8'], { width: 1200, height: 900 }));
    await expect(page.locator('main form img')).toHaveCount(2);
    await expect(page.getByLabel(L.postDraft.addFloorPlans)).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: L.postDraft.removeFloorPlan.replace('{{n}}', digit(2)) }),
    ).toBeVisible();
    await shootForm(page, `floor-plans-${language}`);
    await page.getByRole('button', { name: L.post.next }).click();

    // The summary counts them, apart from the photos.
    const summary = page.locator('main form');
    await expect(summary.getByText(title)).toBeVisible();
    await expect(
      summary.getByText(L.postDraft.floorPlanCount_other.replace('{{n}}', digit(2)), { exact: true }),
    ).toBeVisible();
    const listing = await publishListing<{ _id: string; photos: unknown[]; floor_plans: unknown[] }>(page, L);
    expect(listing.photos).toHaveLength(1);
    expect(listing.floor_plans).toHaveLength(2);
    await expect(page).toHaveURL(/\/profile-post$/);

    // The moderator approves it; its page shows the two plans in their section, one photo in the gallery.
    await approveAsAdmin(adminApi, listing._id);
    await page.goto(`/product/${listing._id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const plans = page.getByRole('region', { name: L.property.floorPlans });
    await expect(plans.getByRole('img')).toHaveCount(2);
    for (const n of [1, 2]) {
      await expect(
        plans.getByRole('link', { name: L.property.openFloorPlan.replace('{{n}}', digit(n)) }),
      ).toBeVisible();
      await expect(
        plans.getByRole('img', {
          name: L.property.floorPlanAlt.replace('{{title}}', title).replace('{{n}}', digit(n)),
        }),
      ).toBeVisible();
    }
    // Among the photos: the one photo, no thumbnails to step through, no plan.
    await expect(
      page.getByRole('img', {
        name: L.property.photoAlt.replace('{{title}}', title).replace('{{n}}', digit(1)),
      }),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: L.property.showPhoto.replace('{{n}}', digit(2)) }),
    ).toHaveCount(0);
    await expect(page.getByRole('button', { name: L.property.nextPhoto })).toHaveCount(0);
  });
}
