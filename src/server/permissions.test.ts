import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLE } from '../shared/enums';
import { newClientAddress } from './test/client-address';
import { createProperty, createUser } from './test/factories';
import { createTestApp, type TestContext } from './test/test-app';

// One row per endpoint and one column per role, so a missing check shows as one failing row (STYLE.md).
type Role = 'anonymous' | 'user' | 'owner' | 'admin';
const ROLES: Role[] = ['anonymous', 'user', 'owner', 'admin'];

let t: TestContext;
const ids = { approved: '', approved2: '', pending: '', declined: '' };
let ownerId = '';
const tokens: Partial<Record<Role, () => Promise<string>>> = {};

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t.database.db);
  const user = await createUser(t.database.db);
  const admin = await createUser(t.database.db, { isAdmin: true, role: ADMIN_ROLE });
  ids.approved = (await createProperty(t.database.db, { userId: owner.id })).id;
  ids.pending = (await createProperty(t.database.db, { userId: owner.id, status: 'pending' })).id;
  ids.declined = (await createProperty(t.database.db, { userId: owner.id, status: 'declined' })).id;
  ids.approved2 = (await createProperty(t.database.db, { userId: owner.id })).id;
  ownerId = owner.id;
  // A fresh session per request: logout in one row must not log out the next.
  tokens.user = () => t.tokenFor(user.id);
  tokens.owner = () => t.tokenFor(owner.id);
  tokens.admin = () => t.tokenFor(admin.id);
});
afterAll(() => t.close());

interface Row {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: () => string | Promise<string>;
  body?: object;
  expect: Record<Role, number>;
}

const everyone = (status: number) => ({ anonymous: status, user: status, owner: status, admin: status });
const loggedIn = (status: number) => ({ anonymous: 401, user: status, owner: status, admin: status });

const table: Record<string, Row> = {
  'GET /health': { method: 'GET', url: () => '/health', expect: everyone(200) },
  'GET /meta': { method: 'GET', url: () => '/meta', expect: everyone(200) },
  'GET /property/approved-all': { method: 'GET', url: () => '/property/approved-all', expect: everyone(200) },
  'GET /property/{approved}': {
    method: 'GET',
    url: () => `/property/${ids.approved}`,
    expect: everyone(200),
  },
  'GET /property/{pending}': {
    method: 'GET',
    url: () => `/property/${ids.pending}`,
    expect: { anonymous: 404, user: 404, owner: 200, admin: 200 },
  },
  'GET /property/{declined}': {
    method: 'GET',
    url: () => `/property/${ids.declined}`,
    expect: { anonymous: 404, user: 404, owner: 200, admin: 200 },
  },
  'GET /property/{approved}/related': {
    method: 'GET',
    url: () => `/property/${ids.approved}/related`,
    expect: everyone(200),
  },
  'GET /property/{pending}/related': {
    method: 'GET',
    url: () => `/property/${ids.pending}/related`,
    expect: everyone(404),
  },
  'GET /user/me': { method: 'GET', url: () => '/user/me', expect: loggedIn(200) },
  'GET /user/logout': { method: 'GET', url: () => '/user/logout', expect: loggedIn(200) },
  'PATCH /user/me/update': {
    method: 'PATCH',
    url: () => '/user/me/update',
    body: { name: 'New Name' },
    expect: loggedIn(200),
  },
  'POST /property/create': {
    method: 'POST',
    url: () => '/property/create',
    body: { property_title: 'incomplete' },
    expect: loggedIn(400),
  },
  'GET /property/logged-user-all': {
    method: 'GET',
    url: () => '/property/logged-user-all',
    expect: loggedIn(200),
  },
  'PATCH /property/{approved} (edit)': {
    method: 'PATCH',
    url: () => `/property/${ids.approved}`,
    body: { price: 20000 },
    expect: { anonymous: 401, user: 403, owner: 200, admin: 200 },
  },
  'PATCH /property/{declined} (edit)': {
    method: 'PATCH',
    url: () => `/property/${ids.declined}`,
    body: { price: 21000 },
    expect: { anonymous: 401, user: 404, owner: 200, admin: 200 },
  },
  'PATCH /property/{approved} (favorite)': {
    method: 'PATCH',
    url: () => `/property/${ids.approved2}`,
    body: { favorite: true },
    expect: loggedIn(200),
  },
  'DELETE /property/{approved}': {
    method: 'DELETE',
    // A fresh listing for every role, so one row's deletion does not decide the next.
    url: async () => `/property/${(await createProperty(t.database.db, { userId: ownerId })).id}`,
    expect: { anonymous: 401, user: 403, owner: 200, admin: 200 },
  },
  'PATCH /user/password/update': {
    method: 'PATCH',
    url: () => '/user/password/update',
    body: {
      oldPassword: 'not the password',
      newPassword: 'Some new phrase 77',
      confirmPassword: 'Some new phrase 77',
    },
    expect: loggedIn(400),
  },
};

describe('who may call what', () => {
  for (const [name, row] of Object.entries(table)) {
    it.each(ROLES)(`${name} as %s`, async (role) => {
      const token = role === 'anonymous' ? undefined : await tokens[role]?.();
      const res = await t.app.inject({
        method: row.method,
        url: `/api/v1${await row.url()}`,
        remoteAddress: newClientAddress(),
        headers: token ? { authorization: `Bearer ${token}` } : {},
        ...(row.body && { payload: row.body }),
      });
      expect(res.statusCode).toBe(row.expect[role]);
    });
  }
});
