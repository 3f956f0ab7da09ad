import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SlotsResponse } from '#shared/schemas/availability.ts';
import { type BookingCreated, bookingMessages } from '#shared/schemas/bookings.ts';
import type {} from '../../api/plugins/outbox.ts';
import { busySources } from '../../api/modules/open-times/busy/index.ts';
import type { BookingEvent } from '../../api/modules/bookings/event.ts';
import { bookingListeners } from '../../api/modules/bookings/listeners/index.ts';
import { type BookingHost, EVERY_DAY_UTC, createBookingHost } from '../helpers/bookings.ts';
import { waitForEmails } from '../helpers/mail.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const MINUTE = 60_000;

/** What the test-only listener heard: every booking event, in order. */
const heard: BookingEvent[] = [];
/** Hosts whose bookings the failing listener refuses to react to (it throws for them). */
const failFor = new Set<string>();
/** Instants the test-only busy source calls taken, per host. */
const blocked = new Map<string, number>();

// The seams (ADR 019): a listener and a busy source are each one object and one registering line.
bookingListeners.push({
  name: 'test-recorder',
  events: ['created', 'rescheduled', 'cancelled'],
  run: async (e) => void heard.push(e),
});
bookingListeners.push({
  name: 'test-failing',
  events: ['created'],
  run: async (e) => {
    if (failFor.has(e.host.id)) throw new Error('this listener always fails');
  },
});
busySources.push({
  name: 'test-blocked',
  cached: false,
  busy: async ({ hostIds }) =>
    hostIds.flatMap((id) => {
      const at = blocked.get(id);
      return at === undefined ? [] : [{ start: at, end: at + 30 * MINUTE, reason: 'taken' as const }];
    }),
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A whole hour some days ahead, in UTC. */
function future(days: number, hour: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
}

const host = () => createBookingHost(t, { hours: EVERY_DAY_UTC });

function book(h: BookingHost, start: string, email = `seam-${randomBytes(4).toString('hex')}@example.test`) {
  return t.app.inject({
    method: 'POST',
    url: `/api/public/${h.username}/consult/bookings`,
    payload: { start, name: 'Ada Lovelace', email, notes: '', timeZone: 'UTC' },
  });
}

const act = (b: BookingCreated, action: 'cancel' | 'reschedule', payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/bookings/${b.uid}/${action}`,
    headers: { 'x-booking-token': new URL(b.manageUrl).searchParams.get('token')! },
    payload,
  });

async function slotStarts(h: BookingHost, from: string, to: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/public/${h.username}/consult/slots?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SlotsResponse>().slots.map((s) => s.start);
}

describe('a listener registered in one line', () => {
  it('hears created, rescheduled and cancelled for a booking, once each (in any order), after the commit', async () => {
    const h = await host();
    const res = await book(h, future(5, 9));
    expect(res.statusCode, res.body).toBe(201);
    const b = res.json<BookingCreated>();
    expect((await act(b, 'reschedule', { start: future(5, 11), reason: 'Later' })).statusCode).toBe(200);
    expect((await act(b, 'cancel', { reason: 'Ill' })).statusCode).toBe(200);
    await t.app.outbox.drain();

    // The outbox runs due jobs side by side: a listener orders a booking's events by its sequence.
    const mine = heard.filter((e) => e.booking.uid === b.uid).sort((x, y) => x.booking.sequence - y.booking.sequence);
    expect(mine.map((e) => [e.name, e.booking.sequence])).toEqual([
      ['created', 0],
      ['rescheduled', 1],
      ['cancelled', 2],
    ]);
    expect(mine[0]).toMatchObject({ host: { id: h.user.id }, booking: { startTime: future(5, 9) } });
    expect(mine[1]).toMatchObject({
      booking: { startTime: future(5, 11) },
      previous: { start: future(5, 9) },
      reason: 'Later',
    });
    expect(mine[2]).toMatchObject({ cancelledBy: 'invitee', reason: 'Ill', booking: { status: 'cancelled' } });
  });

  it('cannot undo the booking by failing, and the other listeners still run', async () => {
    const h = await host();
    failFor.add(h.user.id);
    const email = `kept-${randomBytes(3).toString('hex')}@example.test`;
    const res = await book(h, future(6, 9), email);
    expect(res.statusCode, res.body).toBe(201);
    await t.app.outbox.drain();
    const emails = await waitForEmails(t.database.dataDir, (all) => all.some((e) => e.to.includes(email)));
    expect(emails.filter((e) => e.to.includes(email))).toHaveLength(1);
    expect(heard.some((e) => e.booking.uid === res.json<BookingCreated>().uid)).toBe(true);
    // The failing listener's own job waits for its retry; the booking stands.
    const failing = await t.app.db.outboxJob.findMany({ where: { kind: 'booking-listener', doneAt: null } });
    expect(failing.map((j) => (JSON.parse(j.payload) as { listener: string }).listener)).toContain('test-failing');
    expect(await t.app.db.booking.count({ where: { hostId: h.user.id, status: { not: 'cancelled' } } })).toBe(1);
  });
});

describe('a busy source registered in one line', () => {
  it('makes a time unavailable in the open times and refuses its booking with 409', async () => {
    const h = await host();
    const [free, busy] = [future(7, 9), future(7, 10)];
    // (Another span: open times are kept per span and bookings version, and this source has no version.)
    expect(await slotStarts(h, future(7, 8), future(7, 11))).toEqual(expect.arrayContaining([free, busy]));

    blocked.set(h.user.id, Date.parse(busy));
    const starts = await slotStarts(h, future(7, 8), future(7, 12));
    expect(starts).toContain(free);
    expect(starts).not.toContain(busy);
    const refused = await book(h, busy);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: bookingMessages.slotTaken });
    expect((await book(h, free)).statusCode).toBe(201);
  });
});
