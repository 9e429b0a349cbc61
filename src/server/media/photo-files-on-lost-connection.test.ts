import fs from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/client';
import { photos, properties, users } from '../db/schema';
import { createProperty as postListing } from '../properties/create-property';
import { updateProperty } from '../properties/update-property';
import { createProperty, createUser, flatInput } from '../test/factories';
import { jpeg } from '../test/images';
import { createTestApp, type TestContext } from '../test/test-app';
import { updateProfile } from '../users/update-profile';
import { parseInput } from '../validate';
import { createPropertyInputSchema } from '../../shared/property-input';

// The connection drops while COMMIT is under way: PostgreSQL may have committed, the app only sees
// the error. Here the write does land and the error follows it, the case where removing the files
// would leave a saved row without its photos.
function connectionLost(): Error {
  return Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });
}

/** The database, except that every transaction, once committed, reports a lost connection. */
function commitAnswerLost(db: Db): Db {
  return new Proxy(db, {
    get(target, key, receiver) {
      if (key !== 'transaction') return Reflect.get(target, key, receiver) as unknown;
      return async (...args: Parameters<Db['transaction']>) => {
        await target.transaction(...args);
        throw connectionLost();
      };
    },
  });
}

/** The database, except that an UPDATE, once it has run, reports a lost connection. */
function updateAnswerLost(db: Db): Db {
  const lostAfterRun = <T extends object>(builder: T): T =>
    new Proxy(builder, {
      get(target, key) {
        const value: unknown = Reflect.get(target, key, target);
        if (typeof value !== 'function') return value;
        if (key === 'then')
          return (resolve: () => void, reject: (error: unknown) => void) =>
            (value as (onDone: () => never) => Promise<unknown>)
              .call(target, () => {
                throw connectionLost();
              })
              .then(resolve, reject);
        return (...args: unknown[]) => {
          const result: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
          return result === target || (result !== null && typeof result === 'object')
            ? lostAfterRun(result as object)
            : result;
        };
      },
    });
  return new Proxy(db, {
    get(target, key, receiver) {
      if (key !== 'update') return Reflect.get(target, key, receiver) as unknown;
      return (...args: Parameters<Db['update']>) => lostAfterRun(target.update(...args));
    },
  });
}

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function viewerFor(userId: string): Promise<Viewer> {
  const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
  return { id: userId, isAdmin: false, sessionId: '', sessionExpiresAt: new Date(), token: '', user: user! };
}

const storedFiles = async () => (await fs.readdir(t.uploadsDir).catch(() => [])).sort();

async function filesOfPhotoRows(): Promise<string[]> {
  const rows = await t.database.db.select({ key: photos.storageKey }).from(photos);
  const files = await storedFiles();
  return rows.flatMap((row) => files.filter((file) => file.startsWith(row.key)));
}

describe('photo files when the answer to the write is lost', () => {
  it('keeps a new listing’s files: its row may have been committed', async () => {
    const viewer = await viewerFor((await createUser(t.database.db)).id);
    const input = parseInput(createPropertyInputSchema, flatInput);
    const before = await storedFiles();
    await expect(
      postListing(commitAnswerLost(t.database.db), t.storage, viewer, input, { photo: [await jpeg(64, 48)] }),
    ).rejects.toThrow(/Connection terminated/);
    const [listing] = await t.database.db.select().from(properties).where(eq(properties.userId, viewer.id));
    const [photo] = await t.database.db.select().from(photos).where(eq(photos.propertyId, listing!.id));
    expect(photo).toBeDefined();
    expect((await storedFiles()).length).toBeGreaterThan(before.length);
    expect((await storedFiles()).filter((file) => file.startsWith(photo!.storageKey))).not.toEqual([]);
  });

  it('keeps the files an edit added', async () => {
    const owner = await createUser(t.database.db);
    // Pending, so the edit writes its photo rows at once (a public listing's edit waits as a revision).
    const listing = await createProperty(t.database.db, { userId: owner.id, status: 'pending' });
    const viewer = await viewerFor(owner.id);
    await expect(
      updateProperty(
        commitAnswerLost(t.database.db),
        t.storage,
        viewer,
        listing.id,
        {},
        { photo: [await jpeg(64, 48)] },
        async () => {},
      ),
    ).rejects.toThrow(/Connection terminated/);
    const rows = await t.database.db.select().from(photos).where(eq(photos.propertyId, listing.id));
    expect(rows).toHaveLength(1);
    expect((await storedFiles()).filter((file) => file.startsWith(rows[0]!.storageKey))).not.toEqual([]);
  });

  it('keeps a new avatar’s files', async () => {
    const user = await createUser(t.database.db);
    const viewer = await viewerFor(user.id);
    await expect(
      updateProfile(
        updateAnswerLost(t.database.db),
        t.storage,
        viewer,
        { phone: undefined },
        { avatar: await jpeg(64, 48) },
      ),
    ).rejects.toThrow(/Connection terminated/);
    const [saved] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(saved!.avatarKey).toBeTruthy();
    expect((await storedFiles()).filter((file) => file.startsWith(saved!.avatarKey!))).not.toEqual([]);
  });

  it('still removes the files of a write that definitely failed', async () => {
    const owner = await createUser(t.database.db);
    const listing = await createProperty(t.database.db, { userId: owner.id });
    const viewer = await viewerFor(owner.id);
    const before = await filesOfPhotoRows();
    const filesBefore = await storedFiles();
    const failing = new Proxy(t.database.db, {
      get(target, key, receiver) {
        if (key !== 'transaction') return Reflect.get(target, key, receiver) as unknown;
        return () => Promise.reject(new Error('violates check constraint'));
      },
    });
    await expect(
      updateProperty(
        failing,
        t.storage,
        viewer,
        listing.id,
        {},
        { photo: [await jpeg(64, 48)] },
        async () => {},
      ),
    ).rejects.toThrow(/constraint/);
    expect(await storedFiles()).toEqual(filesBefore);
    expect(await filesOfPhotoRows()).toEqual(before);
  });
});
