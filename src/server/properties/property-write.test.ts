import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { propertySchema } from '../../shared/property';
import { photos } from '../db/schema';
import { addPhotos, createProperty, createUser, flatInput, signedInPeople } from '../test/factories';
import { jpeg, jpegWithGps, png, pngBomb } from '../test/images';
import { createTestApp } from '../test/test-app';

const t = await createTestApp();
const { owner, ownerToken, strangerToken, adminToken } = await signedInPeople(t, { name: 'Owner Ahmed' });
afterAll(() => t.close());

function send(
  method: 'POST' | 'PATCH' | 'DELETE' | 'GET',
  url: string,
  token: string | undefined,
  body?: object,
) {
  return t.api(method, url, token, body);
}

/** The post form's request: the listing as JSON in `data`, and its photos. */
const sendForm = (
  method: 'POST' | 'PATCH',
  url: string,
  token: string,
  data: object,
  files: Array<{ name: string; type: string; content: Buffer }>,
) =>
  t.apiForm(
    method,
    url,
    token,
    { data: JSON.stringify(data) },
    files.map((f) => ({ field: 'photos', ...f })),
  );

const storedFiles = async () => (await fs.readdir(t.uploadsDir).catch(() => [])).sort();

describe('posting a listing', () => {
  it('creates it pending, with the spec message, every field of the contract, and normalised input', async () => {
    const res = await send('POST', '/property/create', ownerToken, flatInput);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Property Post created successfully');
    const listing = propertySchema.parse(body.data);
    expect(listing).toMatchObject({
      property_status: 'pending',
      price: 15000,
      contact_number: '1712345678',
      contact_number_prefix: { dialCode: '+880' },
      property_address: { delegation: { slug: 'uposhohor' }, city: { slug: 'rajshahi' } },
      size: { value: 1250, unit: 'sqft', sqft: 1250 },
      amenities: ['lift', 'gas'],
      user: { _id: owner.id, name: 'Owner Ahmed' },
      approvedRejectBy: null,
      rejection_reason: null,
    });
    expect((await send('GET', `/property/${listing._id}`, undefined)).statusCode).toBe(404);
    expect((await send('GET', `/property/${listing._id}`, ownerToken)).statusCode).toBe(200);
  });

  it('needs a logged-in user', async () => {
    expect((await send('POST', '/property/create', undefined, flatInput)).statusCode).toBe(401);
  });

  it('stores land sizes as entered and in square feet, and drops rent-only details from a sale', async () => {
    const res = await send('POST', '/property/create', ownerToken, {
      ...flatInput,
      property_type: 'sell',
      category: 'land',
      price: 2400000,
      size: { value: 3, unit: 'katha' },
    });
    expect(res.json().data).toMatchObject({
      size: { value: 3, unit: 'katha', sqft: 2160 },
      rent_time_period: null,
      tenant: null,
      available_from: null,
    });
  });

  it('takes land as the form sends it, without condition, rooms or floor, and drops those sent anyway', async () => {
    const {
      property_condition: _condition,
      bedrooms: _bedrooms,
      bathrooms: _bathrooms,
      floor: _floor,
      tenant: _tenant,
      amenities: _amenities,
      ...common
    } = flatInput;
    const plot = { ...common, property_type: 'sell', category: 'land', size: { value: '৫', unit: 'katha' } };
    const asForm = await send('POST', '/property/create', ownerToken, plot);
    expect(asForm.statusCode).toBe(201);
    expect(asForm.json().data).toMatchObject({ property_condition: null, bedrooms: null, amenities: [] });

    // An API client that sends everything: what land does not have is not kept.
    const everything = await send('POST', '/property/create', ownerToken, {
      ...flatInput,
      category: 'land',
      amenities: ['lift', 'generator', 'gas', 'security'],
    });
    expect(everything.statusCode).toBe(201);
    expect(everything.json().data).toMatchObject({
      property_condition: null,
      bedrooms: null,
      bathrooms: null,
      floor: null,
      tenant: null,
      // A gas line is one of land's facts; a lift and a generator are a building's.
      amenities: ['gas', 'security'],
      // A plot can be rented out: its rent terms stay.
      rent_time_period: 'monthly',
      advance_months: 2,
    });
  });

  it('still needs the condition of anything but land', async () => {
    const { property_condition: _condition, ...withoutCondition } = flatInput;
    const res = await send('POST', '/property/create', ownerToken, withoutCondition);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ property_condition: 'required' });
  });

  it('keeps who can rent only for homes: a shop to rent has none', async () => {
    const res = await send('POST', '/property/create', ownerToken, {
      ...flatInput,
      category: 'shop',
      amenities: ['gas', 'generator'],
    });
    expect(res.json().data).toMatchObject({
      tenant: null,
      bedrooms: null,
      floor: 4,
      amenities: ['generator'],
    });
  });

  it.each([
    ['property_type', { property_type: '' }, 'required'],
    ['property_title', { property_title: '' }, 'required'],
    ['description', { description: '   ' }, 'required'],
    ['price', { price: '' }, 'invalid_number'],
    ['price', { price: -5 }, 'not_positive'],
    ['price', { price: 'lots' }, 'invalid_number'],
    ['price', { price: 12.5 }, 'invalid_number'],
    ['price_type', { price_type: '' }, 'required'],
    ['rent_time_period', { rent_time_period: null }, 'required'],
    ['category', { category: 'castle' }, 'required'],
    ['contact_number', { contact_number: '' }, 'required'],
    ['contact_number', { contact_number: '+44 20 7946 0958' }, 'invalid_phone'],
    [
      'property_address.delegation',
      { property_address: { address: 'Road 1', delegation: 'Atlantis' } },
      'unknown_area',
    ],
    ['available_from', { available_from: '2027-13' }, 'invalid_month'],
    // Numbers a float column cannot hold, or a square-foot count an integer cannot.
    ['size.value', { size: { value: 1e-300, unit: 'sqft' } }, 'too_small'],
    ['size.value', { size: { value: 5e-324, unit: 'katha' } }, 'too_small'],
    ['size.value', { size: { value: 9_000_000, unit: 'bigha' } }, 'too_big'],
  ])('refuses a bad %s with a 400 that names it', async (field, change, code) => {
    const res = await send('POST', '/property/create', ownerToken, { ...flatInput, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(code);
  });

  it('refuses a NUL that the form’s JSON spells as an escape', async () => {
    const res = await sendForm(
      'POST',
      '/property/create',
      ownerToken,
      { ...flatInput, description: `${flatInput.description}\u0000` },
      [],
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ _: 'invalid_text' });
  });

  it('refuses a body that is not an object', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/property/create',
      headers: { authorization: `Bearer ${ownerToken}`, 'content-type': 'application/json' },
      payload: '"just a string"',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('listing photos', () => {
  it('stores each photo as WebP variants under server-made names, without EXIF or GPS', async () => {
    const before = await storedFiles();
    const res = await sendForm('POST', '/property/create', ownerToken, flatInput, [
      { name: 'front.jpg', type: 'image/jpeg', content: await jpegWithGps() },
      { name: 'actually-a-png.jpg', type: 'image/jpeg', content: await png() },
    ]);
    expect(res.statusCode).toBe(201);
    const listing = propertySchema.parse(res.json().data);
    expect(listing.photos).toHaveLength(2);
    expect(listing.cover_photo?.id).toBe(listing.photos[0]?.id);
    expect(listing.photos[0]?.srcset).toMatch(/-320\.webp 320w, .*-640\.webp 640w, .*-1280\.webp 1280w$/);
    const added = (await storedFiles()).filter((f) => !before.includes(f));
    // Three WebP widths and the 1200 × 630 link-preview JPEG of each photo, none with EXIF (GPS).
    expect(added).toHaveLength(8);
    for (const file of added) {
      expect(file).toMatch(/^[a-f0-9]{24}-(\d+\.webp|share\.jpg)$/);
      const meta = await sharp(path.join(t.uploadsDir, file)).metadata();
      expect(meta.format).toBe(file.endsWith('.jpg') ? 'jpeg' : 'webp');
      if (file.endsWith('.jpg')) expect([meta.width, meta.height]).toEqual([1200, 630]);
      expect(meta.exif).toBeUndefined();
    }
  });

  it.each([
    [
      'an HTML page named .jpg',
      () => Promise.resolve(Buffer.from('<html><script>alert(1)</script></html>')),
      415,
    ],
    ['a 20 000 × 20 000 pixel image', () => Promise.resolve(pngBomb()), 413],
    ['a truncated JPEG', async () => (await jpeg(1600, 1200)).subarray(0, 4000), 415],
  ])('refuses %s and keeps nothing of the post', async (_name, make, status) => {
    const before = await storedFiles();
    const res = await sendForm(
      'POST',
      '/property/create',
      ownerToken,
      { ...flatInput, property_title: `Refused ${_name}` },
      [
        { name: 'ok.jpg', type: 'image/jpeg', content: await jpeg() },
        { name: 'bad.jpg', type: 'image/jpeg', content: await make() },
      ],
    );
    expect(res.statusCode).toBe(status);
    expect(await storedFiles()).toEqual(before);
    const mine = (await send('GET', '/property/logged-user-all', ownerToken)).json().data as Array<{
      property_title: string;
    }>;
    expect(mine.map((p) => p.property_title)).not.toContain(`Refused ${_name}`);
  });

  it('refuses a photo over 10 MB with 413 and keeps nothing', async () => {
    const before = await storedFiles();
    const huge = Buffer.concat([await jpeg(), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const res = await sendForm('POST', '/property/create', ownerToken, flatInput, [
      { name: 'huge.jpg', type: 'image/jpeg', content: huge },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses more than 12 photos', async () => {
    const photo = await jpeg(400, 300);
    const files = Array.from({ length: 13 }, (_, i) => ({
      name: `${i}.jpg`,
      type: 'image/jpeg',
      content: photo,
    }));
    const res = await sendForm('POST', '/property/create', ownerToken, flatInput, files);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.photos).toBe('too_many_photos');
  });
});

describe('editing a listing', () => {
  it('lets the owner change fields; a declined listing goes back to review and the status in the body is ignored', async () => {
    // An approved listing's edit is a revision instead (moderation/revisions.test.ts).
    const listing = await createProperty(t.database.db, { userId: owner.id, status: 'declined' });
    const res = await send('PATCH', `/property/${listing.id}`, ownerToken, {
      price: 18000,
      property_status: 'approved',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Property Post updated successfully',
      data: { price: 18000, property_status: 'pending' },
    });
  });

  it('changes only the fields sent, and refuses an edit that changes nothing', async () => {
    const listing = await createProperty(t.database.db, {
      userId: owner.id,
      status: 'approved',
      amenities: ['lift', 'gas'],
    });
    const res = await send('PATCH', `/property/${listing.id}`, ownerToken, { price: 21000 });
    expect(res.json().data).toMatchObject({ price: 21000, amenities: ['lift', 'gas'] });

    const approved = await createProperty(t.database.db, { userId: owner.id, status: 'approved' });
    for (const body of [{}, { isAdmin: true, property_status: 'approved' }]) {
      const refused = await send('PATCH', `/property/${approved.id}`, ownerToken, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ _: 'nothing_to_update' });
    }
    const unchanged = await send('GET', `/property/${approved.id}`, ownerToken);
    expect(unchanged.json().data.property_status).toBe('approved');
  });

  it('judges the rent period on the listing as it will be: a rental keeps one, a sale has none', async () => {
    const rental = await createProperty(t.database.db, { userId: owner.id });
    for (const body of [{ rent_time_period: null }, { rent_time_period: null, price: 16000 }]) {
      const refused = await send('PATCH', `/property/${rental.id}`, ownerToken, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ rent_time_period: 'required' });
    }
    const sale = await createProperty(t.database.db, { userId: owner.id, propertyType: 'sell' });
    const edited = await send('PATCH', `/property/${sale.id}`, ownerToken, {
      rent_time_period: 'monthly',
      price: 2500000,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ price: 2500000, rent_time_period: null });
  });

  it('drops what land does not have when an edit turns a flat into land', async () => {
    const listing = await createProperty(t.database.db, {
      userId: owner.id,
      status: 'declined',
      bedrooms: 3,
      bathrooms: 2,
      floor: 4,
      tenant: 'family',
      amenities: ['lift', 'security'],
    });
    const res = await send('PATCH', `/property/${listing.id}`, ownerToken, {
      category: 'land',
      amenities: ['lift', 'security'],
      size: { value: 4, unit: 'katha' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      category: { name: 'land' },
      property_condition: null,
      bedrooms: null,
      bathrooms: null,
      floor: null,
      tenant: null,
      amenities: ['security'],
      size: { value: 4, unit: 'katha', sqft: 2880 },
    });
  });

  it('refuses a size too small or too large to store, naming it', async () => {
    const listing = await createProperty(t.database.db, { userId: owner.id });
    for (const [value, unit, code] of [
      [1e-300, 'sqft', 'too_small'],
      [5e-324, 'decimal', 'too_small'],
      [9_000_000, 'bigha', 'too_big'],
    ] as const) {
      const res = await send('PATCH', `/property/${listing.id}`, ownerToken, { size: { value, unit } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ 'size.value': code });
    }
  });

  it('reorders, removes and adds photos, picks the cover, and deletes the removed files', async () => {
    const listing = await createProperty(t.database.db, { userId: owner.id, status: 'pending' });
    const [first, second, third] = await addPhotos(t.database.db, t.storage, listing.id, 3);
    const res = await sendForm(
      'PATCH',
      `/property/${listing.id}`,
      ownerToken,
      { photo_order: [third!.id, 'new:0', first!.id], cover_photo: 'new:0' },
      [{ name: 'new.jpg', type: 'image/jpeg', content: await jpeg(700, 500, '#aa3355') }],
    );
    expect(res.statusCode).toBe(200);
    const data = propertySchema.parse(res.json().data);
    expect(data.photos).toHaveLength(3);
    expect([data.photos[0]?.id, data.photos[2]?.id]).toEqual([third!.id, first!.id]);
    expect(data.cover_photo?.id).toBe(data.photos[1]?.id);
    const files = await storedFiles();
    expect(files.some((f) => f.startsWith(second!.storageKey))).toBe(false);
    expect(files.some((f) => f.startsWith(third!.storageKey))).toBe(true);
  });

  it('refuses photos that belong to another listing', async () => {
    const listing = await createProperty(t.database.db, { userId: owner.id });
    const other = await createProperty(t.database.db, { userId: owner.id });
    const [foreign] = await addPhotos(t.database.db, t.storage, other.id, 1);
    const res = await send('PATCH', `/property/${listing.id}`, ownerToken, { photo_order: [foreign!.id] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.photo_order).toBe('unknown_photo');
  });

  it('never lets another user change or delete it: 403 for a public listing, 404 for a hidden one', async () => {
    const open = await createProperty(t.database.db, { userId: owner.id, status: 'approved' });
    const hidden = await createProperty(t.database.db, { userId: owner.id, status: 'pending' });
    expect((await send('PATCH', `/property/${open.id}`, strangerToken, { price: 1 })).statusCode).toBe(403);
    expect((await send('PATCH', `/property/${hidden.id}`, strangerToken, { price: 1 })).statusCode).toBe(404);
    expect((await send('DELETE', `/property/${open.id}`, strangerToken)).statusCode).toBe(403);
    expect((await send('DELETE', `/property/${hidden.id}`, strangerToken)).statusCode).toBe(404);
    expect((await send('DELETE', `/property/${open.id}`, undefined)).statusCode).toBe(401);
    const still = await send('GET', `/property/${open.id}`, undefined);
    expect(still.json().data.price).toBe(open.price);
  });

  it('lets an admin fix a listing without sending it back to review', async () => {
    const listing = await createProperty(t.database.db, { userId: owner.id, status: 'approved' });
    const res = await send('PATCH', `/property/${listing.id}`, adminToken, {
      property_title: 'Corrected title by admin',
    });
    expect(res.json().data).toMatchObject({
      property_title: 'Corrected title by admin',
      property_status: 'approved',
    });
  });
});

describe('deleting a listing', () => {
  it('removes the row and its photo files', async () => {
    const listing = await createProperty(t.database.db, { userId: owner.id });
    const [photo] = await addPhotos(t.database.db, t.storage, listing.id, 1);
    const res = await send('DELETE', `/property/${listing.id}`, ownerToken);
    expect(res.json()).toEqual({ success: true, message: 'Property has been deleted.' });
    expect(await t.database.db.select().from(photos).where(eq(photos.propertyId, listing.id))).toEqual([]);
    expect((await storedFiles()).some((f) => f.startsWith(photo!.storageKey))).toBe(false);
    expect((await send('GET', `/property/${listing.id}`, ownerToken)).statusCode).toBe(404);
  });
});

describe('favourites', () => {
  it('any user marks and unmarks a public listing, and finds it among their favourites', async () => {
    const listing = await createProperty(t.database.db, { status: 'approved' });
    const on = await send('PATCH', `/property/${listing.id}`, strangerToken, { favorite: true });
    expect(on.json()).toEqual({ success: true, data: { _id: listing.id, favorite: true } });
    expect((await send('GET', `/property/${listing.id}`, strangerToken)).json().data.favorite).toBe(true);
    const favourites = (await send('GET', '/property/logged-user-all?favorite=true', strangerToken)).json()
      .data;
    expect(favourites.map((p: { _id: string }) => p._id)).toEqual([listing.id]);

    await send('PATCH', `/property/${listing.id}`, strangerToken, { favorite: false });
    expect((await send('GET', '/property/logged-user-all?favorite=true', strangerToken)).json().data).toEqual(
      [],
    );
    expect((await send('GET', `/property/${listing.id}`, ownerToken)).json().data.favorite).toBe(false);
  });

  it('needs a login, and only public listings can be favourites', async () => {
    const hidden = await createProperty(t.database.db, { status: 'pending' });
    expect((await send('PATCH', `/property/${hidden.id}`, undefined, { favorite: true })).statusCode).toBe(
      401,
    );
    expect(
      (await send('PATCH', `/property/${hidden.id}`, strangerToken, { favorite: true })).statusCode,
    ).toBe(404);
  });
});

describe('the owner’s own listings', () => {
  it('lists every status with its reason, newest first, and nobody else’s', async () => {
    const user = await createUser(t.database.db);
    const token = await t.tokenFor(user.id);
    await createProperty(t.database.db, {
      userId: user.id,
      status: 'approved',
      createdAt: new Date(Date.now() - 3e6),
    });
    await createProperty(t.database.db, {
      userId: user.id,
      status: 'declined',
      rejectionReason: 'Photos do not show the flat',
    });
    await createProperty(t.database.db, { status: 'approved' });
    const list = (await send('GET', '/property/logged-user-all', token)).json().data;
    expect(list.map((p: { property_status: string }) => p.property_status)).toEqual(['declined', 'approved']);
    expect(list[0].rejection_reason).toBe('Photos do not show the flat');
  });
});
