import { compileErrors, validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCS_JSON_PATH, DOCS_PATH } from '../../src/plugins/api-docs';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';

interface Operation {
  'x-access'?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema?: object }> };
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: Record<string, { type: string; in?: string; name?: string }> };
}

let t: TestApp;
let doc: Document;

beforeAll(async () => {
  t = await buildTestApp();
  const res = await t.app.inject({ method: 'GET', url: DOCS_JSON_PATH });
  expect(res.statusCode).toBe(200);
  doc = res.json<Document>();
});
afterAll(async () => t?.close());

/** `METHOD /api/x/:id` for every operation of the document. */
function documented(): Map<string, Operation> {
  const out = new Map<string, Operation>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      out.set(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`, operation);
    }
  }
  return out;
}

/**
 * What the route table says must be documented. Left out, each for its reason:
 * - HEAD: Fastify answers HEAD for every GET by itself; the document says so once instead of
 *   doubling every read (the test checks each HEAD has its GET documented);
 * - everything outside /api: the web app's files and pages (`/`, `/*`), not an API;
 * - the docs' own two routes, which describe the API rather than belong to it.
 */
function expectedRoutes() {
  const table = t.app.routeTable;
  const isDocs = (url: string) => url === DOCS_PATH || url.startsWith(`${DOCS_PATH}/`);
  return {
    heads: table.filter(
      (route) => route.method === 'HEAD' && route.url.startsWith('/api/') && !isDocs(route.url),
    ),
    routes: table.filter(
      (route) => route.method !== 'HEAD' && route.url.startsWith('/api/') && !isDocs(route.url),
    ),
    excluded: table.filter((route) => !route.url.startsWith('/api/') || isDocs(route.url)),
  };
}

describe(`the API documentation on ${testDatabaseMode}`, () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBe('Arcade ValueBets API');
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(Object.keys(doc.paths).length).toBeGreaterThan(20);
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('documents every API route of the route table, and nothing else', () => {
    const { routes, excluded } = expectedRoutes();
    const expected = routes.map((route) => `${route.method} ${route.url}`).sort();
    expect([...documented().keys()].sort()).toEqual(expected);
    // The exclusions are only the web app and the docs (the page, its assets, the document): no API
    // route slips out through them, and every docs route is a public read.
    const isWebApp = (url: string) => url === '/' || url === '/*';
    expect(excluded.filter((route) => !isWebApp(route.url)).length).toBeGreaterThan(4);
    for (const route of excluded) {
      const label = `${route.method} ${route.url}`;
      expect(isWebApp(route.url) || route.url.startsWith(DOCS_PATH), label).toBe(true);
      expect(['GET', 'HEAD'], label).toContain(route.method);
      expect(route.access, label).toBe('public');
    }
    expect(excluded.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'GET /',
        'GET /*',
        `GET ${DOCS_PATH}`,
        `GET ${DOCS_JSON_PATH}`,
        `GET ${DOCS_PATH}/json`,
      ]),
    );
  });

  it('lists every operation under a named group', () => {
    const untagged = [...documented()].filter(([, operation]) => {
      const tags = (operation as { tags?: string[] }).tags ?? [];
      return tags.length !== 1 || tags[0] === 'Other';
    });
    expect(untagged.map(([key]) => key)).toEqual([]);
  });

  it('answers HEAD wherever it documents GET, as it says', () => {
    const { heads } = expectedRoutes();
    const ops = documented();
    expect(heads.length).toBeGreaterThan(10);
    for (const head of heads) expect(ops.has(`GET ${head.url}`), head.url).toBe(true);
  });

  it("gives every operation the route's access, as x-access and as a security requirement", () => {
    const ops = documented();
    expect(doc.components?.securitySchemes?.session).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'sid' }),
    );
    for (const route of expectedRoutes().routes) {
      const operation = ops.get(`${route.method} ${route.url}`);
      expect(operation?.['x-access'], route.url).toBe(route.access);
      expect(operation?.security, route.url).toEqual(route.access === 'public' ? [] : [{ session: [] }]);
    }
    expect(ops.get('POST /api/admin/picks/manual')?.['x-access']).toBe('admin');
    expect(ops.get('POST /api/picks/:id/unlock-free')?.['x-access']).toBe('user');
  });

  it("carries each route's request and response schemas, path parameters in OpenAPI form", () => {
    const ops = documented();
    for (const route of expectedRoutes().routes) {
      const operation = ops.get(`${route.method} ${route.url}`);
      const label = `${route.method} ${route.url}`;
      const schema = route.schema ?? {};
      if (schema.body)
        expect(operation?.requestBody?.content['application/json']?.schema, label).toBeDefined();
      const names = (where: string) =>
        (operation?.parameters ?? []).filter((p) => p.in === where).map((p) => p.name);
      for (const param of route.url.match(/:\w+/g) ?? [])
        expect(names('path'), label).toContain(param.slice(1));
      if (schema.querystring) expect(names('query').length, label).toBeGreaterThan(0);
      for (const status of Object.keys((schema.response as object | undefined) ?? {})) {
        expect(operation?.responses[status], `${label} ${status}`).toBeDefined();
      }
    }
    expect(Object.keys(doc.paths)).toContain('/api/admin/picks/{id}/odds');
    expect(Object.keys(doc.paths).filter((path) => path.includes(':'))).toEqual([]);
    const odds = ops.get('PATCH /api/admin/picks/:id/odds');
    expect(odds?.requestBody?.content['application/json']?.schema).toMatchObject({
      properties: {
        odds: { type: 'number', exclusiveMinimum: 1, maximum: 1000 },
        oddsAmerican: { type: 'integer' },
      },
    });
    // The prepared-bytes reads document the contract their bytes are checked against.
    expect(ops.get('GET /api/picks')?.responses['200']?.content?.['application/json']?.schema).toMatchObject({
      properties: { picks: { type: 'array' } },
    });
    expect(ops.get('GET /api/picks/stream')?.responses['200']?.content?.['text/event-stream']).toBeDefined();
  });

  it('serves a browsable page whose scripts and styles come from this server, reading the same document', async () => {
    const res = await t.app.inject({ method: 'GET', url: DOCS_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<title>Arcade ValueBets API</title>');
    // Offline and under the app's CSP: no inline script, every asset a same-origin path that is served.
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).not.toMatch(/<script>|<script [^>]*>[^<\s]/i);
    expect(res.body).not.toMatch(/(src|href)="(https?:)?\/\//i);
    const assets = [...res.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(assets).toEqual(expect.arrayContaining([`${DOCS_PATH}/static/swagger-ui-bundle.js`]));
    for (const asset of assets) {
      expect(asset.startsWith(`${DOCS_PATH}/static/`), asset).toBe(true);
      expect((await t.app.inject({ method: 'GET', url: asset })).statusCode, asset).toBe(200);
    }
    // The page reads ./json beside it: the same document as the stable address, no outside validator.
    const initializer = await t.app.inject({
      method: 'GET',
      url: `${DOCS_PATH}/static/swagger-initializer.js`,
    });
    expect(initializer.body).toContain("resolveUrl('./json')");
    expect(initializer.body).toContain('validatorUrl: null');
    expect((await t.app.inject({ method: 'GET', url: `${DOCS_PATH}/json` })).json()).toEqual(doc);
  });

  it('lets anonymous callers read both, and only read them', async () => {
    for (const url of [DOCS_PATH, DOCS_JSON_PATH]) {
      expect((await t.app.inject({ method: 'HEAD', url })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'POST', url, payload: {} })).statusCode).toBe(404);
    }
  });
});
