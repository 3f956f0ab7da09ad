import { randomUUID } from 'node:crypto';
import { Ajv, type ValidateFunction } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_SCOPES, type ApiKeyCreated, type ApiKeyScope } from '#shared/schemas/api-keys.ts';
import type { BookingCreated } from '#shared/schemas/bookings.ts';
import { type BookingHost, EVERY_DAY_UTC, createBookingHost, insertBooking, noonIn } from '../helpers/bookings.ts';
import { createApiKey, keyHeaders } from '../helpers/api-keys.ts';
import { type ApiRoute, createTestAppWithRoutes, fillPath } from '../helpers/route-table.ts';
import { OPEN_SETTINGS, bookingBody, hostWithHours, insertTeam } from '../helpers/teams.ts';
import type { TestApp } from '../helpers/test-app.ts';

/**
 * The public API's contract, read from its own document (GET /api/v1/openapi.json): every operation
 * that takes a key refuses a missing, revoked, expired or under-scoped one, and every answer, refusals
 * included, has the documented shape. A new route is walked as soon as it is documented.
 */

interface Operation {
  summary?: string;
  security?: Record<string, unknown>[];
  'x-kairos-scope'?: ApiKeyScope | null;
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
interface V1Document {
  openapi: string;
  info: { title: string; description: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; scheme: string }> };
}

/** What a happy call sends, beyond the path's `{params}` (filled from `params`). */
interface Call {
  params?: Record<string, string>;
  query?: string;
  payload?: object;
  headers?: Record<string, string>;
}

const DAY_MS = 86_400_000;
let offset = 0;

describe('the public API, walked from its OpenAPI document', () => {
  let t: TestApp;
  let routes: ApiRoute[];
  let doc: V1Document;
  let ajv: Ajv;
  let host: BookingHost;
  let full: ApiKeyCreated;
  let teamId: string;
  let teamSlug: string;
  /** The team's collective event type of the host and a member (a team booking holds both). */
  let pairId: string;
  let day = 10;
  /** Days back for bookings that have begun (the no-show mark), one each. */
  let pastDay = 1;

  /** A booking of the host through the booker, a new day each time. */
  async function booked(): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/public/${host.username}/consult/bookings`,
      payload: { start: noonIn(day++), name: 'Ada', email: 'ada@example.test', timeZone: 'UTC' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<BookingCreated>().uid;
  }

  /** A booking of the team's event type through the team's booker, a new day each time. */
  async function teamBooked(): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/public/team/${teamSlug}/pair/bookings`,
      payload: bookingBody(noonIn(day++), 'ivy@example.test'),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<BookingCreated>().uid;
  }

  /** A team event type made through the app, by the team's owner. */
  async function teamEventType(slug: string, hosts: string[]): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/teams/${teamId}/event-types`,
      headers: host.user.headers,
      payload: {
        name: 'Pair',
        slug,
        duration: 30,
        schedulingType: 'collective',
        hosts: hosts.map((userId) => ({ userId })),
        bookingSettings: OPEN_SETTINGS,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>().id;
  }

  async function webhook(): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: host.user.headers,
      payload: { url: 'http://127.0.0.1:9/contract', events: ['BOOKING_CREATED'] },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>().id;
  }

  /** A happy call of every documented operation that takes a key: the test fails on one missing here. */
  const CALLS: Record<string, () => Promise<Call> | Call> = {
    'GET /api/v1/me': () => ({}),
    'GET /api/v1/event-types': () => ({ query: '?limit=5' }),
    'POST /api/v1/event-types': async () => {
      // The default questions, as the app's own read gives them, and one more.
      const current = await t.app.inject({
        method: 'GET',
        url: `/api/event-types/${host.eventType.id}`,
        headers: host.user.headers,
      });
      const { bookingFields } = current.json<{ bookingFields: object[] }>();
      return {
        payload: {
          name: 'API call',
          slug: `api-${randomUUID().slice(0, 8)}`,
          duration: 45,
          locations: [{ kind: 'link', value: 'https://meet.example.com/ada', public: true }],
          bookingFields: [...bookingFields, { name: 'company', type: 'text', label: 'Company', required: false }],
        },
      };
    },
    'GET /api/v1/event-types/{id}': () => ({ params: { id: host.eventType.id } }),
    'PUT /api/v1/event-types/{id}': () => ({
      params: { id: host.eventType.id },
      payload: { name: 'Consultation', slug: 'consult', duration: 30 },
    }),
    'DELETE /api/v1/event-types/{id}': async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/event-types',
        headers: host.user.headers,
        payload: { name: 'Doomed', slug: `doomed-${randomUUID().slice(0, 8)}`, duration: 15 },
      });
      return { params: { id: res.json<{ id: string }>().id } };
    },
    'GET /api/v1/event-types/{id}/slots': () => ({
      params: { id: host.eventType.id },
      query: `?from=${noonIn(40, 0)}&to=${noonIn(41, 0)}`,
    }),
    'GET /api/v1/schedules': () => ({}),
    'GET /api/v1/bookings': () => ({ query: `?status=upcoming&limit=2&from=${encodeURIComponent(noonIn(1))}` }),
    'POST /api/v1/bookings': () => ({
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        eventTypeId: host.eventType.id,
        start: noonIn(day++),
        name: 'Grace',
        email: 'grace@example.test',
        timeZone: 'Europe/Paris',
      },
    }),
    'GET /api/v1/bookings/{uid}': async () => ({ params: { uid: await booked() } }),
    'POST /api/v1/bookings/{uid}/reschedule': async () => ({
      params: { uid: await booked() },
      payload: { start: noonIn(day++), reason: 'Clash' },
    }),
    'POST /api/v1/bookings/{uid}/cancel': async () => ({ params: { uid: await booked() }, payload: { reason: 'Ill' } }),
    'POST /api/v1/bookings/{uid}/cancel-rest': async () => ({
      params: { uid: (await insertBooking(t, host.user.id, { start: noonIn(day++), series: true })).uid },
      payload: { reason: 'Moving away' },
    }),
    'POST /api/v1/bookings/{uid}/no-show': async () => ({
      params: { uid: (await insertBooking(t, host.user.id, { start: noonIn(-pastDay++) })).uid },
      payload: { noShow: true },
    }),
    'POST /api/v1/bookings/{uid}/approve': async () => ({
      params: { uid: (await insertBooking(t, host.user.id, { start: noonIn(day++), pending: true })).uid },
    }),
    'POST /api/v1/bookings/{uid}/decline': async () => ({
      params: { uid: (await insertBooking(t, host.user.id, { start: noonIn(day++), pending: true })).uid },
      payload: { reason: 'Busy' },
    }),
    'GET /api/v1/webhooks': () => ({}),
    'POST /api/v1/webhooks': () => ({
      payload: { url: 'http://127.0.0.1:9/contract', events: ['BOOKING_CREATED', 'BOOKING_CANCELLED'] },
    }),
    'GET /api/v1/webhooks/{id}': async () => ({ params: { id: await webhook() } }),
    'PATCH /api/v1/webhooks/{id}': async () => ({ params: { id: await webhook() }, payload: { active: false } }),
    'DELETE /api/v1/webhooks/{id}': async () => ({ params: { id: await webhook() } }),
    'GET /api/v1/teams': () => ({}),
    'GET /api/v1/teams/{id}/event-types': () => ({ params: { id: teamId } }),
    'GET /api/v1/teams/{id}/bookings': () => ({ params: { id: teamId }, query: '?status=past' }),
    'POST /api/v1/teams/{id}/event-types': () => ({
      params: { id: teamId },
      payload: {
        name: 'Intro',
        slug: `intro-${randomUUID().slice(0, 8)}`,
        duration: 30,
        schedulingType: 'round_robin',
        hosts: [{ userId: host.user.id }],
      },
    }),
    'GET /api/v1/teams/{id}/event-types/{eventTypeId}': () => ({ params: { id: teamId, eventTypeId: pairId } }),
    'PATCH /api/v1/teams/{id}/event-types/{eventTypeId}': () => ({
      params: { id: teamId, eventTypeId: pairId },
      payload: { name: 'Pair call' },
    }),
    'DELETE /api/v1/teams/{id}/event-types/{eventTypeId}': async () => ({
      params: { id: teamId, eventTypeId: await teamEventType(`doomed-${randomUUID().slice(0, 8)}`, [host.user.id]) },
    }),
    'GET /api/v1/teams/{id}/bookings/{uid}': async () => ({ params: { id: teamId, uid: await teamBooked() } }),
    'POST /api/v1/teams/{id}/bookings/{uid}/cancel': async () => ({
      params: { id: teamId, uid: await teamBooked() },
      payload: { reason: 'Ill' },
    }),
    'POST /api/v1/teams/{id}/bookings/{uid}/reschedule': async () => ({
      params: { id: teamId, uid: await teamBooked() },
      payload: { start: noonIn(day++), reason: 'Clash' },
    }),
    'POST /api/v1/teams/{id}/bookings/{uid}/no-show': async () => ({
      params: {
        id: teamId,
        uid: (await insertBooking(t, host.user.id, { start: noonIn(-pastDay++), eventTypeId: pairId })).uid,
      },
      payload: { noShow: true },
    }),
  };

  beforeAll(async () => {
    ({ t, routes } = await createTestAppWithRoutes(
      { WEBHOOK_ALLOW_PRIVATE: 'true', API_KEY_RATE_LIMIT_PER_MINUTE: '100000' },
      { clock: { now: () => Date.now() + offset } },
    ));
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json<V1Document>();
    ajv = new Ajv({ strict: false, allErrors: true });
    ajv.addSchema(doc, 'v1');
    host = await createBookingHost(t, { hours: EVERY_DAY_UTC });
    const mate = await hostWithHours(t);
    teamSlug = `contract-${randomUUID().slice(0, 8)}`;
    teamId = await insertTeam(t, teamSlug, [
      { user: host.user, role: 'owner' },
      { user: mate, role: 'member' },
    ]);
    pairId = await teamEventType('pair', [host.user.id, mate.id]);
    full = await createApiKey(t, host.user);
  });
  afterAll(async () => t.close());

  /** Every documented operation that takes a key, as `METHOD /path/{param}`. */
  const keyed = () =>
    Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, op]) => op.security?.some((s) => 'apiKey' in s))
        .map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, method, path, op })),
    );

  /** The documented schema of an answer, compiled once. */
  const validators = new Map<string, ValidateFunction>();
  function validatorFor(path: string, method: string, status: number): ValidateFunction | undefined {
    const id = `${method} ${path} ${status}`;
    if (!validators.has(id)) {
      const content = doc.paths[path]?.[method]?.responses[String(status)]?.content?.['application/json'];
      if (!content) return undefined;
      const pointer = ['paths', path, method, 'responses', String(status), 'content', 'application/json', 'schema']
        .map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1'))
        .join('/');
      validators.set(id, ajv.compile({ $ref: `v1#/${pointer}` }));
    }
    return validators.get(id);
  }

  /** Whether the answer has the shape the document gives its status; the mismatches otherwise. */
  function shapeProblems(path: string, method: string, status: number, body: string): string[] {
    const documented = doc.paths[path]?.[method]?.responses[String(status)];
    if (!documented) return [`status ${status} is not documented`];
    if (status === 204 || status === 304) return body === '' ? [] : [`a body with ${status}: ${body.slice(0, 80)}`];
    const validate = validatorFor(path, method, status);
    if (!validate) return body === '' ? [] : [`a body for a status documented without one: ${body.slice(0, 80)}`];
    if (validate(JSON.parse(body))) return [];
    return (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
  }

  async function call(method: string, path: string, request: Call, headers: Record<string, string>) {
    const url = fillPath(path.replace(/\{(\w+)\}/g, ':$1'), request.params) + (request.query ?? '');
    return t.app.inject({
      method: method.toUpperCase() as 'GET',
      url,
      headers: { ...request.headers, ...headers },
      ...(request.payload ? { payload: request.payload } : {}),
    });
  }

  it('is an OpenAPI 3 document of its own with the API key scheme, and documents every /api/v1 route', () => {
    expect(doc.openapi).toMatch(/^3\.0\.\d+$/);
    expect(doc.info.title).toBe('Kairos public API');
    expect(doc.info.description).toContain('RateLimit-Remaining');
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`)),
    );
    const missing = routes
      .filter((r) => r.url.startsWith('/api/v1/'))
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`)
      .filter((key) => !documented.has(key));
    expect(missing).toEqual([]);
    // Nothing of the app's own API leaks into the public document.
    expect(Object.keys(doc.paths).filter((path) => !path.startsWith('/api/v1/'))).toEqual([]);
  });

  it('names the scope of every operation that takes a key, and has a happy call for each here', () => {
    const ops = keyed();
    expect(ops.length).toBeGreaterThanOrEqual(24);
    for (const { key, op } of ops) {
      expect(op, key).toHaveProperty('x-kairos-scope');
      expect([null, ...API_KEY_SCOPES], key).toContain(op['x-kairos-scope']);
    }
    expect(ops.map((o) => o.key).filter((key) => !(key in CALLS))).toEqual([]);
    expect(Object.keys(CALLS).filter((key) => !ops.some((o) => o.key === key))).toEqual([]);
  });

  it('refuses a missing, unknown, revoked or expired key with 401, before reading the body', async () => {
    const revoked = await createApiKey(t, host.user);
    await t.app.inject({ method: 'DELETE', url: `/api/api-keys/${revoked.id}`, headers: host.user.headers });
    const expiring = await createApiKey(t, host.user, { expiresInDays: 30 });
    const mismatches: string[] = [];
    for (const { key, method, path } of keyed()) {
      const request = await CALLS[key]!();
      const cases: [string, Record<string, string>][] = [
        ['missing', {}],
        ['unknown', keyHeaders(`kairos_live_${'A'.repeat(54)}`)],
        ['a session token', host.user.headers],
        ['revoked', keyHeaders(revoked)],
        ['expired', keyHeaders(expiring)],
      ];
      for (const [what, headers] of cases) {
        if (what === 'expired') offset = 31 * DAY_MS;
        const res = await call(method, path, request, headers);
        offset = 0;
        if (res.statusCode !== 401) mismatches.push(`${key} with a ${what} key: ${res.statusCode}`);
        else mismatches.push(...shapeProblems(path, method, 401, res.body).map((p) => `${key} ${what}: ${p}`));
        if (res.statusCode === 401 && res.json<{ error: { code: string } }>().error.code !== 'unauthorized')
          mismatches.push(`${key} with a ${what} key: code ${res.body}`);
      }
      if (method !== 'get') {
        const broken = await t.app.inject({
          method: method.toUpperCase() as 'POST',
          url: fillPath(path.replace(/\{(\w+)\}/g, ':$1'), request.params),
          headers: { 'content-type': 'application/json' },
          payload: '{"broken": ',
        });
        if (broken.statusCode !== 401) mismatches.push(`${key} with a broken body and no key: ${broken.statusCode}`);
      }
    }
    expect(mismatches).toEqual([]);
  }, 120_000);

  it('refuses a key without the operation’s scope with 403, and changes nothing', async () => {
    const mismatches: string[] = [];
    const before = await t.db.booking.count();
    for (const { key, method, path, op } of keyed()) {
      const scope = op['x-kairos-scope'];
      if (!scope) continue;
      const under = await createApiKey(t, host.user, { scopes: API_KEY_SCOPES.filter((s) => s !== scope) });
      const request = await CALLS[key]!();
      const res = await call(method, path, request, keyHeaders(under));
      if (res.statusCode !== 403) mismatches.push(`${key} without ${scope}: ${res.statusCode}`);
      else {
        mismatches.push(...shapeProblems(path, method, 403, res.body).map((p) => `${key}: ${p}`));
        expect(res.json<{ error: { message: string } }>().error.message, key).toContain(scope);
      }
    }
    expect(mismatches).toEqual([]);
    // The under-scoped POST /bookings booked nothing (the other calls' fixtures were made through the booker).
    const made = await t.db.booking.count({ where: { inviteeEmail: 'grace@example.test' } });
    expect(made).toBe(0);
    expect(await t.db.booking.count()).toBeGreaterThan(before);
  }, 120_000);

  it('answers every operation with a documented success whose body has the documented shape, with an ETag on reads', async () => {
    const mismatches: string[] = [];
    for (const { key, method, path } of keyed()) {
      const request = await CALLS[key]!();
      const res = await call(method, path, request, keyHeaders(full));
      if (res.statusCode < 200 || res.statusCode > 299) {
        mismatches.push(`${key}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        continue;
      }
      mismatches.push(...shapeProblems(path, method, res.statusCode, res.body).map((p) => `${key}: ${p}`));
      if (res.headers['ratelimit-remaining'] === undefined) mismatches.push(`${key}: no RateLimit-Remaining`);
      if (method === 'get') {
        const etag = String(res.headers.etag ?? '');
        if (!etag) mismatches.push(`${key}: no ETag`);
        const again = await call(method, path, request, { ...keyHeaders(full), 'if-none-match': etag });
        if (again.statusCode !== 304 || again.body !== '')
          mismatches.push(`${key}: If-None-Match gave ${again.statusCode}`);
      }
    }
    expect(mismatches).toEqual([]);
  }, 120_000);

  it('writes every time in the answers as RFC 3339 with a zone', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/bookings?status=upcoming',
      headers: keyHeaders(full),
    });
    const times = [...list.body.matchAll(/"(start|end|createdAt)":"([^"]+)"/g)].map((m) => m[2]!);
    expect(times.length).toBeGreaterThan(0);
    for (const time of times) expect(time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/);
  });

  it('answers an unknown path and a refused body in the one error shape, naming the fields', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here', headers: keyHeaders(full) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: 'not_found', fields: {} } });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/event-types',
      headers: keyHeaders(full),
      payload: { name: '', slug: 'Not A Slug', duration: 0 },
    });
    expect(refused.statusCode).toBe(400);
    const body = refused.json<{ error: { code: string; message: string; fields: Record<string, string> } }>();
    expect(body.error.code).toBe('invalid_request');
    expect(Object.keys(body.error.fields)).toEqual(expect.arrayContaining(['name', 'slug', 'duration']));
    expect(shapeProblems('/api/v1/event-types', 'post', 400, refused.body)).toEqual([]);
  });

  it('serves its docs page, built from the same document', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/v1/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('/api/v1/docs/start.js');
    const script = await t.app.inject({ method: 'GET', url: '/api/v1/docs/start.js' });
    expect(script.body).toContain('/api/v1/openapi.json');
    const bundle = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
  });
});
