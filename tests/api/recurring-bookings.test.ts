import { describe, expect, it } from 'vitest';
import type { BookingCreated, PublicBooking } from '#shared/schemas/bookings.ts';
import type { EventTypeDetail } from '#shared/schemas/event-type-settings.ts';
import type { SeriesConflictResponse } from '#shared/schemas/recurrence.ts';
import { createBookingHost } from '../helpers/bookings.ts';
import { parseICalendarStrictly } from '../helpers/ical.ts';
import {
  bookSeries,
  expandedStarts,
  hoursIn,
  inviteIn,
  invitee,
  makeRecurring,
  recurringHost,
  wall,
} from '../helpers/recurring.ts';
import { appWithSmtp } from '../helpers/test-app.ts';

// Recurring event types (issue 43, docs/product.md#recurring-event-types): a series is booked whole or
// not at all, on the host's wall clock across DST, and its invite is one event calendars expand.

describe('recurring event types', () => {
  const app = appWithSmtp();

  it('keeps the rule on the event type, shows it on the booking page, and refuses it together with seats', async () => {
    const h = await createBookingHost(app.t, { hours: hoursIn('Europe/Berlin') });
    const saved = await makeRecurring(app.t, h, { frequency: 'weekly', interval: 2, maxOccurrences: 6 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<EventTypeDetail>().recurrence).toEqual({
      frequency: 'weekly',
      interval: 2,
      maxOccurrences: 6,
      allowPartial: false,
    });
    const page = await app.t.app.inject({ method: 'GET', url: `/api/public/${h.username}/consult` });
    expect(page.json()).toMatchObject({ recurrence: { frequency: 'weekly', interval: 2, maxOccurrences: 6 } });

    const seats = await app.t.app.inject({
      method: 'PUT',
      url: `/api/event-types/${h.eventType.id}/booking-settings`,
      headers: h.user.headers,
      payload: { seats: 5 },
    });
    expect(seats.statusCode).toBe(400);
    expect(seats.json().error).toBe(
      'A recurring event type cannot have seats. Stop it repeating first, in its settings.',
    );

    const stopped = await makeRecurring(app.t, h, null);
    expect(stopped.json<EventTypeDetail>().recurrence).toBeNull();
    const page2 = await app.t.app.inject({ method: 'GET', url: `/api/public/${h.username}/consult` });
    expect(page2.json().recurrence).toBeNull();
  });

  it('books every week at 10:00 Berlin across the March and October changes, each occurrence a booking', async () => {
    const h = await recurringHost(app.t, 'Europe/Berlin', { frequency: 'weekly', interval: 1, maxOccurrences: 40 });
    // Thursday 2027-03-18, 10:00 CET; the clocks go forward on 28 March and back on 31 October.
    const res = await bookSeries(app.t, h, '2027-03-18T09:00:00Z', 34);
    expect(res.statusCode, res.body).toBe(201);
    const booked = res.json<BookingCreated>();
    expect(booked.occurrences).toHaveLength(34);
    expect(new Set(booked.occurrences!.map((o) => wall(o.start, 'Europe/Berlin').slice(11)))).toEqual(
      new Set(['10:00']),
    );
    expect(booked.occurrences![1]!.start).toBe('2027-03-25T09:00:00.000Z');
    expect(booked.occurrences![2]!.start).toBe('2027-04-01T08:00:00.000Z');
    expect(booked.occurrences!.at(-1)!.start).toBe('2027-11-04T09:00:00.000Z');
    expect(booked.start).toBe('2027-03-18T09:00:00.000Z');
    expect(new Set(booked.occurrences!.map((o) => o.uid)).size).toBe(34);
    const rows = await app.t.db.booking.count({ where: { hostId: h.user.id, status: 'accepted' } });
    expect(rows).toBe(34);
  });

  it('books New York’s 09:00 monthly on the 31st, skipping the months without one, as calendars do', async () => {
    const h = await recurringHost(app.t, 'America/New_York', { frequency: 'monthly', interval: 1, maxOccurrences: 6 });
    const res = await bookSeries(app.t, h, '2027-01-31T14:00:00Z', 4);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<BookingCreated>().occurrences!.map((o) => wall(o.start, 'America/New_York'))).toEqual([
      '2027-01-31 09:00',
      '2027-03-31 09:00',
      '2027-05-31 09:00',
      '2027-07-31 09:00',
    ]);
  });

  it('answers 409 naming the dates not free, books nothing, and books the rest when the host allows it', async () => {
    const h = await recurringHost(app.t, 'UTC', { frequency: 'daily', interval: 1, maxOccurrences: 5 });
    const single = await app.t.app.inject({
      method: 'POST',
      url: `/api/public/${h.username}/consult/bookings`,
      payload: { start: '2027-06-03T10:00:00Z', ...invitee() },
    });
    expect(single.statusCode, single.body).toBe(201);

    const refused = await bookSeries(app.t, h, '2027-06-01T10:00:00Z', 4);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<SeriesConflictResponse>()).toEqual({
      error: 'One date of this series is not free. Please pick another time.',
      conflicts: [{ start: '2027-06-03T10:00:00.000Z', end: '2027-06-03T10:30:00.000Z' }],
      partialAllowed: false,
    });
    expect(await app.t.db.booking.count({ where: { hostId: h.user.id } })).toBe(1);
    const skipped = await bookSeries(app.t, h, '2027-06-01T10:00:00Z', 4, { skip: ['2027-06-03T10:00:00.000Z'] });
    expect(skipped.statusCode).toBe(400);
    expect(skipped.json().error).toBe('The host books this series whole: every date must be free.');

    await makeRecurring(app.t, h, { frequency: 'daily', interval: 1, maxOccurrences: 5, allowPartial: true });
    const offered = await bookSeries(app.t, h, '2027-06-01T10:00:00Z', 4);
    expect(offered.statusCode).toBe(409);
    expect(offered.json()).toMatchObject({
      error: 'One date of this series is not free. You can book the others without it.',
      partialAllowed: true,
    });
    const rest = await bookSeries(app.t, h, '2027-06-01T10:00:00Z', 4, { skip: ['2027-06-03T10:00:00.000Z'] });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json<BookingCreated>().occurrences!.map((o) => o.start)).toEqual([
      '2027-06-01T10:00:00.000Z',
      '2027-06-02T10:00:00.000Z',
      '2027-06-04T10:00:00.000Z',
    ]);
  });

  it('names a date outside the host’s hours or over the daily limit as not free', async () => {
    const h = await recurringHost(
      app.t,
      'UTC',
      { frequency: 'daily', interval: 1, maxOccurrences: 5 },
      { maxPerWeek: 3 },
    );
    // A weekly limit of 3 takes three of five daily occurrences in one week: the other two are named.
    const res = await bookSeries(app.t, h, '2027-06-07T10:00:00Z', 5);
    expect(res.statusCode).toBe(409);
    expect(res.json<SeriesConflictResponse>().conflicts!.map((c) => c.start)).toEqual([
      '2027-06-10T10:00:00.000Z',
      '2027-06-11T10:00:00.000Z',
    ]);
  });

  it('refuses more occurrences than the host allows, and occurrences on an event type that does not repeat', async () => {
    const h = await recurringHost(app.t, 'UTC', { frequency: 'weekly', interval: 1, maxOccurrences: 3 });
    const many = await bookSeries(app.t, h, '2027-06-07T10:00:00Z', 4);
    expect(many.statusCode).toBe(400);
    expect(many.json().error).toBe('Choose 2 to 3 occurrences.');
    await makeRecurring(app.t, h, null);
    const plain = await bookSeries(app.t, h, '2027-06-07T10:00:00Z', 2);
    expect(plain.statusCode).toBe(400);
    expect(plain.json().error).toBe('This event type does not repeat: book it without occurrences.');
  });

  it('sends one invite for the series: an RRULE on Berlin’s wall clock that calendars expand to the booked times', async () => {
    const h = await recurringHost(app.t, 'Europe/Berlin', { frequency: 'weekly', interval: 1, maxOccurrences: 10 });
    const who = invitee();
    const res = await bookSeries(app.t, h, '2027-10-21T08:00:00Z', 4, who);
    expect(res.statusCode, res.body).toBe(201);
    const booked = res.json<BookingCreated>();
    for (const to of [who.email, h.user.email]) {
      const ics = await inviteIn((await app.smtp.waitFor(to, undefined, 10_000)).raw);
      expect(ics).toMatch(/^DTSTART;TZID=Europe\/Berlin:20271021T100000\r$/m);
      expect(ics).toMatch(/^RRULE:FREQ=WEEKLY;INTERVAL=1;COUNT=4\r$/m);
      expect(ics).toContain('BEGIN:VTIMEZONE');
      const events = parseICalendarStrictly(ics).getAllSubcomponents('vevent');
      expect(events).toHaveLength(1);
      expect(events[0]!.getFirstPropertyValue('uid')).toBe(`${booked.uid}@kairos.test`);
      expect(expandedStarts(ics)).toEqual(booked.occurrences!.map((o) => o.start));
    }
    // Only one email each for the whole series.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(app.smtp.received.filter((m) => m.to.includes(who.email))).toHaveLength(1);
  });

  it('cancels one occurrence with a CANCEL naming its RECURRENCE-ID, and later copies leave it out', async () => {
    const h = await recurringHost(app.t, 'Europe/Berlin', { frequency: 'weekly', interval: 1, maxOccurrences: 10 });
    const who = invitee();
    const booked = (await bookSeries(app.t, h, '2027-03-11T09:00:00Z', 4, who)).json<BookingCreated>();
    await app.smtp.waitFor(who.email, undefined, 10_000);
    // The third occurrence, 25 March, 10:00 Berlin (before the change on the 28th).
    const third = booked.occurrences![2]!;
    const cancelled = await app.t.app.inject({
      method: 'POST',
      url: `/api/bookings/${third.uid}/cancel`,
      headers: h.user.headers,
      payload: { reason: 'Away that week' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const email = await app.smtp.waitFor(who.email, (m) => /cancel/i.test(m.subject), 10_000);
    const ics = await inviteIn(email.raw);
    expect(ics).toMatch(/^METHOD:CANCEL\r$/m);
    const events = parseICalendarStrictly(ics).getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    expect(events[0]!.getFirstPropertyValue('uid')).toBe(`${booked.uid}@kairos.test`);
    expect(ics).toMatch(/^RECURRENCE-ID;TZID=Europe\/Berlin:20270325T100000\r$/m);
    expect(Number(events[0]!.getFirstPropertyValue('sequence'))).toBeGreaterThan(0);

    // The booking page's calendar file of another occurrence is now the series without that date.
    const first = booked.occurrences![0]!;
    const token = new URL(booked.manageUrl).searchParams.get('token')!;
    const page = await app.t.app.inject({
      method: 'GET',
      url: `/api/public/bookings/${first.uid}`,
      headers: { 'x-booking-token': token },
    });
    const view = page.json<PublicBooking>();
    // The manage page lists every occurrence with its place and its own link; the third is cancelled.
    expect(view.series).toMatchObject({ uid: booked.uid, position: 1, count: 4 });
    expect(view.series!.occurrences.map((o) => [o.position, o.status])).toEqual([
      [1, 'accepted'],
      [2, 'accepted'],
      [3, 'cancelled'],
      [4, 'accepted'],
    ]);
    const file = view.invite!;
    expect(file).toMatch(/^EXDATE;TZID=Europe\/Berlin:20270325T100000\r$/m);
    // The occurrence is the series' one event: the UID, RECURRENCE-ID and SEQUENCE its invites carry.
    const fileEvents = parseICalendarStrictly(file).getAllSubcomponents('vevent');
    expect(view.icalUid).toBe(`${booked.uid}@kairos.test`);
    expect(fileEvents.every((e) => e.getFirstPropertyValue('uid') === view.icalUid)).toBe(true);
    expect(view.recurrenceId).toBe(first.start);
    expect(view.sequence).toBe(Number(fileEvents[0]!.getFirstPropertyValue('sequence')));
    expect(expandedStarts(file)).toEqual(booked.occurrences!.filter((o) => o.uid !== third.uid).map((o) => o.start));
  });
});
