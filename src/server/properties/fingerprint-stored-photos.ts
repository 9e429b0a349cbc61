import { count, eq, isNull } from 'drizzle-orm';
import type { RecurringJobName } from '../config/job-schedules';
import type { Db } from '../db/client';
import { photoFingerprints, photos, properties } from '../db/schema';
import type { JobDefinition } from '../jobs/queue';
import { fingerprintFile } from '../media/photo-fingerprint';
import { recordFingerprints } from '../media/photo-matches';
import { variantName } from '../media/photo-variants';
import type { Storage } from '../media/storage';

/** Photos fingerprinted a run: the whole backlog of a large site goes over several runs. */
const PER_RUN = 500;
// The variant the hash is made from: the largest stored (the original is not kept).
const SOURCE_WIDTH = 1280;

// A photo without a row in photo_fingerprints (a row without a hash means tried: too plain or gone).
const notFingerprinted = isNull(photoFingerprints.id);

/** Photos the job has still to fingerprint: the backlog the metrics show (photo_fingerprints' index serves it). */
export async function photosAwaitingFingerprints(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(photos)
    .leftJoin(photoFingerprints, eq(photoFingerprints.storageKey, photos.storageKey))
    .where(notFingerprinted);
  return row?.n ?? 0;
}

/**
 * Fingerprints listing photos stored before fingerprints were made (media/photo-fingerprint.ts),
 * from their largest stored variant, as their listing's owner's and dated when the photo was
 * stored, oldest first. A photo whose file is gone or unreadable is counted as `missing` and not
 * tried again.
 */
export async function fingerprintStoredPhotos(
  db: Db,
  storage: Storage,
  options: { signal?: AbortSignal } = {},
): Promise<{ fingerprinted: number; missing: number }> {
  const waiting = await db
    .select({
      storageKey: photos.storageKey,
      propertyId: photos.propertyId,
      userId: properties.userId,
      createdAt: photos.createdAt,
    })
    .from(photos)
    .innerJoin(properties, eq(properties.id, photos.propertyId))
    .leftJoin(photoFingerprints, eq(photoFingerprints.storageKey, photos.storageKey))
    .where(notFingerprinted)
    .orderBy(photos.createdAt)
    .limit(PER_RUN);
  let fingerprinted = 0;
  let missing = 0;
  for (const photo of waiting) {
    if (options.signal?.aborted) break;
    const fingerprints = await fingerprintsOf(storage, photo.storageKey);
    if (fingerprints === null) missing++;
    else fingerprinted++;
    // A file gone or unreadable gets its row without a hash too: the next run goes on past it.
    await recordFingerprints(db, photo, [{ storageKey: photo.storageKey, fingerprints: fingerprints ?? [] }]);
  }
  return { fingerprinted, missing };
}

/** A stored photo's fingerprints, or null when its file is gone or cannot be read. */
async function fingerprintsOf(storage: Storage, storageKey: string): Promise<bigint[] | null> {
  const file = await storage.read(variantName(storageKey, SOURCE_WIDTH));
  if (!file) return null;
  try {
    return await fingerprintFile(file);
  } catch {
    return null;
  }
}

/**
 * The backfill on the job queue: every ten minutes until nothing waits, then a query that finds
 * nothing. Its log line has the counts only.
 */
export function fingerprintStoredPhotosJob(db: Db, storage: Storage): JobDefinition {
  return {
    name: 'fingerprint-photos' satisfies RecurringJobName,
    manual: true,
    cron: '*/10 * * * *',
    retryLimit: 0,
    expireInSeconds: 30 * 60,
    run: async (_data, { signal }) => ({ ...(await fingerprintStoredPhotos(db, storage, { signal })) }),
  };
}
