import { describe, expect, it } from 'vitest';
import type { BookingCreated, PublicBooking } from '#shared/schemas/bookings.ts';
import type { CancelRestResult } from '#shared/schemas/recurrence.ts';
import { parseICalendarStrictly } from '../helpers/ical.ts';
import { bookSeries, expandedStarts, inviteIn, invitee, recurringHost } from '../helpers/recurring.ts';
import { appWithSmtp } from '../helpers/test-app.ts';
import type { TestApp } from '../helpers/test-app.ts';

// A booked series changed (issue 43, ADR 054): "this and the following" cancelled in one write with one
// updated invite (the shortened RRULE), and one occurrence moved as an override of the series.

const tokenOf = (manageUrl: string) => new URL(manageUrl).searchParams.get('token')!;

/** The manage page of an occurrence, by its own link. */
async function manage(t: TestApp, manageUrl: string, uid: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/public/bookings/${uid}`,
    headers: { 'x-booking-token': tokenOf(manageUrl) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PublicBooking>();
}

describe('changing a booked series', () => {
  const app = appWithSmtp();

  it('cancels this and the following by the invitee’s link: the series shortened, one update, not a CANCEL per date', async () => {
    const h = await recurringHost(app.t, 'Europe/Berlin', { frequency: 'weekly', interval: 1, maxOccurrences: 10 });
    const who = invitee();
    const booked = (await bookSeries(app.t, h, '2027-03-11T09:00:00Z', 5, who)).json<BookingCreated>();
    const first = await inviteIn((await app.smtp.waitFor(who.email, undefined, 10_000)).raw);
    const sequenceBefore = Number(
      parseICalendarStrictly(first).getFirstSubcomponent('vevent')!.getFirstPropertyValue('sequence'),
    );
    const view = await manage(app.t, booked.manageUrl, booked.occurrences![0]!.uid);
    const third = view.series!.occurrences[2]!;

    const res = await app.t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${third.uid}/cancel-rest`,
      headers: { 'x-booking-token': tokenOf(third.manageUrl) },
      payload: { reason: 'Moving away' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CancelRestResult>().cancelled).toEqual(booked.occurrences!.slice(2).map((o) => o.uid));
    const statuses = await app.t.db.booking.findMany({
      where: { uid: { in: booked.occurrences!.map((o) => o.uid) } },
      orderBy: { seriesIndex: 'asc' },
      select: { status: true },
    });
    expect(statuses.map((s) => s.status)).toEqual(['accepted', 'accepted', 'cancelled', 'cancelled', 'cancelled']);

    // One email to each side, whose invite is the series again, ending before the third date.
    for (const to of [who.email, h.user.email]) {
      const email = await app.smtp.waitFor(to, (m) => /cancel/i.test(m.subject), 10_000);
      const ics = await inviteIn(email.raw);
      expect(ics).not.toMatch(/^METHOD:CANCEL\r$/m);
      expect(ics).toMatch(/^RRULE:FREQ=WEEKLY;INTERVAL=1;COUNT=2\r$/m);
      const events = parseICalendarStrictly(ics).getAllSubcomponents('vevent');
      expect(events).toHaveLength(1);
      expect(events[0]!.getFirstPropertyValue('uid')).toBe(`${booked.uid}@kairos.test`);
      expect(Number(events[0]!.getFirstPropertyValue('sequence'))).toBeGreaterThan(sequenceBefore);
      expect(expandedStarts(ics)).toEqual(booked.occurrences!.slice(0, 2).map((o) => o.start));
    }
    expect(app.smtp.received.filter((m) => m.to.includes(who.email) && /cancel/i.test(m.subject))).toHaveLength(1);
    const method = await inviteIn((await app.smtp.waitFor(who.email, (m) => /cancel/i.test(m.subject))).raw);
    expect(method).toMatch(/^METHOD:REQUEST\r$/m);

    // The manage page's calendar file is the shortened series; cancelling the rest again is a 410.
    const after = await manage(app.t, booked.manageUrl, booked.occurrences![0]!.uid);
    // Its places still count the five dates booked ("1 of 5"), the cancelled ones listed as such.
    expect(after.series!.count).toBe(5);
    expect(after.series!.occurrences.map((o) => o.status)).toEqual([
      'accepted',
      'accepted',
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    expect(expandedStarts(after.invite!)).toEqual(booked.occurrences!.slice(0, 2).map((o) => o.start));
    const again = await app.t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${third.uid}/cancel-rest`,
      headers: { 'x-booking-token': tokenOf(third.manageUrl) },
      payload: {},
    });
    expect(again.statusCode).toBe(410);
  });

  it('lets the host cancel a series from its first date: one CANCEL of the whole series; another host gets 404', async () => {
    const h = await recurringHost(app.t, 'UTC', { frequency: 'daily', interval: 1, maxOccurrences: 5 });
    const other = await recurringHost(app.t, 'UTC', { frequency: 'daily', interval: 1, maxOccurrences: 5 });
    const who = invitee();
    const booked = (await bookSeries(app.t, h, '2027-06-01T10:00:00Z', 3, who)).json<BookingCreated>();
    await app.smtp.waitFor(who.email, undefined, 10_000);
    const url = `/api/bookings/${booked.occurrences![0]!.uid}/cancel-rest`;

    const stranger = await app.t.app.inject({ method: 'POST', url, headers: other.user.headers, payload: {} });
    expect(stranger.statusCode).toBe(404);
    const res = await app.t.app.inject({ method: 'POST', url, headers: h.user.headers, payload: { reason: 'Ill' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CancelRestResult>().cancelled).toHaveLength(3);
    const ics = await inviteIn((await app.smtp.waitFor(who.email, (m) => /cancel/i.test(m.subject), 10_000)).raw);
    expect(ics).toMatch(/^METHOD:CANCEL\r$/m);
    const events = parseICalendarStrictly(ics).getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    expect(events[0]!.getFirstPropertyValue('recurrence-id')).toBeNull();
    expect(events[0]!.getFirstPropertyValue('uid')).toBe(`${booked.uid}@kairos.test`);

    // A booking outside a series has no rest to cancel.
    const single = await app.t.app.inject({
      method: 'POST',
      url: `/api/public/${other.username}/consult/bookings`,
      payload: { start: '2027-06-01T10:00:00Z', ...invitee() },
    });
    const plain = await app.t.app.inject({
      method: 'POST',
      url: `/api/bookings/${single.json<BookingCreated>().uid}/cancel-rest`,
      headers: other.user.headers,
      payload: {},
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().error).toBe('This booking is not part of a series.');
  });

  it('moves one occurrence: the invite carries its override, every other date as booked', async () => {
    const h = await recurringHost(app.t, 'Europe/Berlin', { frequency: 'weekly', interval: 1, maxOccurrences: 10 });
    const who = invitee();
    const booked = (await bookSeries(app.t, h, '2027-10-21T08:00:00Z', 4, who)).json<BookingCreated>();
    await app.smtp.waitFor(who.email, undefined, 10_000);
    const view = await manage(app.t, booked.manageUrl, booked.occurrences![0]!.uid);
    const second = view.series!.occurrences[1]!;
    // 28 October 10:00 Berlin (08:00Z, before the change on the 31st) moved to 15:00 Berlin the same day.
    const moved = await app.t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${second.uid}/reschedule`,
      headers: { 'x-booking-token': tokenOf(second.manageUrl) },
      payload: { start: '2027-10-28T13:00:00Z' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const ics = await inviteIn(
      (await app.smtp.waitFor(who.email, (m) => /resched|moved|changed/i.test(m.subject), 10_000)).raw,
    );
    expect(ics).toMatch(/^METHOD:REQUEST\r$/m);
    const events = parseICalendarStrictly(ics).getAllSubcomponents('vevent');
    expect(events).toHaveLength(2);
    expect(ics).toMatch(/^RECURRENCE-ID;TZID=Europe\/Berlin:20271028T100000\r$/m);
    expect(ics).toMatch(/^DTSTART;TZID=Europe\/Berlin:20271028T150000\r$/m);
    expect(expandedStarts(ics)).toEqual([
      booked.occurrences![0]!.start,
      '2027-10-28T13:00:00.000Z',
      booked.occurrences![2]!.start,
      booked.occurrences![3]!.start,
    ]);
    const rows = await app.t.db.booking.findMany({
      where: { uid: { in: booked.occurrences!.map((o) => o.uid) } },
      orderBy: { seriesIndex: 'asc' },
      select: { startTime: true },
    });
    expect(rows.map((r) => r.startTime.toISOString())).toEqual([
      booked.occurrences![0]!.start,
      '2027-10-28T13:00:00.000Z',
      booked.occurrences![2]!.start,
      booked.occurrences![3]!.start,
    ]);
  });
});

describe('one approval for a series', () => {
  const app = appWithSmtp();

  it('approves every occurrence of a pending series with one answer, and one email for the series', async () => {
    const h = await recurringHost(
      app.t,
      'UTC',
      { frequency: 'weekly', interval: 1, maxOccurrences: 5 },
      { requiresConfirmation: true },
    );
    const who = invitee();
    const booked = (await bookSeries(app.t, h, '2027-06-07T10:00:00Z', 3, who)).json<BookingCreated>();
    expect(booked.status).toBe('pending');
    await app.smtp.waitFor(who.email, undefined, 10_000);
    const before = app.smtp.received.filter((m) => m.to.includes(who.email)).length;

    // The host answers the second occurrence: the whole series is accepted.
    const res = await app.t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booked.occurrences![1]!.uid}/approve`,
      headers: h.user.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await app.t.db.booking.findMany({
      where: { uid: { in: booked.occurrences!.map((o) => o.uid) } },
      select: { status: true },
    });
    expect(rows.map((r) => r.status)).toEqual(['accepted', 'accepted', 'accepted']);
    const email = await app.smtp.waitFor(who.email, (m) => /confirm|accept|approv/i.test(m.subject), 10_000);
    const ics = await inviteIn(email.raw);
    expect(ics).toMatch(/^RRULE:FREQ=WEEKLY;INTERVAL=1;COUNT=3\r$/m);
    expect(expandedStarts(ics)).toEqual(booked.occurrences!.map((o) => o.start));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(app.smtp.received.filter((m) => m.to.includes(who.email))).toHaveLength(before + 1);

    // Answering another occurrence now: already approved.
    const again = await app.t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booked.occurrences![2]!.uid}/approve`,
      headers: h.user.headers,
    });
    expect(again.statusCode).toBe(409);
  });

  it('declines every occurrence of a pending series with one answer', async () => {
    const h = await recurringHost(
      app.t,
      'UTC',
      { frequency: 'daily', interval: 1, maxOccurrences: 5 },
      { requiresConfirmation: true },
    );
    const booked = (await bookSeries(app.t, h, '2027-06-07T10:00:00Z', 3)).json<BookingCreated>();
    const res = await app.t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booked.occurrences![0]!.uid}/decline`,
      headers: h.user.headers,
      payload: { reason: 'Fully booked this month' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await app.t.db.booking.findMany({
      where: { uid: { in: booked.occurrences!.map((o) => o.uid) } },
      select: { status: true },
    });
    expect(rows.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
  });
});
