import { inArray, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { photos, propertyRevisions, users } from '../db/schema';
import { readRevision } from './revision-changes';
import type { Storage, StoredFile } from '../media/storage';

/**
 * Files younger than this may belong to an upload in flight: stored, their row not yet written
 * (files go first, see create-property.ts). An hour is far beyond any request, or the demo seed.
 */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

// Only names photo-variants.ts makes (`<key>-<width>.webp`, `<key>-share.jpg`): whatever else a
// shared bucket holds is not ours to remove.
const PHOTO_FILE = /^([0-9a-f]{24})-(?:\d+\.webp|share\.jpg)$/;

// Keys checked against the listings' photos in one query.
const BATCH = 500;

export interface SweepResult {
  /** Photo files old enough to be judged. */
  examined: number;
  /** Of those, the files that no avatar, cover or listing photo pointed at, now removed. */
  removed: number;
}

/**
 * Removes the photo files that no row points at: left by a crash between storing the files and
 * writing their row, by a removal that failed, or by anything else. Every variant of a key that an
 * avatar, a cover, a listing photo or a pending revision names is kept, and so is every file younger than the grace.
 * An aborted sweep stops after the file at hand (the server is shutting down).
 */
export async function sweepOrphanFiles(
  db: Db,
  storage: Storage,
  {
    now = Date.now(),
    graceMs = ORPHAN_GRACE_MS,
    signal,
  }: { now?: number; graceMs?: number; signal?: AbortSignal } = {},
): Promise<SweepResult> {
  // Read once, before the listing: a row only ever points at a file written just before it (a young
  // one), so an old file that no row names now will not be named later.
  const profileKeys = await profilePhotoKeys(db);
  const revisionKeys = await revisionPhotoKeys(db);
  const result: SweepResult = { examined: 0, removed: 0 };
  let batch: Array<{ file: StoredFile; key: string }> = [];

  const removeUnreferenced = async () => {
    const keys = [...new Set(batch.map(({ key }) => key))];
    const rows = await db
      .select({ key: photos.storageKey })
      .from(photos)
      .where(inArray(photos.storageKey, keys));
    const listingKeys = new Set(rows.map((row) => row.key));
    for (const { file, key } of batch) {
      if (profileKeys.has(key) || revisionKeys.has(key) || listingKeys.has(key) || signal?.aborted) continue;
      await storage.remove(file.name);
      result.removed++;
    }
    batch = [];
  };

  for await (const file of storage.list()) {
    if (signal?.aborted) break;
    const key = PHOTO_FILE.exec(file.name)?.[1];
    if (!key || now - file.modifiedAt.getTime() < graceMs) continue;
    result.examined++;
    batch.push({ file, key });
    if (batch.length >= BATCH) await removeUnreferenced();
  }
  if (batch.length > 0) await removeUnreferenced();
  return result;
}

/** The keys of every avatar and cover photo: far fewer than listing photos, so held in memory. */
async function profilePhotoKeys(db: Db): Promise<Set<string>> {
  const rows = await db
    .select({ avatar: users.avatarKey, cover: users.coverPhotoKey })
    .from(users)
    .where(or(isNotNull(users.avatarKey), isNotNull(users.coverPhotoKey)));
  return new Set(rows.flatMap((row) => [row.avatar, row.cover]).filter((key) => key !== null));
}

/**
 * The keys of the photos that pending revisions name: their new files have no `photos` row until an
 * admin approves (properties/revise-property.ts). Few listings wait at once, so held in memory.
 */
async function revisionPhotoKeys(db: Db): Promise<Set<string>> {
  const rows = await db.select({ changes: propertyRevisions.changes }).from(propertyRevisions);
  return new Set(
    rows.flatMap((row) => readRevision(row.changes)?.photos?.map((photo) => photo.storageKey) ?? []),
  );
}
