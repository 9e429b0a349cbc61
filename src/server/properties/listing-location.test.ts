import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { distanceKm, type Point } from '../../shared/geo';
import type { Property } from '../../shared/property';
import places from '../../shared/rajshahi-areas.json' with { type: 'json' };
import { properties } from '../db/schema';
import { createProperty, flatInput, signedInPeople } from '../test/factories';
import { createTestApp } from '../test/test-app';
import { expiryFrom } from './listing-life';

const t = await createTestApp();
const { owner, ownerToken, strangerToken, adminToken } = await signedInPeople(t);
afterAll(() => t.close());

const RUET: Point = { lat: 24.3637, lng: 88.628 };
const uposhohor = places.neighbourhoods.find((a) => a.slug === 'uposhohor') as Point;

async function read(id: string, token?: string): Promise<Property> {
  const res = await t.api('GET', `/property/${id}`, token);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: Property }>().data;
}

async function post(body: object): Promise<Property> {
  const res = await t.api('POST', '/property/create', ownerToken, { ...flatInput, ...body });
  expect(res.statusCode).toBe(201);
  return res.json<{ data: Property }>().data;
}

const approve = (id: string) =>
  t.database.db
    .update(properties)
    .set({ status: 'approved', expiresAt: expiryFrom(new Date(), 'rent') })
    .where(eq(properties.id, id));

describe('a listing’s pin and public location', () => {
  it('shows everyone the same circle around a point 100–250 m from the pin, and the pin only to the owner and admins', async () => {
    const listing = await post({ pin: RUET });
    expect(listing.pin).toEqual(RUET);
    await approve(listing._id);

    const reads = [
      await read(listing._id),
      await read(listing._id),
      await read(listing._id, strangerToken),
      await read(listing._id, ownerToken),
      await read(listing._id, adminToken),
    ];
    const [first] = reads;
    for (const seen of reads) expect(seen.location).toEqual(first?.location);
    const location = first?.location as Point & { radius_m: number };
    expect(location.radius_m).toBe(300);
    expect(location).not.toMatchObject(RUET);
    const metres = distanceKm(location, RUET) * 1000;
    expect(metres).toBeGreaterThanOrEqual(99);
    expect(metres).toBeLessThanOrEqual(251);

    expect(reads[0]?.pin).toBeNull();
    expect(reads[2]?.pin).toBeNull();
    expect(reads[3]?.pin).toEqual(RUET);
    expect(reads[4]?.pin).toEqual(RUET);
    // Nor do lists give it away.
    const list = await t.api('GET', '/property/searched-properties?limit=50');
    const listed = list.json<{ data: Property[] }>().data.find((p) => p._id === listing._id);
    expect(listed?.pin).toBeNull();
    expect(listed?.location).toEqual(location);
  });

  it('pins a listing posted without a pin on its area’s centre', async () => {
    const listing = await post({});
    expect(listing.pin).toEqual({ lat: uposhohor.lat, lng: uposhohor.lng });
    expect(distanceKm(listing.location as Point, uposhohor) * 1000).toBeGreaterThanOrEqual(99);
  });

  it('refuses a pin outside the Rajshahi district, and one that is no point', async () => {
    for (const pin of [
      { lat: 23.8103, lng: 90.4125 }, // Dhaka
      { lat: 24.3745, lng: 89.2 },
    ]) {
      const res = await t.api('POST', '/property/create', ownerToken, { ...flatInput, pin });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toMatchObject({ pin: 'outside_rajshahi' });
    }
    const listing = await createProperty(t.database.db, { userId: owner.id });
    const res = await t.api('PATCH', `/property/${listing.id}`, ownerToken, {
      pin: { lat: 25.7, lng: 88.6 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ pin: 'outside_rajshahi' });
    const junk = await t.api('POST', '/property/create', ownerToken, { ...flatInput, pin: { lat: 'x' } });
    expect(junk.statusCode).toBe(400);
  });

  it('makes a moved pin on an approved listing part of its revision; the public point follows on approval', async () => {
    const listing = await post({ pin: RUET });
    await approve(listing._id);
    const before = await read(listing._id);
    const moved = { lat: 24.37, lng: 88.61 };

    const res = await t.api('PATCH', `/property/${listing._id}`, ownerToken, { pin: moved });
    expect(res.statusCode).toBe(200);
    const own = await read(listing._id, ownerToken);
    expect(own.pin).toEqual(RUET);
    expect(own.pending_revision).toMatchObject({ pin: moved });
    expect((await read(listing._id)).location).toEqual(before.location);

    const decided = await t.api('PATCH', `/property/admin/${listing._id}/revision`, adminToken, {
      decision: 'approve',
    });
    expect(decided.statusCode).toBe(200);
    const after = await read(listing._id);
    const metres = distanceKm(after.location as Point, moved) * 1000;
    expect(metres).toBeGreaterThanOrEqual(99);
    expect(metres).toBeLessThanOrEqual(251);
    expect((await read(listing._id, ownerToken)).pin).toEqual(moved);
  });

  it('draws a new offset when the pin moves: a point seen on the area’s centre does not give the house away', async () => {
    // Posted without a pin, on the area's public centre: anyone can subtract the centre from the point.
    const listing = await post({});
    await approve(listing._id);
    const before = await read(listing._id);
    const offset = { lat: before.location!.lat - uposhohor.lat, lng: before.location!.lng - uposhohor.lng };
    const house = { lat: 24.3712, lng: 88.6158 };
    expect((await t.api('PATCH', `/property/${listing._id}`, ownerToken, { pin: house })).statusCode).toBe(
      200,
    );
    const decided = await t.api('PATCH', `/property/admin/${listing._id}/revision`, adminToken, {
      decision: 'approve',
    });
    expect(decided.statusCode).toBe(200);
    const after = (await read(listing._id)).location!;
    const guessed = { lat: after.lat - offset.lat, lng: after.lng - offset.lng };
    // The old offset, applied backwards, lands on the house only if it was kept (odds of a new draw
    // within 5 m of the old: about 1 in 2,000).
    expect(distanceKm(guessed, house) * 1000).toBeGreaterThan(5);
    expect(distanceKm(after, house) * 1000).toBeLessThanOrEqual(251);
  });
});

describe('GET /landmarks', () => {
  it('lists the landmarks in both languages with their spellings and coordinates', async () => {
    const res = await t.api('GET', '/landmarks');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('public');
    const ruet = res.json<{ data: Array<Record<string, unknown>> }>().data.find((l) => l.slug === 'ruet');
    expect(ruet).toMatchObject({
      name: 'RUET',
      name_bn: 'রুয়েট',
      kind: 'university',
      lat: 24.3637,
      lng: 88.628,
    });
  });
});
