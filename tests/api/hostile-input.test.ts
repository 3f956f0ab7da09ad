import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeCloudflare, startFakeCloudflare } from '../fakes/cloudflare-server.ts';
import { type FakeDns, startFakeDns } from '../fakes/dns-server.ts';
import { type ApiRoute, createTestAppWithRoutes, fillPath, injectRoute, rowCounts } from '../helpers/route-table.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { createUser } from '../helpers/users.ts';
import { createApiKey, keyHeaders } from '../helpers/api-keys.ts';
import { inputMessages } from '../../api/plugins/input-guard.ts';
import { textMessages } from '#shared/text.ts';

/** What must never reach a client: stack frames, ORM or driver messages, file paths, SQL. */
const INTERNALS =
  /\bat [\w.<>]+ \(|\bat (file:|\/)|Prisma|node_modules|\bSELECT\b|\bINSERT INTO\b|\bUPDATE\b.+\bSET\b|SQLITE_|better-sqlite3|violates .*constraint|\/work\/|\.ts:\d+/;

// Every field name any request schema uses, so random bodies often look nearly right.
const FIELD_NAMES = [
  'name',
  'slug',
  'description',
  'duration',
  'isVisible',
  'email',
  'password',
  'first_name',
  'last_name',
  'token',
  'newPassword',
  'refreshToken',
  'username',
  'about',
  'theme',
  'booking_page_theme',
  'brand_color_light',
  'brand_color_dark',
  'domain',
  'ipAddress',
  'mode',
  'role',
  'disabled',
  'timeZone',
  'weekly',
  'overrides',
  'slotInterval',
  'beforeBuffer',
  'afterBuffer',
  'minimumNotice',
  'bookingWindow',
  'windowDays',
  'windowStart',
  'windowEnd',
  'maxPerDay',
  'maxPerWeek',
  'start',
  'notes',
  'reason',
  'url',
  'events',
  'active',
  'checkConflicts',
  'fields',
  'routes',
  'fallback',
  'answers',
  'routingResponseId',
  'isDestination',
  'locations',
  'bookingFields',
  'responses',
  'location',
  'allowedOrigins',
  'logo',
  'startDate',
  'endDate',
  'message',
  'forwardToUserId',
  'acceptsForwards',
  'country',
  'region',
  'keptOpen',
  '__proto__',
  'constructor',
];

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    "' OR 1=1 --",
    '"; DROP TABLE users; --',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '${7*7}',
    '{{7*7}}',
    '\u202e',
    '🙂'.repeat(50),
    'a'.repeat(5_000),
    'NaN',
    '-1',
    '1e309',
  ),
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -0, 1e308),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
);

const nearlyRightBody = fc.dictionary(fc.constantFrom(...FIELD_NAMES), nasty, { maxKeys: 8 });

/** A body and the content type it is sent with, often mismatched on purpose. */
const payload = fc.oneof(
  nearlyRightBody.map((b) => ({ contentType: 'application/json', body: JSON.stringify(b) })),
  fc.jsonValue().map((v) => ({ contentType: 'application/json', body: JSON.stringify(v) ?? 'null' })),
  fc.string().map((s) => ({ contentType: 'application/json', body: s })),
  fc
    .constantFrom('{', '{"a":', '[1,2', '{"__proto__":{"isAdmin":true}}', 'null', '""', '{}{}', '\ufeff{}')
    .map((s) => ({ contentType: 'application/json', body: s })),
  fc
    .tuple(
      fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
        'multipart/form-data; boundary=x',
        'application/xml',
        'application/json; charset=utf-16',
        'application/json; charset=latin1',
        'application/octet-stream',
        'image/png',
        '*/*',
        ';;;',
      ),
      fc.oneof(
        fc.string(),
        nearlyRightBody.map((b) => JSON.stringify(b)),
      ),
    )
    .map(([contentType, body]) => ({ contentType, body })),
  fc.constant({ contentType: undefined as string | undefined, body: undefined as string | undefined }),
);

const oddHeaders = fc.record(
  {
    accept: fc.constantFrom('*/*', 'text/html', 'application/xml', 'application/json;q=0', 'garbage'),
    'accept-encoding': fc.constantFrom('gzip', 'br', 'identity;q=0', 'x'),
    'content-encoding': fc.constantFrom('gzip', 'deflate', 'br', 'unknown'),
    'x-forwarded-for': fc.constantFrom(
      'not-an-ip',
      '1.1.1.1, 2.2.2.2',
      '::1',
      '999.999.999.999',
      '',
      ',,,',
      'unknown, 10.0.0.1',
      '[::1]:80',
      Array.from({ length: 200 }, (_, i) => `10.0.${i % 250}.1`).join(', '),
    ),
    'x-forwarded-proto': fc.constantFrom('https', 'gopher', ''),
    'x-forwarded-host': fc.constantFrom('evil.example', ''),
    'x-http-method-override': fc.constantFrom('DELETE', 'PUT'),
    origin: fc.constantFrom('https://evil.example', 'null', 'app://kairos'),
    cookie: fc.constantFrom('a=b', 'session=..', '=;='),
  },
  { requiredKeys: [] },
);

const segment = fc.oneof(
  fc.string({ minLength: 1, maxLength: 40 }),
  fc.constantFrom('..', '%2e%2e', '%00', '%ff', ' ', 'null', 'undefined', '0', '-1', 'a'.repeat(300), '🙂'),
);

const queryString = fc.oneof(
  fc.constant(''),
  fc
    .dictionary(
      fc.constantFrom(
        'q',
        'cursor',
        'limit',
        'page',
        'tz',
        'from',
        'to',
        '__proto__',
        'a[b]',
        'limit[]',
        'status',
        'teamId',
        'userId',
        'eventTypeId',
      ),
      fc.oneof(
        fc.string(),
        fc.constantFrom('-1', '0', '1e9', 'NaN', '%', 'a'.repeat(500)),
        fc.constantFrom('2027-03-28', '2027-03-28T00:00:00Z', '+275760-09-13T00:00:00Z', '2027-02-30T25:61:00Z'),
        fc.constantFrom('Europe/Berlin', 'Mars/Olympus', '../../etc/localtime', 'UTC'),
      ),
      { maxKeys: 4 },
    )
    .map(
      (q) =>
        `?${Object.entries(q)
          .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
          .join('&')}`,
    ),
);

describe('hostile input on every route', () => {
  let t: TestApp;
  let routes: ApiRoute[];
  let cloudflare: FakeCloudflare;
  let dns: FakeDns;

  beforeAll(async () => {
    // The outside services are local fakes, so a body that passes validation meets a real (fake) answer.
    cloudflare = await startFakeCloudflare();
    dns = await startFakeDns();
    ({ t, routes } = await createTestAppWithRoutes({
      CLOUDFLARE_API_URL: cloudflare.url,
      DNS_SERVERS: dns.server,
      // Generous sign-in limits so the properties reach validation instead of the limiter.
      AUTH_RATE_LIMIT_PER_IP: '100000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '100000',
      // Forwarded headers are read (and must survive anything), as behind a proxy.
      TRUST_PROXY: 'true',
    }));
  });
  afterAll(async () => {
    await t.close();
    await cloudflare.close();
    await dns.close();
  });

  /** Everything a client must never see in an answer, asserted once per request. */
  function expectSafe(route: string, status: number, body: string) {
    expect(status, `${route} answered ${status}: ${body.slice(0, 300)}`).toBeLessThan(500);
    expect(body, route).not.toMatch(INTERNALS);
  }

  it('has routes to attack', () => {
    expect(routes.length).toBeGreaterThan(20);
  });

  it('never answers 5xx or leaks internals, and a rejected request stores nothing', async () => {
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(
          payload,
          oddHeaders,
          segment,
          queryString,
          fc.boolean(),
          async (p, headers, param, query, signedIn) => {
            // A fresh admin each time: some routes (DELETE /api/profile) legitimately remove their caller.
            const caller = signedIn ? await createUser(t, { role: 'app_admin' }) : undefined;
            const before = await rowCounts(t);
            const res = await injectRoute(t.app, {
              method: route.method,
              url: fillPath(route.url, {}, param) + query,
              headers: {
                ...headers,
                ...(caller ? caller.headers : {}),
                ...(p.contentType ? { 'content-type': p.contentType } : {}),
              },
              ...(p.body !== undefined ? { payload: p.body } : {}),
            });
            expectSafe(route.key, res.statusCode, res.body);
            if (res.statusCode >= 400) expect(await rowCounts(t), `${route.key} ${res.statusCode}`).toEqual(before);
          },
        ),
        { numRuns: 20 },
      );
    }
  }, 240_000);

  it('answers odd methods and paths under /api without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'),
        fc.array(segment, { minLength: 1, maxLength: 5 }),
        async (method, parts) => {
          const res = await t.app.inject({
            method: method as 'GET',
            url: `/api/${parts.map((s) => encodeURIComponent(s)).join('/')}`,
          });
          expectSafe(`${method} /api/${parts.join('/')}`, res.statusCode, res.body);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('logged no server error while under attack', () => {
    const errors = t.logs.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
    expect(errors).toEqual([]);
  });
});

/** An invitee's booking body, for every public booking route. */
const GUEST_BOOKING = {
  start: '2030-01-07T09:00:00Z',
  name: 'Ada Lovelace',
  email: 'nul@example.test',
  notes: 'About the engine',
  timeZone: 'Europe/Berlin',
};

/**
 * A request each route accepts, field for field, so that a hostile character in one field is the only
 * thing wrong with it. Every route that takes a body must be listed (the test fails otherwise).
 */
const VALID_BODIES: Record<string, Record<string, unknown>> = {
  'POST /api/auth/register': { first_name: 'Ada', last_name: 'L', email: 'nul@example.test', password: 'sunny-day-42' },
  'POST /api/auth/login': { email: 'nul@example.test', password: 'sunny-day-42' },
  'POST /api/auth/refresh-token': { refreshToken: 'x'.repeat(43) },
  'POST /api/auth/logout': { refreshToken: 'x'.repeat(43) },
  'POST /api/auth/resend-verification': { email: 'nul@example.test' },
  'POST /api/auth/forgot-password': { email: 'nul@example.test' },
  'POST /api/auth/reset-password': { token: 'x'.repeat(43), newPassword: 'sunny-day-42' },
  'POST /api/auth/verify-email': { token: 'x'.repeat(43) },
  'POST /api/event-types': { name: 'Call', slug: 'call', description: 'About it', duration: 30 },
  'PUT /api/event-types/:id': { name: 'Call', slug: 'call', description: 'About it', duration: 30 },
  'PATCH /api/event-types/:id/toggle': {},
  'PUT /api/profile': { first_name: 'Ada', last_name: 'L', username: 'ada-nul', about: 'Hello' },
  'PUT /api/preferences': {
    theme: 'dark',
    booking_page_theme: 'light',
    brand_color_light: '#112233',
    brand_color_dark: '#445566',
  },
  'PUT /api/embed-settings': { allowedOrigins: ['https://www.example.com'] },
  'POST /api/out-of-office': {
    startDate: '2030-03-01',
    endDate: '2030-03-14',
    reason: 'Holiday',
    message: 'Back on the 15th',
    forwardToUserId: 'someone',
  },
  'PUT /api/out-of-office/:id': { startDate: '2030-03-01', endDate: '2030-03-14', reason: 'Holiday', message: 'Back' },
  'PUT /api/out-of-office/settings': { acceptsForwards: true },
  'PUT /api/holidays': { country: 'DE', region: 'BY', keptOpen: ['2030-01-06'] },
  'PUT /api/domains': { mode: 'SUBDOMAIN', domain: 'cal.example.com' },
  'POST /api/admin/settings/cloudflare-token': { token: 'cf-token' },
  'POST /api/admin/dns/setup-core': { domain: 'example.com', ipAddress: '203.0.113.7' },
  'PATCH /api/admin/users/:id': { role: 'company_admin' },
  'PUT /api/schedules/:id': {
    name: 'Working hours',
    timeZone: 'Europe/Berlin',
    weekly: { mon: [{ from: '09:00', to: '17:00' }], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
    overrides: [],
  },
  'PUT /api/event-types/:id/booking-settings': { bookingWindow: 'rolling', windowDays: 60, minimumNotice: 120 },
  'POST /api/public/:username/:slug/bookings': GUEST_BOOKING,
  'POST /api/teams/:id/event-types': {
    name: 'Team call',
    slug: 'team-call',
    description: 'About it',
    duration: 30,
    schedulingType: 'round_robin',
    hosts: [{ userId: 'someone' }],
  },
  'PATCH /api/teams/:id/event-types/:eventTypeId': { name: 'Team call', description: 'About it' },
  'POST /api/public/team/:slug/:eventSlug/bookings': GUEST_BOOKING,
  'POST /api/public/:users/bookings': GUEST_BOOKING,
  'POST /api/public/:users/:slug/bookings': GUEST_BOOKING,
  'POST /api/public/bookings/:uid/cancel': { reason: 'Something came up' },
  'POST /api/public/bookings/:uid/reschedule': { start: '2030-01-07T10:00:00Z', reason: 'Clash' },
  'POST /api/bookings/:uid/cancel': { reason: 'Travelling' },
  'POST /api/bookings/:uid/decline': { reason: 'Away that week' },
  'POST /api/public/requests/:uid/decline': { reason: 'Away that week' },
  'POST /api/bookings/:uid/cancel-time': { reason: 'The room is flooded' },
  'POST /api/public/bookings/:uid/cancel-rest': { reason: 'Moving away' },
  'POST /api/bookings/:uid/cancel-rest': { reason: 'Moving away' },
  'POST /api/bookings/:uid/no-show': { noShow: true },
  'POST /api/webhooks': { url: 'https://hooks.example.com/kairos', events: ['BOOKING_CREATED'] },
  'PATCH /api/webhooks/:id': { url: 'https://hooks.example.com/kairos', active: true },
  'POST /api/workflows': {
    name: 'Reminder',
    trigger: { kind: 'before_start', offsetMinutes: 60 },
    actions: [{ to: 'address', address: 'desk@example.test', subject: 'Soon: {{event_name}}', body: 'At {{start}}.' }],
  },
  'PATCH /api/workflows/:id': { name: 'Reminder', active: true },
  'POST /api/routing-forms': {
    name: 'Who should you talk to?',
    description: 'A few questions first.',
    fields: [{ name: 'company', type: 'text', label: 'Company' }],
    routes: [
      {
        match: 'all',
        conditions: [{ field: 'company', operator: 'equals', value: 'Acme' }],
        target: { kind: 'url', url: 'https://acme.example' },
      },
    ],
    fallback: { kind: 'message', message: 'We will be in touch.' },
  },
  'PATCH /api/routing-forms/:id': { name: 'Who should you talk to?', description: 'Questions', active: true },
  'POST /api/public/forms/:id/responses': { answers: { company: 'Acme' } },
  'POST /api/sign-in/:provider/start': { intent: 'sign-in' },
  'POST /api/sign-in/:provider/callback': { code: 'a-code', state: 'a-state', deviceKey: 'k'.repeat(43) },
  'POST /api/sign-in/:provider/link': { loopbackPort: 49152, deviceKey: 'k'.repeat(43) },
  'POST /api/sign-in/ticket': { ticket: 't'.repeat(43) },
  'POST /api/sign-in/pending/password': { pending: 'p'.repeat(43), password: 'a password 1' },
  'POST /api/sign-in/pending/code': { pending: 'p'.repeat(43) },
  'POST /api/sign-in/pending/confirm': { pending: 'p'.repeat(43), code: '12345678' },
  'PUT /api/sign-in/password': { currentPassword: 'old password 1', newPassword: 'new password 1' },
  'POST /api/apps/:slug/connect': { loopbackPort: 49152 },
  'POST /api/apps/:slug/callback': { code: 'a-code', state: 'a-state' },
  'PUT /api/admin/apps/:slug': { clientId: 'client-id', clientSecret: 'client-secret', tenant: 'common' },
  'POST /api/apps/zoom/deauthorize': { event: 'endpoint.url_validation', payload: { plainToken: 'abc' } },
  'POST /api/calendars/caldav': { url: 'https://cloud.example.com', username: 'ada', password: 'app-password' },
  'POST /api/calendars/subscriptions': { url: 'webcal://calendar.example.com/ada.ics' },
  'PATCH /api/calendars/:id/calendars/:calendarId': { checkConflicts: true, isDestination: false },
  'POST /api/teams': { name: 'Support', slug: 'support-nul' },
  'PATCH /api/teams/:id': { name: 'Support', slug: 'support-nul' },
  'PATCH /api/teams/:id/members/:userId': { role: 'admin' },
  'POST /api/teams/:id/invites': { email: 'nul@example.test', role: 'member' },
  'POST /api/api-keys': { name: 'CRM sync', scopes: ['bookings:read'], expiresInDays: 30 },
  'POST /api/v1/event-types': { name: 'Call', slug: 'call', description: 'About it', duration: 30 },
  'PUT /api/v1/event-types/:id': { name: 'Call', slug: 'call', description: 'About it', duration: 30 },
  'POST /api/v1/bookings': { eventTypeId: 'some-id', ...GUEST_BOOKING },
  'POST /api/v1/bookings/:uid/reschedule': { start: '2030-01-07T10:00:00Z', reason: 'Clash' },
  'POST /api/v1/bookings/:uid/cancel': { reason: 'Travelling' },
  'POST /api/v1/bookings/:uid/decline': { reason: 'Away that week' },
  'POST /api/v1/bookings/:uid/no-show': { noShow: true },
  'POST /api/v1/bookings/:uid/cancel-rest': { reason: 'Moving away' },
  'POST /api/v1/teams/:id/event-types': {
    name: 'Intro',
    slug: 'intro',
    duration: 30,
    schedulingType: 'collective',
    hosts: [{ userId: 'some-id' }],
  },
  'PATCH /api/v1/teams/:id/event-types/:eventTypeId': { name: 'Intro' },
  'POST /api/v1/teams/:id/bookings/:uid/cancel': { reason: 'Travelling' },
  'POST /api/v1/teams/:id/bookings/:uid/reschedule': { start: '2030-01-07T10:00:00Z', reason: 'Clash' },
  'POST /api/v1/teams/:id/bookings/:uid/no-show': { noShow: true },
  'POST /api/v1/webhooks': { url: 'https://hooks.example.com/kairos', events: ['BOOKING_CREATED'] },
  'PATCH /api/v1/webhooks/:id': { url: 'https://hooks.example.com/kairos', active: true },
};

/** Characters nobody types, each of which once reached the database (PostgreSQL answered 500 to NUL). */
const HOSTILE_CHARACTERS = ['\u0000', '\u0001', '\u001b', '\u007f', '\u0085'];

describe('NUL, control characters and bodies that are not UTF-8', () => {
  let t: TestApp;
  let routes: ApiRoute[];

  beforeAll(async () => {
    ({ t, routes } = await createTestAppWithRoutes({
      AUTH_RATE_LIMIT_PER_IP: '100000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '100000',
    }));
  });
  afterAll(async () => t.close());

  /**
   * Sends as a fresh admin the route allows (the public API: with their key of every scope); `stored`
   * tells whether any table changed.
   */
  const send = async (route: ApiRoute, url: string, payload?: string | Buffer) => {
    const caller = await createUser(t, { role: route.url.startsWith('/api/domains') ? 'company_admin' : 'app_admin' });
    const auth = route.url.startsWith('/api/v1/') ? keyHeaders(await createApiKey(t, caller)) : caller.headers;
    const before = await rowCounts(t);
    const res = await t.app.inject({
      method: route.method,
      url,
      headers: { ...auth, ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(payload !== undefined ? { payload } : {}),
    });
    const stored = JSON.stringify(await rowCounts(t)) !== JSON.stringify(before);
    return { res, stored };
  };

  it('knows a valid body for every route that takes one', () => {
    const withBody = routes.filter((r) => r.hasBody && !r.url.endsWith('/avatar')).map((r) => r.key);
    expect(withBody.filter((key) => !(key in VALID_BODIES))).toEqual([]);
  });

  it('refuses a control character in any text field of any body with 400, storing nothing', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.key in VALID_BODIES)) {
      const body = VALID_BODIES[route.key]!;
      for (const [field, value] of Object.entries(body)) {
        if (typeof value !== 'string') continue;
        for (const c of HOSTILE_CHARACTERS) {
          const hostile = { ...body, [field]: `${value.slice(0, 2)}${c}${value.slice(2)}` };
          const { res, stored } = await send(route, fillPath(route.url, {}, 'some-id'), JSON.stringify(hostile));
          if (res.statusCode !== 400 || stored) {
            failures.push(`${route.key} ${field} ${JSON.stringify(c)}: ${res.statusCode} ${res.body}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('refuses a control character in any path or query parameter with 400', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.hasParams || r.hasQuery)) {
      const payload = VALID_BODIES[route.key] ? JSON.stringify(VALID_BODIES[route.key]) : undefined;
      for (const c of HOSTILE_CHARACTERS) {
        const urls = [
          ...(route.hasParams ? [fillPath(route.url, {}, `ab${c}cd`)] : []),
          ...(route.hasQuery ? [`${route.url}?q=${encodeURIComponent(`ab${c}cd`)}`] : []),
          ...(route.hasQuery ? [`${route.url}?cursor=${encodeURIComponent(`ab${c}cd`)}`] : []),
        ];
        for (const url of urls) {
          const { res } = await send(route, url, payload);
          if (res.statusCode !== 400) failures.push(`${route.method} ${url}: ${res.statusCode} ${res.body}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('refuses NUL before any sign-in: the public page and the login form', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/public/ab%00cd' });
    expect(page.statusCode).toBe(400);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a\u0000b@example.test', password: 'x' },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual({ error: `email: ${textMessages.controlCharacters}` });
  });

  it('keeps the line breaks people type in multi-line text', async () => {
    const caller = await createUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/event-types',
      headers: caller.headers,
      payload: { name: 'Call', slug: 'call', description: 'Line one\r\nLine two\tand a tab', duration: 30 },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().description).toBe('Line one\r\nLine two\tand a tab');
  });

  it('refuses a JSON body that is not UTF-8 on every route that takes one, storing nothing', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.key in VALID_BODIES)) {
      const body = VALID_BODIES[route.key]!;
      const text = JSON.stringify(body);
      // The first string value, with "é" in Latin-1 (one byte 0xE9, not a UTF-8 sequence).
      const at = text.indexOf('":"') + 3;
      const latin1 = Buffer.concat(
        at > 2
          ? [Buffer.from(text.slice(0, at)), Buffer.from([0x4a, 0x6f, 0x73, 0xe9]), Buffer.from(text.slice(at))]
          : [Buffer.from(text), Buffer.from([0xe9])],
      );
      const { res, stored } = await send(route, fillPath(route.url, {}, 'some-id'), latin1);
      // The public API says it in its own shape ({ error: { code, message, fields } }).
      const { error } = res.json<{ error: string | { message: string } }>();
      const said = typeof error === 'string' ? error : error.message;
      if (res.statusCode !== 400 || said !== inputMessages.notUtf8 || stored) {
        failures.push(`${route.key}: ${res.statusCode} ${res.body}${stored ? ' (stored)' : ''}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('still reads UTF-8 text from every language', async () => {
    const caller = await createUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/event-types',
      headers: { ...caller.headers, 'content-type': 'application/json' },
      payload: Buffer.from(JSON.stringify({ name: 'José 会議 🙂', slug: 'jose', duration: 30 }), 'utf8'),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().name).toBe('José 会議 🙂');
  });
});
