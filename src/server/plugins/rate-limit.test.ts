import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClientAddress } from '../test/client-address';
import { addPhotos, createProperty } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { ADDRESS_LIMITS, trafficKind } from './rate-limit';

// The app as production runs it: the web build mounted, so its page route (`/*`) sees every URL no
// other route answers, unknown API URLs included.
let t: TestContext;
let listingId: string;
let photoUrls: string[];
const ASSET = '/assets/app-1a2b3c.js';

beforeAll(async () => {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thikana-web-'));
  fs.copyFileSync(path.join(import.meta.dirname, '../../../index.html'), path.join(webDir, 'index.html'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, ASSET), 'export {};\n');
  t = await createTestApp({}, { webDir });
  const listing = await createProperty(t.database.db, { areaSlug: 'uposhohor' });
  listingId = listing.id;
  await addPhotos(t.database.db, t.storage, listing.id, 8);
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/property/${listing.id}` });
  photoUrls = (res.json().data.photos as Array<{ url: string }>).map((photo) => photo.url);
});
afterAll(() => t.close());

const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, remoteAddress, headers });

describe('every route counts against a limit', () => {
  it.each([
    ['an unknown API URL', () => '/api/v1/no-such-thing', 404],
    ['a listing page', () => `/product/${listingId}`, 200],
    ['a missing listing page', () => '/product/00000000-0000-4000-8000-000000000000', 404],
    ['an area page', () => '/property-searched?area=uposhohor', 200],
    ['the sitemap', () => '/sitemap.xml', 200],
    ['a listing sitemap', () => '/sitemap-listings-1.xml', 200],
    ['a photo', () => photoUrls[0]!, 200],
    ['a missing photo', () => '/uploads/no-such-photo.webp', 404],
    ['a hashed script', () => ASSET, 200],
  ])('%s: answered up to its ceiling, then 429 in plain text', async (_case, url, status) => {
    const from = newClientAddress();
    const ceiling = ADDRESS_LIMITS[trafficKind(url())];
    for (let i = 0; i < ceiling; i++) {
      const res = await get(url(), from);
      if (res.statusCode !== status) expect(`${res.statusCode} at request ${i + 1}`).toBe(String(status));
    }
    const limited = await get(url(), from);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toMatch(/^text\/plain/);
    // In the reader's language: Bengali unless the page or the browser asks for English.
    expect(limited.body).toBe('অনেকবার চেষ্টা করা হয়েছে। একটু পরে আবার চেষ্টা করুন।');
    expect((await get(url(), from, { cookie: 'language=en' })).body).toBe(
      'Too many requests, please try again later',
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get(url(), newClientAddress())).statusCode).toBe(status); // another address is not held back
  });

  it('counts an unknown API URL once, against the API budget', async () => {
    const from = newClientAddress();
    const res = await get('/api/v1/no-such-thing', from);
    expect(res.headers['x-ratelimit-remaining']).toBe(String(ADDRESS_LIMITS.api - 1));
    const api = await get('/api/v1/meta', from);
    expect(api.headers['x-ratelimit-remaining']).toBe(String(ADDRESS_LIMITS.api - 2));
  });

  it('counts a percent-encoded API path against the API budget, as the router reads it', async () => {
    const from = newClientAddress();
    const encoded = await get('/%61pi/v1/meta', from);
    expect(encoded.statusCode).toBe(200);
    expect(encoded.headers['x-ratelimit-remaining']).toBe(String(ADDRESS_LIMITS.api - 1));
    const plain = await get('/api/v1/meta', from);
    expect(plain.headers['x-ratelimit-remaining']).toBe(String(ADDRESS_LIMITS.api - 2));
  });

  it('never refuses a phone browsing photo-heavy listings at a brisk pace', async () => {
    // Thirty listings in a minute, each its page, a dozen scripts and styles and every photo in two
    // sizes: far more than a person looks at, well inside the limits.
    const from = newClientAddress();
    for (let listing = 0; listing < 30; listing++) {
      const urls = [
        `/product/${listingId}`,
        ...Array.from({ length: 12 }, () => ASSET),
        ...photoUrls,
        ...photoUrls,
      ];
      for (const url of urls) expect((await get(url, from)).statusCode, url).toBe(200);
    }
  });
});
