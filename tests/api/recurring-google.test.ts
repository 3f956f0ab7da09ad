import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingCreated } from '#shared/schemas/bookings.ts';
import { type FakeGoogle, startFakeGoogle } from '../fakes/google.ts';
import { connectGoogle, googleEnv } from '../helpers/google.ts';
import { bookSeries, invitee, recurringHost } from '../helpers/recurring.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// A recurring booking in the host's Google calendar (issue 43, ADR 054), against the loopback fake of
// Google's API: one recurring event with the invite's UID, on the host's wall clock with its zone, its
// RRULE, changed one occurrence at a time as that instance (events.instances: a cancelled date is its
// instance cancelled, a moved one its instance patched), and deleted once nothing is left.

const READ_SCOPE = new Set(['https://www.googleapis.com/auth/calendar.readonly']);

describe('a series in the host’s Google calendar', () => {
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

  it('writes one recurring event; a cancelled date is its instance cancelled, a moved one its instance moved; deleted when the series is cancelled', async () => {
    const h = await recurringHost(t, 'Europe/Berlin', { frequency: 'weekly', interval: 1, maxOccurrences: 10 });
    const account = fake.addAccount({ email: `${h.username}@gmail.test`, name: 'Grace Hopper' });
    await connectGoogle(t, h, fake, account);
    const res = await bookSeries(t, h, '2027-10-14T08:00:00Z', 4, invitee());
    expect(res.statusCode, res.body).toBe(201);
    const booked = res.json<BookingCreated>();
    await t.app.outbox.drain();

    let events = fake.events(account.email);
    expect(events).toHaveLength(1);
    const master = events[0]!;
    expect(master).toMatchObject({
      iCalUID: `${booked.uid}@kairos.test`,
      start: { dateTime: '2027-10-14T10:00:00', timeZone: 'Europe/Berlin' },
      end: { dateTime: '2027-10-14T10:30:00', timeZone: 'Europe/Berlin' },
      recurrence: ['RRULE:FREQ=WEEKLY;INTERVAL=1;COUNT=4'],
    });

    // Google's own view of the series, as a calendar app reads it (events.instances).
    const instances = () => {
      const url = new URL(
        `${fake.origin}/calendar/v3/calendars/primary/events/${master.id}/instances?showDeleted=true`,
      );
      const read = fake.api.handle('GET', url, undefined, account.email, READ_SCOPE);
      expect(read.status).toBe(200);
      type Time = { dateTime: string };
      type Instance = { id: string; status: string; start?: Time; originalStartTime: Time };
      // A cancelled instance comes with its id, status and original start alone.
      return (read.body as { items: Instance[] }).items.map((i) => ({
        id: i.id,
        status: i.status,
        start: new Date((i.start ?? i.originalStartTime).dateTime).toISOString(),
      }));
    };
    const starts = booked.occurrences!.map((o) => o.start);
    const ids = ['20271014T080000Z', '20271021T080000Z', '20271028T080000Z', '20271104T090000Z'].map(
      (s) => `${master.id}_${s}`,
    );

    const host = (uid: string, action: string) =>
      t.app.inject({ method: 'POST', url: `/api/bookings/${uid}/${action}`, headers: h.user.headers, payload: {} });
    expect((await host(booked.occurrences![1]!.uid, 'cancel')).statusCode).toBe(200);
    await t.app.outbox.drain();
    // The rule as booked; the second date is its instance, cancelled.
    events = fake.events(account.email);
    expect(events.map((e) => e.id)).toEqual([master.id]);
    expect(events[0]!.recurrence).toEqual(['RRULE:FREQ=WEEKLY;INTERVAL=1;COUNT=4']);
    expect(instances()).toEqual([
      { id: ids[0], status: 'confirmed', start: starts[0] },
      { id: ids[1], status: 'cancelled', start: starts[1] },
      { id: ids[2], status: 'confirmed', start: starts[2] },
      { id: ids[3], status: 'confirmed', start: starts[3] },
    ]);

    // The third date moved by the invitee: that instance patched to its new time, the rule unchanged.
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/public/bookings/${booked.occurrences![0]!.uid}`,
      headers: { 'x-booking-token': new URL(booked.manageUrl).searchParams.get('token')! },
    });
    const link = new URL(view.json().series.occurrences[2].manageUrl);
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${booked.occurrences![2]!.uid}/reschedule`,
      headers: { 'x-booking-token': link.searchParams.get('token')! },
      payload: { start: '2027-10-28T13:00:00Z' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await t.app.outbox.drain();
    expect(fake.events(account.email).find((e) => e.id === master.id)!.recurrence).toEqual([
      'RRULE:FREQ=WEEKLY;INTERVAL=1;COUNT=4',
    ]);
    expect(instances()).toEqual([
      { id: ids[0], status: 'confirmed', start: starts[0] },
      { id: ids[1], status: 'cancelled', start: starts[1] },
      { id: ids[2], status: 'confirmed', start: '2027-10-28T13:00:00.000Z' },
      { id: ids[3], status: 'confirmed', start: starts[3] },
    ]);
    // Read back into Kairos: the moved instance blocks its new time, not its old one.
    const slots = await t.app.inject({
      method: 'GET',
      url: `/api/public/${h.username}/consult/slots?from=2027-10-28T08:00:00Z&to=2027-10-28T14:00:00Z`,
    });
    const open = slots.json().slots.map((s: { start: string }) => s.start);
    expect(open).toContain('2027-10-28T08:00:00.000Z');
    expect(open).not.toContain('2027-10-28T13:00:00.000Z');

    expect((await host(booked.occurrences![0]!.uid, 'cancel-rest')).statusCode).toBe(200);
    await t.app.outbox.drain();
    expect(fake.events(account.email).filter((e) => !e.recurringEventId)).toEqual([]);
  });
});
