import { eq, isNull } from 'drizzle-orm';
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

/**
 * Fingerprints listing photos stored before fingerprints were made (media/photo-fingerprint.ts),
 * from their largest stored variant, as their listing's owner's. A photo whose file is gone is left
 * out (the orphan sweep's business); the next run takes the next ones.
 */
export async function fingerprintStoredPhotos(
  db: Db,
  storage: Storage,
  options: { signal?: AbortSignal } = {},
): Promise<{ fingerprinted: number; missing: number }> {
  const waiting = await db
    .select({ storageKey: photos.storageKey, propertyId: photos.propertyId, userId: properties.userId })
    .from(photos)
    .innerJoin(properties, eq(properties.id, photos.propertyId))
    .leftJoin(photoFingerprints, eq(photoFingerprints.storageKey, photos.storageKey))
    .where(isNull(photoFingerprints.id))
    .limit(PER_RUN);
  let fingerprinted = 0;
  let missing = 0;
  for (const photo of waiting) {
    if (options.signal?.aborted) break;
    const file = await storage.read(variantName(photo.storageKey, SOURCE_WIDTH));
    if (!file) {
      missing++;
      continue;
    }
    const fingerprints = await fingerprintFile(file);
    await recordFingerprints(db, photo, [{ storageKey: photo.storageKey, fingerprints }]);
    fingerprinted++;
  }
  return { fingerprinted, missing };
}

/**
 * The backfill on the job queue: every ten minutes until nothing waits, then a query that finds
 * nothing. Its log line has the counts only.
 */
export function fingerprintStoredPhotosJob(db: Db, storage: Storage): JobDefinition {
  return {
    name: 'fingerprint-photos' satisfies RecurringJobName,
    cron: '*/10 * * * *',
    retryLimit: 0,
    expireInSeconds: 30 * 60,
    run: async (_data, { signal }) => ({ ...(await fingerprintStoredPhotos(db, storage, { signal })) }),
  };
}
