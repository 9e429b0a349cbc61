import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLE } from '../../shared/enums';
import { propertySchema } from '../../shared/property';
import { createUser, flatInput } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';

// Land's own facts (issue 31, defect 12): the road to the plot as a detail (shared/listing-fields.ts)
// and the facts a buyer asks first as land's amenities, searchable in either language.
let t: TestContext;
let ownerToken: string;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  ownerToken = await t.tokenFor((await createUser(t.database.db, { name: 'Owner Karim' })).id);
  adminToken = await t.tokenFor((await createUser(t.database.db, { isAdmin: true, role: ADMIN_ROLE })).id);
});
afterAll(() => t.close());

const plot = {
  ...flatInput,
  property_type: 'sell',
  property_title: 'কাজলায় ৩ কাঠা আবাসিক প্লট বিক্রি',
  description: 'দক্ষিণমুখী প্লট, চারপাশে বাড়ি, বাজার কাছে। দলিল হাতে আছে।',
  price: '৩৫,০০,০০০',
  category: 'land',
  property_condition: undefined,
  bedrooms: undefined,
  bathrooms: undefined,
  floor: undefined,
  tenant: undefined,
  available_from: undefined,
  advance_months: undefined,
  rent_time_period: undefined,
  size: { value: '3', unit: 'katha' },
  road_width: '২০',
  amenities: ['electricity', 'gas', 'mutation', 'clear_title'],
};

async function post(input: object) {
  const res = await t.api('POST', '/property/create', ownerToken, input);
  return { res, listing: res.statusCode === 201 ? propertySchema.parse(res.json().data) : null };
}

async function publicIds(keyword: string) {
  const res = await t.api('GET', `/property/searched-properties?keyword=${encodeURIComponent(keyword)}`);
  return (res.json().data as Array<{ _id: string }>).map((listing) => listing._id);
}

describe("land's facts", () => {
  it('keeps the road width and the facts of a plot, and answers them', async () => {
    const { res, listing } = await post(plot);
    expect(res.statusCode).toBe(201);
    expect(listing).toMatchObject({
      road_width: 20,
      amenities: ['electricity', 'gas', 'mutation', 'clear_title'],
      property_condition: null,
      bedrooms: null,
    });
  });

  it('refuses a road width that is no width, and keeps none for a flat', async () => {
    for (const [width, issue] of [
      ['0', 'too_small'],
      ['301', 'too_big'],
      ['2.5', 'invalid_number'],
    ]) {
      const res = await t.api('POST', '/property/create', ownerToken, { ...plot, road_width: width });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(issue);
    }
    const { listing } = await post({ ...flatInput, road_width: 20, amenities: ['lift', 'mutation'] });
    expect(listing).toMatchObject({ road_width: null, amenities: ['lift'] });
  });

  it('finds a plot by its facts in Bengali, English and Banglish, and not a plot without them', async () => {
    const withGas = (await post(plot)).listing!;
    const without = (await post({ ...plot, amenities: ['security'] })).listing!;
    for (const id of [withGas._id, without._id]) {
      const res = await t.api('PATCH', `/property/${id}/decision`, adminToken, {
        property_status: 'approved',
      });
      expect(res.statusCode).toBe(200);
    }
    for (const keyword of ['জমি গ্যাস', 'land gas', 'namjari', 'খতিয়ান', 'bidyut']) {
      const ids = await publicIds(keyword);
      expect(ids, keyword).toContain(withGas._id);
      expect(ids, keyword).not.toContain(without._id);
    }
  });

  it('a revision of the road width waits for review and shows old and new', async () => {
    const { listing } = await post(plot);
    await t.api('PATCH', `/property/${listing!._id}/decision`, adminToken, { property_status: 'approved' });
    const res = await t.api('PATCH', `/property/${listing!._id}`, ownerToken, { road_width: 30 });
    expect(res.statusCode).toBe(200);
    const mine = propertySchema.parse(res.json().data);
    expect(mine.road_width).toBe(20);
    expect(mine.pending_revision).toEqual({ road_width: 30 });
  });
});
