import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLE } from '../../shared/enums';
import { reviewListSchema } from '../../shared/moderation';
import { propertyPageSchema, propertySchema } from '../../shared/property';
import { addPhotos, createProperty, createUser } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` });

describe('GET /property/approved-all', () => {
  it('returns approved listings newest first in the documented shape', async () => {
    const owner = await createUser(t.database.db, { name: 'Karim Uddin' });
    const older = await createProperty(t.database.db, {
      userId: owner.id,
      createdAt: new Date(Date.now() - 40 * 864e5),
    });
    const newer = await createProperty(t.database.db, { userId: owner.id, title: 'Flat near RUET' });
    await addPhotos(t.database.db, t.storage, newer.id, 2);

    const res = await get('/property/approved-all?limit=50');
    expect(res.statusCode).toBe(200);
    const body = propertyPageSchema.parse(res.json());
    const ids = body.data.map((p) => p._id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));

    const listing = body.data.find((p) => p._id === newer.id);
    expect(listing).toMatchObject({
      property_title: 'Flat near RUET',
      property_status: 'approved',
      category: { name: 'apartment' },
      property_address: {
        delegation: { slug: 'uposhohor', name: 'Uposhohor', name_bn: 'উপশহর' },
        city: { slug: 'rajshahi' },
      },
      contact_number: '1712345678',
      contact_number_prefix: { dialCode: '+880' },
      user: { _id: owner.id, name: 'Karim Uddin', avatar: null },
      totalData: 2,
      favorite: false,
      isNew: true,
    });
    expect(listing?.photos).toHaveLength(2);
    expect(listing?.cover_photo?.url).toMatch(/^\/uploads\/[a-f0-9]+-640\.webp$/);
    expect(body.data.find((p) => p._id === older.id)?.isNew).toBe(false);
  });

  it('never returns pending or declined listings', async () => {
    const pending = await createProperty(t.database.db, { status: 'pending', title: 'pending one' });
    const declined = await createProperty(t.database.db, { status: 'declined', title: 'declined one' });
    const body = propertyPageSchema.parse((await get('/property/approved-all?limit=50')).json());
    const ids = body.data.map((p) => p._id);
    expect(ids).not.toContain(pending.id);
    expect(ids).not.toContain(declined.id);
    expect(body.data.every((p) => p.property_status === 'approved')).toBe(true);
  });

  it('pages through results with a total', async () => {
    for (let i = 0; i < 5; i++) await createProperty(t.database.db, { category: 'parking', price: 2000 + i });
    const first = propertyPageSchema.parse(
      (await get('/property/approved-all?category=parking&limit=2&page=1')).json(),
    );
    const third = propertyPageSchema.parse(
      (await get('/property/approved-all?category=parking&limit=2&page=3')).json(),
    );
    expect(first.total).toBe(5);
    expect(first.data).toHaveLength(2);
    expect(third.data).toHaveLength(1);
    expect(third).toMatchObject({ page: 3, limit: 2 });
  });

  it('filters by type, area (slug, English or Bengali name) and price, and sorts by price', async () => {
    const cheap = await createProperty(t.database.db, { category: 'shop', areaSlug: 'kazla', price: 9000 });
    const dear = await createProperty(t.database.db, { category: 'shop', areaSlug: 'kazla', price: 40000 });
    await createProperty(t.database.db, { category: 'shop', areaSlug: 'talaimari', price: 20000 });
    for (const area of ['kazla', 'Kazla', encodeURIComponent('কাজলা')]) {
      const body = propertyPageSchema.parse(
        (await get(`/property/approved-all?category=shop&area=${area}&sort=price_desc`)).json(),
      );
      expect(body.data.map((p) => p._id)).toEqual([dear.id, cheap.id]);
    }
    const ranged = propertyPageSchema.parse(
      (await get('/property/approved-all?category=shop&min_price=10000&max_price=30000')).json(),
    );
    expect(ranged.data.map((p) => p.price)).toEqual([20000]);
    const sale = propertyPageSchema.parse(
      (await get('/property/approved-all?category=shop&property_type=sell')).json(),
    );
    expect(sale.total).toBe(0);
  });

  it('finds an area by an alternative English spelling', async () => {
    const listing = await createProperty(t.database.db, { category: 'office', areaSlug: 'uposhohor' });
    const body = propertyPageSchema.parse(
      (await get('/property/approved-all?category=office&area=Upashahar')).json(),
    );
    expect(body.data.map((p) => p._id)).toContain(listing.id);
  });

  it.each([
    ['page=0', 'page'],
    ['limit=1000', 'limit'],
    ['min_price=abc', 'min_price'],
    ['min_price=500&max_price=100', 'max_price'],
    ['category=castle', 'category'],
    ['sort=random', 'sort'],
  ])('answers %s with a 400 naming the field', async (query, field) => {
    const res = await get(`/property/approved-all?${query}`);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(Object.keys(body.errors)).toContain(field);
  });

  it('costs the same number of queries for a short and a long page', async () => {
    const owner = await createUser(t.database.db);
    for (let i = 0; i < 12; i++) {
      const p = await createProperty(t.database.db, {
        userId: owner.id,
        category: 'guest-house',
        rentTimePeriod: 'daily',
      });
      await addPhotos(t.database.db, t.storage, p.id, 1);
    }
    const short = await t.countQueries(() => get('/property/approved-all?category=guest-house&limit=1'));
    const long = await t.countQueries(() => get('/property/approved-all?category=guest-house&limit=12'));
    expect(propertyPageSchema.parse(long.result.json()).data).toHaveLength(12);
    expect(long.queries).toBe(short.queries);
    expect(long.queries).toBeLessThanOrEqual(3);
  });
});

describe('GET /property/:id', () => {
  it('returns an approved listing with its Bangladeshi details', async () => {
    const listing = await createProperty(t.database.db, {
      bedrooms: 3,
      bathrooms: 2,
      sizeValue: 1250,
      sizeUnit: 'sqft',
      sizeSqft: 1250,
      floor: 4,
      availableFrom: '2026-12',
      tenant: 'family',
      advanceMonths: 2,
      amenities: ['lift', 'gas'],
    });
    const res = await get(`/property/${listing.id}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(propertySchema.parse(data)).toMatchObject({
      _id: listing.id,
      bedrooms: 3,
      size: { value: 1250, unit: 'sqft', sqft: 1250 },
      floor: 4,
      available_from: '2026-12',
      tenant: 'family',
      advance_months: 2,
      amenities: ['lift', 'gas'],
      rent_time_period: 'monthly',
    });
    expect(JSON.stringify(data)).not.toMatch(/password|hash/i);
  });

  it('hides a pending or declined listing from visitors behind a 404', async () => {
    for (const status of ['pending', 'declined'] as const) {
      const listing = await createProperty(t.database.db, { status });
      const res = await get(`/property/${listing.id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        code: 'PROPERTY_NOT_FOUND',
        message: 'Property not found',
      });
    }
  });

  it("counts the poster's public listings, and the one shown even while it waits for review", async () => {
    const poster = await createUser(t.database.db);
    const admin = await createUser(t.database.db, { isAdmin: true, role: ADMIN_ROLE });
    const pending = await createProperty(t.database.db, { userId: poster.id, status: 'pending' });
    await createProperty(t.database.db, { userId: poster.id, status: 'declined' });
    const postsSeenBy = async (token: string, id: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/property/${id}`,
        headers: { authorization: `Bearer ${token}` },
      });
      return propertySchema.parse(res.json().data).totalData;
    };
    const reviewCard = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/property/pending-all',
        headers: { authorization: `Bearer ${await t.tokenFor(admin.id)}` },
      });
      return reviewListSchema.parse(res.json()).data.find((item) => item._id === pending.id)?.totalData;
    };

    // The first listing, pending: its owner and the admin see "1 post", not "0".
    expect(await postsSeenBy(await t.tokenFor(poster.id), pending.id)).toBe(1);
    expect(await postsSeenBy(await t.tokenFor(admin.id), pending.id)).toBe(1);
    expect(await reviewCard()).toBe(1);

    // Once another is public, visitors count that one; the pending one adds itself only where it is shown.
    const approved = await createProperty(t.database.db, { userId: poster.id });
    expect(propertySchema.parse((await get(`/property/${approved.id}`)).json().data).totalData).toBe(1);
    expect(await reviewCard()).toBe(2);
  });

  it('answers an unknown id with 404 and a malformed id with 400, never 500', async () => {
    const unknown = await get('/property/2b5c0b8e-7a43-4b55-9b2e-3f1d1c0e9a11');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('PROPERTY_NOT_FOUND');
    for (const id of ['abc', '1', "1'%20or%201=1", '..%2F..%2Fetc%2Fpasswd']) {
      const res = await get(`/property/${id}`);
      expect([400, 404]).toContain(res.statusCode);
      expect(res.json().success).toBe(false);
    }
  });
});

describe('GET /property/:id/related', () => {
  it('offers up to 8 approved listings, same category and area first, never the listing itself', async () => {
    const source = await createProperty(t.database.db, {
      category: 'land',
      areaSlug: 'naohata',
      propertyType: 'sell',
    });
    const sameArea = await createProperty(t.database.db, {
      category: 'land',
      areaSlug: 'naohata',
      propertyType: 'sell',
    });
    const otherArea = await createProperty(t.database.db, {
      category: 'land',
      areaSlug: 'bagha',
      propertyType: 'sell',
    });
    const hidden = await createProperty(t.database.db, {
      category: 'land',
      areaSlug: 'naohata',
      status: 'pending',
      propertyType: 'sell',
    });
    for (let i = 0; i < 9; i++)
      await createProperty(t.database.db, { category: 'land', areaSlug: 'tanore', propertyType: 'sell' });

    const res = await get(`/property/${source.id}/related`);
    expect(res.statusCode).toBe(200);
    const ids: string[] = res.json().data.map((p: { _id: string }) => p._id);
    expect(ids.length).toBe(8);
    expect(ids[0]).toBe(sameArea.id);
    expect(ids).not.toContain(source.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids.indexOf(otherArea.id)).not.toBe(0);
  });

  it('offers only listings of the same deal: a rental is never followed by flats for sale', async () => {
    const rental = await createProperty(t.database.db, { areaSlug: 'karnahar', propertyType: 'rent' });
    const sale = await createProperty(t.database.db, { areaSlug: 'karnahar', propertyType: 'sell' });
    const otherRental = await createProperty(t.database.db, { areaSlug: 'karnahar', propertyType: 'rent' });
    const res = await get(`/property/${rental.id}/related`);
    const related: Array<{ _id: string; property_type: string }> = res.json().data;
    expect(related.map((p) => p._id)).toContain(otherRental.id);
    expect(related.map((p) => p._id)).not.toContain(sale.id);
    expect(related.every((p) => p.property_type === 'rent')).toBe(true);
  });

  it('gives 404 for the related listings of a listing that is not public', async () => {
    const pending = await createProperty(t.database.db, { status: 'pending' });
    expect((await get(`/property/${pending.id}/related`)).statusCode).toBe(404);
  });
});
