import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingCreated } from '#shared/schemas/bookings.ts';
import { EVERY_DAY_UTC, type BookingHost, createBookingHost, noonIn } from '../helpers/bookings.ts';
import { type HeldStream, holdStream } from '../helpers/live-stream.ts';
import { injectRoute } from '../helpers/route-table.ts';
import { type TestApp, createTestApp } from '../helpers/test-app.ts';
import { createUser } from '../helpers/users.ts';

/** The app listening on a loopback port: a stream is real HTTP, as a browser holds it. */
async function listening(env: Record<string, string>): Promise<{ t: TestApp; url: string }> {
  const t = await createTestApp({ LIVE_TAIL_INTERVAL_MS: '50', LIVE_SESSION_CHECK_MS: '100', ...env });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  return { t, url: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}` };
}

async function book(t: TestApp, h: BookingHost, start: string): Promise<BookingCreated> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/public/${h.username}/consult/bookings`,
    payload: { start, name: 'Ada Lovelace', email: 'ada@example.test', notes: 'Secret plans', timeZone: 'UTC' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<BookingCreated>();
}

describe('the live event stream', () => {
  let t: TestApp;
  let url: string;
  const held: HeldStream[] = [];
  const hold = async (...args: Parameters<typeof holdStream>) => {
    const stream = await holdStream(...args);
    held.push(stream);
    return stream;
  };

  beforeAll(async () => {
    ({ t, url } = await listening({ LIVE_HEARTBEAT_SECONDS: '1' }));
  });
  afterAll(async () => {
    for (const stream of held) stream.close();
    await t.close();
  });

  it('is an event stream no cache keeps, telling what changed without the invitee’s email or answers', async () => {
    const h = await createBookingHost(t, { hours: EVERY_DAY_UTC });
    const stream = await hold(url, h.user.accessToken);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('cache-control')).toBe('no-store');
    const booking = await book(t, h, noonIn(3));
    await stream.until((m) => m.some((x) => x.event === 'booking'));
    const [event] = stream.bookings();
    expect(event).toEqual({
      id: expect.stringMatching(/^\d+$/),
      kind: 'created',
      at: expect.any(String),
      booking: {
        uid: booking.uid,
        title: 'Consultation',
        start: noonIn(3),
        end: expect.any(String),
        status: 'accepted',
        inviteeName: 'Ada Lovelace',
        locationUrl: null,
      },
    });
    const raw = stream.messages.map((m) => m.data).join('\n');
    expect(raw).not.toContain('ada@example.test');
    expect(raw).not.toContain('Secret plans');
  });

  it('tells of a request and of its approval', async () => {
    const h = await createBookingHost(t, { hours: EVERY_DAY_UTC, settings: { requiresConfirmation: true } });
    const stream = await hold(url, h.user.accessToken);
    const booking = await book(t, h, noonIn(4));
    await stream.until((m) => m.some((x) => x.event === 'booking'));
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.uid}/approve`,
      headers: h.user.headers,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    await stream.until((m) => m.filter((x) => x.event === 'booking').length === 2);
    expect(stream.bookings().map((e) => [e.kind, e.booking.status])).toEqual([
      ['requested', 'pending'],
      ['approved', 'accepted'],
    ]);
  });

  it('sends a heartbeat comment while nothing happens', async () => {
    const user = await createUser(t);
    const stream = await hold(url, user.accessToken);
    await stream.until(() => stream.comments() >= 1, 3_000);
  });

  it('ends when an admin disables the account', async () => {
    const user = await createUser(t);
    const admin = await createUser(t, { role: 'app_admin' });
    const stream = await hold(url, user.accessToken);
    const disabled = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}`,
      headers: admin.headers,
      payload: { disabled: true },
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    await stream.closed;
    expect(stream.messages.at(-1)).toEqual(
      expect.objectContaining({ event: 'end', data: '{"reason":"session-ended"}' }),
    );
  });

  it('answers the desktop app’s origin with the API’s CORS and security headers', async () => {
    const user = await createUser(t);
    const res = await injectRoute(t.app, {
      method: 'GET',
      url: '/api/events',
      headers: { ...user.headers, origin: 'app://kairos' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('app://kairos');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // The window resumes with Last-Event-ID, which the browser asks about first.
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/events',
      headers: {
        origin: 'app://kairos',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,last-event-id',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('last-event-id');
  });

  it('refuses a Last-Event-ID that is not an event id, naming it', async () => {
    const user = await createUser(t);
    const stream = await hold(url, user.accessToken, { lastEventId: 'yesterday' });
    expect(stream.status).toBe(400);
    expect(stream.body).toEqual({ error: expect.stringContaining('Last-Event-ID') });
  });

  it('tells a client back after the log has let its events go to read everything again', async () => {
    const h = await createBookingHost(t, { hours: EVERY_DAY_UTC });
    await book(t, h, noonIn(5));
    const newest = await t.db.liveEvent.findFirst({ where: { userId: h.user.id }, orderBy: { id: 'desc' } });
    // The retention window passed: the log no longer holds the event after the client's last.
    await t.db.liveEvent.deleteMany({ where: { id: { lte: newest!.id } } });
    const stream = await hold(url, h.user.accessToken, { lastEventId: String(newest!.id - 1) });
    await stream.until((m) => m.some((x) => x.event === 'resync'));
  });
});

describe('the live event stream’s limits', () => {
  let t: TestApp;
  let url: string;
  const held: HeldStream[] = [];

  beforeAll(async () => {
    ({ t, url } = await listening({ ACCESS_TOKEN_TTL_SECONDS: '2', LIVE_CONNECTIONS_PER_PROCESS: '2' }));
  });
  afterAll(async () => {
    for (const stream of held) stream.close();
    await t.close();
  });

  it('ends a stream when its access token expires, so the client comes back with a fresh one', async () => {
    const user = await createUser(t);
    const stream = await holdStream(url, user.accessToken);
    held.push(stream);
    expect(stream.status).toBe(200);
    await stream.closed;
    expect(stream.messages.at(-1)).toEqual(expect.objectContaining({ event: 'end', data: '{"reason":"expired"}' }));
  });

  it('answers 503 when the process holds as many streams as it may', async () => {
    const users = await Promise.all([createUser(t), createUser(t), createUser(t)]);
    const first = await holdStream(url, users[0]!.accessToken);
    const second = await holdStream(url, users[1]!.accessToken);
    const third = await holdStream(url, users[2]!.accessToken);
    held.push(first, second, third);
    expect([first.status, second.status, third.status]).toEqual([200, 200, 503]);
    expect(third.body).toEqual({
      error: 'The server has too many live connections right now. It will be tried again shortly.',
    });
  });
});
