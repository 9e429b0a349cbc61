import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPropertyInputSchema } from '../../shared/property-input';
import { DEMO_DIR, PROJECT_ROOT } from '../paths';
import { createTestApp, type TestContext } from '../test/test-app';
import { demoDataSchema, demoListingsFile, demoPhotoFile } from './demo-data';
import { computePriceGuide } from '../properties/price-guide';
import { seedDemoIfEmpty } from './seed-demo';

// The file as written, before any parsing: what a contributor edits.
const raw = JSON.parse(fs.readFileSync(demoListingsFile(), 'utf8')) as {
  listings: Array<{
    status: string;
    closed_days_ago?: number;
    photos: string[];
    listing: Record<string, unknown>;
  }>;
};

describe('demo/listings.json', () => {
  it('has every listing valid as the API reads a new one, with no field it would drop', () => {
    expect(raw.listings.length).toBeGreaterThanOrEqual(50);
    raw.listings.forEach((entry, index) => {
      const parsed = createPropertyInputSchema.safeParse(entry.listing);
      expect(parsed.error?.issues, `listing ${index}`).toBeUndefined();
      expect(Object.keys(parsed.data ?? {}), `listing ${index}`).toEqual(
        expect.arrayContaining(Object.keys(entry.listing)),
      );
    });
    expect(demoDataSchema.safeParse(raw).error?.issues).toBeUndefined();
  });

  it('names only photo files that exist, and every file is used', () => {
    const named = new Set(raw.listings.flatMap((entry) => entry.photos));
    for (const name of named) expect(fs.existsSync(demoPhotoFile(name)), name).toBe(true);
    const files = fs.readdirSync(path.join(DEMO_DIR, 'photos'));
    expect(files.toSorted()).toEqual([...named].toSorted());
    // Committed pictures: the repository stays light.
    const bytes = files.reduce((sum, name) => sum + fs.statSync(demoPhotoFile(name)).size, 0);
    expect(bytes).toBeLessThan(3 * 1024 * 1024);
  });
});

describe('the production bundle', () => {
  it('carries no demo listing text and no drawing code', async () => {
    const output = await build({
      entryPoints: [path.join(PROJECT_ROOT, 'src/server/main.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      // UTF-8 so that Bengali titles would appear as themselves, not as \u escapes.
      charset: 'utf8',
      write: false,
      logLevel: 'silent',
    });
    const bundle = output.outputFiles[0]?.text ?? '';
    expect(bundle).toContain('seedDemoIfEmpty');
    for (const entry of raw.listings) expect(bundle).not.toContain(String(entry.listing.property_title));
    expect(bundle).not.toMatch(/drawDemoPhoto|mulberry32/);
  });
});

describe('seeding the demo marketplace', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // 107 listings through createProperty and 21 pictures through sharp: ~10 s, more on a busy machine.
  it('posts every listing with its photos, once', { timeout: 60_000 }, async () => {
    const log: string[] = [];
    expect(await seedDemoIfEmpty(t.database.db, t.storage, { info: (m) => log.push(m) })).toBe(true);
    expect(log.join()).toMatch(/Demo data: \d+ listings/);

    // Listings let or sold long ago are off the market: the list shows the others.
    const onMarket = raw.listings.filter(
      (entry) => entry.status === 'approved' && entry.closed_days_ago === undefined,
    );
    const list = await t.app.inject({ url: '/api/v1/property/approved-all?limit=1' });
    expect(list.json().total).toBe(onMarket.length);

    // They fill the price guide on a fresh start: several areas have a row (5 or more alike).
    const guide = await t.app.inject({ url: '/api/v1/price-guide' });
    expect(guide.json().data.length).toBe(0); // refilled by the start-up, not by the seed
    await computePriceGuide(t.database.db);
    const rows = (await t.app.inject({ url: '/api/v1/price-guide' })).json().data as Array<{
      area: { slug: string };
      deal: string;
      bedrooms: number | null;
      unit: string;
    }>;
    expect(rows.map((row) => `${row.area.slug} ${row.deal} ${row.bedrooms ?? ''} ${row.unit}`)).toEqual(
      expect.arrayContaining([
        'kazla rent 2 month',
        'shaheb-bazar rent 2 month',
        'uposhohor rent 2 month',
        'uposhohor sell  sqft',
        'uposhohor sell  katha',
        'padma-residential-area sell  sqft',
      ]),
    );

    // The first listing keeps its id on every machine (and across versions of the demo seeder).
    const [entry] = raw.listings;
    const first = await t.app.inject({ url: '/api/v1/property/2d305cca-927a-4bf0-87c4-c9615466d425' });
    expect(first.json().data).toMatchObject({
      property_title: entry?.listing.property_title,
      property_status: entry?.status,
    });
    const photos = first.json().data.photos;
    expect(photos).toHaveLength(entry?.photos.length ?? -1);
    const photo = await t.app.inject({ url: photos[0].url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');

    expect(await seedDemoIfEmpty(t.database.db, t.storage, { info: () => {} })).toBe(false);
  });
});
