import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty, createUser } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';

// The service worker keeps nothing marked private or no-store (docs/offline.md): these headers are
// what keeps a signed-in person's pages and answers out of the phone's offline copy.
let t: TestContext;
let webDir: string;
beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thikana-web-'));
  fs.copyFileSync(path.join(import.meta.dirname, '../../../index.html'), path.join(webDir, 'index.html'));
  fs.writeFileSync(path.join(webDir, 'sw.js'), '// the service worker');
  fs.writeFileSync(path.join(webDir, 'offline-bn.html'), '<!doctype html><title>offline</title>');
  fs.writeFileSync(path.join(webDir, 'manifest.webmanifest'), '{}');
  t = await createTestApp({}, { webDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe('answers drawn for a signed-in person are private', () => {
  it('marks every API answer to a session private and no-store, and leaves a visitor’s as they were', async () => {
    const listing = await createProperty(t.database.db);
    const user = await createUser(t.database.db);
    const cookie = `thikana_session=${await t.tokenFor(user.id)}`;
    for (const url of ['/api/v1/meta', `/api/v1/property/${listing.id}`, '/api/v1/user/me']) {
      const signedIn = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(signedIn.headers['cache-control'], url).toBe('private, no-store');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/meta' })).headers['cache-control']).toBe(
      'public, max-age=300',
    );
    const visitor = await t.app.inject({ method: 'GET', url: `/api/v1/property/${listing.id}` });
    expect(String(visitor.headers['cache-control'] ?? '')).not.toMatch(/private|no-store/);
    // A stale or forged cookie is still someone's browser: private too.
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/v1/meta',
      headers: { cookie: 'thikana_session=x' },
    });
    expect(stale.headers['cache-control']).toBe('private, no-store');
  });

  it('marks a page sent with a session private; a visitor’s page is only revalidated', async () => {
    const signedIn = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: 'thikana_session=abc' },
    });
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    const visitor = await t.app.inject({ method: 'GET', url: '/', headers: { cookie: 'language=en' } });
    expect(visitor.headers['cache-control']).toBe('no-cache');
  });

  it('has browsers check the service worker and the offline page on every visit', async () => {
    for (const url of ['/sw.js', '/offline-bn.html']) {
      expect((await t.app.inject({ method: 'GET', url })).headers['cache-control'], url).toBe('no-cache');
    }
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
  });
});
