import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml } from '../escape-html';
import { newClientAddress } from '../test/client-address';
import { listRoutes } from '../test/route-list';
import { createTestApp, type TestContext } from '../test/test-app';
import { renderDocsPage, type DocsPageDocument } from './docs-page';

// The published contract: generated from the routes themselves, so a route added tomorrow is in it
// (or this file fails), and nothing in it is a route that does not exist.

interface Operation {
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
      .filter((route) => route.url.startsWith('/api/v1/'))
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
      ['patch', '/api/v1/property/admin/{id}'],
      ['post', '/api/v1/property/{id}/report'],
      ['post', '/api/v1/contact'],
      ['patch', '/api/v1/user/me/update'],
    ] as const) {
      expect(document.paths[path]?.[method]?.requestBody?.content['application/json']).toBeDefined();
    }
  });
});

describe('the API documentation page', () => {
  it('lists every operation with its summary, in HTML that the site’s CSP lets render', async () => {
    const res = await get('/api/v1/docs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).toContain('<h1>Thikana API');
    for (const { method, path, operation } of operations()) {
      expect(res.body).toContain(
        `id="${method.toLowerCase()}-${path.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}"`,
      );
      expect(res.body).toContain(escapeHtml(operation.summary!));
    }
    expect(res.body).toContain('multipart/form-data');
    // Nothing to fetch or run: no script, no external style sheet, no CDN.
    expect(res.body).not.toMatch(/<script|<link|src=|https?:\/\//);
  });

  it('and the document are rate limited like every route', async () => {
    for (const url of ['/api/v1/docs', '/api/v1/openapi.json']) {
      expect((await get(url)).headers['x-ratelimit-limit']).toBeDefined();
    }
  });

  it('escapes whatever the document says', () => {
    const page = renderDocsPage({
      info: { title: '<b>API</b>', version: '1"' },
      paths: {
        '/x/<img src=x>': {
          get: {
            summary: '<script>alert(1)</script>',
            tags: ['<i>tag</i>'],
            parameters: [{ name: '"><svg>', in: 'query', schema: { type: 'string', pattern: '<p>' } }],
            responses: {
              '200': { description: '<u>ok</u>', content: { 'text/<x>': { schema: { enum: ['</dd>'] } } } },
            },
          },
        },
      },
    } satisfies DocsPageDocument);
    for (const raw of [
      '<b>API',
      '<img',
      '<script',
      '"><svg>',
      '<i>tag',
      '<u>ok',
      'text/<x>',
      '<p>"',
      '"</dd>"',
    ]) {
      expect(page).not.toContain(raw);
    }
    expect(page).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
  });
});
