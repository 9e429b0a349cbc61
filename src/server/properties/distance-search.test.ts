import { afterAll, describe, expect, it } from 'vitest';
import type { Property } from '../../shared/property';
import { createProperty, createUser } from '../test/factories';
import { createTestApp } from '../test/test-app';

const t = await createTestApp();
afterAll(() => t.close());
const owner = await createUser(t.database.db);

// RUET at 24.3637 N, 88.6280 E (rajshahi-landmarks.json). Listings due north of it: a degree of
// latitude is 111.195 km, so 0.009° is 1.0008 km. Due east at this latitude a degree of longitude
// is 111.195 × cos(24.3637°) = 101.285 km, so 0.02° is 2.026 km. Worked by hand, not by the code under test.
const RUET = { lat: 24.3637, lng: 88.628 };
const at = (title: string, dLat: number, dLng: number) =>
  createProperty(t.database.db, {
    userId: owner.id,
    title,
    areaSlug: 'kazla',
    pinLat: RUET.lat + dLat,
    pinLng: RUET.lng + dLng,
    placeLat: RUET.lat + dLat,
    placeLng: RUET.lng + dLng,
  });
await at('North one km of RUET', 0.009, 0); // 1.0 km
await at('North half a km of RUET', 0.0045, 0); // 0.5 km
await at('East two km of RUET', 0, 0.02); // 2.03 km
await at('South three and a half km of RUET', -0.0315, 0); // 3.5 km
await at('Far away in Godagari', 0.1, -0.3); // ~32 km

async function search(query: string) {
  const res = await t.api('GET', `/property/searched-properties?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: Property[]; total: number }>();
}
const titlesAndKm = (data: Property[]) => data.map((p) => [p.property_title, p.distance_km]);

describe('near a landmark', () => {
  it('keeps listings within 2 km by default, nearest first, each with its distance to 0.1 km', async () => {
    const { data } = await search('near=ruet');
    expect(titlesAndKm(data)).toEqual([
      ['North half a km of RUET', 0.5],
      ['North one km of RUET', 1],
    ]);
  });

  it('takes a radius, and another order', async () => {
    expect(titlesAndKm((await search('near=ruet&within_km=2.1')).data)).toEqual([
      ['North half a km of RUET', 0.5],
      ['North one km of RUET', 1],
      ['East two km of RUET', 2],
    ]);
    expect(
      titlesAndKm((await search('near=ruet&within_km=4&sort=distance')).data).map(([, km]) => km),
    ).toEqual([0.5, 1, 2, 3.5]);
    // Page by page, one listing a page: the nearest first still (each page read from a ring around RUET).
    const pages = [];
    for (const page of [1, 2, 3, 4])
      pages.push(...(await search(`near=ruet&within_km=4&limit=1&page=${page}`)).data);
    expect(pages.map((p) => p.distance_km)).toEqual([0.5, 1, 2, 3.5]);
    const newest = await search('near=ruet&within_km=4&sort=newest');
    expect(newest.data.map((p) => p.property_title)[0]).toBe('South three and a half km of RUET');
    expect(newest.total).toBe(4);
  });

  it('refuses a radius out of range and matches nothing near an unknown landmark', async () => {
    expect((await t.api('GET', '/property/searched-properties?near=ruet&within_km=50')).statusCode).toBe(400);
    expect((await t.api('GET', '/property/searched-properties?near=ruet&within_km=abc')).statusCode).toBe(
      400,
    );
    expect((await search('near=nowhere-at-all')).total).toBe(0);
  });

  it('reads a landmark said in the search words', async () => {
    for (const keyword of ['near RUET', 'RUET er pashe', 'রুয়েটের কাছে']) {
      const { data } = await search(`keyword=${encodeURIComponent(keyword)}`);
      expect(data.map((p) => p.distance_km)).toEqual([0.5, 1]);
    }
  });
});

describe('in a box', () => {
  it('keeps the listings whose public point is inside it', async () => {
    // West, south, east, north: around RUET, taking the 0.5 km and 1 km listings and the 2 km one to the east.
    const { data } = await search(`bbox=88.62,24.36,88.65,24.38&limit=50`);
    expect(data.map((p) => p.property_title).sort()).toEqual([
      'East two km of RUET',
      'North half a km of RUET',
      'North one km of RUET',
    ]);
    expect((await t.api('GET', '/property/searched-properties?bbox=1,2,3')).statusCode).toBe(400);
    expect((await t.api('GET', '/property/searched-properties?bbox=88.7,24.3,88.6,24.4')).statusCode).toBe(
      400,
    );
  });
});
