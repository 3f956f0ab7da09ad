import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SlotsResponse } from '#shared/schemas/availability.ts';
import type { BookingCreated } from '#shared/schemas/bookings.ts';
import { seatMessages } from '#shared/schemas/seats.ts';
import { type BookingHost, EVERY_DAY_UTC, createBookingHost } from '../helpers/bookings.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

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
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/event-types',
      headers: h.user.headers,
      payload: { name: 'Call', slug: 'call', duration: 30 },
    });
    expect(other.statusCode).toBe(201);
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
});
