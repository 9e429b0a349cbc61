import { and, countDistinct, count, desc, eq, gt, inArray, ne } from 'drizzle-orm';
import { mobileNumbersIn } from '../../shared/hidden-contact';
import { BURST, type Evidence, type EvidenceListing } from '../../shared/moderation';
import { AppError } from '../app-error';
import type { Db } from '../db/client';
import { photos, properties, users } from '../db/schema';
import { findPhotoMatches } from '../media/photo-matches';
import { photoUrls } from '../media/photo-variants';
import type { Storage } from '../media/storage';

/** Listings named as evidence at the most, of each kind (the newest): the moderator needs a few, not all. */
const SHOWN = 20;

/**
 * What a moderator sees before deciding on a listing or its revision (shared/moderation.ts
 * evidenceSchema): its photos found in other accounts' listings (media/photo-matches.ts), other
 * accounts' listings with its contact number, the numbers its title and description spell out other
 * than its own, and its account's recent posting.
 */
export async function gatherEvidence(db: Db, storage: Storage, propertyId: string): Promise<Evidence> {
  const [listing] = await db
    .select({
      title: properties.title,
      description: properties.description,
      contactNumber: properties.contactNumber,
      user: { id: users.id, name: users.name, accountType: users.accountType, createdAt: users.createdAt },
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.userId))
    .where(eq(properties.id, propertyId));
  if (!listing) throw new AppError('PROPERTY_NOT_FOUND');

  const matches = (await findPhotoMatches(db, propertyId)).slice(0, SHOWN);
  const others = await listingsById(db, [...new Set(matches.map((match) => match.otherPropertyId))]);
  const stillStored = new Set(
    matches.length === 0
      ? []
      : (
          await db
            .select({ key: photos.storageKey })
            .from(photos)
            .where(
              inArray(
                photos.storageKey,
                matches.map((match) => match.otherStorageKey),
              ),
            )
        ).map((row) => row.key),
  );

  const sameNumber = await db
    .select(listingColumns)
    .from(properties)
    .innerJoin(users, eq(users.id, properties.userId))
    .where(and(eq(properties.contactNumber, listing.contactNumber), ne(properties.userId, listing.user.id)))
    .orderBy(desc(properties.createdAt))
    .limit(SHOWN);

  const since = new Date(Date.now() - BURST.days * 24 * 60 * 60 * 1000);
  const [posted] = await db
    .select({ all: count() })
    .from(properties)
    .where(eq(properties.userId, listing.user.id));
  const [recent] = await db
    .select({ listings: count(), areas: countDistinct(properties.areaId) })
    .from(properties)
    .where(and(eq(properties.userId, listing.user.id), gt(properties.createdAt, since)));
  const recentListings = recent?.listings ?? 0;
  const recentAreas = recent?.areas ?? 0;

  return {
    photo_matches: matches.map((match) => ({
      photo_url: photoUrls(storage, match.storageKey).url,
      other_photo_url: stillStored.has(match.otherStorageKey)
        ? photoUrls(storage, match.otherStorageKey).url
        : null,
      distance: match.distance,
      other_stored_at: match.otherAt.toISOString(),
      other: others.get(match.otherPropertyId) ?? deletedListing(match.otherPropertyId),
    })),
    same_number: sameNumber.map(toEvidenceListing),
    numbers_in_text: mobileNumbersIn(`${listing.title}\n${listing.description}`).filter(
      (number) => number !== listing.contactNumber,
    ),
    account: {
      id: listing.user.id,
      name: listing.user.name,
      account_type: listing.user.accountType,
      created_at: listing.user.createdAt.toISOString(),
      listings: posted?.all ?? 0,
      recent_listings: recentListings,
      recent_areas: recentAreas,
      burst: recentListings >= BURST.listings && recentAreas >= BURST.areas,
    },
  };
}

/** Whether approving this listing needs the admin to have seen photos matching another account's. */
export async function hasPhotoMatches(db: Db, propertyId: string): Promise<boolean> {
  return (await findPhotoMatches(db, propertyId)).length > 0;
}

const listingColumns = {
  id: properties.id,
  title: properties.title,
  status: properties.status,
  createdAt: properties.createdAt,
  owner: { id: users.id, name: users.name },
};

type ListingRow = { id: string; title: string; status: EvidenceListing['status']; createdAt: Date } & {
  owner: { id: string; name: string };
};

const toEvidenceListing = (row: ListingRow): EvidenceListing => ({
  id: row.id,
  title: row.title,
  status: row.status,
  owner: row.owner,
  created_at: row.createdAt.toISOString(),
});

/** A listing known only by its fingerprints: deleted since. */
const deletedListing = (id: string): EvidenceListing => ({
  id,
  title: null,
  status: 'deleted',
  owner: null,
  created_at: null,
});

async function listingsById(db: Db, ids: string[]): Promise<Map<string, EvidenceListing>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(listingColumns)
    .from(properties)
    .innerJoin(users, eq(users.id, properties.userId))
    .where(inArray(properties.id, ids));
  return new Map(rows.map((row) => [row.id, toEvidenceListing(row)]));
}
