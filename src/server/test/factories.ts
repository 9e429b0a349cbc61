import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { ADMIN_ROLE } from '../../shared/enums';
import type { Db } from '../db/client';
import { areas, photos, properties, users } from '../db/schema';
import { newStorageKey, processPhoto, storePhoto } from '../media/photo-variants';
import type { Storage } from '../media/storage';
import { expiryFrom } from '../properties/listing-life';
import { placeColumns } from '../properties/listing-place';
import type { TestContext } from './test-app';

type NewUser = typeof users.$inferInsert;
type NewProperty = typeof properties.$inferInsert;

export async function createUser(db: Db, overrides: Partial<NewUser> = {}) {
  const [user] = await db
    .insert(users)
    .values({
      name: 'Rahima Begum',
      email: `user-${randomUUID()}@example.com`,
      passwordHash: '!test',
      // A proven address unless a test says otherwise: mails reach it.
      emailVerifiedAt: new Date(),
      ...overrides,
    })
    .returning();
  if (!user) throw new Error('user not created');
  // Made with an e-mail unless a test says otherwise (createPhoneUser).
  return user as typeof user & { email: string };
}

/**
 * The people most API tests need, each signed in: a listing's owner (`ownerFields` name them or set
 * their language), a stranger (signed in, not the owner) and an admin; `newListing` makes one of
 * the owner's listings (approved unless told otherwise).
 */
export async function signedInPeople(t: TestContext, ownerFields: Partial<NewUser> = {}) {
  const { db } = t.database;
  const owner = await createUser(db, { name: 'Owner Karim', ...ownerFields });
  const stranger = await createUser(db);
  const admin = await createUser(db, { isAdmin: true, role: ADMIN_ROLE });
  return {
    owner,
    ownerToken: await t.tokenFor(owner.id),
    stranger,
    strangerToken: await t.tokenFor(stranger.id),
    admin,
    adminToken: await t.tokenFor(admin.id),
    newListing: (fields: Parameters<typeof createProperty>[1] = {}) =>
      createProperty(db, { userId: owner.id, ...fields }),
  };
}

/** An account made with a verified phone number alone, as an SMS sign-up makes it. */
export async function createPhoneUser(db: Db, phone: string, overrides: Partial<NewUser> = {}) {
  const [user] = await db
    .insert(users)
    .values({
      name: 'Abdul Karim',
      email: null,
      passwordHash: '!phone',
      phone,
      phoneVerifiedAt: new Date(),
      ...overrides,
    })
    .returning();
  if (!user) throw new Error('user not created');
  return user;
}

/** An approved flat for rent in Uposhohor unless told otherwise; the owner is made when not given. */
export async function createProperty(db: Db, overrides: Partial<NewProperty> & { areaSlug?: string } = {}) {
  const { areaSlug = 'uposhohor', ...fields } = overrides;
  const [area] = await db.select().from(areas).where(eq(areas.slug, areaSlug));
  if (!area) throw new Error(`unknown area ${areaSlug}`);
  const userId = fields.userId ?? (await createUser(db)).id;
  const isRent = (fields.propertyType ?? 'rent') === 'rent';
  const [property] = await db
    .insert(properties)
    .values({
      propertyType: 'rent',
      title: '৩ রুমের ফ্ল্যাট ভাড়া, উপশহর',
      description: 'দক্ষিণমুখী ফ্ল্যাট, গ্যাস লাইন ও লিফট আছে।',
      price: 15000,
      priceType: 'negotiable',
      rentTimePeriod: isRent ? 'monthly' : null,
      category: 'apartment',
      condition: 'old',
      address: 'House 12, Road 3, Sector 2',
      areaId: area.id,
      cityId: area.cityId,
      contactNumber: '+8801712345678',
      status: 'approved',
      // Pinned on the area's centre, as a listing posted without moving the pin.
      ...(area.lat !== null && area.lng !== null && placeColumns({ lat: area.lat, lng: area.lng })),
      ...fields,
      expiresAt:
        fields.expiresAt !== undefined || (fields.status ?? 'approved') !== 'approved'
          ? (fields.expiresAt ?? null)
          : expiryFrom(new Date(), fields.propertyType ?? 'rent'),
      userId,
    })
    .returning();
  if (!property) throw new Error('property not created');
  return property;
}

/** Gives a listing real photo files made by the same pipeline as uploads. */
export async function addPhotos(db: Db, storage: Storage, propertyId: string, count: number) {
  const image = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#0D9276' } })
    .jpeg()
    .toBuffer();
  const processed = await processPhoto(image);
  const rows = [];
  for (let position = 0; position < count; position++) {
    const storageKey = newStorageKey();
    await storePhoto(storage, storageKey, processed);
    rows.push({ propertyId, position, storageKey, width: processed.width, height: processed.height });
  }
  return db.insert(photos).values(rows).returning();
}

/** What an owner fills in for a flat to rent out, as the post form sends it (Bengali digits included). */
export const flatInput = {
  property_type: 'rent',
  property_title: 'উপশহরে ৩ রুমের ফ্ল্যাট ভাড়া',
  description: 'দক্ষিণমুখী, আলো-বাতাস ভরপুর ফ্ল্যাট। গ্যাস ও লিফট আছে, পরিবারের জন্য উপযুক্ত।',
  price: '১৫,০০০',
  price_type: 'negotiable',
  rent_time_period: 'monthly',
  category: 'apartment',
  property_condition: 'old',
  property_address: { address: 'House 12, Road 3, Sector 2', delegation: 'উপশহর', city: 'Rajshahi' },
  contact_number: '০১৭১২-৩৪৫৬৭৮',
  contact_email: 'owner@example.com',
  bedrooms: 3,
  bathrooms: 2,
  size: { value: '1250', unit: 'sqft' },
  floor: 4,
  available_from: '2027-01',
  tenant: 'family',
  advance_months: 2,
  amenities: ['lift', 'gas', 'lift'],
};

/** A flat posted through the API by `token`'s account (`input` over flatInput) with these JPEG photos; its id. */
export async function postFlat(
  t: TestContext,
  token: string,
  input: object,
  files: Buffer[],
): Promise<string> {
  const res = await t.apiForm(
    'POST',
    '/property/create',
    token,
    { data: JSON.stringify({ ...flatInput, ...input }) },
    files.map((content, n) => ({ field: 'photos', name: `photo-${n}.jpg`, type: 'image/jpeg', content })),
  );
  if (res.statusCode !== 201) throw new Error(`the flat was not posted: ${res.statusCode} ${res.body}`);
  return res.json<{ data: { _id: string } }>().data._id;
}
