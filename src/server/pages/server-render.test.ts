import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HANDOVER_ID } from '../../shared/server-render';
import { webDrawScreen } from '../test/draw-screen';
import { addPhotos, createProperty } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';

let t: TestContext;
let listing: { id: string };
const TITLE = 'উপশহরে ৩ রুমের ফ্ল্যাট </script><script>alert(1)</script>';

beforeAll(async () => {
  // The repository's index.html stands in for the build's: the same empty #root and script tag.
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thikana-web-'));
  fs.copyFileSync(path.join(import.meta.dirname, '../../../index.html'), path.join(webDir, 'index.html'));
  t = await createTestApp({}, { webDir, drawScreen: await webDrawScreen() });
  listing = await createProperty(t.database.db, { title: TITLE, price: 7_800_000, propertyType: 'sell' });
  await addPhotos(t.database.db, t.storage, listing.id, 2);
}, 60_000);
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
/** What is inside <div id="root">: the drawn screen. */
const root = (html: string) =>
  html.slice(
    html.indexOf('<div id="root"'),
    html.indexOf(`<script type="application/json" id="${HANDOVER_ID}"`),
  );
const handover = (html: string) =>
  JSON.parse(
    new RegExp(`<script type="application/json" id="${HANDOVER_ID}">(.*?)</script>`, 's').exec(html)?.[1] ??
      'null',
  ) as {
    api: { queries: Record<string, { status: string; data?: unknown }> };
  } | null;

describe('a listing page drawn by the server', () => {
  it('holds the title, the price as written and as said, and the first photo', async () => {
    const res = await get(`/product/${listing.id}`);
    expect(res.statusCode).toBe(200);
    const drawn = root(res.body);
    expect(drawn).toContain('<h1');
    expect(drawn).toContain('উপশহরে ৩ রুমের ফ্ল্যাট &lt;/script&gt;');
    expect(drawn).toContain('৭ ৮০০ ০০০'); // the exact figure
    expect(drawn).toContain('৭৮ লাখ টাকা');
    expect(drawn).toMatch(/<img [^>]*src="\/uploads\/[a-f0-9]+-\d+\.webp"/);
  });

  it('hands the answers it was drawn with to the browser, so nothing is asked for twice', async () => {
    const state = handover((await get(`/product/${listing.id}`)).body);
    const queries = Object.values(state?.api.queries ?? {});
    // The vocabularies, the listing, its related listings and its price history.
    expect(queries.map((query) => query.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect(JSON.stringify(queries)).toContain(listing.id);
  });

  it('runs no inline script: the handover is data, and markup in a title stays text', async () => {
    const body = (await get(`/product/${listing.id}`)).body;
    const scripts = [...body.matchAll(/<script([^>]*)>/g)].map((match) => match[1]);
    expect(
      scripts.every((attributes) =>
        /type="(module|application\/json|application\/ld\+json)"/.test(attributes ?? ''),
      ),
    ).toBe(true);
    expect(body).not.toContain('<script>alert(1)</script>');
    // Inside the handover, the title's "</script>" is escaped, so the element cannot end early.
    expect(handover(body)).not.toBeNull();
  });

  it('is drawn in the language the visitor chose', async () => {
    const english = root((await get(`/product/${listing.id}`, { cookie: 'language=en' })).body);
    expect(english).toContain('78 lakh taka');
    expect(english).toContain('Call');
    const viaLink = (await get(`/product/${listing.id}?lang=en`)).body;
    expect(viaLink).toContain('<html lang="en"');
    expect(root(viaLink)).toContain('78 lakh taka');
  });

  it('answers 404 with the not-found screen for a listing that does not exist', async () => {
    const res = await get('/product/00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(root(res.body)).toContain('প্রপার্টিটি পাওয়া যায়নি');
  });
});

describe('other screens', () => {
  it('draws home with the newest listings and the area search with its results', async () => {
    const home = root((await get('/', { cookie: 'language=en' })).body);
    expect(home).toContain('Find your next address in Rajshahi');
    expect(home).toContain(`/product/${listing.id}`);
    const area = root((await get('/property-searched?area=uposhohor')).body);
    expect(area).toContain('উপশহর');
    expect(area).toContain(`/product/${listing.id}`);
  });

  it('leaves account screens to the browser, which knows who is logged in', async () => {
    const res = await get('/profile-post');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain(HANDOVER_ID);
  });

  it('reads a path that starts with two slashes as the browser will: a path, not another host', async () => {
    const res = await get(`//evil.example/product/${listing.id}`);
    expect(root(res.body)).not.toContain(`/product/${listing.id}"`);
    expect(root(res.body)).not.toContain('উপশহরে ৩ রুমের ফ্ল্যাট');
  });

  it('sends the page undrawn when drawing fails, rather than failing the page', async () => {
    const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thikana-web-'));
    fs.copyFileSync(path.join(import.meta.dirname, '../../../index.html'), path.join(webDir, 'index.html'));
    const broken = await createTestApp({}, { webDir, drawScreen: () => Promise.reject(new Error('broken')) });
    try {
      const res = await broken.app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
    } finally {
      await broken.close();
    }
  });
});
