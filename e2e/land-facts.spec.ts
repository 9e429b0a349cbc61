import { expect, onPhonesOnly, test } from './fixtures';
import { approveAsAdmin } from './listing-setup';
import { openPostFormAsNewOwner, publishListing } from './post-setup';
import { LANGUAGES } from './texts';

// Land's own facts (issue 31, defect 12) and a summary that shows everything that will be public
// (defect 4): an owner posts a plot with the road's width and its papers; the last step shows the
// description, the price type and every fact, and once approved the listing page shows them.
onPhonesOnly();

for (const [language, L] of LANGUAGES) {
  test(`an owner posts a plot with its road and papers; the summary and the page show them (${language})`, async ({
    page,
    adminApi,
  }) => {
    test.slow(); // sign-up, the steps, a publish, the listing page
    const local = (n: string) => (language === 'bn' ? n.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!) : n);
    const title = `${language === 'bn' ? 'কাজলায় ৩ কাঠা প্লট' : 'Three katha plot in Kajla'} ${Date.now()}`;
    const description =
      language === 'bn'
        ? 'দক্ষিণমুখী প্লট, চারপাশে বাড়ি, বাজার পাঁচ মিনিট।'
        : 'South-facing plot among houses, five minutes from the bazar.';
    await openPostFormAsNewOwner(page, language, 'Karim Uddin');

    await page.getByLabel(L.category.land, { exact: true }).check({ force: true });
    await page.getByLabel(L.post.title).fill(title);
    await page.getByLabel(L.post.description).fill(description);
    // Land is neither new nor old: not asked.
    await expect(page.getByLabel(L.condition.old, { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: L.post.next }).click();

    await page.getByRole('combobox', { name: L.post.area, exact: true }).selectOption('kazla');
    await page.getByLabel(L.post.address, { exact: true }).fill('Kajla, near the gate of RUET');
    await page.getByLabel(L.postDraft.landSize).fill(local('3'));
    await page.getByLabel(L.post.roadWidth).fill(local('20'));
    // A plot has no bedrooms; it has its facts, the papers among them.
    await expect(page.getByLabel(L.post.bedrooms)).toHaveCount(0);
    const facts = page.getByRole('group', { name: L.property.landFacts });
    for (const fact of [L.amenity.electricity, L.amenity.mutation, L.amenity.clear_title])
      await facts.getByLabel(fact, { exact: true }).check({ force: true });
    await expect(facts.getByLabel(L.amenity.lift, { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: L.post.next }).click();

    await page.getByLabel(L.post.price).fill('3500000');
    await page.getByLabel(L.priceType.negotiable, { exact: true }).check({ force: true });
    await page.getByLabel(L.post.contactNumber).fill('01712345678');
    await page.getByRole('button', { name: L.post.next }).click();
    await page.getByRole('button', { name: L.post.next }).click(); // no photos
    await page.getByRole('button', { name: L.post.next }).click(); // no floor plans

    // The summary: what the page will show, the description and the price type included.
    const summary = page.locator('main form');
    await expect(summary.getByText(description)).toBeVisible();
    await expect(summary.getByText(L.priceType.negotiable, { exact: true })).toBeVisible();
    await expect(summary.getByText(L.property.feet.replace('{{n}}', local('20')))).toBeVisible();
    await expect(
      summary.getByText([L.amenity.electricity, L.amenity.mutation, L.amenity.clear_title].join(', ')),
    ).toBeVisible();
    const id = (await publishListing(page, L))._id;

    await approveAsAdmin(adminApi, id);
    await page.goto(`/product/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const details = page.getByRole('region', { name: L.property.details });
    await expect(details.getByText(L.property.roadWidth, { exact: true })).toBeVisible();
    await expect(details.getByText(L.property.feet.replace('{{n}}', local('20')))).toBeVisible();
    await expect(details.getByRole('heading', { name: L.property.landFacts })).toBeVisible();
    for (const fact of [L.amenity.electricity, L.amenity.mutation, L.amenity.clear_title])
      await expect(details.getByText(fact, { exact: true })).toBeVisible();
  });
}
