import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORTER_MIN_ACCOUNT_AGE_DAYS, REPORTS_TO_HOLD } from '../../shared/enums';
import { reviewListSchema } from '../../shared/moderation';
import { propertyPageSchema, propertySchema } from '../../shared/property';
import { adminActions, properties } from '../db/schema';
import { reportAddressHashes } from './report-address';
import { newClientAddress } from '../test/client-address';
import { createProperty, createUser, signedInPeople } from '../test/factories';
import { latestMailTo } from '../test/outbox';
import { createTestApp, type TestContext } from '../test/test-app';

let t: TestContext;
let owner: { id: string; email: string };
let ownerToken: string;
let userToken: string;
let admin: { id: string };
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  ({
    owner,
    ownerToken,
    strangerToken: userToken,
    admin,
    adminToken,
  } = await signedInPeople(t, { language: 'bn' }));
});
afterAll(() => t.close());

function send(
  method: 'POST' | 'PATCH' | 'DELETE' | 'GET',
  url: string,
  token?: string,
  body?: object,
  remoteAddress = newClientAddress(),
) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    remoteAddress,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body && { payload: body }),
  });
}

const pendingListing = (title = 'Pending flat in Kazla') =>
  createProperty(t.database.db, { userId: owner.id, status: 'pending', title, areaSlug: 'kazla' });

const statusOf = async (id: string) =>
  (await t.database.db.select().from(properties).where(eq(properties.id, id)))[0]?.status;

const auditOf = (id: string) =>
  t.database.db.select().from(adminActions).where(eq(adminActions.propertyId, id));

describe('who may moderate', () => {
  // Every admin call, by every kind of caller: the body never matters before the role does.
  const calls: Array<[string, 'GET' | 'PATCH' | 'DELETE', (id: string) => string, object | undefined]> = [
    ['pending list', 'GET', () => '/property/pending-all', undefined],
    ['reported list', 'GET', () => '/property/reported-all', undefined],
    ['approve', 'PATCH', (id) => `/property/${id}/decision`, { property_status: 'approved' }],
    [
      'decline',
      'PATCH',
      (id) => `/property/${id}/decision`,
      { property_status: 'declined', rejection_reason: 'Blurry photos' },
    ],
    ['delete someone else’s listing', 'DELETE', (id) => `/property/${id}`, undefined],
  ];
  const callers: Array<[string, () => string | undefined, number]> = [
    ['a visitor', () => undefined, 401],
    ['a plain user', () => userToken, 403],
    ['an admin', () => adminToken, 200],
  ];

  for (const [callName, method, url, body] of calls) {
    it.each(callers)(`${callName} by %s`, async (_who, token, expected) => {
      const listing = await pendingListing();
      const res = await send(method, url(listing.id), token(), body);
      // A user asking for someone else's pending listing learns nothing: 404 rather than 403.
      const status = method === 'DELETE' && expected === 403 ? 404 : expected;
      expect(res.statusCode).toBe(status);
      if (expected !== 200) {
        expect(res.json()).toMatchObject({ success: false });
        expect(await statusOf(listing.id)).toBe('pending');
      }
    });
  }

  it('takes the deciding admin from the session, never from the body', async () => {
    const listing = await pendingListing();
    const res = await send('PATCH', `/property/${listing.id}/decision`, adminToken, {
      property_status: 'approved',
      approvedRejectBy: owner.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.approvedRejectBy).toBe(admin.id);
  });

  it('rejects a body that is not a decision with a clear 400', async () => {
    const listing = await pendingListing();
    for (const body of [
      { property_status: 'declined' },
      { property_status: 'declined', rejection_reason: '   ' },
      { property_status: 'pending' },
      { property_status: 'declined', rejection_reason: 'x'.repeat(1001) },
    ]) {
      const res = await send('PATCH', `/property/${listing.id}/decision`, adminToken, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
    expect((await send('PATCH', '/property/not-an-id/decision', adminToken, {})).statusCode).toBe(400);
    expect(await statusOf(listing.id)).toBe('pending');
  });
});

describe('decisions', () => {
  it('lists pending listings oldest first, with the total', async () => {
    const res = await send('GET', '/property/pending-all', adminToken);
    const list = reviewListSchema.parse(res.json());
    expect(list.total).toBeGreaterThanOrEqual(list.data.length);
    const times = list.data.map((p) => p.updatedAt);
    expect([...times].sort()).toEqual(times);
    expect(list.data.every((p) => p.property_status === 'pending')).toBe(true);
  });

  it('approves: public at once, audited, and the owner is told in their language', async () => {
    const listing = await pendingListing('উপশহরে নতুন ফ্ল্যাট');
    const res = await send('PATCH', `/property/${listing.id}/decision`, adminToken, {
      property_status: 'approved',
    });
    expect(res.json()).toMatchObject({ success: true, message: 'Property has been approved.' });
    expect((await send('GET', `/property/${listing.id}`)).statusCode).toBe(200);
    expect(await auditOf(listing.id)).toMatchObject([{ action: 'approve', adminId: admin.id }]);
    const mail = await latestMailTo(t.outboxDir, owner.email);
    expect(mail).toContain('উপশহরে নতুন ফ্ল্যাট');
    expect(mail).toContain('অনুমোদিত');
  });

  it('declines with the reason, which the owner reads in the mail and on their list; an edit sends it back', async () => {
    const listing = await pendingListing('Flat with a wrong phone number');
    const res = await send('PATCH', `/property/${listing.id}/decision`, adminToken, {
      property_status: 'declined',
      rejection_reason: 'The phone number does not answer.',
    });
    expect(res.json()).toMatchObject({ message: 'Property has been Rejected.' });
    expect(await auditOf(listing.id)).toMatchObject([
      { action: 'decline', reason: 'The phone number does not answer.' },
    ]);
    expect(await latestMailTo(t.outboxDir, owner.email)).toContain('The phone number does not answer.');
    const own = (await send('GET', '/property/logged-user-all', ownerToken)).json().data;
    expect(own.find((p: { _id: string }) => p._id === listing.id)).toMatchObject({
      property_status: 'declined',
      rejection_reason: 'The phone number does not answer.',
    });
    const edited = await send('PATCH', `/property/${listing.id}`, ownerToken, {
      contact_number: '01812345678',
    });
    expect(edited.json().data).toMatchObject({ property_status: 'pending', rejection_reason: null });
  });

  it('writes the decision in the language the owner last chose in the app', async () => {
    const switcher = await createUser(t.database.db, { name: 'Owner Rina', language: 'bn' });
    const token = await t.tokenFor(switcher.id);
    const decide = async (title: string) => {
      const listing = await createProperty(t.database.db, { userId: switcher.id, status: 'pending', title });
      await send('PATCH', `/property/${listing.id}/decision`, adminToken, { property_status: 'approved' });
      return latestMailTo(t.outboxDir, switcher.email);
    };
    expect(await decide('Flat near Padma')).toContain('অনুমোদিত হয়েছে');
    expect((await send('PATCH', '/user/me/update', token, { language: 'en' })).statusCode).toBe(200);
    const mail = await decide('Second flat near Padma');
    expect(mail).toContain('Subject: Thikana: your listing is live');
    expect(mail).not.toContain('অনুমোদিত');
  });

  it('takes down a public listing with a reason', async () => {
    const listing = await createProperty(t.database.db, { userId: owner.id, title: 'Flat already rented' });
    await send('PATCH', `/property/${listing.id}/decision`, adminToken, {
      property_status: 'declined',
      rejection_reason: 'Rented out, says the caller.',
    });
    expect((await send('GET', `/property/${listing.id}`)).statusCode).toBe(404);
    expect(await auditOf(listing.id)).toMatchObject([{ action: 'take_down' }]);
  });

  it('lets an admin delete a listing, and keeps the audit row', async () => {
    const listing = await pendingListing('Duplicate post');
    expect((await send('DELETE', `/property/${listing.id}`, adminToken)).json()).toMatchObject({
      message: 'Property has been deleted.',
    });
    const audit = await t.database.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.propertyTitle, 'Duplicate post'));
    expect(audit).toMatchObject([{ action: 'delete', adminId: admin.id, propertyId: listing.id }]);
  });
});

describe('reports', () => {
  const report = (id: string, body: object, address = newClientAddress(), token?: string) =>
    send('POST', `/property/${id}/report`, token, body, address);

  const DAY = 24 * 60 * 60 * 1000;
  /** A logged-in reporter whose account is `days` old. */
  const reporter = async (name: string, days: number) => {
    const user = await createUser(t.database.db, { name, createdAt: new Date(Date.now() - days * DAY) });
    return { ...user, token: await t.tokenFor(user.id) };
  };
  const fresh = (name = 'Fresh Account') => reporter(name, 0);
  const established = (name = 'Old Account') => reporter(name, REPORTER_MIN_ACCOUNT_AGE_DAYS + 1);
  const reportedList = async () =>
    reviewListSchema.parse((await send('GET', '/property/reported-all', adminToken)).json());

  it('takes a report from a visitor and shows it on the dashboard', async () => {
    const listing = await createProperty(t.database.db, { userId: owner.id, title: 'Too cheap to be true' });
    const res = await report(listing.id, { reason: 'fraud', details: 'Asked for a bKash advance' });
    expect(res.statusCode).toBe(201);
    const reported = reviewListSchema.parse((await send('GET', '/property/reported-all', adminToken)).json());
    expect(reported.data.find((p) => p._id === listing.id)?.reports).toMatchObject([
      { reason: 'fraud', details: 'Asked for a bKash advance' },
    ]);
  });

  it('takes the scams by name: a broker posing as owner, an advance before a visit, copied photos', async () => {
    const listing = await createProperty(t.database.db, { userId: owner.id, title: 'Owner? Not really' });
    const reasons = ['broker_posing_as_owner', 'advance_before_visit', 'copied_photos'] as const;
    for (const reason of reasons) expect((await report(listing.id, { reason })).statusCode).toBe(201);
    const reported = (await reportedList()).data.find((p) => p._id === listing.id);
    expect(reported?.reports.map((r) => r.reason).sort()).toEqual([...reasons].sort());
  });

  it('answers a bad report with 400 and an unknown or hidden listing with 404', async () => {
    const listing = await createProperty(t.database.db, { userId: owner.id });
    expect((await report(listing.id, { reason: 'ugly' })).statusCode).toBe(400);
    expect((await report(listing.id, {})).statusCode).toBe(400);
    expect((await report((await pendingListing()).id, { reason: 'duplicate' })).statusCode).toBe(404);
  });

  it(`holds a listing reported from ${REPORTS_TO_HOLD} addresses, one an established account, counting each reporter once`, async () => {
    const listing = await createProperty(t.database.db, {
      userId: owner.id,
      title: 'Advance first, visit later',
    });
    const first = newClientAddress();
    for (let i = 0; i < 3; i++) await report(listing.id, { reason: 'fraud' }, first);
    expect(await statusOf(listing.id)).toBe('approved');
    for (let i = 2; i < REPORTS_TO_HOLD; i++) await report(listing.id, { reason: 'wrong_info' });
    expect(await statusOf(listing.id)).toBe('approved');
    await report(listing.id, { reason: 'fraud' }, undefined, (await established()).token);
    expect(await statusOf(listing.id)).toBe('pending');
    expect(await auditOf(listing.id)).toMatchObject([{ action: 'hold', adminId: null }]);
    const pending = reviewListSchema.parse((await send('GET', '/property/pending-all', adminToken)).json());
    expect(pending.data.find((p) => p._id === listing.id)?.reports).toHaveLength(REPORTS_TO_HOLD);

    // Approving it again closes the reports: it leaves both lists.
    await send('PATCH', `/property/${listing.id}/decision`, adminToken, { property_status: 'approved' });
    const reported = reviewListSchema.parse((await send('GET', '/property/reported-all', adminToken)).json());
    expect(reported.data.map((p) => p._id)).not.toContain(listing.id);
  });

  it(`does not hold a listing on visitors alone, even from ${REPORTS_TO_HOLD} addresses, but lists it for admins`, async () => {
    // One person switching mobile data off and on gets a new carrier address each time.
    const listing = await createProperty(t.database.db, { userId: owner.id, title: 'A neighbour’s grudge' });
    for (let i = 0; i < REPORTS_TO_HOLD; i++) {
      expect((await report(listing.id, { reason: 'fraud' })).statusCode).toBe(201);
    }
    expect(await statusOf(listing.id)).toBe('approved');
    expect(await auditOf(listing.id)).toEqual([]);
    expect((await reportedList()).data.find((p) => p._id === listing.id)?.reports).toHaveLength(
      REPORTS_TO_HOLD,
    );
  });

  it('does not hold a listing that one address reported as a visitor and as two fresh accounts', async () => {
    const listing = await createProperty(t.database.db, { userId: owner.id, title: 'A rival’s flat' });
    const address = newClientAddress();
    expect((await report(listing.id, { reason: 'fraud' }, address)).statusCode).toBe(201);
    for (const account of [await fresh(), await fresh()]) {
      expect((await report(listing.id, { reason: 'fraud' }, address, account.token)).statusCode).toBe(201);
    }
    expect(await statusOf(listing.id)).toBe('approved');
    // Recorded all the same, for the admin to read.
    expect((await reportedList()).data.find((p) => p._id === listing.id)?.reports).toHaveLength(3);
  });

  it('does not hold a listing on established accounts that all report from one address', async () => {
    const listing = await createProperty(t.database.db, {
      userId: owner.id,
      title: 'One office, three staff',
    });
    const address = newClientAddress();
    for (let i = 0; i < REPORTS_TO_HOLD; i++) {
      await report(listing.id, { reason: 'duplicate' }, address, (await established()).token);
    }
    expect(await statusOf(listing.id)).toBe('approved');
  });

  it('counts an IPv6 network (/64) as one address', async () => {
    const listing = await createProperty(t.database.db, {
      userId: owner.id,
      title: 'Flat behind one router',
    });
    // Each time one established account and visitors: only the addresses differ between the two.
    const reportFrom = async (id: string, address: string, i: number) => {
      const token = i === 1 ? (await established()).token : undefined;
      expect((await report(id, { reason: 'fraud' }, address, token)).statusCode).toBe(201);
    };
    for (let i = 1; i <= REPORTS_TO_HOLD; i++) await reportFrom(listing.id, `2001:db8:77:${i}::${i}`, i);
    expect(await statusOf(listing.id)).toBe('pending');
    const other = await createProperty(t.database.db, { userId: owner.id, title: 'Flat on one phone' });
    for (let i = 1; i <= REPORTS_TO_HOLD; i++) await reportFrom(other.id, `2001:db8:78:1::${i}`, i);
    expect(await statusOf(other.id)).toBe('approved');
  });

  it(`does not count accounts younger than ${REPORTER_MIN_ACCOUNT_AGE_DAYS} days, even from different addresses`, async () => {
    const listing = await createProperty(t.database.db, { userId: owner.id, title: 'Reported by new faces' });
    for (let i = 0; i < REPORTS_TO_HOLD; i++) {
      const account = await reporter('Almost Old', REPORTER_MIN_ACCOUNT_AGE_DAYS - 0.5);
      expect((await report(listing.id, { reason: 'offensive' }, undefined, account.token)).statusCode).toBe(
        201,
      );
    }
    expect(await statusOf(listing.id)).toBe('approved');
  });

  it('holds a listing that a visitor and established accounts reported from different addresses, until an admin decides', async () => {
    const listing = await createProperty(t.database.db, {
      userId: owner.id,
      title: 'Advance by bKash first',
    });
    await report(listing.id, { reason: 'fraud' });
    expect(await statusOf(listing.id)).toBe('approved');
    for (let i = 1; i < REPORTS_TO_HOLD; i++) {
      await report(listing.id, { reason: 'fraud' }, undefined, (await established()).token);
    }
    expect(await statusOf(listing.id)).toBe('pending');
    expect(await auditOf(listing.id)).toMatchObject([{ action: 'hold', adminId: null }]);

    // Held: not public, no further report, and the owner's edit does not bring it back.
    expect((await send('GET', `/property/${listing.id}`)).statusCode).toBe(404);
    expect((await report(listing.id, { reason: 'fraud' })).statusCode).toBe(404);
    const edited = await send('PATCH', `/property/${listing.id}`, ownerToken, {
      contact_number: '01812345678',
    });
    expect(edited.json().data).toMatchObject({ property_status: 'pending' });
    const pending = reviewListSchema.parse((await send('GET', '/property/pending-all', adminToken)).json());
    expect(pending.data.find((p) => p._id === listing.id)?.reports).toHaveLength(REPORTS_TO_HOLD);
    expect(await statusOf(listing.id)).toBe('pending');

    await send('PATCH', `/property/${listing.id}/decision`, adminToken, { property_status: 'approved' });
    expect((await send('GET', `/property/${listing.id}`)).statusCode).toBe(200);
    // The reports were closed by the decision: one new report does not hold it again.
    await report(listing.id, { reason: 'fraud' });
    expect(await statusOf(listing.id)).toBe('approved');
  });

  it('shows the admin who reported and a short hash of where from, never the address', async () => {
    const listing = await createProperty(t.database.db, { userId: owner.id, title: 'Who reported me?' });
    const shared = newClientAddress();
    const elsewhere = newClientAddress();
    const newcomer = await fresh('Reporter Nasima');
    const regular = await reporter('Reporter Jamal', 40);
    await report(listing.id, { reason: 'fraud' }, shared);
    await report(listing.id, { reason: 'fraud' }, shared, newcomer.token);
    await report(listing.id, { reason: 'wrong_info' }, elsewhere, regular.token);

    const res = await send('GET', '/property/reported-all', adminToken);
    const item = reviewListSchema.parse(res.json()).data.find((p) => p._id === listing.id);
    // A keyed hash: without the server's secret, nobody can try every address to undo it.
    const hashOf = (address: string) =>
      reportAddressHashes(t.app.sessionKeys.secret, address).addressHash.slice(0, 8);
    expect(item?.reports).toMatchObject([
      { reporter: null, addressHash: hashOf(shared) },
      { reporter: { name: 'Reporter Nasima', accountAgeDays: 0 }, addressHash: hashOf(shared) },
      { reporter: { name: 'Reporter Jamal', accountAgeDays: 40 }, addressHash: hashOf(elsewhere) },
    ]);
    for (const secret of [shared, elsewhere, newcomer.email, regular.email]) {
      expect(res.body).not.toContain(secret);
    }
  });
});

describe('nothing unapproved leaks', () => {
  it('no public call by a visitor or a plain user returns a pending or declined listing', async () => {
    const marker = 'Jhinaigati';
    const listings = {
      approved: await createProperty(t.database.db, { userId: owner.id, title: `${marker} approved flat` }),
      pending: await createProperty(t.database.db, {
        userId: owner.id,
        title: `${marker} pending flat`,
        status: 'pending',
      }),
      declined: await createProperty(t.database.db, {
        userId: owner.id,
        title: `${marker} declined flat`,
        status: 'declined',
      }),
      // Favourited while public, declined afterwards.
      wasPublic: await createProperty(t.database.db, {
        userId: owner.id,
        title: `${marker} taken down flat`,
      }),
    };
    await send('PATCH', `/property/${listings.wasPublic.id}`, userToken, { favorite: true });
    await send('PATCH', `/property/${listings.wasPublic.id}/decision`, adminToken, {
      property_status: 'declined',
      rejection_reason: 'Sold',
    });
    const hidden = [listings.pending.id, listings.declined.id, listings.wasPublic.id];

    for (const token of [undefined, userToken]) {
      const seen: string[] = [];
      for (const url of [
        '/property/approved-all?limit=50',
        `/property/searched-properties?keyword=${marker}&limit=50`,
        '/property/searched-properties?area=uposhohor&limit=50',
        `/property/${listings.approved.id}/related`,
      ]) {
        const res = await send('GET', url, token);
        expect(res.statusCode).toBe(200);
        const body = res.json();
        const list = url.endsWith('/related') ? body.data : propertyPageSchema.parse(body).data;
        seen.push(...list.map((p: { _id: string }) => p._id));
      }
      if (token) {
        const favorites = (await send('GET', '/property/logged-user-all?favorite=true', token)).json().data;
        seen.push(...favorites.map((p: { _id: string }) => p._id));
      }
      expect(seen).toContain(listings.approved.id);
      for (const id of hidden) {
        expect(seen).not.toContain(id);
        const one = await send('GET', `/property/${id}`, token);
        expect(one.statusCode).toBe(404);
        expect((await send('GET', `/property/${id}/related`, token)).statusCode).toBe(404);
      }
    }
    // The owner still sees their own listing, whatever its status.
    const own = await send('GET', `/property/${listings.pending.id}`, ownerToken);
    expect(propertySchema.parse(own.json().data).property_status).toBe('pending');
  });
});
