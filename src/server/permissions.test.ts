import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLE } from '../shared/enums';
import { signAlertToken } from './alerts/alert-token';
import { newLinkCode } from './notices/link-code';
import {
  callRequests,
  listingShortLinks,
  ownershipProofs,
  propertyRevisions,
  savedSearches,
} from './db/schema';
import { newClientAddress } from './test/client-address';
import { addPhotos, createProperty, createUser } from './test/factories';
import { listRoutes } from './test/route-list';
import { createTestApp } from './test/test-app';

// Who may call what: one row per registered route (as Fastify lists it), one column per role. The
// routes come from the app itself, so a new route without a row fails here, naming the route, and
// so does a row whose route is gone (STYLE.md: a missing check shows as one failing row).
type Role = 'visitor' | 'user' | 'owner' | 'admin';
const ROLES: Role[] = ['visitor', 'user', 'owner', 'admin'];

interface Case {
  /** Tells a route's cases apart in the test name (the listing's status, say). */
  label?: string;
  /** The address to call; by default the route's own, for routes without parameters. */
  url?: () => string | Promise<string>;
  body?: object | (() => object);
  expect: Record<Role, number>;
}

const everyone = (status: number): Case => ({
  expect: { visitor: status, user: status, owner: status, admin: status },
});
const loggedIn = (status: number): Case => ({
  expect: { visitor: 401, user: status, owner: status, admin: status },
});
const adminOnly = (status: number): Case => ({
  expect: { visitor: 401, user: 403, owner: 403, admin: status },
});
const ownerOrAdmin = (status: number, stranger: number): Case => ({
  expect: { visitor: 401, user: stranger, owner: status, admin: status },
});
const roles = (visitor: number, user: number, owner: number, admin: number): Case => ({
  expect: { visitor, user, owner, admin },
});
const newEmail = () => `someone-${randomUUID()}@example.com`;
let phones = 0;
const newPhone = () => `+8801900${String(++phones).padStart(6, '0')}`;

// The web build is a fixture (index.html alone), so page routes and /uploads are walked too.
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thikana-web-'));
fs.copyFileSync(path.join(import.meta.dirname, '../../index.html'), path.join(webDir, 'index.html'));
const t = await createTestApp({}, { webDir });
const routes = listRoutes(t.app).map((route) => `${route.method} ${route.url}`);

const ids = { approved: '', approved2: '', pending: '', declined: '' };
let ownerId = '';
let photoName = '';
const tokens: Partial<Record<Role, () => Promise<string>>> = {};
/** A saved search of the owner's, made for one call (a pause, a delete). */
const ownSearch = async () => {
  const [row] = await t.database.db
    .insert(savedSearches)
    .values({ userId: ownerId, language: 'bn', name: 'Shops', query: 'category=shop', frequency: 'instant' })
    .returning();
  return row!.id;
};
/** A mailed link's token for a fresh saved search (a visitor's, unconfirmed). */
const alertLink = async (purpose: 'confirm' | 'unsubscribe', valid = true) => {
  const [row] = await t.database.db
    .insert(savedSearches)
    .values({ email: newEmail(), language: 'en', name: 'Land', query: 'category=land', frequency: 'daily' })
    .returning();
  const secret = valid ? t.app.sessionKeys.secret : new Uint8Array(32).fill(1);
  return `/api/v1/saved-searches/${purpose}/${signAlertToken(secret, purpose, row!.id)}`;
};
/** A saved search's short link. */
const searchLink = async () => {
  const linkCode = newLinkCode();
  await t.database.db.insert(savedSearches).values({
    userId: ownerId,
    language: 'bn',
    name: 'Shops',
    query: 'category=shop',
    frequency: 'instant',
    linkCode,
  });
  return `/s/${linkCode}`;
};
/** A listing notice's short link (notices/listing-short-link.ts), standing for a signed renewal link. */
const listingShortLinkOf = async () => {
  const code = newLinkCode();
  const propertyId = (await createProperty(t.database.db, { userId: ownerId })).id;
  await t.database.db
    .insert(listingShortLinks)
    .values({ code, propertyId, target: `/listing-link?id=${propertyId}&do=renew&token=x` });
  return `/l/${code}`;
};
/** A listing made for one call, so one role's call (an edit, a delete, a report) does not decide the next. */
const fresh = async (status: 'approved' | 'pending' | 'declined' = 'approved') =>
  (await createProperty(t.database.db, { userId: ownerId, status })).id;

/** A listing of the owner's with a proof of ownership waiting. */
const proofSent = async () => {
  const propertyId = await fresh();
  await t.database.db.insert(ownershipProofs).values({
    propertyId,
    kind: 'utility_bill',
    contentType: 'application/pdf',
    file: Buffer.from('%PDF-1.4'),
  });
  return propertyId;
};

beforeAll(async () => {
  const owner = await createUser(t.database.db);
  const user = await createUser(t.database.db);
  const admin = await createUser(t.database.db, { isAdmin: true, role: ADMIN_ROLE });
  ownerId = owner.id;
  ids.approved = await fresh();
  ids.approved2 = await fresh();
  ids.pending = await fresh('pending');
  ids.declined = await fresh('declined');
  const [photo] = await addPhotos(t.database.db, t.storage, ids.approved, 1);
  photoName = `${photo?.storageKey}-320.webp`;
  // A fresh session per request: logout in one row must not log out the next.
  tokens.user = () => t.tokenFor(user.id);
  tokens.owner = () => t.tokenFor(owner.id);
  tokens.admin = () => t.tokenFor(admin.id);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

// Keyed as the route list names routes: `METHOD /path/:param`. A new route is one line, say
// `'GET /api/v1/openapi.json': everyone(200),`, or a list of cases when its answer depends on the listing.
const table: Record<string, Case | Case[]> = {
  'GET /api/v1/health': everyone(200),
  'GET /api/v1/meta': everyone(200),
  'GET /api/v1/landmarks': everyone(200),
  'GET /api/v1/openapi.json': everyone(200),
  'GET /api/v1/docs': everyone(200),
  // Swagger UI's page, its files and its copy of the document.
  'GET /api/v1/docs/': everyone(200),
  'GET /api/v1/docs/static/index.html': everyone(302),
  'GET /api/v1/docs/static/swagger-initializer.js': everyone(200),
  'GET /api/v1/docs/*': { ...everyone(200), url: () => '/api/v1/docs/static/swagger-ui.css' },
  'GET /api/v1/docs/json': everyone(200),
  'GET /api/v1/docs/yaml': everyone(200),
  'POST /api/v1/user/register': {
    ...everyone(202),
    body: () => ({ name: 'Karim Uddin', email: newEmail(), password: 'Seven long words 77' }),
  },
  // Only the mailed link finishes a sign-up, whoever sends it.
  'POST /api/v1/user/register/confirm': {
    ...everyone(403),
    body: { token: 'not-a-mailed-link', password: 'Seven long words 77' },
  },
  'POST /api/v1/user/login': {
    ...everyone(401),
    body: () => ({ email: newEmail(), password: 'not the password' }),
  },
  // A fresh number per call: one role's code must not wait out another's resend minute.
  'POST /api/v1/user/otp/request': { ...everyone(200), body: () => ({ phone: newPhone() }) },
  'GET /api/v1/user/otp/challenge': everyone(200),
  'POST /api/v1/user/otp/verify': { ...everyone(400), body: () => ({ phone: newPhone(), code: '123456' }) },
  'GET /api/v1/user/logout': loggedIn(200),
  'GET /api/v1/user/me': loggedIn(200),
  'PATCH /api/v1/user/me/update': { ...loggedIn(200), body: { name: 'New Name' } },
  // Every role here has an e-mail already: it keeps it (400), and no link goes out.
  'POST /api/v1/user/email/add': { ...loggedIn(400), body: () => ({ email: newEmail() }) },
  // These accounts have no password to ask: a link goes to a fresh address.
  'POST /api/v1/user/email/change': {
    ...loggedIn(200),
    body: () => ({ email: newEmail(), password: 'not the password' }),
  },
  'POST /api/v1/user/email/confirm': {
    ...everyone(403),
    body: { token: 'bm90IGEgbGluaw.bm90IGEgc2lnbmF0dXJl' },
  },
  'POST /api/v1/user/password/forgot': { ...everyone(200), body: () => ({ email: newEmail() }) },
  'PATCH /api/v1/user/password/reset/:token': {
    ...everyone(400),
    url: () => '/api/v1/user/password/reset/not-a-token',
    body: { password: 'Seven long words 77', confirmPassword: 'Seven long words 77' },
  },
  'PATCH /api/v1/user/password/update': {
    ...loggedIn(400),
    body: {
      oldPassword: 'not the password',
      newPassword: 'Some new phrase 77',
      confirmPassword: 'Some new phrase 77',
    },
  },
  'POST /api/v1/property/create': { ...loggedIn(400), body: { property_title: 'incomplete' } },
  'GET /api/v1/property/logged-user-all': loggedIn(200),
  'GET /api/v1/property/approved-all': everyone(200),
  'GET /api/v1/property/searched-properties': everyone(200),
  'GET /api/v1/property/:id': [
    { label: 'approved', ...everyone(200), url: () => `/api/v1/property/${ids.approved}` },
    { label: 'pending', ...roles(404, 404, 200, 200), url: () => `/api/v1/property/${ids.pending}` },
    { label: 'declined', ...roles(404, 404, 200, 200), url: () => `/api/v1/property/${ids.declined}` },
  ],
  'GET /api/v1/property/:id/related': [
    { label: 'approved', ...everyone(200), url: () => `/api/v1/property/${ids.approved}/related` },
    { label: 'pending', ...everyone(404), url: () => `/api/v1/property/${ids.pending}/related` },
  ],
  'GET /api/v1/property/:id/price-history': [
    { label: 'approved', ...everyone(200), url: () => `/api/v1/property/${ids.approved}/price-history` },
    {
      label: 'pending',
      ...roles(404, 404, 200, 200),
      url: () => `/api/v1/property/${ids.pending}/price-history`,
    },
  ],
  'GET /api/v1/price-guide': everyone(200),
  'GET /api/v1/property/:id/stats': [
    { label: 'approved', ...ownerOrAdmin(200, 403), url: () => `/api/v1/property/${ids.approved}/stats` },
    { label: 'pending', ...ownerOrAdmin(200, 404), url: () => `/api/v1/property/${ids.pending}/stats` },
  ],
  'POST /api/v1/property/:id/view': {
    ...everyone(202),
    url: () => `/api/v1/property/${ids.approved}/view`,
    body: { token: 'AAAAAAAAAAAAAAAAAAAAAA' },
  },
  'POST /api/v1/property/:id/contact-event': {
    ...everyone(202),
    url: () => `/api/v1/property/${ids.approved}/contact-event`,
    body: { kind: 'call' },
  },
  'PATCH /api/v1/property/:id': [
    {
      label: 'edit, approved',
      ...ownerOrAdmin(200, 403),
      url: async () => `/api/v1/property/${await fresh()}`,
      body: { price: 20000 },
    },
    {
      label: 'edit, declined',
      ...ownerOrAdmin(200, 404),
      url: async () => `/api/v1/property/${await fresh('declined')}`,
      body: { price: 21000 },
    },
    {
      label: 'favourite',
      ...loggedIn(200),
      url: () => `/api/v1/property/${ids.approved2}`,
      body: { favorite: true },
    },
  ],
  'PATCH /api/v1/property/:id/status': {
    ...ownerOrAdmin(200, 403),
    url: async () => `/api/v1/property/${await fresh()}/status`,
    body: { status: 'rented' },
  },
  'DELETE /api/v1/property/:id': {
    ...ownerOrAdmin(200, 403),
    url: async () => `/api/v1/property/${await fresh()}`,
  },
  'POST /api/v1/property/:id/report': [
    {
      label: 'approved',
      ...everyone(201),
      url: async () => `/api/v1/property/${await fresh()}/report`,
      body: { reason: 'duplicate' },
    },
    {
      label: 'pending',
      ...everyone(404),
      url: () => `/api/v1/property/${ids.pending}/report`,
      body: { reason: 'duplicate' },
    },
  ],
  'POST /api/v1/property/:id/renew': [
    {
      label: 'approved',
      ...ownerOrAdmin(200, 403),
      url: async () => `/api/v1/property/${await fresh()}/renew`,
    },
    {
      label: 'pending',
      ...roles(401, 404, 409, 409),
      url: async () => `/api/v1/property/${await fresh('pending')}/renew`,
    },
  ],
  'GET /api/v1/property/pending-all': adminOnly(200),
  'GET /api/v1/property/reported-all': adminOnly(200),
  'GET /api/v1/property/admin/:id/evidence': {
    ...adminOnly(200),
    url: async () => `/api/v1/property/admin/${await fresh('pending')}/evidence`,
  },
  'GET /api/v1/property/:id/trail': {
    ...adminOnly(200),
    url: async () => `/api/v1/property/${await fresh('pending')}/trail`,
  },
  // The form is read only once the sender is known as the owner: this JSON body is theirs to fix (415).
  'POST /api/v1/property/:id/ownership-proof': {
    ...roles(401, 403, 415, 403),
    url: async () => `/api/v1/property/${await fresh()}/ownership-proof`,
    body: { kind: 'tax_receipt' },
  },
  'GET /api/v1/admin/ownership-proofs': adminOnly(200),
  'GET /api/v1/property/admin/:id/ownership-proof': {
    ...adminOnly(200),
    url: async () => `/api/v1/property/admin/${await proofSent()}/ownership-proof`,
  },
  'PATCH /api/v1/property/admin/:id/ownership': {
    ...adminOnly(200),
    url: async () => `/api/v1/property/admin/${await proofSent()}/ownership`,
    body: { decision: 'approved' },
  },
  'PATCH /api/v1/property/:id/decision': {
    ...adminOnly(200),
    url: async () => `/api/v1/property/${await fresh('pending')}/decision`,
    body: { property_status: 'approved' },
  },
  // The decision's URL before, kept for clients of before.
  'PATCH /api/v1/property/admin/:id': {
    ...adminOnly(200),
    url: async () => `/api/v1/property/admin/${await fresh('pending')}`,
    body: { property_status: 'approved' },
  },
  'PATCH /api/v1/property/admin/:id/revision': {
    ...adminOnly(200),
    url: async () => {
      const id = await fresh();
      await t.database.db
        .insert(propertyRevisions)
        .values({ propertyId: id, changes: { columns: { title: 'A newer title' } } });
      return `/api/v1/property/admin/${id}/revision`;
    },
    body: { decision: 'approve' },
  },
  'POST /api/v1/contact': {
    ...everyone(201),
    body: {
      name: 'Karim Uddin',
      email: 'karim@example.com',
      phone: '01712345678',
      message: 'Is Kazla open?',
    },
  },
  'GET /api/v1/contact/messages': adminOnly(200),
  'GET /api/v1/admin/accounts/:id': { ...adminOnly(200), url: () => `/api/v1/admin/accounts/${ownerId}` },
  // Lifting a suspension that is not there changes nothing, and never ends the owner's sessions.
  'PATCH /api/v1/admin/accounts/:id': {
    ...adminOnly(200),
    url: () => `/api/v1/admin/accounts/${ownerId}`,
    body: { suspended: false },
  },
  'GET /api/v1/admin/system': adminOnly(200),
  // A purge run by hand removes only what has outlived its keeping. This app's job queue is not
  // started (system.test.ts starts one), so an admin is told it cannot take the run now.
  'POST /api/v1/admin/jobs/:name/run': {
    ...adminOnly(503),
    url: () => '/api/v1/admin/jobs/purge-sign-ups/run',
  },
  // A saved search is its owner's alone: anyone else, admins too, is told it does not exist.
  // Anyone may ask to be called back about a public listing, except its owner.
  'POST /api/v1/property/:id/call-requests': [
    {
      label: 'approved',
      ...roles(201, 201, 403, 201),
      url: async () => `/api/v1/property/${await fresh()}/call-requests`,
      body: { name: 'Selina', phone: '01711223344' },
    },
    {
      label: 'pending',
      ...everyone(404),
      url: () => `/api/v1/property/${ids.pending}/call-requests`,
      body: { name: 'Selina', phone: '01711223344' },
    },
  ],
  'GET /api/v1/call-requests': loggedIn(200),
  // Another account's request is not said to exist.
  'PATCH /api/v1/call-requests/:id': {
    ...roles(401, 404, 200, 404),
    url: async () => {
      const [row] = await t.database.db
        .insert(callRequests)
        .values({
          propertyId: ids.approved,
          name: 'Selina',
          phone: '+8801711223344',
          when: 'any',
          visitorHash: 'x',
        })
        .returning();
      return `/api/v1/call-requests/${row!.id}`;
    },
    body: { done: true },
  },
  'POST /api/v1/saved-searches': [
    { label: 'for the account', ...roles(400, 201, 201, 201), body: { query: 'category=shop' } },
    {
      label: 'for an address',
      ...roles(201, 400, 400, 400),
      body: () => ({ query: 'category=shop', email: newEmail() }),
    },
  ],
  'GET /api/v1/saved-searches': loggedIn(200),
  'PATCH /api/v1/saved-searches/:id': {
    ...roles(401, 404, 200, 404),
    url: async () => `/api/v1/saved-searches/${await ownSearch()}`,
    body: { paused: true },
  },
  'DELETE /api/v1/saved-searches/:id': {
    ...roles(401, 404, 200, 404),
    url: async () => `/api/v1/saved-searches/${await ownSearch()}`,
  },
  // A mailed link is the holder's authority, whoever they are; a forged one is nobody's.
  'GET /api/v1/saved-searches/confirm/:token': [
    { label: 'mailed link', ...everyone(200), url: () => alertLink('confirm') },
    { label: 'forged link', ...everyone(403), url: () => alertLink('confirm', false) },
  ],
  'POST /api/v1/saved-searches/confirm/:token': [
    { label: 'mailed link', ...everyone(200), url: () => alertLink('confirm') },
    { label: 'forged link', ...everyone(403), url: () => alertLink('confirm', false) },
  ],
  'GET /api/v1/saved-searches/unsubscribe/:token': [
    { label: 'mailed link', ...everyone(200), url: () => alertLink('unsubscribe') },
    { label: 'forged link', ...everyone(403), url: () => alertLink('unsubscribe', false) },
  ],
  'POST /api/v1/saved-searches/unsubscribe/:token': [
    { label: 'mailed link', ...everyone(200), url: () => alertLink('unsubscribe') },
    { label: 'forged link', ...everyone(403), url: () => alertLink('unsubscribe', false) },
  ],
  'POST /api/v1/saved-searches/resume/:token': [
    { label: 'unsubscribe link', ...everyone(200), url: () => alertLink('unsubscribe') },
    { label: 'forged link', ...everyone(403), url: () => alertLink('unsubscribe', false) },
  ],
  // A saved search's short link (its SMS carry it) opens the search for whoever holds it.
  'GET /s/:code': [
    { label: 'a search’s code', ...everyone(302), url: () => searchLink() },
    { label: 'an unknown code', ...everyone(404), url: () => '/s/Zz9Zz9Zz' },
  ],
  // A listing notice's short link (an owner's SMS carry it) leads to the signed link, which is checked
  // when its button is pressed: following it changes nothing.
  'GET /l/:code': [
    { label: 'a notice’s code', ...everyone(302), url: () => listingShortLinkOf() },
    { label: 'an unknown code', ...everyone(404), url: () => '/l/Zz9Zz9Zz' },
  ],
  'GET /robots.txt': everyone(200),
  'GET /sitemap.xml': everyone(200),
  'GET /sitemap-pages.xml': everyone(200),
  'GET /sitemap-listings-:n.xml': { ...everyone(200), url: () => '/sitemap-listings-1.xml' },
  'GET /uploads/:name': { ...everyone(200), url: () => `/uploads/${photoName}` },
  // The web build's files, here the fixture's only one.
  'GET /index.html': everyone(200),
  // Every screen: the page's status is public knowledge, whoever asks (the app then asks the API).
  'GET *': [
    { label: 'home', ...everyone(200), url: () => '/' },
    { label: 'dashboard', ...everyone(200), url: () => '/dashboard' },
    { label: 'approved listing', ...everyone(200), url: () => `/product/${ids.approved}` },
    { label: 'pending listing', ...everyone(404), url: () => `/product/${ids.pending}` },
    { label: 'unknown screen', ...everyone(404), url: () => '/no-such-screen' },
  ],
};

describe('who may call what', () => {
  for (const route of routes) {
    const row = table[route];
    if (!row) {
      it(`${route} has a row`, () => {
        expect.fail(`${route} is registered but has no row in the table of permissions.test.ts: add one`);
      });
      continue;
    }
    for (const c of [row].flat()) {
      it.each(ROLES)(`${route}${c.label ? ` (${c.label})` : ''} as %s`, async (role) => {
        const token = role === 'visitor' ? undefined : await tokens[role]?.();
        const body = typeof c.body === 'function' ? c.body() : c.body;
        const res = await t.app.inject({
          method: route.split(' ')[0] as 'GET' | 'POST' | 'PATCH' | 'DELETE',
          url: c.url ? await c.url() : route.slice(route.indexOf(' ') + 1),
          remoteAddress: newClientAddress(),
          headers: token ? { authorization: `Bearer ${token}` } : {},
          ...(body && { payload: body }),
        });
        expect(res.statusCode, res.body.slice(0, 300)).toBe(c.expect[role]);
      });
    }
  }

  it('has no row for a route the app no longer has', () => {
    const gone = Object.keys(table).filter((route) => !routes.includes(route));
    expect(gone, `rows in permissions.test.ts without a registered route: ${gone.join(', ')}`).toEqual([]);
  });
});

// The OpenAPI document cannot see the handlers' checks: openapi/operation-access.ts names the routes
// that need or read a session. This table is what the routes answer, so it keeps that list true.
describe('the OpenAPI document’s `security`', () => {
  it('asks for a session where every visitor is refused (401), and only there', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/openapi.json',
      remoteAddress: newClientAddress(),
    });
    const { paths } = res.json<{ paths: Record<string, Record<string, { security?: object[] }>> }>();
    const wrong = Object.entries(table).flatMap(([route, row]) => {
      const [method, url] = route.split(' ') as [string, string];
      const operation = paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
      if (!operation) return []; // not in the document: outside the API, or an old URL left out
      const security = operation.security ?? [];
      const needsSession = security.length > 0 && security.every((scheme) => Object.keys(scheme).length > 0);
      // Refused for want of a session: a signed-in role gets past (a wrong login is 401 for all).
      const visitorRefused = [row]
        .flat()
        .every((c) => c.expect.visitor === 401 && ROLES.some((role) => c.expect[role] !== 401));
      if (needsSession && !visitorRefused)
        return [`${route}: documented as needing a session, but a visitor may call it`];
      if (visitorRefused && security.length === 0)
        return [`${route}: documented as public, but every visitor is refused`];
      return [];
    });
    expect(wrong, 'fix openapi/operation-access.ts').toEqual([]);
  });
});
