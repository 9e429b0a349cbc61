import { readdir, readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos } from '../db/schema';
import { createProperty, createUser } from '../test/factories';
import { jpeg } from '../test/images';
import { createTestApp, type TestContext } from '../test/test-app';
import { fingerprintFile, MATCH_DISTANCE } from './photo-fingerprint';
import { findPhotoMatches, recordFingerprints } from './photo-matches';
import { processPhoto } from './photo-variants';

// Photo fingerprints (issue 32): a copy of a photo re-posted by another account is found, however it
// was resized, recompressed, cropped or brightened; different photos, even of the same kind of place
// (the demo set: three flats, three houses, three plots…), are not.

const DEMO_PHOTOS = path.resolve(import.meta.dirname, '../../../demo/photos');
let t: TestContext;
let files: string[];
let originals: Buffer[];
let originalsPosted: ReturnType<typeof postedWith> | undefined;
beforeAll(async () => {
  t = await createTestApp();
  files = (await readdir(DEMO_PHOTOS)).filter((name) => name.endsWith('.jpg')).sort();
  originals = await Promise.all(files.map((name) => readFile(path.join(DEMO_PHOTOS, name))));
}, 60_000);
afterAll(() => t.close());

/**
 * A listing of a new account holding these photos (named as the demo files they were made from),
 * fingerprinted as a post stores them.
 */
async function postedWith(photos: Buffer[], label: string, names: string[]) {
  const user = await createUser(t.database.db);
  const listing = await createProperty(t.database.db, { userId: user.id });
  const stored = [];
  for (const [n, photo] of photos.entries())
    stored.push({
      storageKey: `${label}-${listing.id}-${names[n]}`,
      fingerprints: await fingerprintFile(photo),
    });
  await recordFingerprints(t.database.db, { propertyId: listing.id, userId: user.id }, stored);
  await showPhotos(listing.id, stored);
  return { listing, stored };
}

/** The files as the listing's photos: only a listing's current files are matched as its own. */
async function showPhotos(propertyId: string, files: Array<{ storageKey: string }>) {
  await t.database.db.insert(photos).values(
    files.map(({ storageKey }, position) => ({
      propertyId,
      storageKey,
      position,
      width: 800,
      height: 600,
    })),
  );
}

async function cropped(photo: Buffer, share: number, corner: 'top-left' | 'bottom-right' | 'centre') {
  const { width = 0, height = 0 } = await sharp(photo).metadata();
  const w = Math.round(width * (1 - share));
  const h = Math.round(height * (1 - share));
  const left = corner === 'top-left' ? 0 : corner === 'centre' ? (width - w) >> 1 : width - w;
  const top = corner === 'top-left' ? 0 : corner === 'centre' ? (height - h) >> 1 : height - h;
  return sharp(photo).extract({ left, top, width: w, height: h }).jpeg({ quality: 90 }).toBuffer();
}

const COPIES: Record<string, (photo: Buffer) => Promise<Buffer>> = {
  'resized to 400 px': (photo) => sharp(photo).resize({ width: 400 }).jpeg().toBuffer(),
  'recompressed at quality 35': (photo) => sharp(photo).jpeg({ quality: 35 }).toBuffer(),
  'cropped by 5 % at the top left': (photo) => cropped(photo, 0.05, 'top-left'),
  'cropped by 5 % at the bottom right': (photo) => cropped(photo, 0.05, 'bottom-right'),
  'cropped by 5 % around': (photo) => cropped(photo, 0.05, 'centre'),
  'brightened by 25 %': (photo) => sharp(photo).modulate({ brightness: 1.25 }).jpeg().toBuffer(),
  'all of these at once': async (photo) =>
    sharp(await cropped(photo, 0.05, 'top-left'))
      .modulate({ brightness: 1.2 })
      .resize({ width: 500 })
      .jpeg({ quality: 40 })
      .toBuffer(),
};

describe('photo fingerprints', () => {
  it('find no match among the demo photos, different places of the same kinds (0 false matches)', async () => {
    const posted = [];
    for (const [n, name] of files.entries()) posted.push(await postedWith([originals[n]!], 'demo', [name]));
    for (const { listing } of posted) expect(await findPhotoMatches(t.database.db, listing.id)).toEqual([]);
  }, 120_000);

  for (const [how, copy] of Object.entries(COPIES)) {
    it(`find every demo photo again in another account's copy ${how}`, async () => {
      // One account's listing of every demo photo, made once, which each copy is compared with.
      originalsPosted ??= postedWith(originals, 'original', files);
      const first = await originalsPosted;
      const second = await postedWith(await Promise.all(originals.map(copy)), 'copy', files);
      const matches = await findPhotoMatches(t.database.db, second.listing.id);
      // Each copy is matched to its own original (earlier tests' copies of it too), none to another.
      for (const [n, file] of second.stored.entries()) {
        const own = matches.filter((match) => match.storageKey === file.storageKey);
        const original = own.find((match) => match.otherStorageKey === first.stored[n]!.storageKey);
        expect(original, files[n]).toMatchObject({ otherPropertyId: first.listing.id });
        expect(original!.distance).toBeLessThanOrEqual(MATCH_DISTANCE);
        expect(
          own.every((match) => match.otherStorageKey.endsWith(`-${files[n]}`)),
          files[n],
        ).toBe(true);
      }
    }, 120_000);
  }

  it("never match one account's own photos, nor a plain photo (a single colour) to another", async () => {
    const photo = await readFile(path.join(DEMO_PHOTOS, files[0]!));
    const user = await createUser(t.database.db);
    const [a, b] = await Promise.all([
      createProperty(t.database.db, { userId: user.id }),
      createProperty(t.database.db, { userId: user.id }),
    ]);
    const { fingerprints } = await processPhoto(photo);
    for (const listing of [a, b]) {
      const own = [{ storageKey: `own-${listing.id}`, fingerprints }];
      await recordFingerprints(t.database.db, { propertyId: listing.id, userId: user.id }, own);
      await showPhotos(listing.id, own);
    }
    const plainMatches = await findPhotoMatches(t.database.db, b.id);
    expect(plainMatches.filter((match) => match.otherUserId === user.id)).toEqual([]);

    const plain = await processPhoto(await jpeg(800, 600, '#F5F5F0'));
    expect(plain.fingerprints).toEqual([]);
    const first = await postedWith([await jpeg(800, 600, '#0D9276')], 'plain', ['green.jpg']);
    const second = await postedWith([await jpeg(1200, 900, '#0D9276')], 'plain', ['green.jpg']);
    expect(await findPhotoMatches(t.database.db, second.listing.id)).toEqual([]);
    expect(await findPhotoMatches(t.database.db, first.listing.id)).toEqual([]);
  });

  it("leaves out a listing's removed photos: their fingerprints stay for the others, not as its own", async () => {
    const photo = originals[0]!;
    const first = await postedWith([photo], 'kept', [files[0]!]);
    const second = await postedWith([photo], 'removed', [files[0]!]);
    expect((await findPhotoMatches(t.database.db, second.listing.id)).length).toBeGreaterThan(0);
    await t.database.db.delete(photos).where(eq(photos.propertyId, second.listing.id));
    expect(await findPhotoMatches(t.database.db, second.listing.id)).toEqual([]);
    // The removed file is still found from the other side.
    const fromFirst = await findPhotoMatches(t.database.db, first.listing.id);
    expect(fromFirst.map((match) => match.otherPropertyId)).toContain(second.listing.id);
  });
});
