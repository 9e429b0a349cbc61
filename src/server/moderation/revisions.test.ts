import fs from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewListSchema } from '../../shared/moderation';
import { propertySchema } from '../../shared/property';
import { adminActions, properties, propertyRevisions } from '../db/schema';
import { sweepOrphanFiles } from '../properties/sweep-orphan-files';
import { addPhotos, createProperty, createUser, signedInPeople } from '../test/factories';
import { jpeg } from '../test/images';
import { latestMailTo, mailsTo } from '../test/outbox';
import { createTestApp, type TestContext } from '../test/test-app';

let t: TestContext;
let owner: { id: string; email: string };
let ownerToken: string;
let userToken: string;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ owner, ownerToken, strangerToken: userToken, adminToken } = await signedInPeople(t, { language: 'bn' }));
});
afterAll(() => t.close());

function send(method: 'PATCH' | 'GET', url: string, token?: string, body?: object) {
  return t.api(method, url, token, body);
}

const listingOf = async (id: string, token?: string) =>
  propertySchema.parse((await send('GET', `/property/${id}`, token)).json().data);

const rowOf = async (id: string) =>
  (await t.database.db.select().from(properties).where(eq(properties.id, id)))[0]!;

const revisionOf = async (id: string) =>
  (await t.database.db.select().from(propertyRevisions).where(eq(propertyRevisions.propertyId, id)))[0];

const approvedListing = (title = 'Bright flat near Kazla gate') =>
  createProperty(t.database.db, { userId: owner.id, title, areaSlug: 'kazla', price: 15000 });

const pendingQueue = async () =>
  reviewListSchema.parse((await send('GET', '/property/pending-all', adminToken)).json());

describe('an owner’s edit of an approved listing', () => {
  it('keeps the approved version public and waits for review as a revision', async () => {
    const listing = await approvedListing();
    const res = await send('PATCH', `/property/${listing.id}`, ownerToken, {
      property_title: 'Penthouse suite near Kazla gate',
      price: 16000,
    });
    expect(res.statusCode).toBe(200);
    const answer = propertySchema.parse(res.json().data);
    expect(answer).toMatchObject({
      property_status: 'approved',
      property_title: 'Bright flat near Kazla gate',
    });
    expect(answer.pending_revision).toEqual({
      property_title: 'Penthouse suite near Kazla gate',
      price: 16000,
    });

    // A visitor and another user see the approved version, and nothing of the revision.
    for (const token of [undefined, userToken]) {
      const seen = await listingOf(listing.id, token);
      expect(seen).toMatchObject({ property_title: 'Bright flat near Kazla gate', price: 15000 });
      expect(seen.pending_revision).toBeNull();
    }
    const search = await send(
      'GET',
      `/property/searched-properties?search=${encodeURIComponent('Penthouse')}`,
    );
    // Search reads the public version: the listing may turn up, but never with the new title.
    for (const item of search.json().data as Array<{ property_title: string; pending_revision: unknown }>) {
      expect(item.property_title).not.toBe('Penthouse suite near Kazla gate');
      expect(item.pending_revision).toBeNull();
    }
    const publicList = await send('GET', '/property/approved-all');
    for (const item of publicList.json().data as Array<{ pending_revision: unknown }>) {
      expect(item.pending_revision).toBeNull();
    }

    // The owner sees the note; the admin's queue lists it as a revision.
    expect((await listingOf(listing.id, ownerToken)).pending_revision).toMatchObject({ price: 16000 });
    const queued = (await pendingQueue()).data.find((item) => item._id === listing.id);
    expect(queued).toMatchObject({ property_status: 'approved', pending_revision: { price: 16000 } });
  });

  it('merges a second edit into the pending revision, and drops what is set back', async () => {
    const listing = await approvedListing();
    await send('PATCH', `/property/${listing.id}`, ownerToken, {
      property_title: 'A second title here',
      bedrooms: 4,
    });
    const res = await send('PATCH', `/property/${listing.id}`, ownerToken, {
      property_title: 'Bright flat near Kazla gate',
      description: 'Now with a newly painted kitchen and a balcony to the south.',
    });
    expect(res.json().data.pending_revision).toEqual({
      bedrooms: 4,
      description: 'Now with a newly painted kitchen and a balcony to the south.',
    });
  });

  it('changes nothing on a save that changes nothing: no revision, no new updated_at, no queue entry', async () => {
    const listing = await approvedListing();
    const before = await rowOf(listing.id);
    const res = await send('PATCH', `/property/${listing.id}`, ownerToken, {
      property_title: listing.title,
      price: listing.price,
      property_address: { address: listing.address, delegation: 'kazla', city: 'rajshahi' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ property_status: 'approved', pending_revision: null });
    expect(await revisionOf(listing.id)).toBeUndefined();
    expect((await rowOf(listing.id)).updatedAt).toEqual(before.updatedAt);
    expect((await pendingQueue()).data.some((item) => item._id === listing.id)).toBe(false);
  });

  it('applies a change of the price alone at once, without review', async () => {
    const listing = await approvedListing();
    const res = await send('PATCH', `/property/${listing.id}`, ownerToken, { price: '১৪,০০০' });
    expect(res.json().data).toMatchObject({
      price: 14000,
      property_status: 'approved',
      pending_revision: null,
    });
    expect((await listingOf(listing.id)).price).toBe(14000);
    expect(await revisionOf(listing.id)).toBeUndefined();
  });

  it('keeps a new price for review when other changes come with it', async () => {
    const listing = await approvedListing();
    await send('PATCH', `/property/${listing.id}`, ownerToken, { price: 17000, floor: 3 });
    expect((await listingOf(listing.id)).price).toBe(15000);
    expect((await revisionOf(listing.id))?.changes).toMatchObject({ columns: { price: 17000, floor: 3 } });
  });

  it('still sends a declined listing back to review, as before', async () => {
    const listing = await createProperty(t.database.db, { userId: owner.id, status: 'declined' });
    const res = await send('PATCH', `/property/${listing.id}`, ownerToken, { floor: 2 });
    expect(res.json().data).toMatchObject({ property_status: 'pending', floor: 2, pending_revision: null });
  });

  it('keeps the public photos and files while new photos wait, and the sweep keeps the new files', async () => {
    const listing = await approvedListing();
    const [first, second] = await addPhotos(t.database.db, t.storage, listing.id, 2);
    const res = await t.apiForm(
      'PATCH',
      `/property/${listing.id}`,
      ownerToken,
      { data: JSON.stringify({ photo_order: ['new:0', second!.id], cover_photo: 'new:0' }) },
      [{ field: 'photos', name: 'new.jpg', type: 'image/jpeg', content: await jpeg(700, 500, '#aa3355') }],
    );
    expect(res.statusCode).toBe(200);
    const data = propertySchema.parse(res.json().data);
    expect(data.photos.map((photo) => photo.id)).toEqual([first!.id, second!.id]);
    const revised = data.pending_revision as { photos: Array<{ id: string }>; cover_photo: { id: string } };
    expect(revised.photos).toHaveLength(2);
    expect(revised.photos[1]?.id).toBe(second!.id);
    expect(revised.cover_photo.id).toBe(revised.photos[0]?.id);

    // Even long after, the sweep does not take the revision's new file nor the public ones.
    await sweepOrphanFiles(t.database.db, t.storage, { now: Date.now() + 10 * 60 * 60 * 1000 });
    const files = await fs.readdir(t.uploadsDir);
    const newKey = ((await revisionOf(listing.id))?.changes as { photos: Array<{ storageKey: string }> })
      .photos[0]!.storageKey;
    for (const key of [newKey, first!.storageKey, second!.storageKey]) {
      expect(files.some((file) => file.startsWith(key))).toBe(true);
    }

    // Approval swaps the photo set in and removes the dropped photo's files.
    const approved = await send('PATCH', `/property/admin/${listing.id}/revision`, adminToken, {
      decision: 'approve',
    });
    const after = propertySchema.parse(approved.json().data);
    expect(after.photos.map((photo) => photo.id)).toEqual([revised.photos[0]!.id, second!.id]);
    expect(after.cover_photo?.id).toBe(revised.photos[0]!.id);
    const left = await fs.readdir(t.uploadsDir);
    expect(left.some((file) => file.startsWith(first!.storageKey))).toBe(false);
    expect(left.some((file) => file.startsWith(newKey))).toBe(true);
  });
});

describe('an admin’s decision on a revision', () => {
  it('approving puts the new values live, keeps the expiry, and records it', async () => {
    const listing = await approvedListing();
    await send('PATCH', `/property/${listing.id}`, ownerToken, {
      property_title: 'Renovated flat near Kazla gate',
      property_address: { address: 'House 3, Kazla Road', delegation: 'binodpur', city: 'rajshahi' },
    });
    const res = await send('PATCH', `/property/admin/${listing.id}/revision`, adminToken, {
      decision: 'approve',
    });
    expect(res.statusCode).toBe(200);
    const seen = await listingOf(listing.id);
    expect(seen).toMatchObject({
      property_title: 'Renovated flat near Kazla gate',
      property_status: 'approved',
    });
    expect(seen.property_address.delegation.slug).toBe('binodpur');
    expect((await rowOf(listing.id)).expiresAt).toEqual(listing.expiresAt);
    expect(await revisionOf(listing.id)).toBeUndefined();
    const search = await send('GET', `/property/searched-properties?search=Renovated`);
    expect(search.json().data.some((p: { _id: string }) => p._id === listing.id)).toBe(true);
    const audit = await t.database.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.propertyId, listing.id));
    expect(audit.map((row) => row.action)).toEqual(['approve_revision']);
    // A second decision finds nothing waiting.
    const again = await send('PATCH', `/property/admin/${listing.id}/revision`, adminToken, {
      decision: 'approve',
    });
    expect(again.statusCode).toBe(409);
  });

  it('declining keeps the old values, tells the owner why in their language, and shows them the reason', async () => {
    const listing = await approvedListing('Flat with a garden view');
    await send('PATCH', `/property/${listing.id}`, ownerToken, {
      property_title: 'Flat with the best view in town!!',
    });
    const res = await send('PATCH', `/property/admin/${listing.id}/revision`, adminToken, {
      decision: 'decline',
      rejection_reason: 'The title must describe the flat',
    });
    expect(res.statusCode).toBe(200);
    expect(await listingOf(listing.id)).toMatchObject({
      property_title: 'Flat with a garden view',
      revision_rejection_reason: null,
    });
    const mine = await listingOf(listing.id, ownerToken);
    expect(mine).toMatchObject({
      pending_revision: null,
      revision_rejection_reason: 'The title must describe the flat',
    });
    const mail = await latestMailTo(t.outboxDir, owner.email);
    expect(mail).toContain('পরিবর্তনগুলো গ্রহণ করা হয়নি');
    expect(mail).toContain('The title must describe the flat');
    const [audit] = await t.database.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.propertyId, listing.id));
    expect(audit).toMatchObject({ action: 'decline_revision', reason: 'The title must describe the flat' });
  });

  it('mails an English-speaking owner in English', async () => {
    const english = await createUser(t.database.db, { language: 'en' });
    const listing = await createProperty(t.database.db, { userId: english.id });
    await send('PATCH', `/property/${listing.id}`, await t.tokenFor(english.id), { floor: 5 });
    await send('PATCH', `/property/admin/${listing.id}/revision`, adminToken, {
      decision: 'decline',
      rejection_reason: 'The building has 4 floors',
    });
    const [mail] = await mailsTo(t.outboxDir, english.email);
    expect(mail).toContain('were not accepted');
    expect(mail).toContain('The building has 4 floors');
  });

  it('lets nobody but an admin decide, and nobody but the owner revise', async () => {
    const listing = await approvedListing();
    await send('PATCH', `/property/${listing.id}`, ownerToken, { floor: 6 });
    const decide = { decision: 'approve' };
    expect(
      (await send('PATCH', `/property/admin/${listing.id}/revision`, undefined, decide)).statusCode,
    ).toBe(401);
    expect(
      (await send('PATCH', `/property/admin/${listing.id}/revision`, userToken, decide)).statusCode,
    ).toBe(403);
    expect(
      (await send('PATCH', `/property/admin/${listing.id}/revision`, ownerToken, decide)).statusCode,
    ).toBe(403);
    expect((await send('PATCH', `/property/${listing.id}`, userToken, { floor: 1 })).statusCode).toBe(403);
    expect((await send('PATCH', `/property/${listing.id}`, undefined, { floor: 1 })).statusCode).toBe(401);
    expect((await revisionOf(listing.id))?.changes).toMatchObject({ columns: { floor: 6 } });
    const bad = await send('PATCH', `/property/admin/${listing.id}/revision`, adminToken, {
      decision: 'decline',
    });
    expect(bad.statusCode).toBe(400);
  });
});
