import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metaSchema } from '../shared/meta';
import { addPhotos, createProperty } from './test/factories';
import { createTestApp, type TestContext } from './test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the server', () => {
  it('reports health once the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, status: 'ok' });
  });

  it('sends a Content-Security-Policy that only allows its own scripts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers an unknown API route with the error envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND' });
  });

  it('compresses JSON for clients that accept brotli or gzip', async () => {
    for (let i = 0; i < 6; i++) await createProperty(t.database.db);
    for (const encoding of ['br', 'gzip']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/property/approved-all?limit=6',
        headers: { 'accept-encoding': encoding },
      });
      expect(res.headers['content-encoding']).toBe(encoding);
    }
  });

  it('serves photo files with a year-long immutable cache', async () => {
    const listing = await createProperty(t.database.db);
    await addPhotos(t.database.db, t.storage, listing.id, 1);
    const { data } = (await t.app.inject({ method: 'GET', url: `/api/v1/property/${listing.id}` })).json();
    const res = await t.app.inject({ method: 'GET', url: data.cover_photo.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('serves a photo file under its own name only, never another spelling or path', async () => {
    const listing = await createProperty(t.database.db);
    await addPhotos(t.database.db, t.storage, listing.id, 1);
    const { data } = (await t.app.inject({ method: 'GET', url: `/api/v1/property/${listing.id}` })).json();
    const name = String(data.cover_photo.url).slice('/uploads/'.length);
    for (const url of [`/uploads/${name.toUpperCase()}`, `/uploads/${name}/`, '/uploads/..%2Fdb.lock']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    expect((await t.app.inject({ method: 'HEAD', url: `/uploads/${name}` })).statusCode).toBe(200);
  });
});

describe('GET /meta', () => {
  it('lists categories and Rajshahi areas in English and Bengali', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/meta' });
    const { data } = metaSchema.parse(res.json());
    expect(data.categories).toEqual([
      'apartment',
      'house',
      'land',
      'office',
      'shop',
      'parking',
      'guest-house',
    ]);
    expect(data.cities).toEqual([{ slug: 'rajshahi', name: 'Rajshahi', name_bn: 'রাজশাহী' }]);
    expect(data.areas).toContainEqual({
      slug: 'shaheb-bazar',
      name: 'Shaheb Bazar',
      name_bn: 'সাহেব বাজার',
      city: 'rajshahi',
      kind: 'neighbourhood',
      lat: 24.3668,
      lng: 88.5975,
    });
    expect(data.areas.length).toBe(36);
    expect(data.size_units).toContainEqual({ unit: 'katha', sqft: 720 });
    // No PUBLIC_PHONE here: no phone line rather than a made-up number.
    expect(data.contact).toEqual({ email: 'hello@thikana.com.bd', phone: null });
  });

  it('gives the configured public phone and e-mail', async () => {
    const other = await createTestApp({ PUBLIC_PHONE: '01712-345678', PUBLIC_EMAIL: 'desk@example.com.bd' });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/api/v1/meta' });
      expect(metaSchema.parse(res.json()).data.contact).toEqual({
        email: 'desk@example.com.bd',
        phone: '+8801712345678',
      });
    } finally {
      await other.close();
    }
  });
});
