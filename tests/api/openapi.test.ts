import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiRoute, createTestAppWithRoutes } from '../helpers/route-table.ts';
import type { TestApp } from '../helpers/test-app.ts';

interface Operation {
  summary?: string;
  tags?: string[];
  security?: Record<string, unknown>[];
  parameters?: { name: string; in: string }[];
  responses?: Record<string, unknown>;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: Record<string, unknown>; schemas?: Record<string, unknown> };
}

// A parameter's pattern (`:users(^…$)`, the group links') is not part of the documented path.
const toOpenApiPath = (url: string) =>
  url.replace(/(?<=:[A-Za-z0-9_]+)\([^)]*\)/g, '').replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** Every `$ref` in the document, wherever it is. */
function collectRefs(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) collectRefs(v, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') out.push(v);
      else collectRefs(v, out);
    }
  }
  return out;
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  let routes: ApiRoute[];
  let doc: OpenApiDocument;

  beforeAll(async () => {
    ({ t, routes } = await createTestAppWithRoutes());
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    doc = res.json();
  });
  afterAll(async () => t.close());

  it('is an OpenAPI 3 document with a title, a version and the bearer scheme', () => {
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info.title).toBe('Kairos API');
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(doc.components?.securitySchemes?.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(Object.keys(doc.paths).length).toBeGreaterThan(0);
  });

  it('documents every registered /api route with its method', () => {
    const documented = routes.filter((r) => !r.hidden);
    expect(documented.length).toBeGreaterThan(0);
    const missing = documented
      .filter((r) => !doc.paths[toOpenApiPath(r.url)]?.[r.method.toLowerCase()])
      .map((r) => r.key);
    expect(missing).toEqual([]);
  });

  it('hides no API route from the document', () => {
    expect(routes.filter((r) => r.hidden).map((r) => r.key)).toEqual([]);
  });

  it('documents nothing that is not a route', () => {
    const real = new Set(routes.map((r) => `${r.method.toLowerCase()} ${toOpenApiPath(r.url)}`));
    const extra = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
        .map((m) => `${m} ${path}`)
        .filter((op) => !real.has(op)),
    );
    expect(extra).toEqual([]);
  });

  // A success is a 2xx, or the 303 of a route whose answer is a redirect (the OAuth provider's callback).
  it('gives every operation a summary, a tag and a success response', () => {
    const incomplete: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const success = Object.keys(op.responses ?? {}).some((code) => /^(2\d\d|303)$/.test(code));
        if (!op.summary || !op.tags?.length || !success) incomplete.push(`${method} ${path}`);
      }
    }
    expect(incomplete).toEqual([]);
  });

  it('declares path parameters for every templated segment', () => {
    const undeclared: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      const names = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      for (const [method, op] of Object.entries(ops)) {
        const declared = new Set((op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name));
        for (const name of names) if (!declared.has(name!)) undeclared.push(`${method} ${path} {${name}}`);
      }
    }
    expect(undeclared).toEqual([]);
  });

  it('marks every route that needs a signed-in caller with the bearer scheme', () => {
    const unmarked = routes
      .filter((r) => r.authenticates)
      .filter((r) => {
        const op = doc.paths[toOpenApiPath(r.url)]?.[r.method.toLowerCase()];
        return !op?.security?.some((s) => 'bearerAuth' in s);
      })
      .map((r) => r.key);
    expect(unmarked).toEqual([]);
  });

  it('resolves every $ref inside the document', () => {
    const broken = collectRefs(doc).filter((ref) => {
      if (!ref.startsWith('#/')) return true;
      let node: unknown = doc;
      for (const part of ref.slice(2).split('/')) {
        node = (node as Record<string, unknown> | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
      }
      return node === undefined;
    });
    expect(broken).toEqual([]);
  });

  it('serves a human-readable docs page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('swagger');
  });
});
