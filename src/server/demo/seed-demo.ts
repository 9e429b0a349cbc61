import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SQFT_PER_UNIT } from '../../shared/enums';
import type { Db } from '../db/client';
import { areas, cities, photos, properties, users } from '../db/schema';
import { processPhoto, storePhoto, type ProcessedPhoto } from '../media/photo-variants';
import type { Storage } from '../media/storage';
import { demoListings, demoOwners, type DemoCategory } from './demo-listings';
import { drawDemoPhoto } from './draw-demo-photo';

const PHOTOS_PER_LISTING = 3;
const VARIANTS_PER_CATEGORY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Logger {
  info(message: string): void;
}

/**
 * Fills an empty database with the bilingual demo marketplace. The same data every time: ids and
 * file names derive from the listing's position, dates from "now".
 */
export async function seedDemoIfEmpty(
  db: Db,
  storage: Storage,
  log: Logger,
  now = Date.now(),
): Promise<boolean> {
  const [existing] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(properties);
  if ((existing?.n ?? 0) > 0) return false;
  const started = performance.now();

  const pictures = await drawAllPictures();
  const placeIds = await loadPlaceIds(db);
  const ownerIds = demoOwners.map((owner) => stableUuid(`owner:${owner.email}`));

  const photoRows: Array<typeof photos.$inferInsert> = [];
  const files: Array<{ storageKey: string; picture: ProcessedPhoto }> = [];
  const propertyRows = demoListings.map((listing, index) => {
    const id = stableUuid(`property:${index}`);
    const place = placeIds.get(listing.area);
    if (!place) throw new Error(`Demo listing ${index} names an unknown area: ${listing.area}`);
    const ownerId = ownerIds[listing.owner];
    if (!ownerId) throw new Error(`Demo listing ${index} names an unknown owner: ${listing.owner}`);
    for (let position = 0; position < PHOTOS_PER_LISTING; position++) {
      const picture = pictures.get(pictureKey(listing.category, (index + position) % VARIANTS_PER_CATEGORY));
      if (!picture) throw new Error(`No demo picture for ${listing.category}`);
      const storageKey = stableHex(`photo:${index}:${position}`);
      files.push({ storageKey, picture });
      photoRows.push({
        id: stableUuid(`photo:${index}:${position}`),
        propertyId: id,
        position,
        storageKey,
        width: picture.width,
        height: picture.height,
      });
    }
    const createdAt = new Date(now - listing.daysAgo * DAY_MS - index * 60_000);
    return {
      id,
      userId: ownerId,
      propertyType: listing.property_type,
      title: listing.property_title,
      description: listing.description,
      price: listing.price,
      priceType: listing.price_type,
      rentTimePeriod: listing.property_type === 'rent' ? (listing.rent_time_period ?? 'monthly') : null,
      category: listing.category,
      condition: listing.property_condition,
      address: listing.address,
      areaId: place.areaId,
      cityId: place.cityId,
      contactNumber: listing.contact_number,
      contactEmail: listing.contact_email,
      bedrooms: listing.bedrooms,
      bathrooms: listing.bathrooms,
      sizeValue: listing.size?.value ?? null,
      sizeUnit: listing.size?.unit ?? null,
      sizeSqft: listing.size ? Math.round(listing.size.value * SQFT_PER_UNIT[listing.size.unit]) : null,
      floor: listing.floor,
      availableFrom: listing.available_from,
      tenant: listing.tenant,
      advanceMonths: listing.advance_months,
      amenities: listing.amenities,
      coverPhotoId: stableUuid(`photo:${index}:0`),
      status: listing.status,
      createdAt,
      updatedAt: createdAt,
    };
  });

  await Promise.all(files.map((file) => storePhoto(storage, file.storageKey, file.picture)));

  await db.transaction(async (tx) => {
    await tx.insert(users).values(
      demoOwners.map((owner, i) => ({
        id: ownerIds[i],
        name: owner.name,
        email: owner.email,
        phone: owner.phone,
        accountType: owner.account_type,
        // Demo owners cannot log in: no password hashes to any input.
        passwordHash: '!demo-owner',
        createdAt: new Date(now - 200 * DAY_MS),
      })),
    );
    await tx.insert(properties).values(propertyRows);
    await tx.insert(photos).values(photoRows);
  });
  // The embedded database has no autovacuum: give the planner statistics now.
  await db.execute(sql`analyze`);
  log.info(
    `Demo data: ${propertyRows.length} listings and ${photoRows.length} photos in ${Math.round(performance.now() - started)} ms`,
  );
  return true;
}

const pictureKey = (category: DemoCategory, variant: number) => `${category}:${variant}`;

async function drawAllPictures(): Promise<Map<string, ProcessedPhoto>> {
  const categories = [...new Set(demoListings.map((l) => l.category))];
  const jobs = categories.flatMap((category) =>
    Array.from({ length: VARIANTS_PER_CATEGORY }, (_, variant) => ({ category, variant })),
  );
  const drawn = await Promise.all(
    jobs.map(
      async ({ category, variant }) =>
        [pictureKey(category, variant), await processPhoto(await drawDemoPhoto(category, variant))] as const,
    ),
  );
  return new Map(drawn);
}

async function loadPlaceIds(db: Db): Promise<Map<string, { areaId: number; cityId: number }>> {
  const rows = await db
    .select({ slug: areas.slug, areaId: areas.id, cityId: cities.id })
    .from(areas)
    .innerJoin(cities, sql`${cities.id} = ${areas.cityId}`);
  return new Map(rows.map((r) => [r.slug, { areaId: r.areaId, cityId: r.cityId }]));
}

function stableHex(label: string): string {
  return createHash('sha256').update(`thikana-demo:${label}`).digest('hex').slice(0, 24);
}

/** A version-4-shaped UUID derived from a label, so demo ids are the same on every machine. */
function stableUuid(label: string): string {
  const h = createHash('sha256').update(`thikana-demo-id:${label}`).digest('hex');
  const variant = ((parseInt(h[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
