import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookingCreated, bookingMessages } from '#shared/schemas/bookings.ts';
import { type BookingHost, EVERY_DAY_UTC, createBookingHost } from '../helpers/bookings.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// A move through the manage link is judged like a new booking of its new time
// (docs/product.md#moving-is-booking-again): every rule that decides a booking decides the move.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const HOUR = 3_600_000;

/** A whole hour `days` ahead, in UTC. */
function future(days: number, hour = 12): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
}

/** The next whole hour at least `hours` from now. */
const hoursAhead = (hours: number) => new Date(Math.ceil((Date.now() + hours * HOUR) / HOUR) * HOUR).toISOString();

const host = (settings: object) => createBookingHost(t, { hours: EVERY_DAY_UTC, settings });

async function book(h: BookingHost, start: string): Promise<BookingCreated> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/public/${h.username}/consult/bookings`,
    payload: { start, name: 'Ada', email: `ada-${randomBytes(4).toString('hex')}@example.test`, timeZone: 'UTC' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<BookingCreated>();
}

const move = (booking: BookingCreated, start: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/bookings/${booking.uid}/reschedule`,
    headers: { 'x-booking-token': new URL(booking.manageUrl).searchParams.get('token')! },
    payload: { start },
  });

describe('a move is judged like a new booking of its new time', () => {
  it('into the short-notice confirmation window makes the booking a request the host answers', async () => {
    const h = await host({ requiresConfirmation: true, confirmationThresholdHours: 24 });
    const booking = await book(h, future(7));
    expect(booking.status).toBe('accepted');
    const soon = hoursAhead(5);
    const moved = await move(booking, soon);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<BookingCreated>().status).toBe('pending');
    const row = await t.db.booking.findUniqueOrThrow({ where: { uid: booking.uid } });
    expect(row.requestExpiresAt!.getTime()).toBeLessThanOrEqual(Date.parse(soon));
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.uid}/approve`,
      headers: h.user.headers,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    // A move outside the window stays an ordinary booking.
    const other = await book(h, future(8));
    expect((await move(other, future(9))).json<BookingCreated>().status).toBe('accepted');
  });

  it('refuses a move inside the minimum notice with the sentence a new booking gets', async () => {
    const h = await host({ minimumNotice: 1440 });
    const booking = await book(h, future(7));
    const res = await move(booking, hoursAhead(5));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: bookingMessages.notice(1440) });
  });

  it('refuses a move outside the booking window', async () => {
    const h = await host({ bookingWindow: 'rolling', windowDays: 10 });
    const booking = await book(h, future(7));
    const res = await move(booking, future(20));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: bookingMessages.outsideWindow });
  });

  it('refuses a move onto a day at its limit', async () => {
    const h = await host({ maxPerDay: 1 });
    await book(h, future(5, 9));
    const booking = await book(h, future(7));
    expect((await move(booking, future(5, 15))).statusCode).toBe(409);
    // Within its own day, the moved booking does not count against itself.
    expect((await move(booking, future(7, 15))).statusCode).toBe(200);
  });

  it('keeps a booking moved into a request at its old time in the host’s calendar until the move is approved', async () => {
    const h = await host({ requiresConfirmation: true, confirmationThresholdHours: 24 });
    const connection = await t.db.calendarConnection.create({
      data: { userId: h.user.id, kind: 'caldav', url: 'https://dav.example.test/' },
    });
    const calendar = await t.db.connectedCalendar.create({
      data: {
        connectionId: connection.id,
        url: 'https://dav.example.test/work/',
        name: 'Work',
        writable: true,
        checkConflicts: false,
        destinationFor: h.user.id,
      },
    });
    const booking = await book(h, future(7));
    // Written to that calendar, as the calendar-write job leaves it.
    const row = await t.db.booking.findUniqueOrThrow({ where: { uid: booking.uid } });
    await t.db.calendarEventWrite.create({
      data: { bookingId: row.id, calendarId: calendar.id, href: '/work/x.ics', sequence: 0 },
    });
    expect((await move(booking, hoursAhead(5))).json<BookingCreated>().status).toBe('pending');
    const calendarJobs = async () =>
      (await t.db.outboxJob.findMany({ where: { kind: 'booking-listener' } }))
        .map((j) => JSON.parse(j.payload) as { listener: string; event: { name: string; booking: { uid: string } } })
        .filter((j) => j.listener === 'calendar-write' && j.event.booking.uid === booking.uid)
        .map((j) => j.event.name);
    // The old time is held until the host answers (ADR 043): its event stays where it is.
    expect(await calendarJobs()).toEqual(['created']);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.uid}/approve`,
      headers: h.user.headers,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await calendarJobs()).toEqual(['created', 'rescheduled']);
    // That calendar server does not exist: the write is not this test's to run.
    await t.db.outboxJob.updateMany({
      where: { kind: 'booking-listener', payload: { contains: '"listener":"calendar-write"' } },
      data: { doneAt: new Date() },
    });
  });
});
