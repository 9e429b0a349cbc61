import { and, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { photoFingerprints } from '../db/schema';
import { bandNeighbours, hashBands, hashDistance, MATCH_DISTANCE } from './photo-fingerprint';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Files of one listing and the fingerprints made from each (none for a plain photo). */
export interface FingerprintedFile {
  storageKey: string;
  fingerprints: bigint[];
}

/**
 * Keeps the fingerprints of a listing's new files, in the transaction that stores the listing's
 * change. A file without any (too plain) gets one row without a hash: it is not tried again.
 */
export async function recordFingerprints(
  tx: Tx | Db,
  owner: { propertyId: string; userId: string },
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
 * listing's files: a whole photo near another's whole or corner, or a corner near another's whole
 * (one of them cropped from the other). Candidates come from the band index (each band within one
 * bit), then the exact distance decides; the nearest match per pair of files is kept.
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
    .where(and(eq(photoFingerprints.propertyId, propertyId), isNotNull(photoFingerprints.hash)));
  const best = new Map<string, PhotoMatch>();
  for (const own of mine) {
    const candidates = await nearFingerprints(db, own.hash!, own.userId, own.part === 0);
    for (const other of candidates) {
      const distance = hashDistance(own.hash!, other.hash!);
      if (distance > MATCH_DISTANCE) continue;
      const pair = `${own.storageKey} ${other.storageKey}`;
      const kept = best.get(pair);
      if (kept && kept.distance <= distance) continue;
      best.set(pair, {
        storageKey: own.storageKey,
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

/**
 * Fingerprints of other accounts whose bands are within a bit of this hash's: a whole photo's hash is
 * compared with others' wholes and corners, a corner's with others' wholes only.
 */
export function nearFingerprints(db: Db, hash: bigint, userId: string, whole: boolean) {
  const bands = hashBands(hash);
  const columns = [
    photoFingerprints.band0,
    photoFingerprints.band1,
    photoFingerprints.band2,
    photoFingerprints.band3,
  ];
  return db
    .select({
      storageKey: photoFingerprints.storageKey,
      propertyId: photoFingerprints.propertyId,
      userId: photoFingerprints.userId,
      hash: photoFingerprints.hash,
      createdAt: photoFingerprints.createdAt,
    })
    .from(photoFingerprints)
    .where(
      and(
        or(...columns.map((column, n) => inArray(column, bandNeighbours(bands[n]!)))),
        ne(photoFingerprints.userId, userId),
        whole ? undefined : eq(photoFingerprints.part, 0),
        sql`bit_count((${photoFingerprints.hash} # ${hash.toString()}::bigint)::bit(64)) <= ${MATCH_DISTANCE}`,
      ),
    );
}
