import { randomUUID } from 'node:crypto';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingCreated, HostBookingDetail } from '#shared/schemas/bookings.ts';
import type { CancelRestResult } from '#shared/schemas/recurrence.ts';
import type { V1Error } from '#shared/schemas/v1.ts';
import { type FakeGoogle, startFakeGoogle } from '../fakes/google.ts';
import { createApiKey, keyHeaders } from '../helpers/api-keys.ts';
import { type BookingHost, EVERY_DAY_UTC, createBookingHost, noonIn } from '../helpers/bookings.ts';
import { type OutboxEmail, invitesTo, waitForEmails } from '../helpers/mail.ts';
import { connectGoogle, googleEnv } from '../helpers/google.ts';
import { bookSeries, recurringHost } from '../helpers/recurring.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * A booking made through the public API is the booker's booking: one row, the same emails with the
 * same invite, the same webhooks, the same checks. Two hosts alike, one booked by the booker, one
 * through /api/v1, and what each side gets compared.
 */

interface Hook {
  triggerEvent: string;
  payload: Record<string, unknown>;
}

async function until<T>(read: () => T, ok: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (ok(value)) return value;
    if (Date.now() > end) throw new Error(`condition not met in time: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('bookings through the public API', () => {
  let t: TestApp;
  let server: Server;
  let receiverUrl: string;
  const received: { host: string; hook: Hook }[] = [];

  beforeAll(async () => {
    t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true', OUTBOX_POLL_INTERVAL_MS: '50' });
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('utf8')));
      req.on('end', () => {
        received.push({ host: req.url ?? '', hook: JSON.parse(body) as Hook });
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  async function hostWithHook(): Promise<BookingHost> {
    const host = await createBookingHost(t, { hours: EVERY_DAY_UTC });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: host.user.headers,
      payload: {
        url: `${receiverUrl}/${host.username}`,
        events: ['BOOKING_CREATED', 'BOOKING_RESCHEDULED', 'BOOKING_CANCELLED'],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return host;
  }

  const hooksOf = (host: BookingHost) => received.filter((r) => r.host === `/${host.username}`).map((r) => r.hook);
  /** An email, as what a reader compares: to whom (host or invitee), its subject without the host's name, its invite. */
  const shapeOf = (host: BookingHost, emails: OutboxEmail[]) =>
    emails
      .filter((e) => e.to.includes(host.user.email) || e.to.includes(`@${host.username}.test`))
      .map((e) => ({
        to: e.to.includes(host.user.email) ? 'host' : 'invitee',
        subject: e.subject.replaceAll(host.user.email, 'HOST'),
        invite: e.invite ? { method: e.invite.method, sequence: e.invite.sequence, start: e.invite.start } : null,
      }))
      .sort((a, b) => `${a.to}${a.subject}`.localeCompare(`${b.to}${b.subject}`));

  it('makes one booking with the same emails, invite and webhook as the booker, and a retry with its Idempotency-Key makes nothing more', async () => {
    const viaBooker = await hostWithHook();
    const viaApi = await hostWithHook();
    const start = noonIn(6);
    const invitee = (host: BookingHost) => ({
      start,
      name: 'Ada Lovelace',
      email: `ada@${host.username}.test`,
      timeZone: 'Europe/Paris',
      notes: 'About the engine',
    });

    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/public/${viaBooker.username}/consult/bookings`,
      payload: invitee(viaBooker),
    });
    expect(booked.statusCode, booked.body).toBe(201);

    const key = await createApiKey(t, viaApi.user, { scopes: ['bookings:write', 'bookings:read'] });
    const idempotencyKey = randomUUID();
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/bookings',
        headers: { ...keyHeaders(key), 'idempotency-key': idempotencyKey },
        payload: { eventTypeId: viaApi.eventType.id, ...invitee(viaApi) },
      });
    const first = await post();
    expect(first.statusCode, first.body).toBe(201);
    const created = first.json<BookingCreated>();
    expect(created).toMatchObject({ status: 'accepted', start, locale: 'en' });
    const retried = await post();
    expect(retried.statusCode).toBe(200);
    expect(retried.json<BookingCreated>().uid).toBe(created.uid);

    expect(await t.db.booking.count({ where: { hostId: viaApi.user.id } })).toBe(1);
    const [bookerRow, apiRow] = await Promise.all(
      [viaBooker, viaApi].map((h) =>
        t.db.booking.findFirstOrThrow({
          where: { hostId: h.user.id },
          select: { status: true, startTime: true, endTime: true, title: true, notes: true, inviteeTimeZone: true },
        }),
      ),
    );
    expect(apiRow).toEqual(bookerRow);

    const emails = await waitForEmails(
      t.database.dataDir,
      (all) => shapeOf(viaApi, all).length >= 2 && shapeOf(viaBooker, all).length >= 2,
    );
    // The retry sent nothing more: wait a moment for anything late, then compare both sides.
    await new Promise((r) => setTimeout(r, 500));
    await waitForEmails(t.database.dataDir, () => true);
    expect(shapeOf(viaApi, emails)).toEqual(shapeOf(viaBooker, emails));
    expect(shapeOf(viaApi, emails).map((e) => e.to)).toEqual(['host', 'invitee']);

    const [bookerHooks, apiHooks] = await until(
      () => [hooksOf(viaBooker), hooksOf(viaApi)],
      ([a, b]) => a!.length >= 1 && b!.length >= 1,
    );
    expect(apiHooks!.map((h) => h.triggerEvent)).toEqual(['BOOKING_CREATED']);
    expect(Object.keys(apiHooks![0]!.payload).sort()).toEqual(Object.keys(bookerHooks![0]!.payload).sort());
    expect(apiHooks![0]!.payload).toMatchObject({ uid: created.uid, startTime: start });
  });

  it('reschedules and cancels through the host’s own writes: emails and webhooks follow, the history says the host did it', async () => {
    const host = await hostWithHook();
    const key = await createApiKey(t, host.user, { scopes: ['bookings:write', 'bookings:read'] });
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      headers: keyHeaders(key),
      payload: {
        eventTypeId: host.eventType.id,
        start: noonIn(8),
        name: 'Ada',
        email: `ada@${host.username}.test`,
        timeZone: 'UTC',
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const { uid } = made.json<BookingCreated>();

    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${uid}/reschedule`,
      headers: keyHeaders(key),
      payload: { start: noonIn(9), reason: 'A clash' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<BookingCreated>()).toMatchObject({ uid, start: noonIn(9) });

    // The time it left is open again, the new one is taken: another booking at the new time is refused.
    const clash = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      headers: keyHeaders(key),
      payload: {
        eventTypeId: host.eventType.id,
        start: noonIn(9),
        name: 'Bob',
        email: `bob@${host.username}.test`,
        timeZone: 'UTC',
      },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json<V1Error>().error.code).toBe('conflict');

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${uid}/cancel`,
      headers: keyHeaders(key),
      payload: { reason: 'Ill' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const detail = cancelled.json<HostBookingDetail>();
    expect(detail.status).toBe('cancelled');
    expect(detail.history.map((h) => [h.kind, h.actor])).toEqual([
      ['created', 'invitee'],
      ['rescheduled', 'host'],
      ['cancelled', 'host'],
    ]);

    const hooks = await until(
      () => hooksOf(host),
      (h) => h.length >= 3,
    );
    expect(hooks.map((h) => h.triggerEvent)).toEqual(['BOOKING_CREATED', 'BOOKING_RESCHEDULED', 'BOOKING_CANCELLED']);
    expect(hooks[2]!.payload).toMatchObject({ cancellationReason: 'Ill', cancelledBy: 'host' });
    const emails = await waitForEmails(
      t.database.dataDir,
      (all) => all.filter((e) => e.to.includes(`ada@${host.username}.test`)).length >= 3,
    );
    const invites = emails.filter((e) => e.to.includes(`ada@${host.username}.test`)).map((e) => e.invite?.method);
    expect(invites.sort()).toEqual(['CANCEL', 'REQUEST', 'REQUEST']);
  });

  it('refuses a time the booker would refuse, and another host’s event type as unknown', async () => {
    const host = await hostWithHook();
    const other = await hostWithHook();
    const key = await createApiKey(t, host.user, { scopes: ['bookings:write'] });
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/v1/bookings', headers: keyHeaders(key), payload });
    const pastBody = { start: noonIn(-2), name: 'Ada', email: 'a@example.test', timeZone: 'UTC' };
    const past = await post({ eventTypeId: host.eventType.id, ...pastBody });
    const pastByBooker = await t.app.inject({
      method: 'POST',
      url: `/api/public/${host.username}/consult/bookings`,
      payload: pastBody,
    });
    expect(pastByBooker.statusCode).toBeGreaterThanOrEqual(400);
    expect(past.statusCode).toBe(pastByBooker.statusCode);
    expect(past.json<V1Error>().error.message).toBe(pastByBooker.json<{ error: string }>().error);
    const noEmail = await post({ eventTypeId: host.eventType.id, start: noonIn(12), name: 'Ada', timeZone: 'UTC' });
    expect(noEmail.statusCode).toBe(400);
    expect(Object.keys(noEmail.json<V1Error>().error.fields)).toContain('email');
    const foreign = await post({
      eventTypeId: other.eventType.id,
      start: noonIn(12),
      name: 'Ada',
      email: 'a@example.test',
      timeZone: 'UTC',
    });
    expect(foreign.statusCode, foreign.body).toBe(404);
    expect(await t.db.booking.count({ where: { hostId: { in: [host.user.id, other.user.id] } } })).toBe(0);
  });

  it('cancels this occurrence of a series and the following ones with cancel-rest, as the host does in the app', async () => {
    const h = await recurringHost(t, 'UTC', { frequency: 'weekly', interval: 1, maxOccurrences: 4 });
    const booked = await bookSeries(t, h, noonIn(3), 4);
    expect(booked.statusCode, booked.body).toBe(201);
    const occurrences = booked.json<BookingCreated>().occurrences!.map((o) => o.uid);
    const key = await createApiKey(t, h.user, { scopes: ['bookings:write', 'bookings:read'] });
    const readOnly = await createApiKey(t, h.user, { scopes: ['bookings:read'] });
    const cancelRest = (k: typeof key, uid: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/bookings/${uid}/cancel-rest`,
        headers: keyHeaders(k),
        payload: { reason: 'Moving away' },
      });
    expect((await cancelRest(readOnly, occurrences[2]!)).statusCode).toBe(403);

    const res = await cancelRest(key, occurrences[2]!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CancelRestResult>().cancelled.sort()).toEqual([occurrences[2], occurrences[3]].sort());
    const statuses = await t.db.booking.findMany({
      where: { uid: { in: occurrences } },
      orderBy: { startTime: 'asc' },
      select: { status: true },
    });
    expect(statuses.map((b) => b.status)).toEqual(['accepted', 'accepted', 'cancelled', 'cancelled']);
    // The same write as the app's: a second time, nothing is left to cancel; a booking of no series is refused.
    expect((await cancelRest(key, occurrences[2]!)).statusCode).toBe(410);
    const single = await hostWithHook();
    const singleKey = await createApiKey(t, single.user, { scopes: ['bookings:write'] });
    const one = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      headers: keyHeaders(singleKey),
      payload: {
        eventTypeId: single.eventType.id,
        start: noonIn(4),
        name: 'Ada',
        email: 'a@example.test',
        timeZone: 'UTC',
      },
    });
    expect(one.statusCode, one.body).toBe(201);
    const notSeries = await cancelRest(singleKey, one.json<BookingCreated>().uid);
    expect(notSeries.statusCode).toBe(400);
    expect(notSeries.json<V1Error>().error.code).toBe('invalid_request');
  });
});

describe('a booking through the public API in the host’s connected calendar', () => {
  let fake: FakeGoogle;
  let t: TestApp;

  beforeAll(async () => {
    fake = await startFakeGoogle();
    t = await createTestApp(googleEnv(fake));
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  async function hostWithGoogle() {
    const host = await createBookingHost(t, { hours: EVERY_DAY_UTC });
    const account = fake.addAccount({ email: `${host.username}@gmail.test`, name: 'Grace Hopper' });
    await connectGoogle(t, host, fake, account);
    return { host, account };
  }
  /** What a reader compares of a written event: its times, who attends (by role), and how Google was asked. */
  const shapeOf = (event: ReturnType<FakeGoogle['events']>[number], host: BookingHost, invitee: string) => ({
    start: event.start,
    end: event.end,
    attendees: event.attendees?.map((a) =>
      a.email === invitee ? 'invitee' : a.email?.includes(host.username) ? 'host' : a.email,
    ),
    keys: Object.keys(event).sort(),
  });

  it('writes the host’s calendar exactly as the booker’s booking does, moves it and removes it', async () => {
    const viaBooker = await hostWithGoogle();
    const viaApi = await hostWithGoogle();
    const start = noonIn(5);
    const invitee = (host: BookingHost) => ({
      start,
      name: 'Ada Lovelace',
      email: `ada@${host.username}.test`,
      timeZone: 'UTC',
    });
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/public/${viaBooker.host.username}/consult/bookings`,
      payload: invitee(viaBooker.host),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const key = await createApiKey(t, viaApi.host.user, { scopes: ['bookings:write'] });
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      headers: keyHeaders(key),
      payload: { eventTypeId: viaApi.host.eventType.id, ...invitee(viaApi.host) },
    });
    expect(made.statusCode, made.body).toBe(201);
    const { uid } = made.json<BookingCreated>();
    await t.app.outbox.drain();

    const [bookerEvent, ...moreBooker] = fake.events(viaBooker.account.email);
    const [apiEvent, ...moreApi] = fake.events(viaApi.account.email);
    expect(moreBooker).toEqual([]);
    expect(moreApi).toEqual([]);
    expect(shapeOf(apiEvent!, viaApi.host, invitee(viaApi.host).email)).toEqual(
      shapeOf(bookerEvent!, viaBooker.host, invitee(viaBooker.host).email),
    );
    // One event with the emailed invite's UID, written without Google's own invitations.
    const [invite] = await invitesTo(t.database.dataDir, invitee(viaApi.host).email);
    expect(apiEvent).toMatchObject({ iCalUID: invite!.uid, start: { dateTime: start } });
    const inserts = fake.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/events'));
    expect(inserts.map((r) => new URLSearchParams(r.query).get('sendUpdates'))).toEqual(['none', 'none']);

    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${uid}/reschedule`,
      headers: keyHeaders(key),
      payload: { start: noonIn(6) },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await t.app.outbox.drain();
    expect(fake.events(viaApi.account.email)).toEqual([
      expect.objectContaining({ id: apiEvent!.id, start: expect.objectContaining({ dateTime: noonIn(6) }) }),
    ]);

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${uid}/cancel`,
      headers: keyHeaders(key),
      payload: { reason: 'Ill' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await t.app.outbox.drain();
    expect(fake.events(viaApi.account.email)).toEqual([]);
  });
});
