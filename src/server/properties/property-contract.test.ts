import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { propertySchema, type Property } from '../../shared/property';
import { properties } from '../db/schema';
import { addPhotos, createProperty, flatInput, signedInPeople } from '../test/factories';
import { jpeg } from '../test/images';
import { createTestApp } from '../test/test-app';

// The contract (docs/api.md, "Shapes go both ways"): requests take the shapes GET answers with, as well
// as the short ones, so a client that sends back what it read is understood.

const t = await createTestApp();
const { owner, ownerToken, stranger } = await signedInPeople(t, { name: 'Owner Ahmed' });
afterAll(() => t.close());

const send = (method: 'POST' | 'PATCH' | 'GET', url: string, body?: object) =>
  t.api(method, url, ownerToken, body);

async function sendForm(method: 'POST' | 'PATCH', url: string, data: object, photoCount = 0) {
  const photo = await jpeg(400, 300);
  const photos = Array.from({ length: photoCount }, (_, n) => ({
    field: 'photos',
    name: `${n}.jpg`,
    type: 'image/jpeg',
    content: photo,
  }));
  return t.apiForm(method, url, ownerToken, { data: JSON.stringify(data) }, photos);
}

const specShapes = {
  category: { name: 'apartment' },
  property_address: {
    address: 'House 12, Road 3, Sector 2',
    delegation: { name: 'উপশহর' },
    city: { name: 'Rajshahi' },
  },
};

describe('posting a listing in the spec’s shapes', () => {
  it('takes category {name} and places {name} (Bengali area, English city) and answers 201', async () => {
    const res = await send('POST', '/property/create', { ...flatInput, ...specShapes });
    expect(res.statusCode).toBe(201);
    expect(propertySchema.parse(res.json().data)).toMatchObject({
      category: { name: 'apartment' },
      property_address: {
        address: 'House 12, Road 3, Sector 2',
        delegation: { slug: 'uposhohor', name_bn: 'উপশহর' },
        city: { slug: 'rajshahi' },
      },
      property_status: 'pending',
    });
  });

  it('takes them in the multipart form’s `data` field too', async () => {
    const res = await sendForm('POST', '/property/create', { ...flatInput, ...specShapes }, 1);
    expect(res.statusCode).toBe(201);
    const listing = propertySchema.parse(res.json().data);
    expect(listing.property_address.delegation.slug).toBe('uposhohor');
    expect(listing.photos).toHaveLength(1);
  });

  it.each([
    ['a capitalised English name', 'Apartment', 'apartment'],
    ['a Bengali name', { name: 'গেস্ট হাউস' }, 'guest-house'],
    ['an English name with a space', { name: 'Guest house' }, 'guest-house'],
  ])('takes a category as %s', async (_how, category, slug) => {
    const res = await send('POST', '/property/create', { ...flatInput, category });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.category).toEqual({ name: slug });
  });

  it.each([
    ['its slug object', { slug: 'uposhohor', name: 'Uposhohor', name_bn: 'উপশহর' }],
    ['an English name', { name: 'Uposhohor' }],
    ['another spelling', { name: 'Upashahar' }],
    ['a Bengali name only', { name_bn: 'উপশহর' }],
  ])('takes an area as %s', async (_how, delegation) => {
    const res = await send('POST', '/property/create', {
      ...flatInput,
      property_address: { address: 'Road 1', delegation, city: { slug: 'rajshahi' } },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.property_address.delegation.slug).toBe('uposhohor');
  });

  it.each([
    ['category', { category: { name: 'castle' } }, 'required'],
    ['category', { category: { title: 'apartment' } }, 'required'],
    [
      'property_address.delegation',
      { property_address: { address: 'Road 1', delegation: { name: 'Atlantis' } } },
      'unknown_area',
    ],
    [
      'property_address.delegation',
      { property_address: { address: 'Road 1', delegation: { name: 'x' } } },
      'too_short',
    ],
    ['property_address.delegation', { property_address: { address: 'Road 1', delegation: {} } }, 'required'],
    ['property_address.delegation', { property_address: { address: 'Road 1', delegation: 7 } }, 'required'],
    ['contact_number', { contact_number_prefix: { dialCode: '+44' } }, 'invalid_phone'],
  ])('refuses a bad %s in the long form with the field’s code', async (field, change, code) => {
    const res = await send('POST', '/property/create', { ...flatInput, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(code);
  });

  it('ignores what only the server decides: status, decision, owner, id', async () => {
    const other = await createProperty(t.database.db, { userId: stranger.id, status: 'approved' });
    const res = await send('POST', '/property/create', {
      ...flatInput,
      _id: other.id,
      property_status: 'approved',
      approvedRejectBy: stranger.id,
      rejection_reason: 'none',
      user: { _id: stranger.id, name: 'Someone else' },
      totalData: 99,
      isNew: false,
      createdAt: '2001-01-01T00:00:00.000Z',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      property_status: 'pending',
      approvedRejectBy: null,
      rejection_reason: null,
      user: { _id: owner.id },
    });
    expect(res.json().data._id).not.toBe(other.id);
    expect(res.json().data.createdAt).not.toMatch(/^2001/);
  });
});

/** A full listing with photos, approved, as an owner would find it in their list. */
async function approvedListingWithPhotos() {
  const row = await createProperty(t.database.db, {
    userId: owner.id,
    status: 'approved',
    bedrooms: 3,
    bathrooms: 2,
    floor: 4,
    sizeValue: 1250,
    sizeUnit: 'sqft',
    sizeSqft: 1250,
    availableFrom: '2027-01',
    tenant: 'family',
    advanceMonths: 2,
    amenities: ['lift', 'gas'],
    contactEmail: 'owner@example.com',
  });
  const photoRows = await addPhotos(t.database.db, t.storage, row.id, 3);
  await t.database.db
    .update(properties)
    .set({ coverPhotoId: photoRows[1]!.id })
    .where(eq(properties.id, row.id));
  return row;
}

// What an edit changes beyond the content: the review state (an owner's edit goes back to the
// queue), the time of the edit, and the poster's count of public posts.
const content = ({ property_status: _s, updatedAt: _u, totalData: _n, ...rest }: Property) => rest;

describe('sending back what was read', () => {
  it('PATCHes the whole `data` of GET back as JSON: 200, and the listing is unchanged', async () => {
    const row = await approvedListingWithPhotos();
    const read = propertySchema.parse((await send('GET', `/property/${row.id}`)).json().data);
    const res = await send('PATCH', `/property/${row.id}`, read);
    expect(res.statusCode).toBe(200);
    const written = propertySchema.parse(res.json().data);
    // Nothing changed, so nothing is written: the listing stays public, with no revision waiting.
    expect(written.property_status).toBe('approved');
    expect(written.updatedAt).toBe(read.updatedAt);
    expect(content(written)).toEqual(content(read));
    const reread = propertySchema.parse((await send('GET', `/property/${row.id}`)).json().data);
    expect(content(reread)).toEqual(content(read));
    expect(reread.cover_photo?.id).toBe(read.photos[1]?.id);
  });

  it('does the same through the multipart form', async () => {
    const row = await approvedListingWithPhotos();
    const read = propertySchema.parse((await send('GET', `/property/${row.id}`)).json().data);
    const res = await sendForm('PATCH', `/property/${row.id}`, read);
    expect(res.statusCode).toBe(200);
    expect(content(propertySchema.parse(res.json().data))).toEqual(content(read));
  });

  it('gives an edit in the long form the same field codes as a new listing', async () => {
    const row = await createProperty(t.database.db, { userId: owner.id });
    for (const [change, field, code] of [
      [{ category: { name: 'castle' } }, 'category', 'required'],
      [
        { property_address: { address: 'Road 1', delegation: { name: 'Atlantis' } } },
        'property_address.delegation',
        'unknown_area',
      ],
      [{ cover_photo: { url: 'no id' } }, 'cover_photo', 'invalid'],
    ] as const) {
      const res = await send('PATCH', `/property/${row.id}`, change);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[field]).toBe(code);
    }
  });

  it('never sets status, decision, owner or another listing through the fields it read', async () => {
    const row = await approvedListingWithPhotos();
    const other = await createProperty(t.database.db, { userId: owner.id, status: 'approved', price: 777 });
    const read = (await send('GET', `/property/${row.id}`)).json().data as Property;
    const res = await send('PATCH', `/property/${row.id}`, {
      ...read,
      _id: other.id,
      price: 19000,
      property_status: 'approved',
      approvedRejectBy: stranger.id,
      rejection_reason: 'forged',
      user: { _id: stranger.id, name: 'Someone else', avatar: null },
    });
    expect(res.statusCode).toBe(200);
    const [stored] = await t.database.db.select().from(properties).where(eq(properties.id, row.id));
    // A change of the price alone goes live without review (moderation/revisions.test.ts).
    expect(stored).toMatchObject({
      price: 19000,
      status: 'approved',
      approvedRejectBy: null,
      rejectionReason: null,
      userId: owner.id,
    });
    const [untouched] = await t.database.db.select().from(properties).where(eq(properties.id, other.id));
    expect(untouched).toMatchObject({ price: 777, status: 'approved' });
  });
});
