import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { HTTPMethods, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLE } from '../shared/enums';
import { newClientAddress } from './test/client-address';
import { createProperty, createUser, flatInput } from './test/factories';
import { multipart } from './test/multipart';
import { sendRaw } from './test/raw-http';
import { listRoutes, type RouteEntry } from './test/route-list';
import { fingerprintTables } from './test/table-fingerprint';
import { createTestApp, type TestContext } from './test/test-app';

// Hostile input against every route the app has: each answer is a 4xx with the error envelope (or a
// success for a harmless query), never a 5xx or a hang, and no row of any table changes.

const SQL = "' OR '1'='1'; DROP TABLE users; --";
const SCRIPT = '<script>alert(document.cookie)</script>';
const TRAVERSAL = '../../../../etc/passwd';
const ESCAPE = '../../../../tmp/thikana-escaped';

// Every field name the API reads, so the payloads reach the validation of every schema.
const FIELDS = [
  'name',
  'email',
  'password',
  'phone',
  'code',
  'account_type',
  'oldPassword',
  'newPassword',
  'confirmPassword',
  'property_type',
  'property_title',
  'description',
  'price',
  'price_type',
  'rent_time_period',
  'category',
  'property_condition',
  'property_address',
  'contact_number',
  'contact_email',
  'bedrooms',
  'bathrooms',
  'size',
  'floor',
  'available_from',
  'tenant',
  'advance_months',
  'amenities',
  'favorite',
  'property_status',
  'rejection_reason',
  'reason',
  'details',
  'message',
  'photos',
  'cover_photo',
  'query',
  'frequency',
  'paused',
  'seen',
  'List-Unsubscribe',
];
const every = (value: unknown) => JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, value])));
const nested = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** Raw JSON bodies: none of them is a request any endpoint should carry out. */
const HOSTILE_BODIES: Record<string, string> = {
  'malformed JSON': '{"email": "a@b.c", "password": ',
  'a bare value': '"approved"',
  null: 'null',
  'an array': '[{"favorite": true}]',
  'wrong types': every({ $gt: '' }),
  'numbers for everything': every(12345),
  'arrays for everything': every(['approved', 'admin']),
  'huge strings': every('ঠ'.repeat(40_000)),
  'deep nesting': nested(5_000),
  'deep arrays': '['.repeat(10_000) + ']'.repeat(10_000),
  'SQL in every field': every(SQL),
  'script in every field': every(SCRIPT),
  'path traversal in every field': every(TRAVERSAL),
  'unknown fields only':
    '{"isAdmin": true, "role": "thikana-admin", "user_id": "00000000-0000-0000-0000-000000000000"}',
  'prototype pollution': '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"isAdmin": true}}}',
  'a NUL byte': '{"name": "a\\u0000b", "email": "a\\u0000@b.c"}',
};

const HOSTILE_IDS = [
  TRAVERSAL,
  '..%2F..%2F..%2Fetc%2Fpasswd',
  "1' OR '1'='1",
  '1;DROP TABLE properties',
  SCRIPT,
  'x'.repeat(5_000),
  '%00',
  '-1',
  '1e309',
  'null',
  '00000000-0000-0000-0000-000000000000',
];

const HOSTILE_QUERIES = [
  'page=-1&limit=100000',
  'page=abc&limit=-5',
  'page=1e309',
  `keyword=${encodeURIComponent(SQL)}`,
  `keyword=${encodeURIComponent('ক'.repeat(20_000))}`,
  'keyword=a&keyword=b&keyword[]=c',
  `area=${encodeURIComponent(TRAVERSAL)}&city=${encodeURIComponent(SCRIPT)}`,
  'min_price=abc&max_price=-1&bedrooms=NaN',
  'sort=price_asc;DROP%20TABLE%20properties&property_type[$ne]=sell',
  '__proto__[isAdmin]=true&constructor[prototype][isAdmin]=true',
  'favorite=maybe&category=%00',
  'keyword=%00&area=%00',
];

let t: TestContext;
let routes: RouteEntry[];
let tokens: Record<'visitor' | 'owner' | 'admin', string | undefined>;
let ids: Record<string, string>;
let before: Record<string, string>;

beforeAll(async () => {
  // The repository's index.html as the web build, so page routes (heads read the database) answer too.
  const webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'thikana-web-'));
  await fs.copyFile(path.join(import.meta.dirname, '../../index.html'), path.join(webDir, 'index.html'));
  await fs.mkdir(path.join(webDir, 'assets'));
  t = await createTestApp({}, { webDir });
  const owner = await createUser(t.database.db);
  const admin = await createUser(t.database.db, { isAdmin: true, role: ADMIN_ROLE });
  const listing = await createProperty(t.database.db, { userId: owner.id, status: 'approved' });
  tokens = { visitor: undefined, owner: await t.tokenFor(owner.id), admin: await t.tokenFor(admin.id) };
  ids = { id: listing.id, token: 'a'.repeat(64), n: '1' };
  routes = listRoutes(t.app);
  before = await fingerprintTables(t.database.db);
});

afterAll(() => t.close());

/** One request, with a fresh client address (rate limits are tested elsewhere) and a time limit. */
interface HostileRequest {
  method: HTTPMethods;
  url: string;
  headers?: Record<string, string>;
  payload?: InjectOptions['payload'];
}

async function send(options: HostileRequest, token?: string): Promise<LightMyRequestResponse> {
  const request = t.app.inject({
    remoteAddress: newClientAddress(),
    ...options,
    headers: { ...(token && { authorization: `Bearer ${token}` }), ...options.headers },
  });
  const hang = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`No answer within 10 s: ${options.method} ${options.url}`)), 10_000),
  );
  return Promise.race([request, hang]);
}

const withParams = (url: string, value: (name: string) => string) =>
  url.replace(/:(\w+)/g, (_, name: string) => value(name));

/** A refusal as docs/api.md describes it: 4xx, and the error envelope (429 is plain text by design). */
function expectRefusal(response: LightMyRequestResponse, what: string): void {
  const context = `${what} → ${response.statusCode} ${response.body.slice(0, 200)}`;
  expect(response.statusCode, context).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, context).toBeLessThan(500);
  if (response.statusCode === 429) return;
  const body = response.json<{ success: boolean; code: string; message: string }>();
  expect(body, context).toMatchObject({
    success: false,
    code: expect.any(String),
    message: expect.any(String),
  });
}

const apiRoutes = () => routes.filter((r) => r.url.startsWith('/api/'));
// DELETE reads no body: what one carries cannot matter (its id is fuzzed with the others).
const bodyRoutes = () => apiRoutes().filter((r) => ['POST', 'PATCH', 'PUT'].includes(r.method));

describe('hostile input on every endpoint', () => {
  it('finds the whole API surface', () => {
    expect(apiRoutes().length).toBeGreaterThanOrEqual(24);
    expect(bodyRoutes().map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'POST /api/v1/property/create',
        'PATCH /api/v1/property/:id',
        'POST /api/v1/contact',
      ]),
    );
  });

  it('refuses malformed, mistyped, huge, deep, unknown and injected JSON bodies, whoever sends them', async () => {
    for (const route of bodyRoutes()) {
      for (const [role, token] of Object.entries(tokens)) {
        for (const [name, payload] of Object.entries(HOSTILE_BODIES)) {
          const response = await send(
            {
              method: route.method,
              url: withParams(route.url, (param) => ids[param]!),
              headers: { 'content-type': 'application/json' },
              payload,
            },
            token,
          );
          expectRefusal(response, `${route.method} ${route.url} as ${role} with ${name}`);
        }
      }
    }
  });

  it('refuses hostile ids and tokens in the path of every endpoint that takes one', async () => {
    for (const route of apiRoutes().filter((r) => r.url.includes(':'))) {
      for (const id of HOSTILE_IDS) {
        const url = withParams(route.url, () => (id.includes('%') ? id : encodeURIComponent(id)));
        const response = await send(
          {
            method: route.method,
            url,
            ...(route.method !== 'GET' && { payload: { favorite: true } }),
          },
          tokens.admin,
        );
        expectRefusal(response, `${route.method} ${url}`);
      }
    }
  });

  it('answers hostile query strings with a result or a refusal, never a failure', async () => {
    // The document, and Swagger UI's page and files under /api/v1/docs.
    const isApiDescription = (url: string) =>
      url === '/api/v1/openapi.json' || /^\/api\/v1\/docs(\/|$)/.test(url);
    // Logging out is a GET by contract (docs/api.md): it would end the admin's session midway.
    for (const route of apiRoutes().filter((r) => r.method === 'GET' && !r.url.endsWith('/logout'))) {
      for (const query of HOSTILE_QUERIES) {
        const url = `${withParams(route.url, (param) => ids[param]!)}?${query}`;
        const response = await send({ method: 'GET', url }, tokens.admin);
        // The API's description answers as OpenAPI, HTML and redirects, not in the envelope: never a failure.
        if (isApiDescription(route.url)) expect(response.statusCode, url).toBeLessThan(500);
        else if (response.statusCode >= 300) expectRefusal(response, `GET ${url}`);
        else expect(response.json(), url).toMatchObject({ success: true });
      }
    }
  });

  it('answers hostile page paths and queries with a page or a refusal, never a failure', async () => {
    const pages = ['/', '/property-searched', '/contact', `/product/${ids.id}`, '/sitemap.xml'];
    const urls = [
      ...pages.flatMap((page) => HOSTILE_QUERIES.map((query) => `${page}?${query}`)),
      ...HOSTILE_IDS.map((id) => `/product/${id.includes('%') ? id : encodeURIComponent(id)}`),
    ];
    for (const url of urls) {
      const response = await send({ method: 'GET', url });
      expect(response.statusCode, `GET ${url} → ${response.body.slice(0, 200)}`).toBeLessThan(500);
      expect(response.body, url).not.toContain(SCRIPT);
    }
  });

  it('refuses bodies over the limit and content types it does not read', async () => {
    for (const route of bodyRoutes()) {
      const url = withParams(route.url, (param) => ids[param]!);
      const method = route.method;
      const huge = JSON.stringify({ description: 'x'.repeat(2 * 1024 * 1024) });
      const oversized = await send(
        { method, url, headers: { 'content-type': 'application/json' }, payload: huge },
        tokens.owner,
      );
      expectRefusal(oversized, `${method} ${url} with 2 MB of JSON`);
      for (const type of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded']) {
        const response = await send(
          { method, url, headers: { 'content-type': type }, payload: 'favorite=true' },
          tokens.owner,
        );
        expectRefusal(response, `${method} ${url} as ${type}`);
      }
    }
  });

  it('refuses hostile uploads, keeping no file, whatever their names say', async () => {
    const uploads = [
      ['POST', '/api/v1/property/create'],
      ['PATCH', `/api/v1/property/${ids.id}`],
      ['PATCH', '/api/v1/user/me/update'],
    ] as const;
    const notAnImage = Buffer.from('#!/bin/sh\nrm -rf /\n');
    const wellFormed = multipart({ data: JSON.stringify(flatInput) }, [
      { field: 'photos', name: 'a.jpg', type: 'image/jpeg', content: Buffer.alloc(4096, 1) },
    ]);
    const longBoundary = multipart({ data: JSON.stringify(flatInput) }, [], 'b'.repeat(5000));
    const forms = {
      // A listing fit to be saved but for the NUL its JSON text spells as an escape, not a byte.
      'an escaped NUL in the data field': multipart(
        { data: JSON.stringify({ ...flatInput, property_title: 'A flat\u0000by the river' }) },
        [],
      ),
      'no boundary': { ...wellFormed, contentType: 'multipart/form-data' },
      'a boundary of 5000 characters': longBoundary,
      'a part cut short': { ...wellFormed, payload: wellFormed.payload.subarray(0, 300) },
      'a file cut short': {
        ...wellFormed,
        payload: wellFormed.payload.subarray(0, wellFormed.payload.length - 2048),
      },
      'a broken data field': multipart({ data: '{"property_title": ' }, []),
      'a script named as a photo, with a path': multipart({ data: '{}' }, [
        { field: 'photos', name: `${ESCAPE}.jpg`, type: 'image/jpeg', content: notAnImage },
        { field: 'avatar', name: '../../avatar.png', type: 'image/png', content: notAnImage },
      ]),
      'an unknown file field': multipart({}, [
        { field: 'evil', name: 'x.jpg', type: 'image/jpeg', content: notAnImage },
      ]),
      'a file of 11 MB': multipart({}, [
        { field: 'photos', name: 'big.jpg', type: 'image/jpeg', content: Buffer.alloc(11 * 1024 * 1024, 1) },
      ]),
    };
    for (const [method, url] of uploads) {
      for (const [name, form] of Object.entries(forms)) {
        const response = await send(
          { method, url, headers: { 'content-type': form.contentType }, payload: form.payload },
          tokens.owner,
        );
        expectRefusal(response, `${method} ${url} with ${name}`);
      }
    }
    expect(await fs.readdir(t.uploadsDir).catch(() => [])).toEqual([]);
    await expect(fs.access(path.resolve(t.uploadsDir, `${ESCAPE}.jpg`))).rejects.toThrow();
  });

  it('answers unknown methods and oversized addresses and headers with the error envelope', async () => {
    // Through a real socket: Node's own parser refuses some of these before Fastify sees them.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const request = (line: string, headers = '') =>
      `${line} HTTP/1.1\r\nHost: localhost\r\n${headers}Connection: close\r\n\r\n`;
    const requests = {
      'PROPFIND on the API': request('PROPFIND /api/v1/meta'),
      'PROPFIND on a page': request('PROPFIND /'),
      'an unknown method': request('FOO /'),
      'an unknown method on the API': request('FOO /api/v1/meta'),
      'a URL of 100 KB': request(`GET /api/v1/meta?q=${'a'.repeat(100_000)}`),
      'a page path of 100 KB': request(`GET /${'a'.repeat(100_000)}`),
      'a header of 100 KB': request('GET /api/v1/meta', `X-Padding: ${'a'.repeat(100_000)}\r\n`),
      'not HTTP at all': 'HELLO\r\n\r\n',
    };
    for (const [name, raw] of Object.entries(requests)) {
      const response = await sendRaw(port, raw);
      const context = `${name} → ${response.status} ${response.body.slice(0, 200)}`;
      expect(response.status, context).toBeGreaterThanOrEqual(400);
      expect(response.status, context).toBeLessThan(500);
      expect(response.headers['content-type'], context).toMatch(/^application\/json/);
      expect(JSON.parse(response.body), context).toMatchObject({
        success: false,
        code: expect.any(String),
        message: expect.any(String),
      });
    }
  });

  it('serves no file outside its folders, whatever the path says', async () => {
    for (const url of [
      '/uploads/..%2F..%2Fpackage.json',
      '/uploads/%2e%2e/%2e%2e/package.json',
      '/uploads/....//....//etc/passwd',
      '/assets/..%2F..%2Fpackage.json',
      '/assets/%2e%2e%2f%2e%2e%2fsrc%2fserver%2fconfig.ts',
      '/sitemap-listings-abc.xml',
      '/sitemap-listings-99999999999999999999999.xml',
      `/product/${encodeURIComponent(SCRIPT)}`,
    ]) {
      const response = await send({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.body, url).not.toMatch(/"name": "thikana"|root:x:0|loadConfig/);
    }
  });

  it('changed no row of any table', async () => {
    const after = await fingerprintTables(t.database.db);
    const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
    expect(changed).toEqual([]);
  });
});
