import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClientAddress } from '../test/client-address';
import { listRoutes } from '../test/route-list';
import { createTestApp, type TestContext } from '../test/test-app';

// The published contract: generated from the routes themselves, so a route added tomorrow is in it
// (or this file fails), and nothing in it is a route that does not exist.

interface Operation {
  operationId?: string;
  security?: Array<Record<string, string[]>>;
  summary?: string;
  description?: string;
  tags?: string[];
  requestBody?: { content: Record<string, { schema: SchemaNode }> };
  responses: Record<string, { description?: string }>;
  parameters?: Array<{ name: string; in: string; required?: boolean }>;
}
interface SchemaNode {
  type?: string;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  format?: string;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
/** Routes left out of the document: the docs page's own, and the decision's URL before. */
const UNDOCUMENTED = /^\/api\/v1\/(docs(\/.*)?|property\/admin\/:id)$/;

let t: TestContext;
let document: Document;

const get = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: newClientAddress() });

beforeAll(async () => {
  t = await createTestApp();
  document = (await get('/api/v1/openapi.json')).json();
});
afterAll(() => t.close());

function operations(): Array<{ method: string; path: string; operation: Operation }> {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}

describe('the OpenAPI document', () => {
  it('holds every registered API route with its method, and no route that does not exist', () => {
    const routes = listRoutes(t.app)
      .filter((route) => route.url.startsWith('/api/v1/') && !UNDOCUMENTED.test(route.url))
      .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
    const documented = operations().map(({ method, path }) => `${method} ${path}`);
    expect(routes.length).toBeGreaterThan(20);
    expect(documented.sort()).toEqual([...new Set(routes)].sort());
  });

  it('gives each operation a summary and a tag', () => {
    const missing = operations()
      .filter(({ operation }) => !operation.summary || !operation.tags?.length)
      .map(({ method, path }) => `${method} ${path}`);
    expect(missing).toEqual([]);
  });

  it('is OpenAPI 3.1, every answer is described and every $ref points at a defined component', async () => {
    const res = await get('/api/v1/openapi.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(document.openapi).toBe('3.1.0');
    for (const { operation } of operations()) {
      for (const response of Object.values(operation.responses)) expect(response.description).toBeTruthy();
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'path') expect(parameter.required).toBe(true);
      }
    }
    const refs = [...res.body.matchAll(/"\$ref":"([^"]*)"/g)].map((match) => match[1]!);
    const defined = Object.keys(document.components?.schemas ?? {});
    for (const ref of refs) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(defined).toContain(ref.replace('#/components/schemas/', ''));
    }
  });

  it('describes listing uploads as JSON or a multipart form: the listing in `data`, files in `photos`', () => {
    for (const [method, path] of [
      ['post', '/api/v1/property/create'],
      ['patch', '/api/v1/property/{id}'],
    ] as const) {
      const content = document.paths[path]?.[method]?.requestBody?.content;
      expect(Object.keys(content ?? {}).sort()).toEqual(['application/json', 'multipart/form-data']);
      const form = content?.['multipart/form-data']?.schema;
      expect(form?.properties?.data?.type).toBe('object');
      expect(form?.properties?.photos).toMatchObject({ type: 'array', items: { format: 'binary' } });
    }
    const create = document.paths['/api/v1/property/create']?.post?.requestBody?.content['application/json'];
    const category = create?.schema.properties?.category;
    expect(category?.anyOf?.map((variant) => variant.type).sort()).toEqual(['object', 'string']);
  });

  it('documents the create’s optional Idempotency-Key header (the offline outbox’s)', () => {
    const post = document.paths['/api/v1/property/create']?.post as { parameters?: object[] } | undefined;
    expect(post?.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'idempotency-key', required: false }),
    );
  });

  it('documents alerts by SMS: a saved search’s `sms` switch, its refusals, and whether the server sends them', () => {
    const patch = document.paths['/api/v1/saved-searches/{id}']?.patch;
    expect(patch?.requestBody?.content['application/json']?.schema.properties?.sms?.type).toBe('boolean');
    expect(patch?.description).toContain('phone_not_verified');
    expect(patch?.description).toContain('sms_alerts_off');
    const list = document.paths['/api/v1/saved-searches']?.get;
    const answer = (list?.responses['200'] as { content?: Record<string, { schema: SchemaNode }> })
      ?.content?.['application/json']?.schema;
    expect(Object.keys(answer?.properties?.sms?.properties ?? {}).sort()).toEqual([
      'available',
      'phone_verified',
    ]);
    expect(answer?.properties?.data?.items?.properties?.sms?.type).toBe('boolean');
  });

  it('documents the bodies that handlers read themselves, after their permission check', () => {
    for (const [method, path] of [
      ['patch', '/api/v1/property/{id}/decision'],
      ['post', '/api/v1/property/{id}/report'],
      ['post', '/api/v1/contact'],
      ['patch', '/api/v1/user/me/update'],
    ] as const) {
      expect(document.paths[path]?.[method]?.requestBody?.content['application/json']).toBeDefined();
    }
  });
});

describe('each operation, for a client generator', () => {
  it('has an operationId of its own, made from its method and URL', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z]+[A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths['/api/v1/property/{id}']?.get?.operationId).toBe('getProperty');
    expect(document.paths['/api/v1/user/me']?.get?.operationId).toBe('getUserMe');
  });

  it('says who may call it: public, a session (cookie or bearer), or either', () => {
    const missing = operations().filter(({ operation }) => !Array.isArray(operation.security));
    expect(missing.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
    const signedIn = [{ session: [] }, { bearer: [] }];
    expect(document.paths['/api/v1/meta']?.get?.security).toEqual([]);
    expect(document.paths['/api/v1/user/me']?.get?.security).toEqual(signedIn);
    expect(document.paths['/api/v1/property/pending-all']?.get?.security).toEqual(signedIn);
    // Anyone may search; a session, when sent, marks the viewer's favourites.
    expect(document.paths['/api/v1/property/searched-properties']?.get?.security).toEqual([{}, ...signedIn]);
    const schemes = Object.keys((document.components as { securitySchemes?: object }).securitySchemes ?? {});
    expect(schemes.sort()).toEqual(['bearer', 'session']);
  });
});

describe('the API documentation page (Swagger UI)', () => {
  it('is served with the site’s CSP, and everything it loads comes from here and loads', async () => {
    const res = await get('/api/v1/docs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(res.body).toContain('<title>Thikana API</title>');
    // No inline script: every script, as every style sheet, is a file of this server.
    expect(res.body).not.toMatch(/<script(?![^>]*\ssrc=)/);
    const files = [...res.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(files).toEqual(expect.arrayContaining([expect.stringMatching(/swagger-ui-bundle\.js$/)]));
    for (const file of files) {
      expect(file).toMatch(/^\/api\/v1\/docs\/static\//);
      expect((await get(file)).statusCode, file).toBe(200);
    }
  });

  it('shows the same document as /api/v1/openapi.json', async () => {
    const initializer = await get('/api/v1/docs/static/swagger-initializer.js');
    expect(initializer.body).toContain("resolveUrl('./json')");
    expect((await get('/api/v1/docs/json')).json()).toEqual(document);
  });

  it('and the document are rate limited like every route', async () => {
    for (const url of ['/api/v1/docs', '/api/v1/openapi.json']) {
      expect((await get(url)).headers['x-ratelimit-limit']).toBeDefined();
    }
  });
});
