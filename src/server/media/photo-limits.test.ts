import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty, createUser, flatInput } from '../test/factories';
import { jpeg, png } from '../test/images';
import { createTestApp, type TestContext } from '../test/test-app';
import { imageQueue } from './image-queue';

// A small budget, so that spending it costs a test a few tiny photos.
const PHOTOS_PER_HOUR = 4;

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ PHOTO_UPLOADS_PER_HOUR: String(PHOTOS_PER_HOUR) });
});
afterAll(() => t.close());

async function newToken() {
  return t.tokenFor((await createUser(t.database.db)).id);
}

const postListing = (token: string, photos: Buffer[], headers: Record<string, string> = {}) =>
  t.apiForm(
    'POST',
    '/property/create',
    token,
    { data: JSON.stringify(flatInput) },
    photos.map((content, n) => ({ field: 'photos', name: `${n}.png`, type: 'image/png', content })),
    headers,
  );

const patchListing = (token: string, id: string, photos: Buffer[]) =>
  t.apiForm(
    'PATCH',
    `/property/${id}`,
    token,
    {},
    photos.map((content, n) => ({ field: 'photos', name: `${n}.jpg`, type: 'image/jpeg', content })),
  );

const uploadAvatar = (token: string, avatar: Buffer) =>
  t.apiForm('PATCH', '/user/me/update', token, {}, [
    { field: 'avatar', name: 'me.jpg', type: 'image/jpeg', content: avatar },
  ]);

const storedFiles = async () => (await fs.readdir(t.uploadsDir).catch(() => [])).sort();

describe('the pixels of one request', () => {
  it('refuses photos whose headers add up to more than the limit with 413, before decoding any', async () => {
    const token = await newToken();
    const before = await storedFiles();
    // Twelve 9-megapixel photos: each one is allowed, together they are 108 megapixels. A one-colour
    // PNG of that size is a few kilobytes.
    const nineMegapixels = await png(3000, 3000);
    const res = await postListing(token, Array<Buffer>(12).fill(nineMegapixels));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, code: 'PHOTOS_TOO_LARGE' });
    expect(await storedFiles()).toEqual(before);
  });
});

describe('the upload budget of an account', () => {
  it('answers 429 with Retry-After and a text in the reader’s language once the hour’s photos are spent', async () => {
    const token = await newToken();
    const photo = await jpeg(64, 48);
    // Listing photos and profile photos come out of one budget.
    expect((await postListing(token, [photo, photo, photo])).statusCode).toBe(201);
    expect((await uploadAvatar(token, photo)).statusCode).toBe(200);
    const before = await storedFiles();

    const inBengali = await postListing(token, [photo]);
    expect(inBengali.statusCode).toBe(429);
    const retryAfter = Number(inBengali.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(inBengali.headers['content-type']).toMatch(/^text\/plain/);
    expect(inBengali.body).toMatch(/ছবি/);
    const inEnglish = await postListing(token, [photo], { cookie: 'language=en' });
    expect(inEnglish.statusCode).toBe(429);
    expect(inEnglish.body).toMatch(/photos/i);
    expect((await uploadAvatar(token, photo)).statusCode).toBe(429);
    expect(await storedFiles()).toEqual(before);

    // Posting without photos costs nothing, and another account has a budget of its own.
    const withoutPhotos = await postListing(token, []);
    expect(withoutPhotos.statusCode).toBe(201);
    expect((await postListing(await newToken(), [photo])).statusCode).toBe(201);
  });

  it('is not spent by an edit refused before its photos are processed: a stranger’s gets 403 and costs nothing', async () => {
    const token = await newToken();
    const photo = await jpeg(64, 48);
    const someoneElses = await createProperty(t.database.db);
    const before = await storedFiles();
    for (let n = 0; n < 2; n++) {
      const res = await patchListing(token, someoneElses.id, [photo, photo, photo, photo]);
      expect(res.statusCode).toBe(403);
    }
    expect(await storedFiles()).toEqual(before);
    // The whole hour's budget is still there for the stranger's own listing.
    expect((await postListing(token, [photo, photo, photo, photo])).statusCode).toBe(201);
  });
});

describe('the image queue of the process', () => {
  it('answers 503 with Retry-After at once while the queue is full, and takes photos again when it drains', async () => {
    const token = await newToken();
    const photo = await jpeg(64, 48);
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    const held: Array<Promise<void>> = [];
    // The queue is the module's, shared by the whole file: it is drained again however this test ends.
    try {
      while (!imageQueue.isFull()) held.push(imageQueue.run(() => opened));
      const before = await storedFiles();

      const busy = await postListing(token, [photo]);
      expect(busy.statusCode).toBe(503);
      expect(busy.json().code).toBe('PHOTOS_BUSY');
      expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
      expect(await storedFiles()).toEqual(before);
    } finally {
      open();
      await Promise.all(held);
    }
    expect((await postListing(token, [photo])).statusCode).toBe(201);
  });
});
