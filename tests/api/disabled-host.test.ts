import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookingCreated, type PublicBooking, bookingMessages } from '#shared/schemas/bookings.ts';
import { type BookingHost, EVERY_DAY_UTC, createBookingHost } from '../helpers/bookings.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, type TestUser } from '../helpers/users.ts';

// docs/product.md#disabled-hosts: a disabled account's public page, event pages, open times and
// booking API answer exactly like an unknown username's, also right after they were cached; its
// existing bookings stay viewable and cancellable by their links, but cannot be moved.

function dayAt(days: number, hour: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
}

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'app_admin' });
});
afterAll(async () => t.close());

const setDisabled = async (h: BookingHost, disabled: boolean) => {
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/users/${h.user.id}`,
    headers: admin.headers,
    payload: { disabled },
  });
  expect(res.statusCode, res.body).toBe(200);
};

let bookingHour = 0;

/** Everything an invitee can ask of a username, as [status, body] pairs (each booking at a new time). */
async function publicAnswers(username: string) {
  const from = dayAt(1, 0);
  const to = dayAt(8, 0);
  const asks = [
    t.app.inject({ method: 'GET', url: `/api/public/${username}` }),
    t.app.inject({ method: 'GET', url: `/api/public/${username}/consult` }),
    t.app.inject({
      method: 'GET',
      url: `/api/public/${username}/consult/slots?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
    }),
    t.app.inject({
      method: 'POST',
      url: `/api/public/${username}/consult/bookings`,
      payload: {
        start: dayAt(4, bookingHour++ % 24),
        name: 'Ada Lovelace',
        email: `ada-${randomBytes(4).toString('hex')}@example.test`,
        timeZone: 'UTC',
      },
    }),
  ];
  return (await Promise.all(asks)).map((res) => [res.statusCode, res.json<unknown>()]);
}

describe('a disabled host', () => {
  it('answers like an unknown user on the public page, event page, open times and booking, even when cached', async () => {
    const h = await createBookingHost(t, { hours: EVERY_DAY_UTC });
    // Warm every cache: the public page, the event page and the open times.
    const before = await publicAnswers(h.username);
    expect(before.map(([status]) => status)).toEqual([200, 200, 200, 201]);
    await publicAnswers(h.username);
    const booked = await t.db.booking.count({ where: { hostId: h.user.id } });

    await setDisabled(h, true);
    const unknown = await publicAnswers(`nobody-${randomBytes(4).toString('hex')}`);
    expect(unknown.map(([status]) => status)).toEqual([404, 404, 404, 404]);
    expect(await publicAnswers(h.username)).toEqual(unknown);
    // No booking was made while disabled.
    expect(await t.db.booking.count({ where: { hostId: h.user.id } })).toBe(booked);

    // Enabled again, the pages and open times are back as they were.
    await setDisabled(h, false);
    const after = await publicAnswers(h.username);
    expect(after.map(([status]) => status)).toEqual([200, 200, 200, 201]);
    expect(after.slice(0, 2)).toEqual(before.slice(0, 2));
  });

  it("keeps the host's bookings viewable and cancellable by their links, but not movable", async () => {
    const h = await createBookingHost(t, { hours: EVERY_DAY_UTC });
    const book = (hour: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/public/${h.username}/consult/bookings`,
        payload: { start: dayAt(5, hour), name: 'Ada', email: `ada-${hour}@example.test`, timeZone: 'UTC' },
      });
    const [first, second] = [(await book(9)).json<BookingCreated>(), (await book(11)).json<BookingCreated>()];
    const tokenOf = (b: BookingCreated) => ({ 'x-booking-token': new URL(b.manageUrl).searchParams.get('token')! });
    // The invitee's reschedule screen, warmed before the host is disabled.
    const slotsUrl = `/api/public/${h.username}/consult/slots?from=${encodeURIComponent(dayAt(5, 0))}&to=${encodeURIComponent(dayAt(6, 0))}&reschedule=${first.uid}`;
    expect((await t.app.inject({ method: 'GET', url: slotsUrl, headers: tokenOf(first) })).statusCode).toBe(200);

    await setDisabled(h, true);

    const view = await t.app.inject({
      method: 'GET',
      url: `/api/public/bookings/${first.uid}`,
      headers: tokenOf(first),
    });
    expect(view.statusCode, view.body).toBe(200);
    // Nothing to book again from the booking page.
    expect(view.json<PublicBooking>()).toMatchObject({ status: 'accepted', username: null, eventSlug: null });

    const slots = await t.app.inject({ method: 'GET', url: slotsUrl, headers: tokenOf(first) });
    expect(slots.statusCode).toBe(404);
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${first.uid}/reschedule`,
      headers: tokenOf(first),
      payload: { start: dayAt(5, 14) },
    });
    expect(moved.statusCode, moved.body).toBe(410);
    expect(moved.json()).toEqual({ error: bookingMessages.cannotReschedule });
    expect((await t.db.booking.findUniqueOrThrow({ where: { uid: first.uid } })).startTime.toISOString()).toBe(
      dayAt(5, 9),
    );

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${second.uid}/cancel`,
      headers: tokenOf(second),
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBeLessThan(300);
    expect((await t.db.booking.findUniqueOrThrow({ where: { uid: second.uid } })).status).toBe('cancelled');
  });
});
