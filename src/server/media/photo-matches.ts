import { and, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { photoFingerprints, photos, propertyRevisions } from '../db/schema';
import { bandNeighbours, hashBands, hashDistance, MATCH_DISTANCE } from './photo-fingerprint';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Files of one listing and the fingerprints made from each (none for a plain photo). */
export interface FingerprintedFile {
  storageKey: string;
  fingerprints: bigint[];
}

/**
 * Keeps the fingerprints of a listing's new files, in the transaction that stores the listing's
 * change (`createdAt`: when the file was stored, for a file fingerprinted later). A file without
 * any (too plain, or unreadable) gets one row without a hash: it is not tried again.
 */
export async function recordFingerprints(
  tx: Tx | Db,
  owner: { propertyId: string; userId: string; createdAt?: Date },
  files: FingerprintedFile[],
): Promise<void> {
  const rows = files.flatMap(({ storageKey, fingerprints }): (typeof photoFingerprints.$inferInsert)[] =>
    fingerprints.length === 0
      ? [{ ...owner, storageKey, part: 0, hash: null }]
      : fingerprints.map((hash, part) => {
          const [band0, band1, band2, band3] = hashBands(hash);
          return { ...owner, storageKey, part, hash, band0, band1, band2, band3 };
        }),
  );
  if (rows.length > 0) await tx.insert(photoFingerprints).values(rows).onConflictDoNothing();
}

/** One of a listing's files that looks like a file of another account's listing. */
export interface PhotoMatch {
  storageKey: string;
  otherStorageKey: string;
  otherPropertyId: string;
  otherUserId: string;
  /** When the other file was stored. */
  otherAt: Date;
  distance: number;
}

/**
 * The files of other accounts' listings (public or not, declined or deleted) that look like this
 * listing's files: a whole photo near another's whole or part, or a part near another's whole (one
 * of them cropped from the other). Only the files the listing shows or its pending revision proposes
 * count as its own: a removed photo's fingerprints stay for other listings' sake. One query: the
 * band index gives the candidates, PostgreSQL's bit_count keeps those near one of the hashes, and
 * the nearest match per pair of files is kept.
 */
export async function findPhotoMatches(db: Db, propertyId: string): Promise<PhotoMatch[]> {
  const mine = await db
    .select({
      storageKey: photoFingerprints.storageKey,
      userId: photoFingerprints.userId,
      part: photoFingerprints.part,
      hash: photoFingerprints.hash,
    })
    .from(photoFingerprints)
    .where(
      and(
        eq(photoFingerprints.propertyId, propertyId),
        isNotNull(photoFingerprints.hash),
        sql`(${photoFingerprints.storageKey} in (select ${photos.storageKey} from ${photos} where ${photos.propertyId} = ${propertyId})
          or ${photoFingerprints.storageKey} in (select jsonb_array_elements(${propertyRevisions.changes} -> 'photos') ->> 'storageKey'
            from ${propertyRevisions} where ${propertyRevisions.propertyId} = ${propertyId}))`,
      ),
    );
  const [owner] = mine;
  if (!owner) return [];
  const own = mine.map((row) => ({ ...row, hash: row.hash! }));
  const candidates = await nearFingerprints(
    db,
    own.map((row) => ({ hash: row.hash, whole: row.part === 0 })),
    owner.userId,
  );
  const best = new Map<string, PhotoMatch>();
  for (const other of candidates) {
    for (const mineRow of own) {
      // A part is compared with wholes only: two parts of two wholes that match are no news.
      if (mineRow.part !== 0 && other.part !== 0) continue;
      const distance = hashDistance(mineRow.hash, other.hash!);
      if (distance > MATCH_DISTANCE) continue;
      const pair = `${mineRow.storageKey} ${other.storageKey}`;
      const kept = best.get(pair);
      if (kept && kept.distance <= distance) continue;
      best.set(pair, {
        storageKey: mineRow.storageKey,
        otherStorageKey: other.storageKey,
        otherPropertyId: other.propertyId,
        otherUserId: other.userId,
        otherAt: other.createdAt,
        distance,
      });
    }
  }
  return [...best.values()].sort((a, b) => a.distance - b.distance);
}

const distanceTo = (hash: bigint) =>
  sql`bit_count((${photoFingerprints.hash} # ${hash.toString()}::bigint)::bit(64))`;
const nearest = (hashes: bigint[]) =>
  hashes.length === 0 ? sql`64` : sql`least(${sql.join(hashes.map(distanceTo), sql`, `)})`;

/**
 * Other accounts' fingerprints near any of these hashes: their bands within a bit of one of the
 * hashes' (the index), then within MATCH_DISTANCE of a whole hash, or, for another's whole, of a
 * part's.
 */
export function nearFingerprints(db: Db, hashes: Array<{ hash: bigint; whole: boolean }>, userId: string) {
  const columns = [
    photoFingerprints.band0,
    photoFingerprints.band1,
    photoFingerprints.band2,
    photoFingerprints.band3,
  ];
  const probes = columns.map((_, n) => [
    ...new Set(hashes.flatMap(({ hash }) => bandNeighbours(hashBands(hash)[n]!))),
  ]);
  const wholes = hashes.filter((h) => h.whole).map((h) => h.hash);
  const parts = hashes.filter((h) => !h.whole).map((h) => h.hash);
  return db
    .select({
      storageKey: photoFingerprints.storageKey,
      propertyId: photoFingerprints.propertyId,
      userId: photoFingerprints.userId,
      part: photoFingerprints.part,
      hash: photoFingerprints.hash,
      createdAt: photoFingerprints.createdAt,
    })
    .from(photoFingerprints)
    .where(
      and(
        or(...columns.map((column, n) => inArray(column, probes[n]!))),
        ne(photoFingerprints.userId, userId),
        sql`least(${nearest(wholes)}, case when ${photoFingerprints.part} = 0 then ${nearest(parts)} else 64 end) <= ${MATCH_DISTANCE}`,
      ),
    );
}
