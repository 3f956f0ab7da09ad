import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SlotsResponse } from '#shared/schemas/availability.ts';
import type { BookingCreated, HostBookingList, PublicBooking } from '#shared/schemas/bookings.ts';
import { seatMessages } from '#shared/schemas/seats.ts';
import { type BookingHost, EVERY_DAY_UTC, addEventType, createBookingHost } from '../helpers/bookings.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { readFeed } from '../helpers/bookings.ts';
import { parseICalendarStrictly } from '../helpers/ical.ts';
import { waitForEmails } from '../helpers/mail.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The hour `hour` UTC, `days` from today. */
function at(days: number, hour: number, minute = 0): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCHours(hour, minute, 0, 0);
  return d.toISOString();
}

const seated = (settings: object = {}) =>
  createBookingHost(t, { hours: EVERY_DAY_UTC, settings: { seats: 3, ...settings } });

function book(
  h: BookingHost,
  start: string,
  email = `a-${randomBytes(4).toString('hex')}@example.test`,
  slug = 'consult',
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/public/${h.username}/${slug}/bookings`,
    payload: { start, name: 'Ada Lovelace', email, notes: '', timeZone: 'UTC' },
  });
}

async function slotsOn(h: BookingHost, days: number, slug = 'consult'): Promise<SlotsResponse['slots']> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/public/${h.username}/${slug}/slots?from=${at(days, 0)}&to=${at(days + 1, 0)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SlotsResponse>().slots;
}

const slotAt = async (h: BookingHost, days: number, start: string) =>
  (await slotsOn(h, days)).find((s) => s.start === start);

describe('times with seats', () => {
  it('keeps a time open until it is full, counting the seats left down', async () => {
    const h = await seated();
    const start = at(3, 10);
    expect(await slotAt(h, 3, start)).toEqual({ start, seatsLeft: 3 });
    expect((await book(h, start)).statusCode).toBe(201);
    expect(await slotAt(h, 3, start)).toEqual({ start, seatsLeft: 2 });
    expect((await book(h, start)).statusCode).toBe(201);
    expect(await slotAt(h, 3, start)).toEqual({ start, seatsLeft: 1 });
    expect((await book(h, start)).statusCode).toBe(201);
    expect(await slotAt(h, 3, start)).toBeUndefined();
    const late = await book(h, start);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: seatMessages.full });
  });

  it('still blocks the overlapping starts of the same event type and the other event types', async () => {
    const h = await seated({ slotInterval: 15 });
    await addEventType(t, h, 'call');
    const start = at(4, 10);
    expect((await book(h, start)).statusCode).toBe(201);
    const starts = (await slotsOn(h, 4)).map((s) => s.start);
    expect(starts).toContain(start);
    expect(starts).not.toContain(at(4, 10, 15));
    expect(starts).not.toContain(at(4, 9, 45));
    const otherStarts = (
      await t.app.inject({
        method: 'GET',
        url: `/api/public/${h.username}/call/slots?from=${at(4, 0)}&to=${at(5, 0)}`,
      })
    ).json<SlotsResponse>().slots;
    expect(otherStarts.map((s) => s.start)).not.toContain(start);
    expect((await book(h, at(4, 10, 15))).statusCode).toBe(409);
  });

  it('frees only the cancelling attendee’s seat', async () => {
    const h = await seated();
    const start = at(5, 10);
    const first = (await book(h, start)).json<BookingCreated>();
    const second = (await book(h, start)).json<BookingCreated>();
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${first.uid}/cancel`,
      headers: { 'x-booking-token': new URL(first.manageUrl).searchParams.get('token')! },
      payload: {},
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await slotAt(h, 5, start)).toEqual({ start, seatsLeft: 2 });
    const kept = await t.db.booking.findUniqueOrThrow({ where: { uid: second.uid } });
    expect(kept.status).toBe('accepted');
  });

  it('moves only the rescheduling attendee’s seat, to a time with seats left', async () => {
    const h = await seated();
    const [from, to] = [at(16, 10), at(16, 12)];
    const ada = (await book(h, from)).json<BookingCreated>();
    await book(h, from);
    await book(h, to);
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${ada.uid}/reschedule`,
      headers: { 'x-booking-token': tokenOf(ada) },
      payload: { start: to },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await slotAt(h, 16, from)).toEqual({ start: from, seatsLeft: 2 });
    expect(await slotAt(h, 16, to)).toEqual({ start: to, seatsLeft: 1 });
    const rows = await t.db.booking.findMany({
      where: { hostId: h.user.id, blocking: true },
      orderBy: { startTime: 'asc' },
    });
    expect(rows.map((r) => r.startTime.toISOString())).toEqual([from, to, to]);
    expect(new Set(rows.slice(1).map((r) => r.seatKey)).size).toBe(1);
  });

  it('gives one person one seat of a time', async () => {
    const h = await seated();
    const start = at(6, 10);
    expect((await book(h, start, 'same@example.test')).statusCode).toBe(201);
    const again = await book(h, start, 'SAME@example.test');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: seatMessages.alreadySeated });
  });

  it('counts a time once toward the daily limit, however many seats it has taken', async () => {
    const h = await seated({ maxPerDay: 1 });
    const start = at(7, 10);
    expect((await book(h, start)).statusCode).toBe(201);
    expect((await slotsOn(h, 7)).map((s) => s.start)).toEqual([start]);
    expect((await book(h, start)).statusCode).toBe(201);
    expect((await book(h, at(7, 14))).statusCode).toBe(409);
    expect(await slotAt(h, 7, start)).toEqual({ start, seatsLeft: 1 });
  });

  it('applies the buffers around a seated time to the times beside it, not to its own seats', async () => {
    const h = await seated({ afterBuffer: 30 });
    const start = at(8, 10);
    expect((await book(h, start)).statusCode).toBe(201);
    expect((await book(h, start)).statusCode).toBe(201);
    expect((await book(h, at(8, 10, 30))).statusCode).toBe(409);
    expect((await book(h, at(8, 11))).statusCode).toBe(201);
  });

  it('hides the count when the host says so', async () => {
    const h = await seated({ showSeatsLeft: false });
    const start = at(9, 10);
    expect((await book(h, start)).statusCode).toBe(201);
    expect(await slotAt(h, 9, start)).toEqual({ start });
  });

  it('refuses fewer than 2 or more than 1000 seats', async () => {
    const h = await seated();
    for (const seats of [1, 1001, 2.5]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/event-types/${h.eventType.id}/booking-settings`,
        headers: h.user.headers,
        payload: { seats },
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('Seats must be between 2 and 1000 per time.');
    }
  });

  it('refuses seats together with confirmation, keeping the settings as they were', async () => {
    const h = await seated();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/event-types/${h.eventType.id}/booking-settings`,
      headers: h.user.headers,
      payload: { seats: 4, requiresConfirmation: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('A time with seats cannot require confirmation. Turn one of them off.');
    const start = at(9, 11);
    const booked = await book(h, start);
    expect(booked.statusCode).toBe(201);
    expect(booked.json().status).toBe('accepted');
    expect(await slotAt(h, 9, start)).toEqual({ start, seatsLeft: 2 });
  });
});

const tokenOf = (b: BookingCreated) => new URL(b.manageUrl).searchParams.get('token')!;

async function upcoming(h: BookingHost): Promise<HostBookingList['items']> {
  const res = await t.app.inject({ method: 'GET', url: '/api/bookings?status=upcoming', headers: h.user.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<HostBookingList>().items;
}

describe('the host and the attendees of a seated time', () => {
  it('shows the host each seat with its time’s attendees, first booked first', async () => {
    const h = await seated();
    const start = at(10, 10);
    const ada = (await book(h, start, 'ada@example.test')).json<BookingCreated>();
    const bob = (await book(h, start, 'bob@example.test')).json<BookingCreated>();
    const items = await upcoming(h);
    expect(items.map((i) => i.uid)).toEqual([ada.uid, bob.uid]);
    const attendees = [
      { uid: ada.uid, name: 'Ada Lovelace', email: 'ada@example.test' },
      { uid: bob.uid, name: 'Ada Lovelace', email: 'bob@example.test' },
    ];
    for (const item of items) expect(item.seat).toEqual({ key: expect.any(String), seats: 3, attendees });
    expect(items[0]!.seat!.key).toBe(items[1]!.seat!.key);
  });

  it('emails a CANCEL only to the attendee who cancels their seat', async () => {
    const h = await seated();
    const start = at(11, 10);
    const ada = (await book(h, start, 'ada-cancels@example.test')).json<BookingCreated>();
    const bob = (await book(h, start, 'bob-stays@example.test')).json<BookingCreated>();
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${ada.uid}/cancel`,
      headers: { 'x-booking-token': tokenOf(ada) },
      payload: { reason: 'Ill' },
    });
    expect(cancel.statusCode).toBe(200);
    const all = await waitForEmails(t.database.dataDir, (mails) =>
      mails.some((e) => e.to.includes('ada-cancels') && e.invite?.method === 'CANCEL'),
    );
    // The invites of this time's two bookings: ada's CANCEL goes to ada (and the host's copy), bob's stays.
    const ofTime = all.filter((e) => [ada.uid, bob.uid].some((uid) => e.invite?.uid.startsWith(`${uid}@`)));
    const cancels = ofTime.filter((e) => e.invite!.method === 'CANCEL' && e.to !== h.user.email);
    expect(cancels.map((e) => e.to)).toEqual(['ada-cancels@example.test']);
    expect(cancels[0]!.invite!.uid.startsWith(`${ada.uid}@`)).toBe(true);
    expect(cancels[0]!.invite!.attendees).toEqual(['mailto:ada-cancels@example.test']);
    expect(ofTime.filter((e) => e.invite!.method === 'CANCEL' && e.invite!.uid.startsWith(`${bob.uid}@`))).toEqual([]);
    expect(all.filter((e) => e.to.includes('bob-stays'))).toHaveLength(1);
    const kept = await t.db.booking.findUniqueOrThrow({ where: { uid: bob.uid } });
    expect(kept.status).toBe('accepted');
  });

  it('lets the host cancel the whole time: every attendee is emailed and the time opens again', async () => {
    const h = await seated();
    const start = at(12, 10);
    const emails = ['c1@example.test', 'c2@example.test'];
    const seats = await Promise.all(emails.map(async (e) => (await book(h, start, e)).json<BookingCreated>()));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${seats[1]!.uid}/cancel-time`,
      headers: h.user.headers,
      payload: { reason: 'The room is flooded' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ cancelled: 2 });
    const all = await waitForEmails(t.database.dataDir, (mails) =>
      emails.every((e) => mails.some((m) => m.to === e && m.invite?.method === 'CANCEL')),
    );
    for (const [i, e] of emails.entries()) {
      // Exactly this address: the host's random one (user-<hex>@) can end in "c1" too, and its copy is of the other seat.
      const cancel = all.find((m) => m.to === e && m.invite?.method === 'CANCEL')!;
      expect(cancel.invite!.uid.startsWith(`${seats[i]!.uid}@`)).toBe(true);
      expect(cancel.text).toContain('The room is flooded');
    }
    expect(await slotAt(h, 12, start)).toEqual({ start, seatsLeft: 3 });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${seats[0]!.uid}/cancel-time`,
      headers: h.user.headers,
      payload: {},
    });
    expect(again.statusCode).toBe(410);
  });

  it('refuses to cancel a time for a booking that is not a seat, and another host’s time is unknown', async () => {
    const plain = await createBookingHost(t, { hours: EVERY_DAY_UTC });
    const own = (await book(plain, at(13, 10))).json<BookingCreated>();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${own.uid}/cancel-time`,
      headers: plain.user.headers,
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: seatMessages.notSeated });
    const h = await seated();
    const seat = (await book(h, at(13, 12))).json<BookingCreated>();
    const stranger = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${seat.uid}/cancel-time`,
      headers: plain.user.headers,
      payload: {},
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('shows an attendee the others only when the host turns it on', async () => {
    const h = await seated();
    const start = at(14, 10);
    const ada = (await book(h, start, 'ada-sees@example.test')).json<BookingCreated>();
    await book(h, start, 'bob-seen@example.test');
    const view = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/public/bookings/${ada.uid}`,
          headers: { 'x-booking-token': tokenOf(ada) },
        })
      ).json<PublicBooking>();
    const hidden = await view();
    expect(hidden.otherAttendees).toBeUndefined();
    expect(JSON.stringify(hidden)).not.toContain('bob-seen');
    await t.app.inject({
      method: 'PUT',
      url: `/api/event-types/${h.eventType.id}/booking-settings`,
      headers: h.user.headers,
      payload: { minimumNotice: 0, bookingWindow: 'unlimited', seats: 3, showAttendees: true },
    });
    expect((await view()).otherAttendees).toEqual([{ name: 'Ada Lovelace', email: 'bob-seen@example.test' }]);
  });

  it('puts one event per time with its attendees in the host’s feed', async () => {
    const h = await seated();
    const start = at(15, 10);
    await book(h, start, 'feed-1@example.test');
    await book(h, start, 'feed-2@example.test');
    await book(h, at(15, 14), 'feed-3@example.test');
    const events = parseICalendarStrictly(await readFeed(t, h.user.id)).getAllSubcomponents('vevent');
    expect(events).toHaveLength(2);
    const attendees = events.map((e) => e.getAllProperties('attendee').map((p) => String(p.getFirstValue())));
    expect(attendees).toEqual([
      ['mailto:feed-1@example.test', 'mailto:feed-2@example.test'],
      ['mailto:feed-3@example.test'],
    ]);
    expect(new Set(events.map((e) => String(e.getFirstPropertyValue('uid')))).size).toBe(2);
  });
});
