import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { RECURRING_JOB_NAMES } from '../config/job-schedules';
import { createJobQueue } from '../jobs/queue';
import { sweepOrphanPhotosJob } from './orphan-sweep';
import { addPhotos, createProperty, createUser } from '../test/factories';
import { jpeg } from '../test/images';
import { s3SettingsOf, startS3TestServer, type S3TestServer } from '../test/s3-server';
import { createTestApp, type TestContext } from '../test/test-app';
import { newStorageKey, processPhoto, storePhoto, type ProcessedPhoto } from '../media/photo-variants';
import { createS3Storage } from '../media/s3-storage';
import { createLocalStorage, type Storage } from '../media/storage';
import { ORPHAN_GRACE_MS, sweepOrphanFiles } from './sweep-orphan-files';

let t: TestContext;
let s3: S3TestServer;
let photo: ProcessedPhoto;
const tempDirs: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  s3 = await startS3TestServer({ pageSize: 3 });
  photo = await processPhoto(await jpeg(64, 48));
});
afterAll(async () => {
  await Promise.all([t.close(), s3.close(), ...tempDirs.map((dir) => fs.rm(dir, { recursive: true }))]);
});

/** A storage of its own for each case, and a way to make one of its files look old. */
interface Place {
  storage: Storage;
  names: () => Promise<string[]>;
  makeOld: (name: string) => Promise<void>;
}

const longAgo = () => new Date(Date.now() - ORPHAN_GRACE_MS - 60_000);

async function localPlace(): Promise<Place> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'thikana-sweep-'));
  tempDirs.push(dir);
  return {
    storage: createLocalStorage(dir),
    names: async () => (await fs.readdir(dir)).sort(),
    makeOld: (name) => fs.utimes(path.join(dir, name), longAgo(), longAgo()),
  };
}

async function s3Place(): Promise<Place> {
  s3.objects.clear();
  return {
    storage: createS3Storage(s3SettingsOf(s3)),
    names: async () => [...s3.objects.keys()].sort(),
    makeOld: async (name) => {
      const object = s3.objects.get(name);
      if (object) object.lastModified = longAgo();
    },
  };
}

const filesOf = (key: string) => [
  `${key}-1280.webp`,
  `${key}-320.webp`,
  `${key}-640.webp`,
  `${key}-share.jpg`,
];

describe.each([
  ['local storage', localPlace],
  ['S3-compatible object storage', s3Place],
])('the orphan sweep on %s', (_name, makePlace) => {
  it('removes old files that no row points at, and keeps referenced ones, young ones and others', async () => {
    const { storage, names, makeOld } = await makePlace();
    const store = async () => {
      const key = newStorageKey();
      await storePhoto(storage, key, photo);
      return key;
    };
    const [avatar, cover, orphan, young] = [await store(), await store(), await store(), await store()];
    const user = await createUser(t.database.db, { avatarKey: avatar, coverPhotoKey: cover });
    const listing = await createProperty(t.database.db, { userId: user.id });
    const [listed] = await addPhotos(t.database.db, storage, listing.id, 1);
    const listingKey = listed!.storageKey;
    await storage.put('site-logo.webp', Buffer.from('not a photo of ours'));
    for (const name of await names()) if (!filesOf(young).includes(name)) await makeOld(name);

    const result = await sweepOrphanFiles(t.database.db, storage);

    expect(result).toEqual({ examined: 16, removed: 4 });
    const kept = [avatar, cover, listingKey, young].flatMap(filesOf);
    expect(await names()).toEqual([...kept, 'site-logo.webp'].sort());
    expect(kept).not.toContain(filesOf(orphan)[0]);

    // A file whose row has gone (a listing deleted, its files' removal failed) goes at the next sweep.
    await t.database.db.update(users).set({ coverPhotoKey: null }).where(eq(users.id, user.id));
    expect(await sweepOrphanFiles(t.database.db, storage)).toEqual({ examined: 12, removed: 4 });
    expect(await names()).not.toContain(`${cover}-640.webp`);
  });
});

describe('the orphan sweep job', () => {
  it('is a recurring job of the app, which JOB_SCHEDULES may reschedule', async () => {
    expect(RECURRING_JOB_NAMES).toContain('sweep-orphan-photos');
    expect(sweepOrphanPhotosJob(t.database.db, t.app.storage).cron).toBe('23 */6 * * *');
    expect(await t.app.jobs.runNow('sweep-orphan-photos')).toEqual({
      examined: expect.any(Number),
      removed: expect.any(Number),
    });
  });

  it('sweeps and logs counts, never file names', async () => {
    const { storage, makeOld } = await localPlace();
    const orphan = newStorageKey();
    await storePhoto(storage, orphan, photo);
    for (const name of filesOf(orphan)) await makeOld(name);
    const lines: unknown[][] = [];
    const log = {
      info: (...args: unknown[]) => lines.push(args),
      warn: (...args: unknown[]) => lines.push(args),
    };
    const queue = createJobQueue(t.database, log as unknown as FastifyBaseLogger);
    queue.register(sweepOrphanPhotosJob(t.database.db, storage));

    expect(await queue.runNow('sweep-orphan-photos')).toEqual({ examined: 4, removed: 4 });
    expect(lines).toEqual([
      [
        { job: 'sweep-orphan-photos', ms: expect.any(Number), examined: 4, removed: 4 },
        'job sweep-orphan-photos done',
      ],
    ]);
    expect(JSON.stringify(lines)).not.toContain(orphan);
  });
});
