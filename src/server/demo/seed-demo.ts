import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/client';
import { properties, users } from '../db/schema';
import { processPhoto, type ProcessedPhoto } from '../media/photo-variants';
import type { Storage } from '../media/storage';
import { createProperty } from '../properties/create-property';
import { placeColumns, spreadPoint } from '../properties/listing-place';
import { expiryFrom } from '../properties/listing-life';
import { demoPhotoFile, readDemoData } from './demo-data';

const DAY_MS = 24 * 60 * 60 * 1000;

interface Logger {
  info(message: string): void;
}

/**
 * Fills an empty database with the demo marketplace of demo/listings.json. Each owner posts each
 * listing through createProperty, photos and all, as a real post goes; the seed then sets what a
 * post cannot: approval and a date in the past. All of it in one transaction: a seed cut short
 * leaves an empty database, which the next start seeds again.
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

  const demo = await readDemoData();
  const files = new Map<string, Buffer>();
  for (const name of new Set(demo.listings.flatMap((entry) => entry.photos)))
    files.set(name, await fs.readFile(demoPhotoFile(name)));
  // Listings share pictures: each file is turned into variants once (in parallel, as sharp likes),
  // then stored under a new name for every listing that shows it, as any upload is.
  const processed = new Map<Buffer, ProcessedPhoto>(
    await Promise.all([...files.values()].map(async (file) => [file, await processPhoto(file)] as const)),
  );
  const processOnce = async (file: Buffer) => processed.get(file) ?? processPhoto(file);

  await db.transaction(async (tx) => {
    const owners = await tx
      .insert(users)
      .values(
        demo.owners.map((owner) => ({
          id: stableUuid(`owner:${owner.email}`),
          name: owner.name,
          email: owner.email,
          phone: owner.phone,
          accountType: owner.account_type,
          // Demo owners cannot log in: no password hashes to any input.
          passwordHash: '!demo-owner',
          // Demo addresses stand for proven ones: the demo's mails show what owners receive.
          emailVerifiedAt: new Date(now - 200 * DAY_MS),
          createdAt: new Date(now - 200 * DAY_MS),
        })),
      )
      .returning();
    for (const [index, entry] of demo.listings.entries()) {
      const owner = owners[entry.owner];
      if (!owner) throw new Error(`Demo listing ${index} names an unknown owner`);
      const viewer: Viewer = {
        id: owner.id,
        isAdmin: false,
        sessionId: 'demo-seed',
        sessionExpiresAt: new Date(now),
        token: '',
        user: owner,
      };
      const photoFiles = entry.photos.map((name) => {
        const file = files.get(name);
        if (!file) throw new Error(`Demo listing ${index}: no photo ${name}`);
        return file;
      });
      const id = stableUuid(`property:${index}`);
      await createProperty(
        tx,
        storage,
        viewer,
        entry.listing,
        { photo: photoFiles },
        {
          id,
          processPhoto: processOnce,
        },
      );
      const createdAt = new Date(now - entry.days_ago * DAY_MS - index * 60_000);
      // Pins spread over the area (up to 600 m from its centre), the same at every seed.
      const [created] = await tx.select().from(properties).where(eq(properties.id, id));
      const pinned =
        created?.pinLat != null && created.pinLng != null && !entry.listing.pin
          ? placeColumns(spreadPoint({ lat: created.pinLat, lng: created.pinLng }, id, 600), created)
          : {};
      const closed =
        entry.closed_days_ago === undefined
          ? {}
          : {
              marketStatus: entry.listing.property_type === 'rent' ? ('rented' as const) : ('sold' as const),
              closedAt: new Date(now - entry.closed_days_ago * DAY_MS),
            };
      await tx
        .update(properties)
        // Approved listings are public for their full time from the day the demo is seeded (those
        // let or sold long ago are not: their closedAt is past the 30 days a closed listing shows).
        .set({
          ...pinned,
          ...closed,
          status: entry.status,
          createdAt,
          updatedAt: createdAt,
          expiresAt:
            entry.status === 'approved' ? expiryFrom(new Date(now), entry.listing.property_type) : null,
        })
        .where(eq(properties.id, id));
    }
  });
  // The embedded database has no autovacuum: give the planner statistics now.
  await db.execute(sql`analyze`);
  log.info(
    `Demo data: ${demo.listings.length} listings and ${files.size} pictures in ${Math.round(performance.now() - started)} ms`,
  );
  return true;
}

/** A version-4-shaped UUID derived from a label, so demo ids are the same on every machine. */
function stableUuid(label: string): string {
  const h = createHash('sha256').update(`thikana-demo-id:${label}`).digest('hex');
  const variant = ((parseInt(h[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
