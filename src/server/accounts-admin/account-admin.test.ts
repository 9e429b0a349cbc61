import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountViewSchema } from '../../shared/account-admin';
import { ADMIN_ROLE } from '../../shared/enums';
import { hashPassword } from '../auth/password';
import { adminActions, propertyReports } from '../db/schema';
import { smsSegments } from '../sms/sms-segments';
import { createPhoneUser, createProperty, createUser, postFlat } from '../test/factories';
import { mailsTo } from '../test/outbox';
import { smsTo } from '../test/sms-outbox';
import { createTestApp, type TestContext } from '../test/test-app';

// An admin's view of an account and its suspension (issue 32): the view names the account's
// listings, numbers, reports, decisions and copied photos; suspended, its listings leave the site,
// it cannot sign in, and the owner is told; lifted, everything comes back as it was.

const DEMO = path.resolve(import.meta.dirname, '../../../demo/photos');
const PASSWORD = 'a long garden path 42';
let t: TestContext;
let adminToken: string;
let adminId: string;
let owner: { id: string; email: string };
let ownerToken: string;
let listing: string;
let pending: string;
let copy: string;

const post = (token: string, input: object, files: Buffer[]) => postFlat(t, token, input, files);

const view = (id: string, token = adminToken) => t.api('GET', `/admin/accounts/${id}`, token);
const suspend = (id: string, body: object, token = adminToken) =>
  t.api('PATCH', `/admin/accounts/${id}`, token, body);
const login = (email: string) => t.api('POST', '/user/login', undefined, { email, password: PASSWORD });
const searchIds = async () =>
  (await t.api('GET', '/property/approved-all?limit=50'))
    .json<{ data: Array<{ _id: string }> }>()
    .data.map((row) => row._id);

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const admin = await createUser(db, { isAdmin: true, role: ADMIN_ROLE });
  adminId = admin.id;
  adminToken = await t.tokenFor(admin.id);
  owner = await createUser(db, {
    name: 'Broker Jamal',
    language: 'en',
    phone: '+8801711000111',
    passwordHash: await hashPassword(PASSWORD),
  });
  ownerToken = await t.tokenFor(owner.id);
  // Another account's flat, whose photo the broker posts as his own.
  const other = await createUser(db, { name: 'Owner Rahima' });
  const flat = await readFile(path.join(DEMO, 'apartment-1.jpg'));
  const original = await post(await t.tokenFor(other.id), {}, [flat]);
  copy = await post(ownerToken, { contact_number: '01911223344', property_title: 'Copied flat' }, [flat]);
  listing = (
    await createProperty(db, {
      userId: owner.id,
      title: 'Shop at Shaheb Bazar',
      contactNumber: '+8801811555666',
    })
  ).id;
  pending = (await createProperty(db, { userId: owner.id, status: 'pending', title: 'Waiting' })).id;
  await db.insert(propertyReports).values({ propertyId: listing, reason: 'fraud', reporterKey: 'address:x' });
  await db.insert(adminActions).values({
    propertyId: listing,
    propertyTitle: 'Shop at Shaheb Bazar',
    adminId: admin.id,
    adminName: 'Admin Rina',
    accountId: owner.id,
    action: 'approve',
  });
  expect(original).not.toBe(copy);
}, 60_000);
afterAll(() => t.close());

describe('an admin’s view of an account', () => {
  it('names its listings, numbers, reports, decisions and photos found in another account', async () => {
    const res = await view(owner.id);
    expect(res.statusCode, res.body).toBe(200);
    const data = accountViewSchema.parse(res.json().data);
    expect(data.account).toMatchObject({
      id: owner.id,
      name: 'Broker Jamal',
      phone: '+8801711000111',
      email: owner.email,
      suspended_at: null,
    });
    expect(data.listings.map((row) => row.id).sort()).toEqual([copy, listing, pending].sort());
    expect(data.listings_total).toBe(3);
    const numbers = data.numbers.map((row) => row.number);
    // Stored as E.164, whatever the owner typed; the account's phone is among them.
    expect(numbers).toEqual(expect.arrayContaining(['+8801911223344', '+8801811555666', '+8801711000111']));
    expect(data.numbers.find((row) => row.account_phone)?.number).toBe('+8801711000111');
    expect(data.reports).toMatchObject([{ property_id: listing, reason: 'fraud', resolved_at: null }]);
    expect(data.trail).toMatchObject([
      { property_id: listing, action: 'approve', admin: { id: adminId, name: 'Admin Rina' } },
    ]);
    expect(data.photo_matches).toHaveLength(1);
    expect(data.photo_matches[0]).toMatchObject({
      property_id: copy,
      photos: 1,
      other: { owner: { name: 'Owner Rahima' }, status: 'pending' },
    });
    expect(data.photo_matches[0]!.other_photo_url).toMatch(/\.webp$/);
  });

  it('answers 404 for an account that does not exist, and refuses anyone but an admin', async () => {
    expect((await view('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await view(owner.id, ownerToken)).statusCode).toBe(403);
    expect((await t.api('GET', `/admin/accounts/${owner.id}`)).statusCode).toBe(401);
    expect((await suspend(owner.id, { suspended: true, reason: 'x' }, ownerToken)).statusCode).toBe(403);
  });
});

describe('suspending an account', () => {
  it('needs a reason of 1 to 500 letters', async () => {
    for (const body of [
      { suspended: true },
      { suspended: true, reason: '  ' },
      { suspended: true, reason: 'x'.repeat(501) },
    ]) {
      const res = await suspend(owner.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('never suspends an admin, the acting one included', async () => {
    const other = await createUser(t.database.db, { isAdmin: true, role: ADMIN_ROLE });
    for (const id of [other.id, adminId]) {
      const res = await suspend(id, { suspended: true, reason: 'Testing' });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('ADMIN_NOT_SUSPENDABLE');
    }
  });

  it('hides its listings, ends its sessions, stops sign-in and tells the owner; lifting restores all', async () => {
    expect(await searchIds()).toContain(listing);
    const res = await suspend(owner.id, { suspended: true, reason: 'Posts other owners’ flats as his own' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.account.suspended_reason).toBe('Posts other owners’ flats as his own');
    expect(res.json().data.account.suspended_at).toEqual(expect.any(String));

    // Gone from search and from its page; the admin still sees it.
    expect(await searchIds()).not.toContain(listing);
    expect((await t.api('GET', `/property/${listing}`)).statusCode).toBe(404);
    expect((await t.api('GET', `/property/${listing}`, adminToken)).statusCode).toBe(200);
    // Its session ended, and signing in is refused with a code the web app explains.
    expect((await t.api('GET', '/user/me', ownerToken)).statusCode).toBe(401);
    const refused = await login(owner.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ACCOUNT_SUSPENDED');

    await t.app.background.idle();
    const [mail] = await mailsTo(t.outboxDir, owner.email);
    expect(mail).toContain('Your account has been suspended. Reason: Posts other owners’ flats as his own');
    const [sms] = await smsTo(t.app.config.dataDir, '+8801711000111');
    // The account has a proven address: the mail tells it, not an SMS.
    expect(sms).toBeUndefined();

    // Suspended again: nobody is told twice.
    await suspend(owner.id, { suspended: true, reason: 'Still' });
    await t.app.background.idle();
    expect(await mailsTo(t.outboxDir, owner.email)).toHaveLength(1);

    const lifted = await suspend(owner.id, { suspended: false });
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json().data.account).toMatchObject({ suspended_at: null, suspended_reason: null });
    expect(await searchIds()).toContain(listing);
    expect((await t.api('GET', `/property/${listing}`)).statusCode).toBe(200);
    expect((await login(owner.email)).statusCode).toBe(200);
    await t.app.background.idle();
    expect((await mailsTo(t.outboxDir, owner.email))[0]).toContain(
      'The suspension of your account has been lifted',
    );
  });

  it('tells a phone-only owner by SMS in Bengali, in two segments at most', async () => {
    const phone = '+8801722000222';
    const phoneOwner = await createPhoneUser(t.database.db, phone, { language: 'bn' });
    await createProperty(t.database.db, { userId: phoneOwner.id });
    const reason = 'অন্যের ছবি দিয়ে একাধিক বিজ্ঞাপন। '.repeat(10);
    expect((await suspend(phoneOwner.id, { suspended: true, reason })).statusCode).toBe(200);
    await t.app.background.idle();
    const [sms] = await smsTo(t.app.config.dataDir, phone);
    expect(sms).toContain('অ্যাকাউন্ট স্থগিত');
    expect(sms).toContain('http://localhost:3000/contact');
    expect(smsSegments(sms!)).toBeLessThanOrEqual(2);
  });
});
