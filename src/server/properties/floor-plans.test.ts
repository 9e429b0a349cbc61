import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyPageSchema, propertySchema, type Property } from '../../shared/property';
import { photos } from '../db/schema';
import { addPhotos, createProperty, flatInput, signedInPeople } from '../test/factories';
import { jpeg } from '../test/images';
import { createTestApp, type TestContext } from '../test/test-app';
import { sweepOrphanFiles } from './sweep-orphan-files';

// Floor plans (issue 30): a second kind of listing image, declared in shared/listing-fields.ts.
let t: TestContext;
let owner: { id: string };
let ownerToken: string;
let adminToken: string;

beforeAll(async () => {
  // The repository's index.html stands in for the build, so listing pages get their head.
  const webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'thikana-web-'));
  await fs.copyFile(path.join(import.meta.dirname, '../../../index.html'), path.join(webDir, 'index.html'));
  t = await createTestApp({}, { webDir });
  ({ owner, ownerToken, adminToken } = await signedInPeople(t, { name: 'Owner Rahima' }));
});
afterAll(() => t.close());

type File = { field: 'photos' | 'floor_plans'; color?: string };

async function sendForm(method: 'POST' | 'PATCH', url: string, data: object, files: File[]) {
  const images = await Promise.all(
    files.map(async ({ field, color }, n) => ({
      field,
      name: `${field}-${n}.jpg`,
      type: 'image/jpeg',
      content: await jpeg(400, 300, color),
    })),
  );
  return t.apiForm(method, url, ownerToken, { data: JSON.stringify(data) }, images);
}

const send = (method: 'GET' | 'PATCH', url: string, token?: string, body?: object) =>
  t.api(method, url, token, body);

const PLAN = { field: 'floor_plans' } as const;
const PHOTO = { field: 'photos' } as const;
const keyOf = (url: string) => /\/uploads\/([a-f0-9]+)-/.exec(url)![1]!;
const storedFiles = async () => (await fs.readdir(t.uploadsDir).catch(() => [])).sort();
const publicListing = async (id: string) =>
  propertySchema.parse((await send('GET', `/property/${id}`)).json().data);
const approve = (id: string) =>
  send('PATCH', `/property/${id}/decision`, adminToken, { property_status: 'approved' });
const approveRevision = (id: string) =>
  send('PATCH', `/property/admin/${id}/revision`, adminToken, { decision: 'approve' });

/** A floor plan row added straight to the database, like factories.addPhotos adds photos. */
async function addFloorPlan(propertyId: string, position = 0) {
  const [photo] = await addPhotos(t.database.db, t.storage, propertyId, 1);
  await t.database.db.update(photos).set({ kind: 'floor_plan', position }).where(eq(photos.id, photo!.id));
  return photo!;
}

describe('floor plans', () => {
  it('are posted as `floor_plans` files and answered as `floor_plans`, served as WebP', async () => {
    const res = await sendForm('POST', '/property/create', flatInput, [
      PHOTO,
      PLAN,
      { ...PLAN, color: '#223344' },
    ]);
    expect(res.statusCode).toBe(201);
    const listing = propertySchema.parse(res.json().data);
    expect(listing.floor_plans).toHaveLength(2);
    expect(listing.photos).toHaveLength(1);
    expect(listing.cover_photo?.id).toBe(listing.photos[0]?.id);
    for (const plan of listing.floor_plans) {
      expect(plan).toMatchObject({ id: expect.any(String), url: expect.stringMatching(/\.webp$/) });
      const file = await t.app.inject({ method: 'GET', url: plan.url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect((await sharp(file.rawPayload).metadata()).format).toBe('webp');
    }
  });

  it('refuses a third floor plan with too_many_floor_plans and keeps nothing', async () => {
    const before = await storedFiles();
    const res = await sendForm('POST', '/property/create', flatInput, [PLAN, PLAN, PLAN]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { floor_plans: 'too_many_floor_plans' },
    });
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses an edit that would leave more than two', async () => {
    const listing = await createProperty(t.database.db, { userId: owner.id, status: 'pending' });
    await addFloorPlan(listing.id);
    const res = await sendForm('PATCH', `/property/${listing.id}`, {}, [PLAN, PLAN]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ floor_plans: 'too_many_floor_plans' });
  });

  it('are not photos: not the cover, not the card picture, not counted among the photos', async () => {
    const onlyPlan = propertySchema.parse(
      (
        await sendForm('POST', '/property/create', { ...flatInput, property_title: 'Plan only flat Kazla' }, [
          PLAN,
        ])
      ).json().data,
    );
    expect(onlyPlan).toMatchObject({ photos: [], cover_photo: null });
    expect(onlyPlan.floor_plans).toHaveLength(1);
    // With a photo posted after the plan, the photo is the cover all the same.
    const both = propertySchema.parse(
      (
        await sendForm('POST', '/property/create', { ...flatInput, property_title: 'Plan and photo flat' }, [
          PLAN,
          PHOTO,
        ])
      ).json().data,
    );
    expect(both.cover_photo?.id).toBe(both.photos[0]?.id);
    expect(both.floor_plans.map((plan) => plan.id)).not.toContain(both.cover_photo?.id);
    for (const id of [onlyPlan._id, both._id]) expect((await approve(id)).statusCode).toBe(200);

    const page = propertyPageSchema.parse((await send('GET', '/property/approved-all?limit=50')).json());
    const card = (id: string) => page.data.find((listing: Property) => listing._id === id);
    expect(card(onlyPlan._id)).toMatchObject({ photos: [], cover_photo: null });
    expect(card(both._id)?.photos.map((photo) => photo.id)).toEqual([both.photos[0]?.id]);
    expect(card(both._id)?.cover_photo?.id).toBe(both.photos[0]?.id);

    // The page's link preview and preloaded photo are the site's picture and none, never the plan.
    const html = await t.app.inject({ method: 'GET', url: `/product/${onlyPlan._id}` });
    expect(html.statusCode).toBe(200);
    const head = html.body.slice(0, html.body.indexOf('</head>'));
    expect(head).toMatch(/<meta property="og:image" content="[^"]*"/);
    expect(head).not.toContain(keyOf(onlyPlan.floor_plans[0]!.url));
    const withPhoto = await t.app.inject({ method: 'GET', url: `/product/${both._id}` });
    expect(withPhoto.body).toContain(`${keyOf(both.photos[0]!.url)}-share.jpg`);
  });

  it('an owner’s added or removed plan waits as a revision; approval puts it live', async () => {
    const listing = await createProperty(t.database.db, {
      userId: owner.id,
      title: 'Flat with a plan to come',
    });
    const [photo] = await addPhotos(t.database.db, t.storage, listing.id, 1);

    const added = await sendForm('PATCH', `/property/${listing.id}`, {}, [PLAN]);
    expect(added.statusCode).toBe(200);
    const owned = propertySchema.parse(added.json().data);
    expect(owned.floor_plans).toEqual([]);
    const pending = owned.pending_revision as { floor_plans?: Property['floor_plans']; photos?: unknown };
    expect(pending.floor_plans).toHaveLength(1);
    expect(pending.photos).toBeUndefined();
    expect((await publicListing(listing.id)).floor_plans).toEqual([]);

    // The moderator's queue shows the revision; approving it makes the plan public beside the photo.
    expect((await approveRevision(listing.id)).statusCode).toBe(200);
    const live = await publicListing(listing.id);
    expect(live.floor_plans.map((plan) => plan.id)).toEqual([pending.floor_plans![0]!.id]);
    expect(live.photos.map((p) => p.id)).toEqual([photo!.id]);
    expect(live.cover_photo?.id).toBe(photo!.id);

    // Removing it (an empty floor_plan_order) is a revision too; its files go once it is approved.
    const planKey = keyOf(live.floor_plans[0]!.url);
    const removed = await send('PATCH', `/property/${listing.id}`, ownerToken, { floor_plan_order: [] });
    expect(removed.statusCode).toBe(200);
    expect(propertySchema.parse(removed.json().data).pending_revision).toEqual({ floor_plans: [] });
    expect((await publicListing(listing.id)).floor_plans).toHaveLength(1);
    expect((await approveRevision(listing.id)).statusCode).toBe(200);
    expect((await publicListing(listing.id)).floor_plans).toEqual([]);
    expect((await publicListing(listing.id)).photos.map((p) => p.id)).toEqual([photo!.id]);
    expect((await storedFiles()).some((file) => file.startsWith(planKey))).toBe(false);
  });

  it('are ordered and removed by floor_plan_order, never named as photos or the cover', async () => {
    const listing = await createProperty(t.database.db, { userId: owner.id, status: 'pending' });
    const [photo] = await addPhotos(t.database.db, t.storage, listing.id, 1);
    const first = await addFloorPlan(listing.id, 0);
    const second = await addFloorPlan(listing.id, 1);

    const swapped = await send('PATCH', `/property/${listing.id}`, ownerToken, {
      floor_plan_order: [second.id, first.id],
    });
    expect(propertySchema.parse(swapped.json().data).floor_plans.map((p) => p.id)).toEqual([
      second.id,
      first.id,
    ]);

    // A plan among the photos, a photo among the plans, a plan as the cover: unknown there.
    const cases: Array<[object, string]> = [
      [{ photo_order: [photo!.id, first.id] }, 'photo_order'],
      [{ floor_plan_order: [photo!.id] }, 'floor_plan_order'],
      [{ cover_photo: first.id }, 'cover_photo'],
    ];
    for (const [body, field] of cases) {
      const res = await send('PATCH', `/property/${listing.id}`, ownerToken, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ [field]: 'unknown_photo' });
    }

    // The photo order leaves the plans alone; an order of one plan removes the other and its files.
    const reordered = await send('PATCH', `/property/${listing.id}`, ownerToken, {
      photo_order: [photo!.id],
    });
    expect(propertySchema.parse(reordered.json().data).floor_plans).toHaveLength(2);
    const kept = await send('PATCH', `/property/${listing.id}`, ownerToken, { floor_plan_order: [first.id] });
    const after = propertySchema.parse(kept.json().data);
    expect(after.floor_plans.map((p) => p.id)).toEqual([first.id]);
    expect(after.photos.map((p) => p.id)).toEqual([photo!.id]);
    expect((await storedFiles()).some((file) => file.startsWith(second.storageKey))).toBe(false);
  });

  it('are kept by the orphan sweep, public ones and those a revision waits with', async () => {
    const listing = await createProperty(t.database.db, {
      userId: owner.id,
      title: 'Flat whose plans are swept',
    });
    const published = await addFloorPlan(listing.id);
    await sendForm('PATCH', `/property/${listing.id}`, {}, [PLAN]);
    const [pendingPlan] = (await publicListing(listing.id)).floor_plans;
    expect(pendingPlan?.id).toBe(published.id);

    await sweepOrphanFiles(t.database.db, t.storage, { now: Date.now() + 10 * 60 * 60 * 1000 });
    const files = await storedFiles();
    const owned = propertySchema.parse(
      (await send('GET', `/property/${listing.id}`, ownerToken)).json().data,
    );
    const waiting = (owned.pending_revision as { floor_plans: Property['floor_plans'] }).floor_plans;
    expect(waiting).toHaveLength(2);
    for (const plan of waiting) {
      expect(files.filter((file) => file.startsWith(keyOf(plan.url)))).toHaveLength(4);
    }
  });
});
