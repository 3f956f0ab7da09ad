import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingCreated } from '#shared/schemas/bookings.ts';
import type { CalendarConnection } from '#shared/schemas/calendars.ts';
import type {} from '../../api/modules/calendars/plugin.ts';
import { type BookingHost } from '../helpers/bookings.ts';
import { parseICalendarStrictly } from '../helpers/ical.ts';
import { type Radicale, radicaleSkipReason, startRadicale } from '../helpers/radicale.ts';
import { bookSeries, expandedStarts, invitee, recurringHost } from '../helpers/recurring.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// A recurring booking in the host's CalDAV calendar for bookings (issue 43, ADR 054), against a real
// Radicale: ONE event for the series (the invite's UID, RRULE on the wall clock, EXDATE, overrides),
// rewritten in place as occurrences are cancelled or moved, and gone once nothing is left.

const skip = radicaleSkipReason();
const PASSWORD = 'correct horse battery staple';

describe.skipIf(skip !== null)('a series in the host’s CalDAV calendar (Radicale)', () => {
  let t: TestApp;
  let radicale: Radicale;
  let users = 0;

  beforeAll(async () => {
    radicale = await startRadicale({ host0: PASSWORD, host1: PASSWORD });
    t = await createTestApp({ CALENDAR_ALLOW_PRIVATE: 'true' });
  });
  afterAll(async () => {
    await t?.close();
    await radicale?.stop();
  });

  /** A Berlin host whose event type repeats weekly, with a Radicale calendar "Bookings" for bookings. */
  async function setUp(settings: object = {}): Promise<{ h: BookingHost; user: string; path: string }> {
    const user = `host${users++}`;
    const path = await radicale.makeCalendar(user, 'bookings', { displayName: 'Bookings' });
    const recurrence = { frequency: 'weekly' as const, interval: 1, maxOccurrences: 10 };
    const h = await recurringHost(t, 'Europe/Berlin', recurrence, settings);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/calendars/caldav',
      headers: h.user.headers,
      payload: { url: radicale.origin, username: user, password: PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(201);
    const connection = res.json<CalendarConnection>();
    const calendar = connection.calendars.find((c) => c.name === 'Bookings')!;
    const made = await t.app.inject({
      method: 'PATCH',
      url: `/api/calendars/${connection.id}/calendars/${calendar.id}`,
      headers: h.user.headers,
      payload: { isDestination: true },
    });
    expect(made.statusCode, made.body).toBe(200);
    return { h, user, path };
  }

  /** The calendar's objects, each as ical.js reads it. */
  async function objects(user: string, path: string) {
    const names = await radicale.list(user, path);
    return Promise.all(names.map(async (name) => ({ name, ics: (await radicale.get(user, `${path}${name}`))!.body })));
  }

  const host = (h: BookingHost, uid: string, action: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url: `/api/bookings/${uid}/${action}`, headers: h.user.headers, payload });

  it('writes the series as one event, then its cancelled date, its moved date and its shortened end, then removes it', async () => {
    const { h, user, path } = await setUp();
    const res = await bookSeries(t, h, '2027-10-14T08:00:00Z', 5, invitee());
    expect(res.statusCode, res.body).toBe(201);
    const booked = res.json<BookingCreated>();
    const starts = booked.occurrences!.map((o) => o.start);
    await t.app.outbox.drain();

    let written = await objects(user, path);
    expect(written.map((o) => o.name)).toEqual([`${booked.uid}@kairos.test.ics`]);
    const event = parseICalendarStrictly(written[0]!.ics).getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('uid')).toBe(`${booked.uid}@kairos.test`);
    expect(written[0]!.ics).toMatch(/^DTSTART;TZID=Europe\/Berlin:20271014T100000\r$/m);
    expect(written[0]!.ics).toMatch(/^RRULE:FREQ=WEEKLY;INTERVAL=1;COUNT=5\r$/m);
    // Across the October change: every date at 10:00 Berlin, as booked.
    expect(expandedStarts(written[0]!.ics)).toEqual(starts);

    // One occurrence cancelled: the same object, without that date.
    expect((await host(h, booked.occurrences![1]!.uid, 'cancel', { reason: 'Away' })).statusCode).toBe(200);
    await t.app.outbox.drain();
    written = await objects(user, path);
    expect(written).toHaveLength(1);
    expect(expandedStarts(written[0]!.ics)).toEqual([starts[0], starts[2], starts[3], starts[4]]);

    // One occurrence moved by the invitee: an override in the same object.
    const third = booked.occurrences![2]!;
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/public/bookings/${booked.occurrences![0]!.uid}`,
      headers: { 'x-booking-token': new URL(booked.manageUrl).searchParams.get('token')! },
    });
    const link = new URL(view.json().series.occurrences[2].manageUrl);
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${third.uid}/reschedule`,
      headers: { 'x-booking-token': link.searchParams.get('token')! },
      payload: { start: '2027-10-28T13:00:00Z' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await t.app.outbox.drain();
    written = await objects(user, path);
    expect(written).toHaveLength(1);
    expect(parseICalendarStrictly(written[0]!.ics).getAllSubcomponents('vevent')).toHaveLength(2);
    expect(expandedStarts(written[0]!.ics)).toEqual([starts[0], '2027-10-28T13:00:00.000Z', starts[3], starts[4]]);

    // This and the following from the fourth: the series ends after the moved third.
    expect((await host(h, booked.occurrences![3]!.uid, 'cancel-rest')).statusCode).toBe(200);
    await t.app.outbox.drain();
    written = await objects(user, path);
    expect(written).toHaveLength(1);
    expect(written[0]!.ics).toMatch(/^RRULE:FREQ=WEEKLY;INTERVAL=1;COUNT=3\r$/m);
    expect(expandedStarts(written[0]!.ics)).toEqual([starts[0], '2027-10-28T13:00:00.000Z']);

    // Everything left cancelled: the event is gone.
    expect((await host(h, booked.occurrences![0]!.uid, 'cancel-rest')).statusCode).toBe(200);
    await t.app.outbox.drain();
    expect(await radicale.list(user, path)).toEqual([]);
  });
  it('moves one occurrence within its own time in the calendar: only its instance of the series’ event is its own', async () => {
    const { h } = await setUp({ slotInterval: 15 });
    const res = await bookSeries(t, h, '2027-10-14T08:00:00Z', 3, invitee());
    expect(res.statusCode, res.body).toBe(201);
    const booked = res.json<BookingCreated>();
    await t.app.outbox.drain();
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/public/bookings/${booked.occurrences![0]!.uid}`,
      headers: { 'x-booking-token': new URL(booked.manageUrl).searchParams.get('token')! },
    });
    const move = (i: number, start: string) => {
      const link = new URL(view.json().series.occurrences[i].manageUrl);
      return t.app.inject({
        method: 'POST',
        url: `/api/public/bookings/${booked.occurrences![i]!.uid}/reschedule`,
        headers: { 'x-booking-token': link.searchParams.get('token')! },
        payload: { start },
      });
    };

    // Its booker offers the second date's own time and the times over it (its instance and its row are
    // its own, also this far ahead, past the kept copy of the coming months)…
    const link = new URL(view.json().series.occurrences[1].manageUrl);
    const offered = await t.app.inject({
      method: 'GET',
      url: `/api/public/${h.username}/consult/slots?from=2027-10-21T07:30:00Z&to=2027-10-21T08:30:00Z&reschedule=${booked.occurrences![1]!.uid}`,
      headers: { 'x-booking-token': link.searchParams.get('token')! },
    });
    expect(offered.json().slots.map((s: { start: string }) => s.start)).toEqual([
      '2027-10-21T07:30:00.000Z',
      '2027-10-21T07:45:00.000Z',
      '2027-10-21T08:00:00.000Z',
      '2027-10-21T08:15:00.000Z',
    ]);
    // …but not the first date's, which is another booking and another instance.
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/public/${h.username}/consult/slots?from=2027-10-14T07:30:00Z&to=2027-10-14T08:30:00Z&reschedule=${booked.occurrences![1]!.uid}`,
      headers: { 'x-booking-token': link.searchParams.get('token')! },
    });
    expect(other.json().slots.map((s: { start: string }) => s.start)).toEqual(['2027-10-14T07:30:00.000Z']);

    // The second date a quarter of an hour later: over its own instance of the series, which is free for it.
    const later = await move(1, '2027-10-21T08:15:00Z');
    expect(later.statusCode, later.body).toBe(200);
    await t.app.outbox.drain();
    // Its old time is free again: the calendar's series has it moved, not at 10:00.
    const slots = await t.app.inject({
      method: 'GET',
      url: `/api/public/${h.username}/consult/slots?from=2027-10-21T07:00:00Z&to=2027-10-21T08:30:00Z`,
    });
    expect(slots.json().slots.map((s: { start: string }) => s.start)).toEqual([
      '2027-10-21T07:00:00.000Z',
      '2027-10-21T07:15:00.000Z',
      '2027-10-21T07:30:00.000Z',
      '2027-10-21T07:45:00.000Z',
    ]);

    // The first date onto the second's new time: that instance is another booking's, still refused.
    const onto = await move(0, '2027-10-21T08:30:00Z');
    expect(onto.statusCode, onto.body).toBe(409);
  });
});
