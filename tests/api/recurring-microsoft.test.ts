import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingCreated } from '#shared/schemas/bookings.ts';
import type { FakeMicrosoft } from '../fakes/microsoft.ts';
import { connectMicrosoft, withFakeMicrosoft } from '../helpers/microsoft.ts';
import { bookSeries, invitee, recurringHost } from '../helpers/recurring.ts';
import type { TestApp } from '../helpers/test-app.ts';

// A recurring booking in the host's Outlook calendar (issue 43, ADR 054), against the loopback fake of
// Graph: one event per occurrence (Graph's patternedRecurrence cannot take the invite's shape), each
// at its booked time, each removed when its occurrence is cancelled.

describe('a series in the host’s Outlook calendar', () => {
  const started = withFakeMicrosoft();
  let fake: FakeMicrosoft;
  let t: TestApp;
  beforeAll(() => ({ fake, t } = started));

  it('writes each occurrence at its booked time, moves a moved one in place and removes the cancelled ones', async () => {
    const h = await recurringHost(t, 'Europe/Berlin', { frequency: 'weekly', interval: 1, maxOccurrences: 10 });
    const account = fake.addAccount({ email: `${h.username}@contoso.test`, name: 'Grace Hopper' });
    await connectMicrosoft(t, h, fake, account);
    const res = await bookSeries(t, h, '2027-10-14T08:00:00Z', 4, invitee());
    expect(res.statusCode, res.body).toBe(201);
    const booked = res.json<BookingCreated>();
    await t.app.outbox.drain();
    const starts = () =>
      fake
        .events(account.calendar.id)
        .map((e) => new Date(e.start).toISOString())
        .sort();
    // Across the October change: 10:00 Berlin each week (08:00Z, then 09:00Z).
    expect(starts()).toEqual(booked.occurrences!.map((o) => o.start));

    const host = (uid: string, action: string) =>
      t.app.inject({ method: 'POST', url: `/api/bookings/${uid}/${action}`, headers: h.user.headers, payload: {} });
    expect((await host(booked.occurrences![1]!.uid, 'cancel')).statusCode).toBe(200);
    await t.app.outbox.drain();
    expect(starts()).toEqual([0, 2, 3].map((i) => booked.occurrences![i]!.start));

    // The fourth date moved by the invitee: its own event patched in place (same id), the others untouched.
    const ids = () => fake.events(account.calendar.id).map((e) => e.id);
    const before = ids();
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/public/bookings/${booked.occurrences![0]!.uid}`,
      headers: { 'x-booking-token': new URL(booked.manageUrl).searchParams.get('token')! },
    });
    const link = new URL(view.json().series.occurrences[3].manageUrl);
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${booked.occurrences![3]!.uid}/reschedule`,
      headers: { 'x-booking-token': link.searchParams.get('token')! },
      payload: { start: '2027-11-04T14:00:00Z' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await t.app.outbox.drain();
    expect(ids()).toEqual(before);
    expect(starts()).toEqual([
      booked.occurrences![0]!.start,
      booked.occurrences![2]!.start,
      '2027-11-04T14:00:00.000Z',
    ]);

    expect((await host(booked.occurrences![2]!.uid, 'cancel-rest')).statusCode).toBe(200);
    await t.app.outbox.drain();
    expect(starts()).toEqual([booked.occurrences![0]!.start]);
  });
});
