import fs from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos, properties } from '../db/schema';
import { createProperty, createUser, flatInput } from '../test/factories';
import { jpeg } from '../test/images';
import { createTestApp, type TestContext } from '../test/test-app';

// Issue 20: a refused photo is named, so that the form can mark that one and keep the others.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A real JPEG cut off in the middle, as a photo broken in transit is: its header still reads. */
async function cutOffJpeg(): Promise<Buffer> {
  const whole = await jpeg(800, 600, '#884422');
  return whole.subarray(0, Math.floor(whole.length / 2));
}

async function send(method: 'POST' | 'PATCH', url: string, userId: string, files: Buffer[], data: object) {
  return t.apiForm(
    method,
    url,
    await t.tokenFor(userId),
    { data: JSON.stringify(data) },
    files.map((content, n) => ({ field: 'photos', name: `${n}.jpg`, type: 'image/jpeg', content })),
  );
}

const storedFiles = async () => (await fs.readdir(t.uploadsDir).catch(() => [])).sort();

describe('a refused photo', () => {
  it('is named by its index among the new photos of a new listing, and nothing is stored', async () => {
    const user = await createUser(t.database.db);
    const before = await storedFiles();
    const files = [await jpeg(), await jpeg(640, 480), await cutOffJpeg(), await jpeg(400, 300)];
    const res = await send('POST', '/property/create', user.id, files, flatInput);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      errors: { 'photos.2': 'not_an_image' },
    });
    expect(await storedFiles()).toEqual(before);
    const rows = await t.database.db.select().from(properties).where(eq(properties.userId, user.id));
    expect(rows).toEqual([]);
  });

  it('is named the same way in an edit, which keeps the listing and its photos as they were', async () => {
    const user = await createUser(t.database.db);
    const listing = await createProperty(t.database.db, { userId: user.id });
    const before = await storedFiles();
    const files = [await cutOffJpeg(), await jpeg()];
    const res = await send('PATCH', `/property/${listing.id}`, user.id, files, {
      photo_order: ['new:0', 'new:1'],
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      errors: { 'photos.0': 'not_an_image' },
    });
    expect(await storedFiles()).toEqual(before);
    const rows = await t.database.db.select().from(photos).where(eq(photos.propertyId, listing.id));
    expect(rows).toEqual([]);
  });

  it('sends with the good photos alone once it is removed', async () => {
    const user = await createUser(t.database.db);
    const res = await send('POST', '/property/create', user.id, [await jpeg(), await jpeg()], flatInput);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.photos).toHaveLength(2);
  });
});
