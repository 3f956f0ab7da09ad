import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_HORIZON_DAYS } from '#shared/constants.ts';
import type { SlotsResponse } from '#shared/schemas/availability.ts';
import { type BookingCreated, bookingMessages } from '#shared/schemas/bookings.ts';
import { type BookingHost, EVERY_DAY_UTC, createBookingHost } from '../helpers/bookings.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// docs/product.md#booking-horizon: nothing is offered or booked past BOOKING_HORIZON_DAYS, whatever
// the event type's window says, and the write refuses an instant it cannot store with a 400.

const DAY = 86_400_000;
const LAST_TIME = '9999-12-31T23:30:00.000Z';

/** The whole half hour `days` from now, at 12:00 UTC. */
function noonAfter(days: number): string {
  const d = new Date(Date.now() + days * DAY);
  d.setUTCHours(12, 0, 0, 0);
  return d.toISOString();
}

function book(t: TestApp, h: BookingHost, start: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/public/${h.username}/consult/bookings`,
    payload: {
      start,
      name: 'Ada Lovelace',
      email: `ada-${randomBytes(4).toString('hex')}@example.test`,
      timeZone: 'UTC',
    },
  });
}

async function slots(t: TestApp, h: BookingHost, from: string, to: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/public/${h.username}/consult/slots?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SlotsResponse>();
}

describe('the booking horizon', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('offers no time of an unlimited window on the last day a date can have', async () => {
    const h = await createBookingHost(t, { hours: EVERY_DAY_UTC });
    expect(await slots(t, h, '9999-12-01T00:00:00Z', '9999-12-31T23:59:00Z')).toEqual({
      slots: [],
      nextAvailable: null,
    });
  });

  it('offers times up to the horizon and none after it, in a span that crosses it', async () => {
    const h = await createBookingHost(t, { hours: EVERY_DAY_UTC });
    const from = noonAfter(BOOKING_HORIZON_DAYS - 20);
    const to = noonAfter(BOOKING_HORIZON_DAYS + 20);
    const before = Date.now();
    const answer = await slots(t, h, from, to);
    const horizon = Date.now() + BOOKING_HORIZON_DAYS * DAY;
    expect(answer.slots.length).toBeGreaterThan(0);
    expect(Date.parse(answer.slots.at(-1)!.start)).toBeLessThan(horizon);
    expect(Date.parse(answer.slots.at(-1)!.start)).toBeGreaterThan(before + (BOOKING_HORIZON_DAYS - 1) * DAY);
    expect(answer.nextAvailable).toBeNull();
    // Just before the horizon, the next available time is looked for up to it, not past it.
    const early = await slots(t, h, noonAfter(BOOKING_HORIZON_DAYS - 60), noonAfter(BOOKING_HORIZON_DAYS - 59));
    expect(early.nextAvailable).not.toBeNull();
  });

  it('bounds rolling windows longer than the horizon too', async () => {
    const h = await createBookingHost(t, {
      hours: EVERY_DAY_UTC,
      settings: { bookingWindow: 'rolling', windowDays: 3650 },
    });
    const past = await slots(t, h, noonAfter(BOOKING_HORIZON_DAYS + 5), noonAfter(BOOKING_HORIZON_DAYS + 30));
    expect(past.slots).toEqual([]);
    const res = await book(t, h, noonAfter(BOOKING_HORIZON_DAYS + 10));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ error: bookingMessages.beyondHorizon });
  });

  it('refuses with a 400 a time past the horizon, 9999-12-31 23:30 included, and books one before it', async () => {
    const h = await createBookingHost(t, { hours: EVERY_DAY_UTC, settings: { beforeBuffer: 60, afterBuffer: 60 } });
    for (const start of [LAST_TIME, noonAfter(BOOKING_HORIZON_DAYS + 1)]) {
      const res = await book(t, h, start);
      expect(res.statusCode, `${start}: ${res.body}`).toBe(400);
      expect(res.json()).toEqual({ error: bookingMessages.beyondHorizon });
    }
    expect((await book(t, h, noonAfter(BOOKING_HORIZON_DAYS - 2))).statusCode).toBe(201);
    expect(await t.db.booking.count({ where: { hostId: h.user.id } })).toBe(1);
  });

  it('refuses to reschedule a booking past the horizon', async () => {
    const h = await createBookingHost(t, { hours: EVERY_DAY_UTC });
    const created = await book(t, h, noonAfter(3));
    expect(created.statusCode, created.body).toBe(201);
    const b = created.json<BookingCreated>();
    const token = new URL(b.manageUrl).searchParams.get('token')!;
    for (const start of [LAST_TIME, noonAfter(BOOKING_HORIZON_DAYS + 1)]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/public/bookings/${b.uid}/reschedule`,
        headers: { 'x-booking-token': token },
        payload: { start },
      });
      expect(res.statusCode, `${start}: ${res.body}`).toBe(400);
      expect(res.json()).toEqual({ error: bookingMessages.beyondHorizon });
    }
  });

  it('answers 400, never 5xx, to dates no database stores, in slots and bookings', async () => {
    const h = await createBookingHost(t, { hours: EVERY_DAY_UTC });
    const hostile = [
      '10000-01-01T00:00:00Z',
      '+010000-01-01T00:00:00Z',
      '-000001-12-31T00:00:00Z',
      '-1-01-01T00:00:00Z',
      '0000-01-01T00:00:00Z',
      '0001-01-01T00:00:00Z',
      '9999-12-31T23:59:59.999Z',
      '275760-09-13T00:00:00Z',
    ];
    for (const start of hostile) {
      const booked = await book(t, h, start);
      expect(booked.statusCode, `book ${start}: ${booked.body}`).toBe(400);
      for (const [from, to] of [
        [start, '9999-12-31T00:00:00Z'],
        ['0001-01-01T00:00:00Z', start],
        [start, start.replace(/-01T/, '-20T')],
      ]) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/public/${h.username}/consult/slots?from=${encodeURIComponent(from!)}&to=${encodeURIComponent(to!)}`,
        });
        expect(res.statusCode, `slots ${from}..${to}: ${res.body}`).toBeLessThan(500);
      }
    }
  });
});

describe('the booking write, whatever the open times said', () => {
  // A server whose clock reads 9999-12-30: the horizon lets 9999-12-31 23:30 be offered, and the
  // booking's end (and buffer) would be in the year 10000.
  let t: TestApp;
  let offset = 0;
  beforeAll(async () => {
    t = await createTestApp({}, { clock: { now: () => Date.now() + offset } });
  });
  afterAll(async () => t.close());

  it('refuses with a 400 a booking whose end or buffer the database cannot store', async () => {
    const plain = await createBookingHost(t, { hours: EVERY_DAY_UTC });
    const buffered = await createBookingHost(t, { hours: EVERY_DAY_UTC, settings: { afterBuffer: 30 } });
    offset = Date.parse('9999-12-30T00:00:00Z') - Date.now();
    // Its end would be 10000-01-01 00:00; the other's end is storable, its buffer is not.
    for (const [h, start] of [
      [plain, LAST_TIME],
      [buffered, '9999-12-31T23:00:00.000Z'],
    ] as const) {
      const offered = await slots(t, h, '9999-12-31T22:00:00Z', '9999-12-31T23:59:00Z');
      expect(offered.slots.at(-1)?.start).toBe(start);
      const res = await book(t, h, start);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ error: bookingMessages.unstorable });
      expect(await t.db.booking.count({ where: { hostId: h.user.id } })).toBe(0);
    }
  });
});
