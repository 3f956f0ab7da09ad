import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../../api/app.ts';
import { type ApiRoute, createTestAppWithRoutes, fillPath, rowCounts } from '../helpers/route-table.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { createUser, type TestUser } from '../helpers/users.ts';
import { createApiKey, keyHeaders } from '../helpers/api-keys.ts';

/** Sends raw bytes and resolves with the first answer's status line and how long it took. */
function rawRequest(port: number, head: string, body = ''): Promise<{ status: number; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => socket.write(head + body));
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      const match = /^HTTP\/1\.1 (\d{3})/.exec(text);
      if (match) {
        resolve({ status: Number(match[1]), ms: Date.now() - started });
        socket.destroy();
      }
    });
    socket.on('error', reject);
    socket.setTimeout(5_000, () => {
      socket.destroy();
      reject(new Error('no answer within 5 s'));
    });
  });
}

/** The most a route reads: its own limit, else the app's. */
const limitOf = (route: ApiRoute) => route.bodyLimit ?? BODY_LIMIT_BYTES;

describe('request size limits', () => {
  let t: TestApp;
  let bodyRoutes: ApiRoute[];
  let appAdmin: TestUser;
  let companyAdmin: TestUser;
  /** A caller the route lets through, so the limit, not the role check, is what answers. */
  // The public API (/api/v1) takes an API key, and refuses anything else before it reads the body.
  let keyCaller: { headers: { authorization: string } };
  const callerFor = (route: ApiRoute) =>
    route.url.startsWith('/api/v1/') ? keyCaller : route.url.startsWith('/api/domains') ? companyAdmin : appAdmin;
  let port: number;

  beforeAll(async () => {
    let routes: ApiRoute[];
    ({ t, routes } = await createTestAppWithRoutes());
    bodyRoutes = routes.filter((r) => r.hasBody);
    appAdmin = await createUser(t, { role: 'app_admin' });
    companyAdmin = await createUser(t, { role: 'company_admin' });
    keyCaller = { headers: keyHeaders(await createApiKey(t, appAdmin)) };
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t.close());

  it('has routes that take a body to check', () => {
    expect(bodyRoutes.map((r) => r.key)).toContain('POST /api/event-types');
  });

  // A team's logo travels in its JSON (ADR 028): those two routes, and only they, take more.
  it('keeps every route to the app-wide body limit, but the two that carry a team logo', () => {
    const raised = bodyRoutes.filter((r) => limitOf(r) !== BODY_LIMIT_BYTES).map((r) => r.key);
    expect(raised).toEqual(['PATCH /api/teams/:id', 'POST /api/teams']);
    expect(Math.max(...bodyRoutes.map(limitOf))).toBeLessThanOrEqual(3 * 1024 * 1024);
  });

  it('refuses a JSON body over the limit with 413 on every route, storing nothing', async () => {
    const before = await rowCounts(t);
    for (const route of bodyRoutes) {
      const huge = JSON.stringify({ name: 'x'.repeat(limitOf(route)), slug: 'big', duration: 30 });
      const res = await t.app.inject({
        method: route.method,
        url: fillPath(route.url),
        headers: { ...callerFor(route).headers, 'content-type': 'application/json' },
        payload: huge,
      });
      expect(res.statusCode, route.key).toBe(413);
      // The public API answers its errors in its own shape (ADR 052).
      if (route.url.startsWith('/api/v1/'))
        expect(res.json(), route.key).toMatchObject({ error: { message: 'Request body is too large' } });
      else expect(res.json(), route.key).toEqual({ error: 'Request body is too large' });
    }
    expect(await rowCounts(t)).toEqual(before);
  });

  it('answers 413 from the declared length alone, without waiting for the body', async () => {
    for (const route of bodyRoutes) {
      const head =
        `${route.method} ${fillPath(route.url)} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        `Authorization: ${callerFor(route).headers.authorization}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${50 * 1024 * 1024}\r\n\r\n`;
      const { status, ms } = await rawRequest(port, head, '{"name":');
      expect(status, route.key).toBe(413);
      // The 50 MB never arrive: an answer at all proves the server did not wait for them.
      expect(ms, route.key).toBeLessThan(5_000);
    }
  });

  it('refuses a chunked body that grows past the limit', async () => {
    for (const route of bodyRoutes) {
      const chunk = 'a'.repeat(16 * 1024);
      const count = Math.ceil(limitOf(route) / chunk.length) + 2;
      const chunks = Array.from({ length: count }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`).join('');
      const head =
        `${route.method} ${fillPath(route.url)} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        `Authorization: ${callerFor(route).headers.authorization}\r\nContent-Type: application/json\r\n` +
        'Transfer-Encoding: chunked\r\n\r\n';
      const { status } = await rawRequest(port, head, chunks);
      expect(status, route.key).toBe(413);
    }
  });

  it('refuses oversized headers and URLs without reaching a handler', async () => {
    const bigHeader = await rawRequest(
      port,
      `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Filler: ${'h'.repeat(64 * 1024)}\r\n\r\n`,
    );
    expect(bigHeader.status).toBe(431);
    const longUrl = await t.app.inject({ method: 'GET', url: `/api/public/${'u'.repeat(5_000)}` });
    expect(longUrl.statusCode).toBeGreaterThanOrEqual(400);
    expect(longUrl.statusCode).toBeLessThan(500);
  });
});
