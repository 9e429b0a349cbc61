import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GALLERY_PHOTO_SIZES } from '../../shared/photo-sizes';
import { escapeHtml } from '../escape-html';
import { addPhotos, createProperty } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';

let t: TestContext;
let listing: { id: string };
const SCRIPT = `export const words = ${JSON.stringify('ঠিকানা '.repeat(400))};\n`;
const SCRIPT_BR = zlib.brotliCompressSync(SCRIPT);
const hidden: Record<string, string> = {};

beforeAll(async () => {
  // The repository's index.html stands in for the build: same head markers, same script tag.
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thikana-web-'));
  fs.copyFileSync(path.join(import.meta.dirname, '../../../index.html'), path.join(webDir, 'index.html'));
  // A built script with the brotli copy the build writes next to it (vite.config.ts).
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'assets/app-1a2b3c.js'), SCRIPT);
  fs.writeFileSync(path.join(webDir, 'assets/app-1a2b3c.js.br'), SCRIPT_BR);
  t = await createTestApp({}, { webDir });
  listing = await createProperty(t.database.db, {
    title: 'উপশহরে ৩ রুমের ফ্ল্যাট </script><script>alert(1)</script>',
    price: 15000,
    areaSlug: 'uposhohor',
  });
  await addPhotos(t.database.db, t.storage, listing.id, 2);
  for (const status of ['pending', 'declined'] as const)
    hidden[status] = (await createProperty(t.database.db, { status, title: `A ${status} flat` })).id;
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const meta = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];
const beforeScripts = (html: string) => html.slice(0, html.indexOf('<script type="module"'));

describe('a listing page before any script runs', () => {
  it('carries the title, price, cover photo and schema.org data of the listing', async () => {
    const res = await get(`/product/${listing.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const head = beforeScripts(res.body);
    expect(head).toContain('<html lang="bn"');
    expect(meta(head, 'og:title')).toContain('১৫ ০০০ BDT');
    expect(meta(head, 'og:title')).toContain('উপশহরে ৩ রুমের ফ্ল্যাট');
    expect(meta(head, 'og:image')).toMatch(/^http:\/\/localhost:3000\/uploads\/[a-f0-9]+-share\.jpg$/);
    expect(meta(head, 'twitter:card')).toBe('summary_large_image');
    expect(head).toContain(`<link rel="canonical" href="http://localhost:3000/product/${listing.id}" />`);
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(head)?.[1] ?? '';
    expect(JSON.parse(ld)).toMatchObject({
      '@type': 'RealEstateListing',
      offers: { price: 15000, priceCurrency: 'BDT' },
    });
  });

  it('has the browser fetch the photo the gallery opens with before any script runs', async () => {
    const head = beforeScripts((await get(`/product/${listing.id}`)).body);
    const preload = /<link rel="preload" as="image" [^>]*>/.exec(head)?.[0] ?? '';
    expect(preload).toMatch(/imagesrcset="\/uploads\/[a-f0-9]+-320\.webp 320w, [^"]+ 1280w"/);
    expect(preload).toContain(`imagesizes="${GALLERY_PHOTO_SIZES}"`);
    expect(preload).toContain('fetchpriority="high"');
  });

  it('cannot be broken out of by a title with markup in it', async () => {
    const res = await get(`/product/${listing.id}`);
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body.match(/<\/script>/g)).toHaveLength(2); // JSON-LD's and the app's own
  });

  it('is written in English for a visitor who chose English', async () => {
    const head = beforeScripts((await get(`/product/${listing.id}`, { cookie: 'language=en' })).body);
    expect(head).toContain('<html lang="en"');
    expect(meta(head, 'og:title')).toContain('15 000 BDT');
    expect(meta(head, 'description')).toContain('For rent · Apartment · Uposhohor, Rajshahi');
    // Without a choice, Bengali, as the app itself starts, whatever the browser prefers.
    const unchosen = await get(`/product/${listing.id}`, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(beforeScripts(unchosen.body)).toContain('<html lang="bn"');
    expect((await get(`/product/${listing.id}?lang=en`, { cookie: 'language=bn' })).body).toContain(
      'lang="en"',
    );
  });

  it('says a large price the way people say it, next to the exact figure', async () => {
    const flat = await createProperty(t.database.db, { propertyType: 'sell', price: 7_850_000 });
    const title = (headers: Record<string, string>) =>
      get(`/product/${flat.id}`, headers).then((res) => meta(beforeScripts(res.body), 'og:title'));
    expect(await title({})).toContain('৭ ৮৫০ ০০০ BDT · ৭৮.৫ লাখ টাকা');
    expect(await title({ cookie: 'language=en' })).toContain('7 850 000 BDT · 78.5 lakh taka');
  });

  it('is a 404, not an empty 200, for a listing that is unknown or not approved', async () => {
    for (const id of [hidden.pending, hidden.declined, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await get(`/product/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      expect(res.body).not.toContain('A pending flat');
      expect(res.body).not.toContain('A declined flat');
    }
  });

  it('keeps a rented listing, asking search engines to drop it; 410 once its time is over', async () => {
    const rented = await createProperty(t.database.db, {
      title: 'A rented flat',
      marketStatus: 'rented',
      closedAt: new Date(),
    });
    const page = await get(`/product/${rented.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('A rented flat');
    expect(page.body).toContain('<meta name="robots" content="noindex" />');

    const longAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    const sold = await createProperty(t.database.db, {
      propertyType: 'sell',
      title: 'A flat sold long ago',
      marketStatus: 'sold',
      closedAt: longAgo,
    });
    const expired = await createProperty(t.database.db, { title: 'An expired flat', expiresAt: longAgo });
    for (const id of [sold.id, expired.id]) {
      const res = await get(`/product/${id}`);
      expect(res.statusCode).toBe(410);
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      expect(res.body).not.toMatch(/A flat sold long ago|An expired flat/);
    }
  });
});

describe('a page head whose text holds replacement patterns', () => {
  // String.replace reads $` $& $' in a replacement string as the text before, of and after the match.
  const PATTERNS = "Flat $` with $& and $' by the river";
  const ldOf = (html: string) =>
    JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '') as {
      name: string;
    };

  it('keeps a listing title with them as written, in one document', async () => {
    const { id } = await createProperty(t.database.db, { title: PATTERNS });
    const res = await get(`/product/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body.match(/<!doctype/gi)).toHaveLength(1);
    expect(ldOf(res.body).name).toBe(PATTERNS);
    expect(res.body).toContain(`<title>${escapeHtml(PATTERNS)} · `);
  });

  it('keeps a search keyword with them as written, in one document', async () => {
    const res = await get(`/property-searched?keyword=${encodeURIComponent(PATTERNS)}`);
    expect(res.statusCode).toBe(200);
    expect(res.body.match(/<!doctype/gi)).toHaveLength(1);
    expect(res.body).toContain(`<title>“${escapeHtml(PATTERNS)}”: খোঁজের ফলাফল · ঠিকানা</title>`);
  });
});

describe('other pages', () => {
  it('names an area page after its area, and gives it a canonical address', async () => {
    const head = beforeScripts(
      (await get('/property-searched?area=uposhohor&property_type=rent&page=2')).body,
    );
    expect(head).toContain('<title>উপশহর: ভাড়ার বাসা ও প্রপার্টি · ঠিকানা</title>');
    expect(head).toContain(
      '<link rel="canonical" href="http://localhost:3000/property-searched?area=uposhohor&#38;property_type=rent" />',
    );
  });

  it('reads a typed search as the page does: “flat for rent in Kajla” is the Kazla rentals page', async () => {
    const head = beforeScripts(
      (await get(`/property-searched?keyword=${encodeURIComponent('flat for rent in Kajla')}`)).body,
    );
    expect(head).toContain('<title>কাজলা: ভাড়ার বাসা ও প্রপার্টি · ঠিকানা</title>');
    expect(head).toContain(
      '<link rel="canonical" href="http://localhost:3000/property-searched?area=kazla&#38;property_type=rent" />',
    );
  });

  it('gives the price guide its own title and description, in the visitor’s language', async () => {
    const bn = beforeScripts((await get('/price-guide?area=kazla')).body);
    expect(bn).toContain('<title>রাজশাহীর দামের নির্দেশিকা · ঠিকানা</title>');
    expect(meta(bn, 'description')).toMatch(/^রাজশাহীর প্রতিটি এলাকায়/);
    expect(bn).toContain('<link rel="canonical" href="http://localhost:3000/price-guide" />');
    const en = beforeScripts((await get('/price-guide?lang=en')).body);
    expect(en).toContain('<title>Rajshahi price guide · Thikana</title>');
    expect(meta(en, 'og:description')).toMatch(/^What homes rent for/);
    expect(en).not.toContain('content="noindex"');
  });

  it('answers a path no screen has with 404, and keeps account screens out of search engines', async () => {
    expect((await get('/wp-login.php')).statusCode).toBe(404);
    const signIn = await get('/sign-in');
    expect(signIn.statusCode).toBe(200);
    expect(signIn.body).toContain('content="noindex"');
    expect((await get('/')).body).not.toContain('content="noindex"');
  });

  it('lists approved listings and area pages in the sitemaps, and points robots to them', async () => {
    expect((await get('/robots.txt')).body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    const index = (await get('/sitemap.xml')).body;
    expect(index).toContain('<loc>http://localhost:3000/sitemap-listings-1.xml</loc>');
    const pages = (await get('/sitemap-pages.xml')).body;
    expect(pages).toContain('<loc>http://localhost:3000/property-searched?area=uposhohor</loc>');
    const listings = await get('/sitemap-listings-1.xml');
    expect(listings.headers['content-type']).toMatch(/application\/xml/);
    expect(listings.body).toContain(`/product/${listing.id}</loc>`);
    for (const id of Object.values(hidden)) expect(listings.body).not.toContain(id);
    expect((await get('/sitemap-listings-2.xml')).statusCode).toBe(404);
  });
});

describe('the built web app', () => {
  it("sends a script's brotli copy as it is, and the script itself to a browser without brotli", async () => {
    const br = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.rawPayload.equals(SCRIPT_BR)).toBe(true); // the file, not compressed again
    const plain = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });
});
