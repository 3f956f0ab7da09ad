import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingCreated, PublicBooking } from '#shared/schemas/bookings.ts';
import { type FakeZoom, startFakeZoom } from '../fakes/zoom.ts';
import { bookSeries, inviteIn, invitee, makeRecurring, recurringHost } from '../helpers/recurring.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { startFakeSmtpServer, type FakeSmtpServer } from '../fakes/smtp-server.ts';
import { connectZoom, settle, zoomEnv } from '../helpers/zoom.ts';

// A series meeting on Zoom (issue 43, ADR 054): one meeting for the series whose link every occurrence
// shows (its manage page, its reminders, the invite), kept while any occurrence takes place, and
// deleted with the last one.

describe('a series that meets on Zoom', () => {
  let fake: FakeZoom;
  let smtp: FakeSmtpServer;
  let t: TestApp;

  beforeAll(async () => {
    fake = await startFakeZoom();
    smtp = await startFakeSmtpServer();
    t = await createTestApp({ ...zoomEnv(fake), SMTP_URL: smtp.url, OUTBOX_RETRY_DELAYS_SECONDS: '0,0,0' });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
    await smtp?.close();
  });

  it('gives every occurrence the series’ meeting link, keeps it while one is left and deletes it with the last', async () => {
    const h = await recurringHost(t, 'Europe/Berlin', { frequency: 'weekly', interval: 1, maxOccurrences: 10 });
    const account = fake.addAccount({ email: `${h.username}@zoom.test`, name: 'Grace Hopper' });
    await connectZoom(t, h, fake, account);
    const saved = await makeRecurring(
      t,
      h,
      { frequency: 'weekly', interval: 1, maxOccurrences: 10 },
      { locations: [{ kind: 'video', provider: 'zoom', public: true }] },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const who = invitee();
    const res = await bookSeries(t, h, '2027-10-14T08:00:00Z', 3, who);
    expect(res.statusCode, res.body).toBe(201);
    const booked = res.json<BookingCreated>();
    await settle(t);

    const [meeting, ...more] = fake.meetings(account);
    expect(more).toEqual([]);
    const token = new URL(booked.manageUrl).searchParams.get('token')!;
    const first = await t.app.inject({
      method: 'GET',
      url: `/api/public/bookings/${booked.occurrences![0]!.uid}`,
      headers: { 'x-booking-token': token },
    });
    const series = first.json<PublicBooking>().series!;
    for (const occurrence of series.occurrences) {
      const link = new URL(occurrence.manageUrl);
      const page = await t.app.inject({
        method: 'GET',
        url: `/api/public/bookings/${occurrence.uid}`,
        headers: { 'x-booking-token': link.searchParams.get('token')! },
      });
      expect(page.json<PublicBooking>().locationUrl).toBe(meeting!.join_url);
    }
    // The one invite carries the link for every date.
    const ics = await inviteIn((await smtp.waitFor(who.email, undefined, 10_000)).raw);
    expect(ics.replace(/\r\n /g, '')).toContain(meeting!.join_url);

    // The first date cancelled: the meeting stays for the others.
    const cancel = (uid: string, action: string) =>
      t.app.inject({ method: 'POST', url: `/api/bookings/${uid}/${action}`, headers: h.user.headers, payload: {} });
    expect((await cancel(booked.occurrences![0]!.uid, 'cancel')).statusCode).toBe(200);
    await settle(t);
    expect(fake.meetings(account)).toHaveLength(1);
    // The rest cancelled: nothing of the series is left, nor its meeting.
    expect((await cancel(booked.occurrences![1]!.uid, 'cancel-rest')).statusCode).toBe(200);
    await settle(t);
    expect(fake.meetings(account)).toEqual([]);
    // No date of it offers the deleted meeting's link any more.
    for (const occurrence of series.occurrences) {
      const page = await t.app.inject({
        method: 'GET',
        url: `/api/public/bookings/${occurrence.uid}`,
        headers: { 'x-booking-token': new URL(occurrence.manageUrl).searchParams.get('token')! },
      });
      expect(page.json<PublicBooking>()).toMatchObject({ status: 'cancelled', location: 'Zoom', locationUrl: null });
    }
  });
  /** A Berlin host whose event type repeats by `recurrence` and meets on Zoom. */
  async function zoomSeriesHost(recurrence: {
    frequency: 'weekly' | 'monthly';
    interval: number;
    maxOccurrences: number;
  }) {
    const h = await recurringHost(t, 'Europe/Berlin', recurrence);
    const account = fake.addAccount({ email: `${h.username}@zoom.test`, name: 'Grace Hopper' });
    await connectZoom(t, h, fake, account);
    const saved = await makeRecurring(t, h, recurrence, {
      locations: [{ kind: 'video', provider: 'zoom', public: true }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return { h, account };
  }

  it('makes the series’ meeting a recurring one at its dates, so it lasts to the last occurrence', async () => {
    const { h, account } = await zoomSeriesHost({ frequency: 'weekly', interval: 2, maxOccurrences: 10 });
    const res = await bookSeries(t, h, '2027-10-14T08:00:00Z', 5, invitee());
    expect(res.statusCode, res.body).toBe(201);
    const booked = res.json<BookingCreated>();
    await settle(t);
    const [meeting, ...more] = fake.meetings(account);
    expect(more).toEqual([]);
    // Zoom's recurring meeting at fixed times (type 8): every other Thursday at 10:00 Berlin, five times.
    expect(meeting).toMatchObject({
      type: 8,
      timezone: 'Europe/Berlin',
      start_time: '2027-10-14T08:00:00Z',
      duration: 30,
      recurrence: { type: 2, repeat_interval: 2, weekly_days: '5', end_times: 5 },
    });
    // The occurrences Zoom computes are the booked dates, across the October change.
    const dates = () =>
      fake.meetings(account)[0]!.occurrences!.map((o) => [new Date(o.start_time).toISOString(), o.status]);
    const starts = booked.occurrences!.map((o) => o.start);
    expect(dates()).toEqual(starts.map((s) => [s, 'available']));

    // One date moved by the invitee: that occurrence moved at Zoom; one cancelled: that occurrence deleted.
    const o = booked.occurrences!;
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/public/bookings/${o[0]!.uid}`,
      headers: { 'x-booking-token': new URL(booked.manageUrl).searchParams.get('token')! },
    });
    const link = new URL(view.json<PublicBooking>().series!.occurrences[1]!.manageUrl);
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${o[1]!.uid}/reschedule`,
      headers: { 'x-booking-token': link.searchParams.get('token')! },
      payload: { start: '2027-10-28T12:00:00Z' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const host = (uid: string, action: string) =>
      t.app.inject({ method: 'POST', url: `/api/bookings/${uid}/${action}`, headers: h.user.headers, payload: {} });
    expect((await host(o[2]!.uid, 'cancel')).statusCode).toBe(200);
    await settle(t);
    expect(fake.meetings(account)).toHaveLength(1);
    expect(dates()).toEqual([
      [starts[0], 'available'],
      ['2027-10-28T12:00:00.000Z', 'available'],
      [starts[2], 'deleted'],
      [starts[3], 'available'],
      [starts[4], 'available'],
    ]);
    // This and the following from the fourth: those dates deleted too, the meeting kept for the first two.
    expect((await host(o[3]!.uid, 'cancel-rest')).statusCode).toBe(200);
    await settle(t);
    expect(dates().map(([, status]) => status)).toEqual(['available', 'available', 'deleted', 'deleted', 'deleted']);
  });

  it('makes a meeting with no fixed time for a rule Zoom cannot repeat (every 6 months)', async () => {
    const { h, account } = await zoomSeriesHost({ frequency: 'monthly', interval: 6, maxOccurrences: 4 });
    const res = await bookSeries(t, h, '2027-01-14T09:00:00Z', 3, invitee());
    expect(res.statusCode, res.body).toBe(201);
    await settle(t);
    const [meeting, ...more] = fake.meetings(account);
    expect(more).toEqual([]);
    // Type 3: joinable at any time, kept while it is used (a scheduled one would expire 30 days after its date).
    expect(meeting!.type).toBe(3);
    expect(meeting!.recurrence).toBeUndefined();
  });
});
