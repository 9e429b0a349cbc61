import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AccountView } from '../../shared/account-admin';
import { AppError } from '../app-error';
import type { Db } from '../db/client';
import { accountTrail } from '../audit/admin-actions';
import { areas, photos, properties, propertyReports, users } from '../db/schema';
import { findPhotoMatches } from '../media/photo-matches';
import { photoUrls } from '../media/photo-variants';
import type { Storage } from '../media/storage';

/** The listings shown, the newest first: an account with more is a case for the database, not a screen. */
const LISTINGS_SHOWN = 100;
/** The newest listings whose photos are looked for elsewhere: two queries each, so the view stays fast. */
const LISTINGS_MATCHED = 20;
/** Reports shown, the newest first. */
const EVENTS_SHOWN = 100;

/**
 * What an admin sees of one account (shared/account-admin.ts accountViewSchema): the account, its
 * listings of any status, the numbers it gives, the reports against its listings, the audit trail of
 * the account and its listings (audit/), and its newest listings' photos found in other accounts' listings.
 */
export async function gatherAccountView(db: Db, storage: Storage, accountId: string): Promise<AccountView> {
  const [account] = await db.select().from(users).where(eq(users.id, accountId));
  if (!account) throw new AppError('NOT_FOUND');

  const cover = sql<string | null>`coalesce(
    (select ${photos.storageKey} from ${photos} where ${photos.id} = ${properties.coverPhotoId}),
    (select ${photos.storageKey} from ${photos} where ${photos.propertyId} = ${properties.id}
      and ${photos.kind} = 'photo' order by ${photos.position} limit 1))`;
  const listings = await db
    .select({
      id: properties.id,
      title: properties.title,
      status: properties.status,
      marketStatus: properties.marketStatus,
      area: { en: areas.name, bn: areas.nameBn },
      contactNumber: properties.contactNumber,
      createdAt: properties.createdAt,
      cover,
    })
    .from(properties)
    .innerJoin(areas, eq(areas.id, properties.areaId))
    .where(eq(properties.userId, accountId))
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(LISTINGS_SHOWN);
  const [total] = await db.select({ n: count() }).from(properties).where(eq(properties.userId, accountId));

  // Counted over every listing of the account, not only those shown.
  const numberRows = await db
    .select({ number: properties.contactNumber, listings: count() })
    .from(properties)
    .where(eq(properties.userId, accountId))
    .groupBy(properties.contactNumber)
    .orderBy(desc(count()), properties.contactNumber);
  const numbers = numberRows.map((row) => ({ ...row, account_phone: row.number === account.phone }));
  if (account.phone && !numbers.some((row) => row.account_phone)) {
    numbers.unshift({ number: account.phone, listings: 0, account_phone: true });
  }

  const reports = await db
    .select({
      propertyId: propertyReports.propertyId,
      title: properties.title,
      reason: propertyReports.reason,
      details: propertyReports.details,
      createdAt: propertyReports.createdAt,
      resolvedAt: propertyReports.resolvedAt,
    })
    .from(propertyReports)
    .innerJoin(properties, eq(properties.id, propertyReports.propertyId))
    .where(eq(properties.userId, accountId))
    .orderBy(desc(propertyReports.createdAt))
    .limit(EVENTS_SHOWN);

  return {
    account: {
      id: account.id,
      name: account.name,
      account_type: account.accountType,
      phone: account.phone,
      phone_verified: account.phoneVerifiedAt !== null,
      email: account.email,
      email_verified: account.emailVerifiedAt !== null,
      is_admin: account.isAdmin,
      created_at: account.createdAt.toISOString(),
      suspended_at: account.suspendedAt?.toISOString() ?? null,
      suspended_reason: account.suspendedReason,
    },
    listings: listings.map((listing) => ({
      id: listing.id,
      title: listing.title,
      status: listing.status,
      market_status: listing.marketStatus,
      area: listing.area,
      contact_number: listing.contactNumber,
      created_at: listing.createdAt.toISOString(),
      photo_url: listing.cover ? photoUrls(storage, listing.cover).url : null,
    })),
    listings_total: total?.n ?? 0,
    numbers,
    reports: reports.map((report) => ({
      property_id: report.propertyId,
      property_title: report.title,
      reason: report.reason,
      details: report.details,
      created_at: report.createdAt.toISOString(),
      resolved_at: report.resolvedAt?.toISOString() ?? null,
    })),
    trail: await accountTrail(db, accountId),
    photo_matches: await photoMatches(db, storage, listings.slice(0, LISTINGS_MATCHED)),
  };
}

type PairRow = AccountView['photo_matches'][number];
interface Pair {
  row: Omit<PairRow, 'other' | 'other_photo_url'>;
  otherId: string;
  otherKey: string;
  own: Set<string>;
}

/** Each listing's photo matches, one row per pair of listings: its nearest pair of photos shown. */
async function photoMatches(
  db: Db,
  storage: Storage,
  listings: Array<{ id: string; title: string }>,
): Promise<PairRow[]> {
  const pairs = new Map<string, Pair>();
  // Asked side by side: a pool of connections answers them together, not one after another.
  const found = await Promise.all(listings.map((listing) => findPhotoMatches(db, listing.id)));
  for (const [n, listing] of listings.entries()) {
    for (const match of found[n]!) {
      const key = `${listing.id} ${match.otherPropertyId}`;
      const pair = pairs.get(key);
      if (pair) {
        pair.own.add(match.storageKey);
        pair.row.photos = pair.own.size;
        continue;
      }
      // findPhotoMatches sorts the nearest first: the first of a pair is the one shown.
      pairs.set(key, {
        row: {
          property_id: listing.id,
          property_title: listing.title,
          photo_url: photoUrls(storage, match.storageKey).url,
          photos: 1,
          distance: match.distance,
        },
        otherId: match.otherPropertyId,
        otherKey: match.otherStorageKey,
        own: new Set([match.storageKey]),
      });
    }
  }
  if (pairs.size === 0) return [];
  const list = [...pairs.values()];
  const others = await db
    .select({
      id: properties.id,
      title: properties.title,
      status: properties.status,
      owner: { id: users.id, name: users.name },
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.userId))
    .where(inArray(properties.id, [...new Set(list.map((pair) => pair.otherId))]));
  const byId = new Map(others.map((other) => [other.id, other]));
  // The other photo's file may be gone (its listing deleted, or the photo replaced).
  const stored = await db
    .select({ key: photos.storageKey })
    .from(photos)
    .where(inArray(photos.storageKey, [...new Set(list.map((pair) => pair.otherKey))]));
  const storedKeys = new Set(stored.map((row) => row.key));
  return list.map(({ row, otherId, otherKey }) => ({
    ...row,
    other_photo_url: storedKeys.has(otherKey) ? photoUrls(storage, otherKey).url : null,
    other: byId.get(otherId) ?? { id: otherId, title: null, status: 'deleted' as const, owner: null },
  }));
}
