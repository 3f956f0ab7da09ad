import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingCreated } from '#shared/schemas/bookings.ts';
import {
  type CalendarConnection,
  MAX_CALENDAR_CONNECTIONS_PER_USER,
  calendarErrorMessages,
  calendarMessages,
} from '#shared/schemas/calendars.ts';
import { EVERY_DAY_UTC, createBookingHost } from '../helpers/bookings.ts';
import {
  HOUR,
  MINUTE,
  type SubscriptionServer,
  book,
  calendarText,
  change,
  connections,
  everyStepBut,
  openTimes,
  startSubscriptionServer,
  subscribe,
  utcAt,
  utcEvent,
} from '../helpers/calendars.ts';
import type {} from '../../api/modules/calendars/plugin.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser } from '../helpers/users.ts';

// Connected calendars through iCal subscriptions served on loopback (ADR 021): the routes, the busy
// times in the open times, the background refresh and the live check at booking. Every expected
// set of open times is written out by hand: the day is open around the clock in UTC, 30-minute
// events on a 30-minute grid, so a busy [s, e) takes every start t with t < e and t + 30 min > s.

let t: TestApp;
const servers: SubscriptionServer[] = [];
beforeAll(async () => {
  t = await createTestApp({ CALENDAR_ALLOW_PRIVATE: 'true', OUTBOX_RETRY_DELAYS_SECONDS: '0' });
});
afterAll(async () => {
  await t.close();
  await Promise.all(servers.map((s) => s.close()));
});

async function server(ics: string) {
  const s = await startSubscriptionServer(ics);
  servers.push(s);
  return s;
}

const host = (settings: object = {}) => createBookingHost(t, { hours: EVERY_DAY_UTC, settings });

/** A host subscribed to a file with one busy hour, 12:00–13:00 UTC six days from now. */
async function subscribedHost(settings: object = {}) {
  const h = await host(settings);
  const s = await server(calendarText('Work', ...utcEvent('lunch', utcAt(6, 12), utcAt(6, 13))));
  const res = await subscribe(t, h, s.url);
  expect(res.statusCode, res.body).toBe(201);
  return { h, s, connection: res.json<CalendarConnection>() };
}

const day = () => [utcAt(6, 0), utcAt(7, 0)] as const;

describe('a calendar subscription', () => {
  it('connects with its one read-only calendar, named by the file, and is listed without secrets', async () => {
    const { h, s, connection } = await subscribedHost();
    expect(connection).toMatchObject({
      kind: 'subscription',
      url: s.url,
      username: null,
      error: null,
      errorCode: null,
      writeError: null,
      calendars: [{ name: 'Work', color: null, checkConflicts: true, isDestination: false, readOnly: true }],
    });
    expect(Date.parse(connection.lastSyncAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(await connections(t, h)).toEqual([connection]);
  });

  it('takes its busy hour out of the open times, exactly', async () => {
    const { h } = await subscribedHost();
    const [from, to] = day();
    expect(await openTimes(t, h, from, to)).toEqual(
      everyStepBut(from, to, 30 * MINUTE, [utcAt(6, 12), utcAt(6, 12, 30)]),
    );
  });

  it('applies the event type’s buffers around it as around a booking', async () => {
    // 15 minutes after each event: 11:30 would end at 12:00 and need 12:15 clear.
    const { h } = await subscribedHost({ afterBuffer: 15 });
    const [from, to] = [utcAt(6, 6), utcAt(6, 18)];
    expect(await openTimes(t, h, from, to)).toEqual(
      everyStepBut(from, to, 30 * MINUTE, [utcAt(6, 11, 30), utcAt(6, 12), utcAt(6, 12, 30)]),
    );
    // A booking with the same buffer shows the same rule: a booking at 14:00 takes 13:30 too.
    expect((await book(t, h, utcAt(6, 14))).statusCode).toBe(201);
    const open = await openTimes(t, h, from, to);
    expect(open).not.toContain(utcAt(6, 13, 30));
    expect(open).toContain(utcAt(6, 13));
  });

  it('refuses a booking in its busy hour with its own sentence', async () => {
    const { h } = await subscribedHost();
    const res = await book(t, h, utcAt(6, 12, 30));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: calendarMessages.conflict });
  });

  it('counts only while “Check for conflicts” is on', async () => {
    const { h, connection } = await subscribedHost();
    const calendar = connection.calendars[0]!;
    const patch = (checkConflicts: boolean) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/calendars/${connection.id}/calendars/${calendar.id}`,
        headers: h.user.headers,
        payload: { checkConflicts },
      });
    const off = await patch(false);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<CalendarConnection>().calendars[0]).toMatchObject({ checkConflicts: false });
    expect(await openTimes(t, h, utcAt(6, 12), utcAt(6, 13))).toEqual([utcAt(6, 12), utcAt(6, 12, 30)]);
    expect((await patch(true)).statusCode).toBe(200);
    expect(await openTimes(t, h, utcAt(6, 12), utcAt(6, 13))).toEqual([]);
  });

  it('cannot receive bookings', async () => {
    const { h, connection } = await subscribedHost();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/calendars/${connection.id}/calendars/${connection.calendars[0]!.id}`,
      headers: h.user.headers,
      payload: { isDestination: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: calendarMessages.readOnlyDestination });
  });

  it('is refreshed on “Refresh now”: a new event is busy, an unchanged file is answered 304', async () => {
    const { h, s, connection } = await subscribedHost();
    const refresh = () =>
      t.app.inject({ method: 'POST', url: `/api/calendars/${connection.id}/refresh`, headers: h.user.headers });
    expect((await refresh()).statusCode).toBe(202);
    await t.app.calendars.syncDue();
    expect(s.notModified).toBe(1);
    expect(await openTimes(t, h, utcAt(6, 15), utcAt(6, 16))).toEqual([utcAt(6, 15), utcAt(6, 15, 30)]);

    s.ics = calendarText(
      'Work',
      ...utcEvent('lunch', utcAt(6, 12), utcAt(6, 13)),
      ...utcEvent('call', utcAt(6, 15), utcAt(6, 15, 30)),
    );
    expect((await refresh()).statusCode).toBe(202);
    await t.app.calendars.syncDue();
    expect(await openTimes(t, h, utcAt(6, 15), utcAt(6, 16))).toEqual([utcAt(6, 15, 30)]);
  });

  it('keeps the last good copy while its server fails, and says so', async () => {
    const { h, s, connection } = await subscribedHost();
    s.mode = 'error';
    await t.app.inject({ method: 'POST', url: `/api/calendars/${connection.id}/refresh`, headers: h.user.headers });
    await t.app.calendars.syncDue();
    const [now] = await connections(t, h);
    expect(now).toMatchObject({
      errorCode: 'server-error',
      error: calendarErrorMessages['server-error'],
      lastSyncAt: connection.lastSyncAt,
    });
    expect(await openTimes(t, h, utcAt(6, 12), utcAt(6, 13))).toEqual([]);
  });

  it('does not slow the open times while its server hangs', async () => {
    const { h, s, connection } = await subscribedHost();
    s.mode = 'hang';
    await t.app.inject({ method: 'POST', url: `/api/calendars/${connection.id}/refresh`, headers: h.user.headers });
    // The refresh waits on the hanging server in the background; a span never asked before is computed now.
    const started = performance.now();
    const open = await openTimes(t, h, utcAt(6, 11), utcAt(6, 14));
    expect(performance.now() - started).toBeLessThan(1000);
    expect(open).toEqual([utcAt(6, 11), utcAt(6, 11, 30), utcAt(6, 13), utcAt(6, 13, 30)]);
    // The server goes away: the refresh waiting on it ends now rather than at its time limit.
    await s.close();
  });

  it('books on the cached copy when the server does not answer the live check in time', async () => {
    const { h, s } = await subscribedHost();
    s.mode = 'hang';
    const started = performance.now();
    const res = await book(t, h, utcAt(6, 9));
    const took = performance.now() - started;
    expect(res.statusCode, res.body).toBe(201);
    expect(took).toBeGreaterThan(2_900);
    expect(took).toBeLessThan(6_000);
    expect((await book(t, h, utcAt(6, 12))).statusCode).toBe(409);
    await s.close();
  }, 20_000);

  it('refuses a time the calendar took a minute ago, before any refresh (the live check)', async () => {
    const { h, s } = await subscribedHost();
    const [from, to] = day();
    expect(await openTimes(t, h, from, to)).toContain(utcAt(6, 16));
    s.ics = calendarText(
      'Work',
      ...utcEvent('lunch', utcAt(6, 12), utcAt(6, 13)),
      ...utcEvent('new', utcAt(6, 16), utcAt(6, 17)),
    );
    const res = await book(t, h, utcAt(6, 16));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: calendarMessages.conflict });
    // What the live check read is kept: the open times show it at once.
    expect(await openTimes(t, h, from, to)).not.toContain(utcAt(6, 16, 30));
  });

  it('lets a reschedule move within the event Kairos wrote for the same booking (its UID)', async () => {
    const h = await host();
    const res = await book(t, h, utcAt(6, 10));
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json<BookingCreated>();
    // The host's calendar holds the booking's own event (as Kairos writes it), an hour long.
    const uid = `${booking.uid}@kairos.test`;
    const s = await server(calendarText('Mine', ...utcEvent(uid, utcAt(6, 10), utcAt(6, 11))));
    expect((await subscribe(t, h, s.url)).statusCode).toBe(201);
    const moved = await change(t, booking, 'reschedule', { start: new Date(utcAt(6, 10, 30)).toISOString() });
    expect(moved.statusCode, moved.body).toBe(200);
    // Anyone else still finds 10:00–11:00 busy.
    expect((await book(t, h, utcAt(6, 10))).statusCode).toBe(409);
  });

  it('refuses an address that is no calendar, readably', async () => {
    const h = await host();
    const s = await server('');
    s.mode = 'html';
    const res = await subscribe(t, h, s.url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: calendarErrorMessages['not-ical'], code: 'not-ical' });
    expect(await connections(t, h)).toEqual([]);
  });

  it('refuses the same address twice, and more than the limit', async () => {
    const { h, s } = await subscribedHost();
    const again = await subscribe(t, h, s.url);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: calendarMessages.alreadyConnected });
    for (let i = 1; i < MAX_CALENDAR_CONNECTIONS_PER_USER; i++) {
      expect((await subscribe(t, h, `${s.url}?n=${i}`)).statusCode).toBe(201);
    }
    const over = await subscribe(t, h, `${s.url}?n=over`);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ error: calendarMessages.tooMany });
  });

  it('is the host’s own: another user neither sees nor changes it', async () => {
    const { h, connection } = await subscribedHost();
    const other = await createUser(t);
    const list = await t.app.inject({ method: 'GET', url: '/api/calendars', headers: other.headers });
    expect(list.json()).toEqual({ items: [] });
    const calendarId = connection.calendars[0]!.id;
    const answers = await Promise.all([
      t.app.inject({
        method: 'PATCH',
        url: `/api/calendars/${connection.id}/calendars/${calendarId}`,
        headers: other.headers,
        payload: { checkConflicts: false },
      }),
      t.app.inject({ method: 'POST', url: `/api/calendars/${connection.id}/refresh`, headers: other.headers }),
      t.app.inject({ method: 'DELETE', url: `/api/calendars/${connection.id}`, headers: other.headers }),
    ]);
    expect(answers.map((a) => [a.statusCode, a.json()])).toEqual([
      [404, { error: calendarMessages.notFound }],
      [404, { error: calendarMessages.notFound }],
      [404, { error: calendarMessages.notFound }],
    ]);
    expect(await connections(t, h)).toHaveLength(1);
  });

  it('goes with its cached busy times when removed', async () => {
    const { h, connection } = await subscribedHost();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/calendars/${connection.id}`,
      headers: h.user.headers,
    });
    expect(res.statusCode).toBe(204);
    expect(await connections(t, h)).toEqual([]);
    expect(await t.db.calendarObject.count({ where: { calendar: { connectionId: connection.id } } })).toBe(0);
    expect(await openTimes(t, h, utcAt(6, 12), utcAt(6, 13))).toEqual([utcAt(6, 12), utcAt(6, 12, 30)]);
  });

  it('goes with the account', async () => {
    const { h, connection } = await subscribedHost();
    await t.db.user.delete({ where: { id: h.user.id } });
    expect(await t.db.calendarConnection.count({ where: { id: connection.id } })).toBe(0);
    expect(await t.db.connectedCalendar.count({ where: { connectionId: connection.id } })).toBe(0);
    expect(await t.db.calendarObject.count({ where: { calendar: { connectionId: connection.id } } })).toBe(0);
  });
});

// Two apps in one Node process can share a PostgreSQL database, not an SQLite file: better-sqlite3
// waits for the other's lock synchronously, on the event loop the other needs to let go of it. The
// same property across two real processes, on both databases: tests/reliability/calendar-refresh.test.ts.
describe.runIf(process.env.TEST_DATABASE_URL)('the background refresh across processes', () => {
  it('never refreshes one connection in two processes at once', async () => {
    const second = await createTestApp({ CALENDAR_ALLOW_PRIVATE: 'true' }, { sameDatabaseAs: t });
    try {
      const { h, s, connection } = await subscribedHost();
      s.mode = 'slow';
      await t.db.calendarConnection.update({ where: { id: connection.id }, data: { nextSyncAt: new Date() } });
      const before = s.server.seen.length;
      await Promise.all([t.app.calendars.syncDue(), second.app.calendars.syncDue(), t.app.calendars.syncDue()]);
      expect(s.server.seen.length - before).toBe(1);
      expect(s.maxInFlight).toBe(1);
      const [after] = await connections(t, h);
      expect(after!.errorCode).toBeNull();
      const row = await t.db.calendarConnection.findUniqueOrThrow({ where: { id: connection.id } });
      expect(row.claimedUntil).toBeNull();
      expect(row.nextSyncAt.getTime()).toBeGreaterThan(Date.now() + HOUR / 60);
    } finally {
      await second.close();
    }
  }, 60_000);
});
