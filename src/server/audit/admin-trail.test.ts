import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountViewSchema } from '../../shared/account-admin';
import { adminTrailResponseSchema, type AdminTrailEntry } from '../../shared/admin-trail';
import { ADMIN_ROLE } from '../../shared/enums';
import { DECLINE_AS_TEXT } from '../../shared/moderation';
import { adminActions, ownershipProofs, properties, users } from '../db/schema';
import { createProperty, createUser } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { ensureAdmin, promoteToAdmin } from '../users/ensure-admin';

// The admins' audit trail (issue 36): every kind of admin action leaves one entry naming who, what,
// when and why, shown to admins alone on the listing's and the account's admin views; entries
// outlive the listing, keep the names and title as they were, and nothing changes or deletes them.

let t: TestContext;
let admin: { id: string; email: string; phone: string | null };
let adminToken: string;
let owner: { id: string; email: string };
let ownerToken: string;
let strangerToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  admin = await createUser(db, {
    name: 'Admin Rina',
    phone: '+8801711999888',
    isAdmin: true,
    role: ADMIN_ROLE,
  });
  adminToken = await t.tokenFor(admin.id);
  owner = await createUser(db, { name: 'Owner Karim', language: 'en' });
  ownerToken = await t.tokenFor(owner.id);
  strangerToken = await t.tokenFor((await createUser(db)).id);
}, 60_000);
afterAll(() => t.close());

const listingTrail = async (id: string, token = adminToken) => {
  const res = await t.api('GET', `/property/${id}/trail`, token);
  expect(res.statusCode, res.body).toBe(200);
  return adminTrailResponseSchema.parse(res.json()).data;
};
const accountTrail = async (id: string) => {
  const res = await t.api('GET', `/admin/accounts/${id}`, adminToken);
  expect(res.statusCode, res.body).toBe(200);
  return accountViewSchema.parse(res.json().data).trail;
};
const listing = (title: string, status: 'pending' | 'approved' = 'pending') =>
  createProperty(t.database.db, { userId: owner.id, title, status });

/** The one entry an action left: by the admin, on the owner's listing, taken during the test. */
function expectOne(trail: AdminTrailEntry[], expected: Partial<AdminTrailEntry>, since: number) {
  expect(trail).toHaveLength(1);
  const [entry] = trail;
  expect(entry).toMatchObject({ admin: { id: admin.id, name: 'Admin Rina' }, ...expected });
  expect(Date.parse(entry!.created_at)).toBeGreaterThanOrEqual(since - 1000);
  expect(Date.parse(entry!.created_at)).toBeLessThanOrEqual(Date.now() + 1000);
}

describe('each admin action on a listing leaves one entry', () => {
  const decisions: Array<[string, 'pending' | 'approved', object, Partial<AdminTrailEntry>]> = [
    ['approve', 'pending', { property_status: 'approved' }, { action: 'approve', reason: null }],
    [
      'decline',
      'pending',
      { property_status: 'declined', rejection_reason: 'Blurry photos' },
      { action: 'decline', reason: 'Blurry photos' },
    ],
    [
      'decline as a duplicate',
      'pending',
      { property_status: 'declined', decline_as: 'duplicate' },
      { action: 'decline', reason: DECLINE_AS_TEXT.duplicate.en },
    ],
    [
      'decline as a broker',
      'pending',
      { property_status: 'declined', decline_as: 'broker' },
      { action: 'decline', reason: DECLINE_AS_TEXT.broker.en },
    ],
    [
      'take down',
      'approved',
      { property_status: 'declined', rejection_reason: 'Rented out' },
      { action: 'take_down', reason: 'Rented out' },
    ],
    [
      'keep a reported listing',
      'approved',
      { property_status: 'approved' },
      { action: 'keep', reason: null },
    ],
  ];
  it.each(decisions)('%s', async (name, status, body, expected) => {
    const flat = await listing(`Flat to ${name}`, status);
    const since = Date.now();
    const res = await t.api('PATCH', `/property/${flat.id}/decision`, adminToken, body);
    expect(res.statusCode, res.body).toBe(200);
    expectOne(
      await listingTrail(flat.id),
      { ...expected, property_id: flat.id, property_title: `Flat to ${name}`, account_id: owner.id },
      since,
    );
  });

  it.each([
    ['approve', {}, { action: 'approve_revision', reason: null }],
    [
      'decline',
      { rejection_reason: 'Price too high' },
      { action: 'decline_revision', reason: 'Price too high' },
    ],
  ] as const)('a revision: %s', async (decision, extra, expected) => {
    const flat = await listing(`Flat whose edit to ${decision}`, 'approved');
    const edit = await t.api('PATCH', `/property/${flat.id}`, ownerToken, {
      property_title: 'Edited by its owner',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const since = Date.now();
    const res = await t.api('PATCH', `/property/admin/${flat.id}/revision`, adminToken, {
      decision,
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(200);
    expectOne(
      await listingTrail(flat.id),
      { ...expected, property_id: flat.id, property_title: `Flat whose edit to ${decision}` },
      since,
    );
  });

  it.each([
    ['approved', {}, { action: 'approve_ownership', reason: null }],
    ['declined', { reason: 'The name differs' }, { action: 'decline_ownership', reason: 'The name differs' }],
  ] as const)('an ownership proof: %s', async (decision, extra, expected) => {
    const flat = await listing(`Flat whose proof is ${decision}`, 'approved');
    await t.database.db.insert(ownershipProofs).values({
      propertyId: flat.id,
      kind: 'tax_receipt',
      contentType: 'application/pdf',
      file: Buffer.from('%PDF'),
    });
    const since = Date.now();
    const res = await t.api('PATCH', `/property/admin/${flat.id}/ownership`, adminToken, {
      decision,
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(200);
    expectOne(await listingTrail(flat.id), { ...expected, account_id: owner.id }, since);
  });
  it('an admin’s edit of someone else’s listing (the owner’s own edit leaves none)', async () => {
    const flat = await listing('Flat with a typo', 'approved');
    expect((await t.api('PATCH', `/property/${flat.id}`, ownerToken, { price: 14500 })).statusCode).toBe(200);
    expect(await listingTrail(flat.id)).toEqual([]);
    const since = Date.now();
    const res = await t.api('PATCH', `/property/${flat.id}`, adminToken, {
      property_title: 'Flat, typo fixed',
    });
    expect(res.statusCode, res.body).toBe(200);
    expectOne(
      await listingTrail(flat.id),
      { action: 'edit', property_title: 'Flat with a typo', account_id: owner.id, reason: null },
      since,
    );
  });
  it('an admin’s renewal, marking rented and putting back of someone else’s listing (the owner’s own leave none)', async () => {
    const flat = await listing('Flat the owner forgot', 'approved');
    expect((await t.api('POST', `/property/${flat.id}/renew`, ownerToken)).statusCode).toBe(200);
    expect(
      (await t.api('PATCH', `/property/${flat.id}/status`, ownerToken, { status: 'rented' })).statusCode,
    ).toBe(200);
    expect(await listingTrail(flat.id)).toEqual([]);
    const since = Date.now();
    for (const [method, url, body] of [
      ['PATCH', `/property/${flat.id}/status`, { status: 'available' }],
      ['POST', `/property/${flat.id}/renew`, undefined],
      ['PATCH', `/property/${flat.id}/status`, { status: 'rented' }],
    ] as const) {
      const res = await t.api(method, url, adminToken, body);
      expect(res.statusCode, res.body).toBe(200);
    }
    const trail = await listingTrail(flat.id);
    expect(trail.map((entry) => entry.action)).toEqual(['mark_rented', 'renew', 'reopen']);
    for (const entry of trail) {
      expect(entry).toMatchObject({ admin: { id: admin.id }, account_id: owner.id, reason: null });
      expect(Date.parse(entry.created_at)).toBeGreaterThanOrEqual(since - 1000);
    }
  });
});

describe('each admin action on an account leaves one entry', () => {
  it('suspending with a reason and lifting it, the newest first', async () => {
    const account = await createUser(t.database.db, { name: 'Broker Jamal' });
    const since = Date.now();
    const suspend = { suspended: true, reason: 'Posts other people’s flats' };
    expect((await t.api('PATCH', `/admin/accounts/${account.id}`, adminToken, suspend)).statusCode).toBe(200);
    expectOne(
      await accountTrail(account.id),
      { action: 'suspend', account_id: account.id, property_id: null, reason: suspend.reason },
      since,
    );
    const lift = { suspended: false };
    expect((await t.api('PATCH', `/admin/accounts/${account.id}`, adminToken, lift)).statusCode).toBe(200);
    const trail = await accountTrail(account.id);
    expect(trail.map((entry) => [entry.action, entry.reason])).toEqual([
      ['lift_suspension', null],
      ['suspend', suspend.reason],
    ]);
    // Lifting twice changes nothing, and the trail says nothing more.
    await t.api('PATCH', `/admin/accounts/${account.id}`, adminToken, lift);
    expect(await accountTrail(account.id)).toHaveLength(2);
  });

  it('a promotion by the operator (npm run admin, ADMIN_EMAIL) names no admin, and only changes count', async () => {
    const { db } = t.database;
    const promoted = await createUser(db, { name: 'Helper Sumi' });
    expect(await promoteToAdmin(db, promoted.email)).toBe(true);
    expect(await promoteToAdmin(db, promoted.email)).toBe(true);
    expect(await accountTrail(promoted.id)).toMatchObject([
      { action: 'make_admin', admin: null, account_id: promoted.id, property_id: null, reason: null },
    ]);

    const email = 'operator@example.com';
    await ensureAdmin(db, email, 'a long operator password 1');
    await ensureAdmin(db, email, 'a long operator password 2');
    const [made] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect((await accountTrail(made!.id)).map((entry) => entry.action)).toEqual(['make_admin']);
  });
});

describe('entries outlive what they name', () => {
  it('a deleted listing keeps its entries, its id and its title, on both views', async () => {
    const flat = await listing('Flat posted twice');
    await t.api('PATCH', `/property/${flat.id}/decision`, adminToken, { property_status: 'approved' });
    // Renamed since: the entry keeps the title the admin saw.
    await t.database.db.update(properties).set({ title: 'Renamed flat' }).where(eq(properties.id, flat.id));
    expect((await t.api('DELETE', `/property/${flat.id}`, adminToken)).statusCode).toBe(200);
    expect((await t.api('GET', `/property/${flat.id}`, adminToken)).statusCode).toBe(404);

    const trail = await listingTrail(flat.id);
    expect(trail.map((entry) => [entry.action, entry.property_id, entry.property_title])).toEqual([
      ['delete', flat.id, 'Renamed flat'],
      ['approve', flat.id, 'Flat posted twice'],
    ]);
    const ofAccount = (await accountTrail(owner.id)).filter((entry) => entry.property_id === flat.id);
    expect(ofAccount).toEqual(trail);
    // An id that never had a listing has no trail.
    const unknown = await t.api('GET', '/property/00000000-0000-4000-8000-000000000000/trail', adminToken);
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps the admin’s name as it was', async () => {
    const other = await createUser(t.database.db, { name: 'Admin Tania', isAdmin: true, role: ADMIN_ROLE });
    const flat = await listing('Flat decided by Tania');
    await t.api('PATCH', `/property/${flat.id}/decision`, await t.tokenFor(other.id), {
      property_status: 'approved',
    });
    await t.database.db.update(users).set({ name: 'Tania Rahman' }).where(eq(users.id, other.id));
    expect((await listingTrail(flat.id))[0]?.admin).toEqual({ id: other.id, name: 'Admin Tania' });
  });
});

describe('append-only', () => {
  it('the database refuses to change or delete an entry', async () => {
    const flat = await listing('Flat whose entry stays');
    await t.api('PATCH', `/property/${flat.id}/decision`, adminToken, { property_status: 'approved' });
    const { db } = t.database;
    await expect(
      db.update(adminActions).set({ reason: 'rewritten' }).where(eq(adminActions.propertyId, flat.id)),
    ).rejects.toThrow();
    await expect(db.delete(adminActions).where(eq(adminActions.propertyId, flat.id))).rejects.toThrow();
    expect(await listingTrail(flat.id)).toMatchObject([{ action: 'approve', reason: null }]);
  });

  it('no code of the app but the audit module writes the table, and it only inserts', async () => {
    const root = path.resolve(import.meta.dirname, '..');
    const files = (await readdir(root, { recursive: true })).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('test'),
    );
    const users = [];
    for (const file of files) {
      if (/\badminActions\b|admin_actions/.test(await readFile(path.join(root, file), 'utf8')))
        users.push(file);
    }
    // The schema declares it, the audit module writes and reads it, a listing's row reads a reason.
    expect(users.sort()).toEqual(
      ['audit/admin-actions.ts', 'db/schema.ts', 'properties/property-row.ts'].map((file) =>
        file.replaceAll('/', path.sep),
      ),
    );
    const audit = await readFile(path.join(root, 'audit/admin-actions.ts'), 'utf8');
    expect(audit).not.toMatch(/\.(update|delete)\(/);
    const row = await readFile(path.join(root, 'properties/property-row.ts'), 'utf8');
    expect(row).not.toMatch(/(update|delete from|insert into)\s+\$\{adminActions\}/i);
    // And the database agrees: the trigger stands.
    const triggers = await t.database.executeSql(
      `select tgname from pg_trigger where tgrelid = 'admin_actions'::regclass and not tgisinternal`,
    );
    expect(triggers.rows).toEqual([{ tgname: 'admin_actions_append_only' }]);
  });
});

describe('who may read it', () => {
  it('a visitor is asked to sign in; the owner and another user get 403 and no entries', async () => {
    const flat = await listing('Flat whose trail is private');
    await t.api('PATCH', `/property/${flat.id}/decision`, adminToken, {
      property_status: 'declined',
      rejection_reason: 'Secret note',
    });
    const cases: Array<[string | undefined, number]> = [
      [undefined, 401],
      [ownerToken, 403],
      [strangerToken, 403],
    ];
    for (const [token, status] of cases) {
      for (const url of [`/property/${flat.id}/trail`, `/admin/accounts/${owner.id}`]) {
        const res = await t.api('GET', url, token);
        expect(res.statusCode, url).toBe(status);
        expect(res.body).not.toContain('Secret note');
        expect(res.body).not.toContain('Admin Rina');
      }
    }
  });

  it('its answers hold no e-mail, phone, token or hash of the admin', async () => {
    const flat = await listing('Flat with a clean trail');
    await t.api('PATCH', `/property/${flat.id}/decision`, adminToken, { property_status: 'approved' });
    const res = await t.api('GET', `/property/${flat.id}/trail`, adminToken);
    for (const secret of [admin.email, admin.phone!, adminToken, '!test', 'password']) {
      expect(res.body).not.toContain(secret);
    }
    for (const entry of res.json().data as object[]) {
      expect(Object.keys(entry).sort()).toEqual(
        [
          'account_id',
          'action',
          'admin',
          'created_at',
          'id',
          'property_id',
          'property_title',
          'reason',
        ].sort(),
      );
    }
  });
});
