import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeCloudflare, startFakeCloudflare } from '../fakes/cloudflare-server.ts';
import { type FakeDns, startFakeDns } from '../fakes/dns-server.ts';
import { type FakeGoogle, startFakeGoogle } from '../fakes/google.ts';
import { type Loopback, httpServer } from '../helpers/loopback-servers.ts';
import { type ApiRoute, createTestAppWithRoutes, fillPath, injectRoute } from '../helpers/route-table.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { multipartFile } from '../helpers/multipart.ts';
import { createUser, type TestUser } from '../helpers/users.ts';
import { giveFeed, insertBooking, noonIn, openAllDay, requestToken } from '../helpers/bookings.ts';
import { endAllSessions, endSession } from '../../api/modules/auth/sessions.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../api/lib/opaque-tokens.ts';

/**
 * Who calls: nobody, a plain user, a company admin, an app admin — each on their own resources —
 * and a plain user reaching for someone else's resource (for routes without one, their own).
 */
const ACTORS = ['signedOut', 'user', 'companyAdmin', 'appAdmin', 'otherUser'] as const;
type Actor = (typeof ACTORS)[number];

interface Cell {
  t: TestApp;
  /** The caller (undefined when signed out). */
  caller: TestUser | undefined;
  /** Whose resources the request names: the caller, or for otherUser someone else. */
  owner: TestUser;
  eventTypeId: string;
}

interface CellRequest {
  payload?: unknown;
  headers?: Record<string, string>;
  /** Values for the route's `:params`, beside the cell's own event type id. */
  params?: Record<string, string>;
  /** Appended to the path, e.g. `?from=…`. */
  query?: string;
}
interface RouteCase {
  request?: (cell: Cell) => Promise<CellRequest> | CellRequest;
  expect: Record<Actor, number>;
}

const PASSWORD = 'correct-horse-42';

/** Same answer whoever asks: a public route. */
const everyone = (status: number): Record<Actor, number> => ({
  signedOut: status,
  user: status,
  companyAdmin: status,
  appAdmin: status,
  otherUser: status,
});
/** Any signed-in caller on their own data; another user's resource is not found (never revealed). */
const signedIn = (status: number, others = status): Record<Actor, number> => ({
  signedOut: 401,
  user: status,
  companyAdmin: status,
  appAdmin: status,
  otherUser: others,
});
const onlyRole = (role: 'companyAdmin' | 'appAdmin', status: number): Record<Actor, number> => ({
  signedOut: 401,
  user: 403,
  companyAdmin: role === 'companyAdmin' ? status : 403,
  appAdmin: role === 'appAdmin' ? status : 403,
  otherUser: 403,
});

let png: Buffer;
let cloudflare: FakeCloudflare;
let subscription: Loopback;

/** A new team whose admin is the cell's owner (Insights' team scope). */
async function teamAdminedBy(cell: Cell): Promise<string> {
  const team = await cell.t.db.team.create({ data: { name: 'Matrix', slug: `matrix-${randomUUID()}` } });
  await cell.t.db.teamMember.create({ data: { teamId: team.id, userId: cell.owner.id, role: 'admin' } });
  return team.id;
}

/** Signs the cell's owner in for real (register + login), for the routes that take a refresh token. */
async function realRefreshToken(cell: Cell): Promise<string> {
  const email = `real-${cell.owner.id}@example.test`;
  await cell.t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { first_name: 'Real', last_name: 'Person', email, password: PASSWORD },
  });
  const login = await cell.t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: PASSWORD },
  });
  return login.json<{ refreshToken: string }>().refreshToken;
}

/**
 * The expected answer of every route for every actor. A route missing here fails the test: each new
 * route must be classified. Statuses for permitted callers are the route's ordinary answer.
 */
const MATRIX: Record<string, RouteCase> = {
  'GET /api/health': { expect: everyone(200) },
  'GET /api/downloads': { expect: everyone(200) },
  'GET /api/public/:username': { expect: everyone(200) },
  'GET /api/public/avatars/:hash': { expect: everyone(404) },
  'GET /api/public/:username/:slug': { expect: everyone(200) },
  'GET /api/public/:username/:slug/slots': {
    request: () => ({ query: '?from=2030-01-07T00:00:00Z&to=2030-01-14T00:00:00Z' }),
    expect: everyone(200),
  },

  'POST /api/auth/register': {
    request: (c) => ({
      payload: { first_name: 'New', last_name: 'Person', email: `new-${c.owner.id}@example.test`, password: PASSWORD },
    }),
    expect: everyone(200),
  },
  'POST /api/auth/login': {
    request: async (c) => {
      await realRefreshToken(c);
      return { payload: { email: `real-${c.owner.id}@example.test`, password: PASSWORD } };
    },
    expect: everyone(200),
  },
  'POST /api/auth/refresh-token': {
    request: async (c) => ({ payload: { refreshToken: await realRefreshToken(c) } }),
    expect: everyone(200),
  },
  'POST /api/auth/logout': {
    request: async (c) => ({ payload: { refreshToken: await realRefreshToken(c) } }),
    expect: everyone(204),
  },
  // Always the same neutral answer, so nobody learns whether an address has an account.
  'POST /api/auth/resend-verification': {
    request: (c) => ({ payload: { email: c.owner.email } }),
    expect: everyone(200),
  },
  'POST /api/auth/forgot-password': { request: (c) => ({ payload: { email: c.owner.email } }), expect: everyone(200) },
  // Public by design; the token is the credential, so a made-up one is refused whoever asks.
  'POST /api/auth/reset-password': {
    request: () => ({ payload: { token: 'x'.repeat(43), newPassword: 'another-horse-42' } }),
    expect: everyone(400),
  },
  'POST /api/auth/verify-email': { request: () => ({ payload: { token: 'x'.repeat(43) } }), expect: everyone(400) },

  'GET /api/event-types': { expect: signedIn(200) },
  'GET /api/event-types/:id': { expect: signedIn(200, 404) },
  'POST /api/event-types': {
    request: () => ({ payload: { name: 'Matrix call', slug: 'matrix-call', duration: 30 } }),
    expect: signedIn(201),
  },
  'PUT /api/event-types/:id': {
    request: () => ({ payload: { name: 'Renamed', slug: 'renamed', duration: 45 } }),
    expect: signedIn(200, 404),
  },
  'PATCH /api/event-types/:id/toggle': {
    request: () => ({ payload: { isVisible: false } }),
    expect: signedIn(200, 404),
  },
  'POST /api/event-types/:id/duplicate': { expect: signedIn(201, 404) },
  'DELETE /api/event-types/:id': { expect: signedIn(204, 404) },
  'PUT /api/event-types/:id/booking-settings': {
    request: () => ({ payload: { minimumNotice: 60, beforeBuffer: 10 } }),
    expect: signedIn(200, 404),
  },

  'GET /api/schedules': { expect: signedIn(200) },
  'PUT /api/schedules/:id': {
    request: () => ({
      payload: {
        name: 'Mornings',
        timeZone: 'Europe/Berlin',
        weekly: { mon: [{ from: '08:00', to: '12:00' }], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
        overrides: [],
      },
    }),
    expect: signedIn(200, 404),
  },

  'GET /api/preferences': { expect: signedIn(200) },
  'PUT /api/preferences': {
    request: () => ({
      payload: {
        theme: 'dark',
        booking_page_theme: 'light',
        brand_color_light: '#112233',
        brand_color_dark: '#445566',
      },
    }),
    expect: signedIn(200),
  },
  'GET /api/out-of-office': { expect: signedIn(200) },
  'POST /api/out-of-office': { request: () => ({ payload: awayDates() }), expect: signedIn(201) },
  'PUT /api/out-of-office/:id': {
    request: async (c) => ({ params: { id: await ownedAway(c) }, payload: awayDates() }),
    expect: signedIn(200, 404),
  },
  'DELETE /api/out-of-office/:id': {
    request: async (c) => ({ params: { id: await ownedAway(c) } }),
    expect: signedIn(204, 404),
  },
  'GET /api/out-of-office/settings': { expect: signedIn(200) },
  'PUT /api/out-of-office/settings': { request: () => ({ payload: { acceptsForwards: true } }), expect: signedIn(200) },
  'GET /api/out-of-office/teammates': { expect: signedIn(200) },
  'GET /api/holidays/countries': { expect: signedIn(200) },
  'GET /api/holidays': { expect: signedIn(200) },
  'PUT /api/holidays': {
    request: () => ({ payload: { country: 'DE', region: 'BY', keptOpen: ['2030-01-06'] } }),
    expect: signedIn(200),
  },
  'GET /api/embed-settings': { expect: signedIn(200) },
  'PUT /api/embed-settings': {
    request: () => ({ payload: { allowedOrigins: ['https://www.example.com'] } }),
    expect: signedIn(200),
  },
  'GET /api/profile': { expect: signedIn(200) },
  'PUT /api/profile': {
    request: (c) => ({
      payload: { first_name: 'Ada', last_name: 'Byron', username: `renamed-${c.owner.id.slice(-8)}`, about: 'Hi' },
    }),
    expect: signedIn(200),
  },
  'DELETE /api/profile': { expect: signedIn(204) },
  'POST /api/profile/avatar': { request: () => multipartFile(png), expect: signedIn(200) },
  'DELETE /api/profile/avatar': { expect: signedIn(200) },

  'GET /api/domains': { expect: onlyRole('companyAdmin', 200) },
  'PUT /api/domains': {
    request: (c) => ({ payload: { mode: 'SUBDOMAIN', domain: `cal-${c.owner.id.slice(-8)}.example.com` } }),
    expect: onlyRole('companyAdmin', 200),
  },
  'DELETE /api/domains': { expect: onlyRole('companyAdmin', 204) },
  'POST /api/domains/verify': { expect: onlyRole('companyAdmin', 400) },

  'GET /api/admin/settings': { expect: onlyRole('appAdmin', 200) },
  'POST /api/admin/settings/cloudflare-token': {
    request: () => ({ payload: { token: 'cf-matrix-token' } }),
    expect: onlyRole('appAdmin', 200),
  },
  'POST /api/admin/dns/setup-core': {
    request: () => ({ payload: { domain: 'kairos-matrix.example', ipAddress: '203.0.113.7' } }),
    expect: onlyRole('appAdmin', 200),
  },
  'GET /api/admin/users': { expect: onlyRole('appAdmin', 200) },
  'GET /api/admin/apps': { expect: onlyRole('appAdmin', 200) },
  'GET /api/admin/apps/:slug': { request: () => ({ params: { slug: 'zoom' } }), expect: onlyRole('appAdmin', 200) },
  'PUT /api/admin/apps/:slug': {
    request: () => ({ params: { slug: 'zoom' }, payload: { clientId: 'zoom-client', clientSecret: 'zoom-secret' } }),
    expect: onlyRole('appAdmin', 200),
  },
  'PATCH /api/admin/users/:id': {
    request: async (c) => ({ params: { id: (await createUser(c.t)).id }, payload: { role: 'company_admin' } }),
    expect: onlyRole('appAdmin', 200),
  },
  'POST /api/admin/users/:id/sign-out-everywhere': {
    request: async (c) => ({ params: { id: (await createUser(c.t)).id } }),
    expect: onlyRole('appAdmin', 204),
  },
  'DELETE /api/admin/users/:id': {
    request: async (c) => ({ params: { id: (await createUser(c.t)).id } }),
    expect: onlyRole('appAdmin', 204),
  },
  'GET /api/admin/audit-log': { expect: onlyRole('appAdmin', 200) },

  // Booking: public routes answer anyone (the manage link's token is the authority); the host's
  // routes answer their owner only.
  'POST /api/public/:username/:slug/bookings': {
    request: async (c) => {
      await openAllDay(c.t, c.owner.id);
      return {
        payload: { start: noonIn(3), name: 'Ada', email: `a-${c.owner.id}@example.test`, timeZone: 'UTC' },
      };
    },
    expect: everyone(201),
  },
  'GET /api/public/bookings/:uid': {
    request: async (c) => {
      const b = await insertBooking(c.t, c.owner.id);
      return { params: { uid: b.uid }, headers: { 'x-booking-token': b.token } };
    },
    expect: everyone(200),
  },
  'POST /api/public/bookings/:uid/cancel': {
    request: async (c) => {
      const b = await insertBooking(c.t, c.owner.id);
      return { params: { uid: b.uid }, headers: { 'x-booking-token': b.token }, payload: {} };
    },
    expect: everyone(200),
  },
  'POST /api/public/bookings/:uid/cancel-rest': {
    request: async (c) => {
      const b = await insertBooking(c.t, c.owner.id, { series: true });
      return { params: { uid: b.uid }, headers: { 'x-booking-token': b.token }, payload: {} };
    },
    expect: everyone(200),
  },
  'POST /api/public/bookings/:uid/reschedule': {
    request: async (c) => {
      await openAllDay(c.t, c.owner.id);
      await c.t.db.eventType.update({ where: { id: c.eventTypeId }, data: { minimumNotice: 0 } });
      const b = await insertBooking(c.t, c.owner.id, { start: noonIn(4), eventTypeId: c.eventTypeId });
      return { params: { uid: b.uid }, headers: { 'x-booking-token': b.token }, payload: { start: noonIn(4, 14) } };
    },
    expect: everyone(200),
  },
  'GET /api/public/calendar/:token': {
    request: async (c) => ({ params: { token: `${await giveFeed(c.t, c.owner.id)}.ics` } }),
    expect: everyone(200),
  },
  'GET /api/bookings': { expect: signedIn(200) },
  // The live stream (ADR 034): only the caller's own events, so there is no one else's resource to name.
  'GET /api/events': { expect: signedIn(200) },
  'GET /api/bookings/:uid': {
    request: async (c) => ({ params: { uid: (await insertBooking(c.t, c.owner.id)).uid } }),
    expect: signedIn(200, 404),
  },
  // Cancel and no-show also let a team's owner or admin change a booking of the team's event types
  // (ADR 059); otherUser, in no team with the owner, still gets 404. The team's roles, a demoted admin
  // and another team's booking are tests/api/team-admin-changes.test.ts.
  'POST /api/bookings/:uid/cancel': {
    request: async (c) => ({
      params: { uid: (await insertBooking(c.t, c.owner.id)).uid },
      payload: { reason: 'Matrix' },
    }),
    expect: signedIn(200, 404),
  },
  // Requests (ADR 025): the host's answers in the app, and the signed links of their email (the link's
  // token is the authority, like a manage link's).
  'POST /api/bookings/:uid/approve': {
    request: async (c) => ({ params: { uid: (await insertBooking(c.t, c.owner.id, { pending: true })).uid } }),
    expect: signedIn(200, 404),
  },
  'POST /api/bookings/:uid/decline': {
    request: async (c) => ({
      params: { uid: (await insertBooking(c.t, c.owner.id, { pending: true })).uid },
      payload: { reason: 'Matrix' },
    }),
    expect: signedIn(200, 404),
  },
  'POST /api/bookings/:uid/cancel-rest': {
    request: async (c) => ({
      params: { uid: (await insertBooking(c.t, c.owner.id, { series: true })).uid },
      payload: { reason: 'Matrix' },
    }),
    expect: signedIn(200, 404),
  },
  'POST /api/bookings/:uid/cancel-time': {
    request: async (c) => ({
      params: { uid: (await insertBooking(c.t, c.owner.id, { seatKey: `matrix/${randomUUID()}` })).uid },
      payload: { reason: 'Matrix' },
    }),
    expect: signedIn(200, 404),
  },
  // Zoom's signed notifications: no sign-in; without Zoom's signature (and its secret token) nobody passes.
  'POST /api/apps/zoom/deauthorize': {
    request: () => ({ payload: { event: 'app_deauthorized', payload: { user_id: 'matrix', account_id: 'matrix' } } }),
    expect: everyone(401),
  },
  'GET /api/public/requests/:uid': {
    request: async (c) => {
      const { uid } = await insertBooking(c.t, c.owner.id, { pending: true });
      return { params: { uid }, headers: { 'x-request-token': requestToken(c.t, uid, 'approve') } };
    },
    expect: everyone(200),
  },
  'POST /api/public/requests/:uid/approve': {
    request: async (c) => {
      const { uid } = await insertBooking(c.t, c.owner.id, { pending: true });
      return { params: { uid }, headers: { 'x-request-token': requestToken(c.t, uid, 'approve') } };
    },
    expect: everyone(200),
  },
  'POST /api/public/requests/:uid/decline': {
    request: async (c) => {
      const { uid } = await insertBooking(c.t, c.owner.id, { pending: true });
      return {
        params: { uid },
        headers: { 'x-request-token': requestToken(c.t, uid, 'decline') },
        payload: { reason: 'Matrix' },
      };
    },
    expect: everyone(200),
  },
  // Team event types (ADR 029): the cell's owner owns the team; another user is not a member (404).
  'GET /api/teams/:id/event-types': {
    request: async (c) => ({ params: { id: (await ownedTeam(c)).teamId } }),
    expect: signedIn(200, 404),
  },
  'POST /api/teams/:id/event-types': {
    request: async (c) => ({
      params: { id: (await ownedTeam(c)).teamId },
      payload: { name: 'New', slug: 'new', schedulingType: 'collective', hosts: [{ userId: c.owner.id }] },
    }),
    expect: signedIn(201, 404),
  },
  'GET /api/teams/:id/event-types/:eventTypeId': {
    request: async (c) => ({ params: await teamEventParams(c) }),
    expect: signedIn(200, 404),
  },
  'PATCH /api/teams/:id/event-types/:eventTypeId': {
    request: async (c) => ({ params: await teamEventParams(c), payload: { name: 'Renamed' } }),
    expect: signedIn(200, 404),
  },
  'DELETE /api/teams/:id/event-types/:eventTypeId': {
    request: async (c) => ({ params: await teamEventParams(c) }),
    expect: signedIn(204, 404),
  },
  'GET /api/public/team/:slug/:eventSlug': {
    request: async (c) => ({ params: await teamEventParams(c) }),
    expect: everyone(200),
  },
  'GET /api/public/team/:slug/:eventSlug/slots': {
    request: async (c) => ({
      params: await teamEventParams(c),
      query: '?from=2030-01-07T00:00:00Z&to=2030-01-14T00:00:00Z',
    }),
    expect: everyone(200),
  },
  'POST /api/public/team/:slug/:eventSlug/bookings': {
    request: async (c) => {
      await openAllDay(c.t, c.owner.id);
      return { params: await teamEventParams(c), payload: bookingPayload(c) };
    },
    expect: everyone(201),
  },
  // Dynamic group links: the cell's owner and another user, both opted in.
  'GET /api/public/:users': { request: async (c) => ({ params: await groupParams(c) }), expect: everyone(200) },
  'GET /api/public/:users/slots': {
    request: async (c) => ({
      params: await groupParams(c),
      query: '?from=2030-01-07T00:00:00Z&to=2030-01-14T00:00:00Z',
    }),
    expect: everyone(200),
  },
  'POST /api/public/:users/bookings': {
    request: async (c) => ({ params: await groupParams(c), payload: bookingPayload(c) }),
    expect: everyone(201),
  },
  'GET /api/public/:users/:slug': { request: async (c) => ({ params: await groupParams(c) }), expect: everyone(200) },
  'GET /api/public/:users/:slug/slots': {
    request: async (c) => ({
      params: await groupParams(c),
      query: '?from=2030-01-07T00:00:00Z&to=2030-01-14T00:00:00Z',
    }),
    expect: everyone(200),
  },
  'POST /api/public/:users/:slug/bookings': {
    request: async (c) => ({ params: await groupParams(c), payload: bookingPayload(c) }),
    expect: everyone(201),
  },
  'GET /api/calendar-feed': { expect: signedIn(200) },
  'POST /api/calendar-feed': { expect: signedIn(201) },
  'DELETE /api/calendar-feed': { expect: signedIn(204) },
  // Insights (issue 30): the owner's team (they are its admin); another user is no member of it: 404.
  'GET /api/insights': {
    request: async (c) => ({ query: `?teamId=${await teamAdminedBy(c)}` }),
    expect: signedIn(200, 404),
  },
  'GET /api/insights/scopes': { expect: signedIn(200) },
  'GET /api/insights/export.csv': {
    request: async (c) => ({ query: `?teamId=${await teamAdminedBy(c)}` }),
    expect: signedIn(200, 404),
  },
  'POST /api/bookings/:uid/no-show': {
    request: async (c) => ({
      params: { uid: (await insertBooking(c.t, c.owner.id, { start: noonIn(-2) })).uid },
      payload: { noShow: true },
    }),
    expect: signedIn(200, 404),
  },
  'GET /api/webhooks': { expect: signedIn(200) },
  'POST /api/webhooks': {
    request: () => ({ payload: { url: 'http://127.0.0.1:9/matrix', events: ['BOOKING_CREATED'] } }),
    expect: signedIn(201),
  },
  'PATCH /api/webhooks/:id': {
    request: async (c) => ({ params: { id: await ownedWebhook(c) }, payload: { active: false } }),
    expect: signedIn(200, 404),
  },
  'DELETE /api/webhooks/:id': {
    request: async (c) => ({ params: { id: await ownedWebhook(c) } }),
    expect: signedIn(204, 404),
  },
  'POST /api/webhooks/:id/test': {
    request: async (c) => ({ params: { id: await ownedWebhook(c) } }),
    expect: signedIn(200, 404),
  },
  'GET /api/webhooks/:id/deliveries': {
    request: async (c) => ({ params: { id: await ownedWebhook(c) } }),
    expect: signedIn(200, 404),
  },
  'POST /api/api-keys': {
    request: () => ({ payload: { name: 'Matrix', scopes: ['bookings:read'], expiresInDays: 30 } }),
    expect: signedIn(201),
  },
  'GET /api/api-keys': { expect: signedIn(200) },
  'DELETE /api/api-keys/:id': {
    request: async (c) => ({ params: { id: await ownedApiKey(c) } }),
    expect: signedIn(204, 404),
  },
  'GET /api/admin/users/:id/api-keys': {
    request: (c) => ({ params: { id: c.owner.id } }),
    expect: onlyRole('appAdmin', 200),
  },
  'DELETE /api/admin/users/:id/api-keys/:keyId': {
    request: async (c) => ({ params: { id: c.owner.id, keyId: await ownedApiKey(c) } }),
    expect: onlyRole('appAdmin', 204),
  },
  // The public API's document and docs page are public; its resources take an API key only, so every
  // session (any role) is refused like nobody. What a key may do: tests/api/v1-contract.test.ts.
  'GET /api/v1/openapi.json': { expect: everyone(200) },
  'GET /api/v1/docs': { expect: everyone(200) },
  'GET /api/v1/docs/start.js': { expect: everyone(200) },
  'GET /api/v1/me': { expect: everyone(401) },
  'GET /api/v1/event-types': { expect: everyone(401) },
  'POST /api/v1/event-types': { expect: everyone(401) },
  'GET /api/v1/event-types/:id': { expect: everyone(401) },
  'PUT /api/v1/event-types/:id': { expect: everyone(401) },
  'DELETE /api/v1/event-types/:id': { expect: everyone(401) },
  'GET /api/v1/event-types/:id/slots': { expect: everyone(401) },
  'GET /api/v1/schedules': { expect: everyone(401) },
  'GET /api/v1/bookings': { expect: everyone(401) },
  'POST /api/v1/bookings': { expect: everyone(401) },
  'GET /api/v1/bookings/:uid': { expect: everyone(401) },
  'POST /api/v1/bookings/:uid/reschedule': { expect: everyone(401) },
  'POST /api/v1/bookings/:uid/cancel': { expect: everyone(401) },
  'POST /api/v1/bookings/:uid/cancel-rest': { expect: everyone(401) },
  'POST /api/v1/bookings/:uid/no-show': { expect: everyone(401) },
  'POST /api/v1/bookings/:uid/approve': { expect: everyone(401) },
  'POST /api/v1/bookings/:uid/decline': { expect: everyone(401) },
  'GET /api/v1/webhooks': { expect: everyone(401) },
  'POST /api/v1/webhooks': { expect: everyone(401) },
  'GET /api/v1/webhooks/:id': { expect: everyone(401) },
  'PATCH /api/v1/webhooks/:id': { expect: everyone(401) },
  'DELETE /api/v1/webhooks/:id': { expect: everyone(401) },
  'GET /api/v1/teams': { expect: everyone(401) },
  'GET /api/v1/teams/:id/event-types': { expect: everyone(401) },
  'GET /api/v1/teams/:id/bookings': { expect: everyone(401) },
  'POST /api/v1/teams/:id/event-types': { expect: everyone(401) },
  'GET /api/v1/teams/:id/event-types/:eventTypeId': { expect: everyone(401) },
  'PATCH /api/v1/teams/:id/event-types/:eventTypeId': { expect: everyone(401) },
  'DELETE /api/v1/teams/:id/event-types/:eventTypeId': { expect: everyone(401) },
  'GET /api/v1/teams/:id/bookings/:uid': { expect: everyone(401) },
  'POST /api/v1/teams/:id/bookings/:uid/cancel': { expect: everyone(401) },
  'POST /api/v1/teams/:id/bookings/:uid/reschedule': { expect: everyone(401) },
  'POST /api/v1/teams/:id/bookings/:uid/no-show': { expect: everyone(401) },
  'GET /api/workflows': { expect: signedIn(200) },
  'POST /api/workflows': {
    request: () => ({ payload: MATRIX_WORKFLOW }),
    expect: signedIn(201),
  },
  'GET /api/workflows/:id': {
    request: async (c) => ({ params: { id: await ownedWorkflow(c) } }),
    expect: signedIn(200, 404),
  },
  'PATCH /api/workflows/:id': {
    request: async (c) => ({ params: { id: await ownedWorkflow(c) }, payload: { active: false } }),
    expect: signedIn(200, 404),
  },
  'DELETE /api/workflows/:id': {
    request: async (c) => ({ params: { id: await ownedWorkflow(c) } }),
    expect: signedIn(204, 404),
  },
  'GET /api/workflows/:id/deliveries': {
    request: async (c) => ({ params: { id: await ownedWorkflow(c) } }),
    expect: signedIn(200, 404),
  },
  'GET /api/routing-forms': { expect: signedIn(200) },
  'POST /api/routing-forms': { request: () => ({ payload: MATRIX_ROUTING_FORM }), expect: signedIn(201) },
  'GET /api/routing-forms/:id': {
    request: async (c) => ({ params: { id: await ownedRoutingForm(c) } }),
    expect: signedIn(200, 404),
  },
  'PATCH /api/routing-forms/:id': {
    request: async (c) => ({ params: { id: await ownedRoutingForm(c) }, payload: { name: 'Renamed' } }),
    expect: signedIn(200, 404),
  },
  'DELETE /api/routing-forms/:id': {
    request: async (c) => ({ params: { id: await ownedRoutingForm(c) } }),
    expect: signedIn(204, 404),
  },
  'GET /api/routing-forms/:id/responses': {
    request: async (c) => ({ params: { id: await ownedRoutingForm(c) } }),
    expect: signedIn(200, 404),
  },
  'GET /api/routing-forms/:id/responses.csv': {
    request: async (c) => ({ params: { id: await ownedRoutingForm(c) } }),
    expect: signedIn(200, 404),
  },
  // The public form: anyone reads its questions and answers it (never its routes).
  'GET /api/public/forms/:id': {
    request: async (c) => ({ params: { id: await ownedRoutingForm(c) } }),
    expect: everyone(200),
  },
  'POST /api/public/forms/:id/responses': {
    request: async (c) => ({ params: { id: await ownedRoutingForm(c) }, payload: { answers: { company: 'Acme' } } }),
    expect: everyone(201),
  },
  'GET /api/calendars': { expect: signedIn(200) },
  // OAuth apps (ADR 048). Connecting answers the provider's consent page (Google's client is set by the
  // environment); the callback is a top-level redirect with no token, whose unknown state connects
  // nothing; the desktop app's completion refuses a state that is not the caller's.
  'GET /api/apps': { expect: signedIn(200) },
  'POST /api/apps/:slug/connect': { request: () => ({ params: { slug: 'google-calendar' } }), expect: signedIn(200) },
  'GET /api/apps/:slug/callback': {
    request: () => ({ params: { slug: 'google-calendar' }, query: '?code=c&state=not-a-state' }),
    expect: everyone(303),
  },
  'POST /api/apps/:slug/callback': {
    request: () => ({ params: { slug: 'zoom' }, payload: { code: 'c', state: 'not-a-state' } }),
    expect: signedIn(400),
  },
  'DELETE /api/apps/:slug': { request: () => ({ params: { slug: 'zoom' } }), expect: signedIn(404) },
  // Signing in with Google or Microsoft (ADR 053): starting answers the provider's consent page (the
  // fake Google's discovery); the callbacks, the ticket and a pending sign-in's proofs take only their
  // own secrets, so made-up ones are refused whoever asks; Security's methods are the caller's own.
  'GET /api/sign-in/providers': { expect: everyone(200) },
  'POST /api/sign-in/:provider/start': {
    request: () => ({ params: { provider: 'google' }, payload: { intent: 'sign-in' } }),
    expect: everyone(200),
  },
  'GET /api/sign-in/:provider/callback': {
    request: () => ({ params: { provider: 'google' }, query: '?code=c&state=not-a-state' }),
    expect: everyone(303),
  },
  'POST /api/sign-in/:provider/callback': {
    request: () => ({
      params: { provider: 'google' },
      payload: { code: 'c', state: 'not-a-state', deviceKey: 'k'.repeat(43) },
    }),
    expect: everyone(400),
  },
  'POST /api/sign-in/ticket': { request: () => ({ payload: { ticket: 't'.repeat(43) } }), expect: everyone(400) },
  'POST /api/sign-in/pending/password': {
    request: () => ({ payload: { pending: 'p'.repeat(43), password: PASSWORD } }),
    expect: everyone(400),
  },
  'POST /api/sign-in/pending/code': {
    request: () => ({ payload: { pending: 'p'.repeat(43) } }),
    expect: everyone(400),
  },
  'POST /api/sign-in/pending/confirm': {
    request: () => ({ payload: { pending: 'p'.repeat(43), code: '12345678' } }),
    expect: everyone(400),
  },
  'GET /api/sign-in/methods': { expect: signedIn(200) },
  'POST /api/sign-in/:provider/link': { request: () => ({ params: { provider: 'google' } }), expect: signedIn(200) },
  'DELETE /api/sign-in/methods/:id': {
    request: async (c) => {
      const identity = await c.t.db.signInIdentity.create({
        data: {
          userId: c.owner.id,
          provider: 'google',
          issuer: 'https://accounts.google.com',
          subject: randomUUID(),
          email: c.owner.email,
        },
      });
      return { params: { id: identity.id } };
    },
    expect: signedIn(204, 404),
  },
  // A caller without a password sets one.
  'PUT /api/sign-in/password': {
    request: async (c) => {
      if (c.caller) await c.t.db.user.update({ where: { id: c.caller.id }, data: { passwordHash: '' } });
      return { payload: { newPassword: 'a new password 1' } };
    },
    expect: signedIn(200),
  },
  'GET /api/calendars/apps': { expect: signedIn(200) },
  'GET /api/conferencing/apps': { expect: signedIn(200) },
  // Connecting reads the server first: a closed loopback port is unreachable (400), the loopback
  // subscription is read and connected (201).
  'POST /api/calendars/caldav': {
    request: () => ({ payload: { url: 'http://127.0.0.1:9/dav', username: 'ada', password: 'app-password' } }),
    expect: signedIn(400),
  },
  'POST /api/calendars/subscriptions': {
    request: () => ({ payload: { url: `${subscription.url}/matrix.ics?n=${Math.random()}` } }),
    expect: signedIn(201),
  },
  'PATCH /api/calendars/:id/calendars/:calendarId': {
    request: async (c) => ({ params: await ownedConnection(c), payload: { checkConflicts: false } }),
    expect: signedIn(200, 404),
  },
  'POST /api/calendars/:id/refresh': {
    request: async (c) => ({ params: await ownedConnection(c) }),
    expect: signedIn(202, 404),
  },
  'DELETE /api/calendars/:id': {
    request: async (c) => ({ params: await ownedConnection(c) }),
    expect: signedIn(204, 404),
  },

  // Teams (ADR 028): each cell's owner owns a team; another user's team is not found (never revealed).
  // The roles inside a team are the next table's (TEAM_ROLE_MATRIX).
  'POST /api/teams': {
    request: (c) => ({ payload: { name: 'Matrix team', slug: `matrix-${c.owner.id.slice(-10)}` } }),
    expect: signedIn(201),
  },
  'GET /api/teams': { expect: signedIn(200) },
  'GET /api/teams/:id': { request: async (c) => ({ params: await callersTeam(c) }), expect: signedIn(200, 404) },
  'PATCH /api/teams/:id': {
    request: async (c) => ({ params: await callersTeam(c), payload: { name: 'Renamed' } }),
    expect: signedIn(200, 404),
  },
  'DELETE /api/teams/:id': { request: async (c) => ({ params: await callersTeam(c) }), expect: signedIn(204, 404) },
  'PATCH /api/teams/:id/members/:userId': {
    request: async (c) => ({ params: await callersTeam(c), payload: { role: 'admin' } }),
    expect: signedIn(200, 404),
  },
  'DELETE /api/teams/:id/members/:userId': {
    request: async (c) => ({ params: await callersTeam(c) }),
    expect: signedIn(204, 404),
  },
  'POST /api/teams/:id/invites': {
    request: async (c) => ({
      params: await callersTeam(c),
      payload: { email: `invitee-${randomUUID()}@example.test`, role: 'member' },
    }),
    expect: signedIn(201, 404),
  },
  'GET /api/teams/:id/invites': {
    request: async (c) => ({ params: await callersTeam(c) }),
    expect: signedIn(200, 404),
  },
  'DELETE /api/teams/:id/invites/:inviteId': {
    request: async (c) => ({ params: await callersTeam(c) }),
    expect: signedIn(204, 404),
  },
  // An invitation to the cell's owner: only that account accepts it; anyone may read its page.
  'POST /api/teams/invites/:token/accept': {
    request: async (c) => ({ params: { token: await invitationFor(c.t, c.owner) } }),
    expect: signedIn(200, 403),
  },
  'GET /api/teams/invites/:token': {
    request: async (c) => ({ params: { token: await invitationFor(c.t, c.owner) } }),
    expect: everyone(200),
  },
  'GET /api/public/team/:slug': {
    request: async (c) => ({ params: { slug: (await callersTeam(c)).slug } }),
    expect: everyone(200),
  },
  'GET /api/public/team/avatars/:hash': { expect: everyone(404) },
};

const MEMBERSHIP_ACTORS = ['owner', 'admin', 'member', 'nonMember', 'signedOut'] as const;
type MembershipActor = (typeof MEMBERSHIP_ACTORS)[number];
/** A team's event types (issue 29) have their own table beside their routes. */
const isTeamEventTypeRoute = (url: string) => url.startsWith('/api/teams/:id/event-types');
const inTeam = (owner: number, admin: number, member: number, nonMember = 404): Record<MembershipActor, number> => ({
  owner,
  admin,
  member,
  nonMember,
  signedOut: 401,
});

/** Every route under /api/teams/:id by the caller's role in the team; `:userId` is a plain member. */
const TEAM_ROLE_MATRIX: Record<
  string,
  { payload?: () => Record<string, unknown>; expect: Record<MembershipActor, number> }
> = {
  'GET /api/teams/:id': { expect: inTeam(200, 200, 200) },
  'PATCH /api/teams/:id': { payload: () => ({ name: 'Renamed' }), expect: inTeam(200, 200, 403) },
  'DELETE /api/teams/:id': { expect: inTeam(204, 403, 403) },
  'PATCH /api/teams/:id/members/:userId': { payload: () => ({ role: 'admin' }), expect: inTeam(200, 200, 403) },
  'DELETE /api/teams/:id/members/:userId': { expect: inTeam(204, 204, 403) },
  'POST /api/teams/:id/invites': {
    payload: () => ({ email: `invitee-${randomUUID()}@example.test`, role: 'member' }),
    expect: inTeam(201, 201, 403),
  },
  'GET /api/teams/:id/invites': { expect: inTeam(200, 200, 403) },
  'DELETE /api/teams/:id/invites/:inviteId': { expect: inTeam(204, 204, 403) },
};

/**
 * A team of `owner` (its owner) with a plain member, and a pending invitation: the ids every team
 * route's path needs (`userId` is the member's).
 */
async function teamOf(t: TestApp, owner: TestUser, callerRole?: 'admin' | 'member', caller?: TestUser) {
  const slug = `t-${randomUUID().slice(0, 18)}`;
  const member = await createUser(t);
  const team = await t.db.team.create({
    data: {
      name: 'Matrix team',
      slug,
      members: {
        create: [
          { userId: owner.id, role: 'owner' },
          { userId: member.id, role: 'member' },
          ...(caller && callerRole ? [{ userId: caller.id, role: callerRole }] : []),
        ],
      },
      invites: {
        create: {
          email: `pending-${slug}@example.test`,
          tokenHash: hashOpaqueToken(randomUUID()),
          expiresAt: new Date(Date.now() + 86_400_000),
        },
      },
    },
    include: { invites: true },
  });
  return { id: team.id, slug, userId: member.id, inviteId: team.invites[0]!.id };
}

const callersTeam = (c: Cell) => teamOf(c.t, c.owner);

/** The token of a pending invitation of a third person's team to `invitee`'s address. */
async function invitationFor(t: TestApp, invitee: TestUser): Promise<string> {
  const team = await teamOf(t, await createUser(t));
  const token = newOpaqueToken();
  await t.db.teamInvite.create({
    data: {
      teamId: team.id,
      email: invitee.email,
      tokenHash: hashOpaqueToken(token),
      expiresAt: new Date(Date.now() + 86_400_000),
    },
  });
  return token;
}

/** A subscription of the cell's owner, with its one calendar, written as a connection would be. */
/** A team the cell's owner owns, with one collective event type they host. */
async function ownedTeam(c: Cell): Promise<{ teamId: string; slug: string; eventTypeId: string }> {
  const slug = `matrix-${randomUUID().slice(0, 8)}`;
  const team = await c.t.db.team.create({ data: { name: 'Matrix', slug } });
  await c.t.db.teamMember.create({ data: { teamId: team.id, userId: c.owner.id, role: 'owner' } });
  const eventType = await c.t.db.eventType.create({
    data: { teamId: team.id, schedulingType: 'collective', name: 'Team', slug: 'team-event', duration: 30 },
  });
  await c.t.db.eventTypeHost.create({ data: { eventTypeId: eventType.id, userId: c.owner.id } });
  return { teamId: team.id, slug, eventTypeId: eventType.id };
}

async function teamEventParams(c: Cell): Promise<Record<string, string>> {
  const team = await ownedTeam(c);
  return { id: team.teamId, eventTypeId: team.eventTypeId, slug: team.slug, eventSlug: 'team-event' };
}

/** `{owner}+{another}`, both opted in to group links and open around the clock. */
async function groupParams(c: Cell): Promise<Record<string, string>> {
  const other = await createUser(c.t);
  for (const user of [c.owner, other]) {
    await c.t.db.user.update({ where: { id: user.id }, data: { allowDynamicBooking: true } });
    await openAllDay(c.t, user.id);
  }
  return { users: `${c.owner.username}+${other.username}`, slug: 'owned' };
}

const bookingPayload = (c: Cell) => ({
  start: noonIn(3),
  name: 'Ada',
  email: `a-${c.owner.id}@example.test`,
  timeZone: 'UTC',
});

async function ownedConnection(c: Cell): Promise<{ id: string; calendarId: string }> {
  const connection = await c.t.db.calendarConnection.create({
    data: {
      userId: c.owner.id,
      kind: 'subscription',
      url: `https://calendar.example/${Math.random()}.ics`,
      // Not due: the background refresh leaves it alone.
      nextSyncAt: new Date(Date.now() + 3_600_000),
      calendars: { create: { url: 'https://calendar.example/matrix.ics', name: 'Matrix' } },
    },
    include: { calendars: true },
  });
  return { id: connection.id, calendarId: connection.calendars[0]!.id };
}

const MATRIX_ROUTING_FORM = {
  name: 'Matrix',
  fields: [{ name: 'company', type: 'text', label: 'Company' }],
  fallback: { kind: 'message', message: 'Thanks.' },
};

async function ownedRoutingForm(c: Cell): Promise<string> {
  const form = await c.t.db.routingForm.create({
    data: {
      userId: c.owner.id,
      name: MATRIX_ROUTING_FORM.name,
      fields: JSON.stringify([{ ...MATRIX_ROUTING_FORM.fields[0], required: false, hidden: false }]),
      fallback: JSON.stringify(MATRIX_ROUTING_FORM.fallback),
    },
  });
  return form.id;
}

/** A webhook of the cell's owner (to a closed loopback port: deliveries fail fast). */
const MATRIX_WORKFLOW = {
  name: 'Matrix',
  trigger: { kind: 'before_start', offsetMinutes: 60 },
  actions: [{ to: 'host', subject: 'Soon: {{event_name}}', body: 'At {{start}}.' }],
};

async function ownedWorkflow(c: Cell): Promise<string> {
  const workflow = await c.t.db.workflow.create({
    data: {
      userId: c.owner.id,
      name: MATRIX_WORKFLOW.name,
      triggerKind: 'before_start',
      offsetMinutes: 60,
      actions: JSON.stringify(MATRIX_WORKFLOW.actions),
    },
  });
  return workflow.id;
}

/** An API key of the cell's owner, written straight to the database (its hash only). */
async function ownedApiKey(c: Cell): Promise<string> {
  const key = await c.t.db.apiKey.create({
    data: {
      userId: c.owner.id,
      name: 'Matrix',
      prefix: 'kairos_live_matrix00',
      keyHash: randomUUID(),
      scopes: 'bookings:read',
    },
  });
  return key.id;
}

let awayDays = 0;
/** A range of two days of its own, years ahead (never overlapping another the matrix made). */
function awayDates(): { startDate: string; endDate: string } {
  const day = (n: number) => new Date(Date.UTC(2031, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
  awayDays += 3;
  return { startDate: day(awayDays), endDate: day(awayDays + 1) };
}

async function ownedAway(c: Cell): Promise<string> {
  const row = await c.t.db.outOfOffice.create({ data: { userId: c.owner.id, ...awayDates() } });
  return row.id;
}

async function ownedWebhook(c: Cell): Promise<string> {
  const id = `wh_matrix_${Math.random().toString(36).slice(2)}`;
  const hook = await c.t.db.webhook.create({
    data: {
      id,
      userId: c.owner.id,
      url: 'http://127.0.0.1:9/matrix',
      events: 'BOOKING_CREATED',
      secretSealed: c.t.app.secretBox.seal('whsec_matrix', `webhook:${id}`),
    },
  });
  return hook.id;
}

describe('the authorization matrix', () => {
  let t: TestApp;
  let routes: ApiRoute[];
  let dns: FakeDns;
  let google: FakeGoogle;

  beforeAll(async () => {
    google = await startFakeGoogle({
      clientId: 'matrix-client.apps.googleusercontent.com',
      clientSecret: 'matrix-secret',
    });
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366ff' } })
      .png()
      .toBuffer();
    cloudflare = await startFakeCloudflare();
    subscription = await httpServer((_req, res) =>
      res
        .writeHead(200, { 'content-type': 'text/calendar' })
        .end('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n'),
    );
    cloudflare.addToken('cf-matrix-token');
    cloudflare.addZone('kairos-matrix.example');
    dns = await startFakeDns();
    ({ t, routes } = await createTestAppWithRoutes({
      CLOUDFLARE_API_URL: cloudflare.url,
      DNS_SERVERS: dns.server,
      APP_CNAME_TARGET: 'cname.kairos.test',
      AUTH_RATE_LIMIT_PER_IP: '100000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '100000',
      BOOKING_RATE_LIMIT_PER_IP: '100000',
      ROUTING_RATE_LIMIT_PER_IP: '100000',
      // The webhook routes are exercised against a closed loopback port.
      WEBHOOK_ALLOW_PRIVATE: 'true',
      // The calendar routes against a loopback subscription and a closed loopback port.
      CALENDAR_ALLOW_PRIVATE: 'true',
      // An OAuth app the operator set up (connecting builds the consent page's address; nothing is called).
      GOOGLE_CLIENT_ID: 'matrix-client.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'matrix-secret',
      // Signing in with Google reads its discovery document: the fake's.
      TEST_GOOGLE_ORIGIN: google.origin,
    }));
    // The DNS setup needs a saved provider token, as it would after the admin's first step.
    const admin = await createUser(t, { role: 'app_admin' });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/admin/settings/cloudflare-token',
      headers: admin.headers,
      payload: { token: 'cf-matrix-token' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await cloudflare.close();
    await dns.close();
    await subscription.close();
    await google.close();
  });

  it('classifies every registered route, and only registered routes', () => {
    const registered = routes.map((r) => r.key);
    expect(registered.filter((key) => !(key in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((key) => !registered.includes(key))).toEqual([]);
  });

  // Authentication runs on request, before the body is read: a stranger learns nothing of the body rules.
  it('answers 401, not a validation error, to a signed-out caller sending a broken body to a signed-in route', async () => {
    const answers: string[] = [];
    for (const route of routes.filter((r) => r.authenticates && r.method !== 'GET')) {
      const res = await t.app.inject({
        method: route.method,
        url: fillPath(route.url, {}, 'x'),
        headers: { 'content-type': 'application/json' },
        payload: '{"broken": ',
      });
      if (res.statusCode !== 401) answers.push(`${route.key}: ${res.statusCode}`);
    }
    expect(answers).toEqual([]);
  });

  /** `end`: ends the caller's session after its token was issued, before the request. */
  async function runCell(route: ApiRoute, actor: Actor, end?: (self: TestUser) => Promise<unknown>): Promise<number> {
    const role = actor === 'companyAdmin' ? 'company_admin' : actor === 'appAdmin' ? 'app_admin' : 'user';
    const self = await createUser(t, { role });
    await end?.(self);
    const owner = actor === 'otherUser' ? await createUser(t) : self;
    const eventType = await t.db.eventType.create({
      data: { userId: owner.id, name: 'Owned', slug: 'owned', duration: 30 },
    });
    const schedule = await t.db.schedule.create({ data: { userId: owner.id, timeZone: 'UTC', isDefault: true } });
    const cell: Cell = { t, caller: actor === 'signedOut' ? undefined : self, owner, eventTypeId: eventType.id };
    const spec = MATRIX[route.key]!;
    const extra: CellRequest = (await spec.request?.(cell)) ?? {};
    const id = route.url.startsWith('/api/schedules/') ? schedule.id : eventType.id;
    const res = await injectRoute(t.app, {
      method: route.method,
      url:
        fillPath(route.url, {
          id,
          username: owner.username ?? 'nobody',
          slug: 'owned',
          hash: 'f'.repeat(64),
          ...extra.params,
        }) + (extra.query ?? ''),
      headers: { ...(cell.caller?.headers ?? {}), ...extra.headers },
      ...(extra.payload !== undefined ? { payload: extra.payload as string } : {}),
    });
    return res.statusCode;
  }

  it('answers every route for every actor exactly as the table says', async () => {
    const mismatches: string[] = [];
    for (const route of routes) {
      const spec = MATRIX[route.key];
      if (!spec) continue;
      for (const actor of ACTORS) {
        const status = await runCell(route, actor);
        if (status !== spec.expect[actor])
          mismatches.push(`${route.key} as ${actor}: ${status}, expected ${spec.expect[actor]}`);
      }
    }
    expect(mismatches).toEqual([]);
  }, 180_000);

  // A sign-out ends one session; a password reset, a sign-out everywhere and an admin's disable end
  // them all (endAllSessions). Either way the access token already handed out stops working at once.
  const ENDINGS: [string, (self: TestUser) => Promise<unknown>][] = [
    ['its session signed out', (self) => endSession(t.db, self.sessionId)],
    [
      'every session of the account ended (reset, disable)',
      (self) => t.db.$transaction([...endAllSessions(t.db, self.id)]),
    ],
  ];
  for (const [ending, end] of ENDINGS) {
    it(`refuses an access token after ${ending}, on every signed-in route, for every role`, async () => {
      const mismatches: string[] = [];
      for (const route of routes) {
        const spec = MATRIX[route.key];
        if (!spec) continue;
        for (const actor of ACTORS.filter((a) => a !== 'signedOut')) {
          const status = await runCell(route, actor, end);
          // Public routes answer as they do to anyone; signed-in ones as to nobody.
          const expected = route.authenticates ? 401 : spec.expect.signedOut;
          if (status !== expected) mismatches.push(`${route.key} as ${actor}: ${status}, expected ${expected}`);
        }
      }
      expect(mismatches).toEqual([]);
    }, 180_000);
  }

  it("classifies every route of a team by the caller's role in it", () => {
    const teamRoutes = routes.filter((r) => r.url.startsWith('/api/teams/:id') && !isTeamEventTypeRoute(r.url));
    expect(teamRoutes.map((r) => r.key).filter((key) => !(key in TEAM_ROLE_MATRIX))).toEqual([]);
  });

  // Inside a team: owners and admins manage, members read, anyone else is told the team does not exist.
  it('answers every team route for owner, admin, member, non-member and signed-out callers as the table says', async () => {
    const mismatches: string[] = [];
    for (const route of routes.filter((r) => r.key in TEAM_ROLE_MATRIX)) {
      const spec = TEAM_ROLE_MATRIX[route.key]!;
      for (const actor of MEMBERSHIP_ACTORS) {
        const owner = await createUser(t);
        const caller = actor === 'owner' ? owner : actor === 'signedOut' ? undefined : await createUser(t);
        const role = actor === 'admin' || actor === 'member' ? actor : undefined;
        const team = await teamOf(t, owner, role, caller);
        const res = await t.app.inject({
          method: route.method,
          url: fillPath(route.url, { id: team.id, userId: team.userId, inviteId: team.inviteId }),
          headers: caller?.headers ?? {},
          ...(spec.payload ? { payload: spec.payload() } : {}),
        });
        if (res.statusCode !== spec.expect[actor]) {
          mismatches.push(`${route.key} as ${actor}: ${res.statusCode}, expected ${spec.expect[actor]}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 120_000);

  it("leaves another user's event type untouched after every attempt", async () => {
    const victim = await createUser(t);
    const attacker = await createUser(t);
    const target = await t.db.eventType.create({
      data: { userId: victim.id, name: 'Mine', slug: 'mine', duration: 30, isVisible: true },
    });
    for (const route of routes.filter((r) => r.url.startsWith('/api/event-types/:id'))) {
      await t.app.inject({
        method: route.method,
        url: fillPath(route.url, { id: target.id }),
        headers: attacker.headers,
        payload: route.hasBody ? { name: 'Stolen', slug: 'stolen', duration: 5, isVisible: false } : undefined,
      });
    }
    const after = await t.db.eventType.findMany({ where: { OR: [{ userId: victim.id }, { userId: attacker.id }] } });
    expect(after).toEqual([expect.objectContaining({ id: target.id, name: 'Mine', slug: 'mine', isVisible: true })]);
  });
});

describe('the team roles matrix (ADR 029)', () => {
  const TEAM_ACTORS = ['owner', 'admin', 'member', 'nonMember', 'signedOut'] as const;
  type TeamActor = (typeof TEAM_ACTORS)[number];
  let t: TestApp;
  beforeAll(async () => {
    ({ t } = await createTestAppWithRoutes());
  });
  afterAll(async () => t.close());

  /** A member cannot change the team's event types; a non-member sees nothing of the team (404). */
  const TEAM_MATRIX: Record<string, Record<TeamActor, number>> = {
    'GET /api/teams/:id/event-types': { owner: 200, admin: 200, member: 200, nonMember: 404, signedOut: 401 },
    'POST /api/teams/:id/event-types': { owner: 201, admin: 201, member: 403, nonMember: 404, signedOut: 401 },
    'GET /api/teams/:id/event-types/:eventTypeId': {
      owner: 200,
      admin: 200,
      member: 403,
      nonMember: 404,
      signedOut: 401,
    },
    'PATCH /api/teams/:id/event-types/:eventTypeId': {
      owner: 200,
      admin: 200,
      member: 403,
      nonMember: 404,
      signedOut: 401,
    },
    'DELETE /api/teams/:id/event-types/:eventTypeId': {
      owner: 204,
      admin: 204,
      member: 403,
      nonMember: 404,
      signedOut: 401,
    },
  };

  it('answers each team route for owner, admin, member, non-member and signed-out callers as the table says', async () => {
    const mismatches: string[] = [];
    for (const [key, expected] of Object.entries(TEAM_MATRIX)) {
      const [method, url] = key.split(' ') as [string, string];
      for (const actor of TEAM_ACTORS) {
        const owner = await createUser(t);
        const caller = actor === 'owner' ? owner : await createUser(t);
        const team = await t.db.team.create({ data: { name: 'Roles', slug: `roles-${randomUUID().slice(0, 8)}` } });
        await t.db.teamMember.create({ data: { teamId: team.id, userId: owner.id, role: 'owner' } });
        if (actor === 'admin' || actor === 'member') {
          await t.db.teamMember.create({ data: { teamId: team.id, userId: caller.id, role: actor } });
        }
        const eventType = await t.db.eventType.create({
          data: { teamId: team.id, schedulingType: 'round_robin', name: 'Roles', slug: 'roles', duration: 30 },
        });
        await t.db.eventTypeHost.create({ data: { eventTypeId: eventType.id, userId: owner.id } });
        const res = await t.app.inject({
          method: method as 'GET',
          url: fillPath(url, { id: team.id, eventTypeId: eventType.id }),
          headers: actor === 'signedOut' ? {} : caller.headers,
          ...(method === 'POST'
            ? { payload: { name: 'New', slug: 'new', schedulingType: 'collective', hosts: [{ userId: owner.id }] } }
            : method === 'PATCH'
              ? { payload: { name: 'Renamed' } }
              : {}),
        });
        if (res.statusCode !== expected[actor])
          mismatches.push(`${key} as ${actor}: ${res.statusCode}, expected ${expected[actor]}`);
      }
    }
    expect(mismatches).toEqual([]);
  }, 120_000);
});
