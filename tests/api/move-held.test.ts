import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingCreated, HostBookingDetail, HostBookingList, PublicBooking } from '#shared/schemas/bookings.ts';
import type { SlotsResponse } from '#shared/schemas/availability.ts';
import type {} from '../../api/plugins/outbox.ts';
import { type BookingHost, EVERY_DAY_UTC, createBookingHost } from '../helpers/bookings.ts';
import { outboxEmails, type OutboxEmail } from '../helpers/mail.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// A move into the short-notice window becomes a request, and the old time stays held until the host
// answers (issue 38, item 4; ADR 043): approved, the booking moves; declined or expired, it stays.

let t: TestApp;
let offset = 0;
const clock = { now: () => Date.now() + offset };
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(async () => t.close());

const HOUR = 3_600_000;

function future(days: number, hour = 12): string {
  const d = new Date(clock.now());
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
}
/** The next whole hour at least `hours` from the app's clock. */
const hoursAhead = (hours: number) => new Date(Math.ceil((clock.now() + hours * HOUR) / HOUR) * HOUR).toISOString();

const shortNoticeHost = () =>
  createBookingHost(t, {
    hours: EVERY_DAY_UTC,
    settings: { requiresConfirmation: true, confirmationThresholdHours: 24 },
  });

async function book(h: BookingHost, start: string) {
  const email = `ada-${randomBytes(4).toString('hex')}@example.test`;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/public/${h.username}/consult/bookings`,
    payload: { start, name: 'Ada', email, timeZone: 'UTC' },
  });
  return res;
}

async function booked(h: BookingHost, start: string) {
  const res = await book(h, start);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<BookingCreated>();
}

const move = (booking: BookingCreated, start: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/bookings/${booking.uid}/reschedule`,
    headers: { 'x-booking-token': new URL(booking.manageUrl).searchParams.get('token')! },
    payload: { start },
  });

const hostPost = (h: BookingHost, uid: string, action: 'approve' | 'decline', payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/bookings/${uid}/${action}`, headers: h.user.headers, payload });

const detail = async (h: BookingHost, uid: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/bookings/${uid}`, headers: h.user.headers })
  ).json<HostBookingDetail>();

async function openStarts(h: BookingHost, day: string) {
  const from = `${day.slice(0, 10)}T00:00:00.000Z`;
  const to = new Date(Date.parse(from) + 24 * HOUR).toISOString();
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/public/${h.username}/consult/slots?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
  });
  return res.json<SlotsResponse>().slots.map((s) => s.start);
}

async function mailTo(to: string): Promise<OutboxEmail[]> {
  await t.app.outbox.drain();
  return (await outboxEmails(t.database.dataDir)).filter((e) => e.to.includes(to));
}

/** A booking a week ahead, moved through its manage link to a time a few hours ahead. */
async function pendingMove() {
  offset = 0;
  const h = await shortNoticeHost();
  const old = future(7);
  const booking = await booked(h, old);
  const soon = hoursAhead(5);
  const res = await move(booking, soon);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json<BookingCreated>().status).toBe('pending');
  return { h, booking, old, soon };
}

describe('a move into the short-notice window', () => {
  it('holds both the old and the new time while the host decides, and both views show the time kept', async () => {
    const { h, booking, old, soon } = await pendingMove();
    const kept = { start: old, end: new Date(Date.parse(old) + 30 * 60_000).toISOString() };
    const manage = await t.app.inject({
      method: 'GET',
      url: `/api/public/bookings/${booking.uid}`,
      headers: { 'x-booking-token': new URL(booking.manageUrl).searchParams.get('token')! },
    });
    expect(manage.json<PublicBooking>()).toMatchObject({ status: 'pending', start: soon, heldTime: kept });
    expect(await detail(h, booking.uid)).toMatchObject({ status: 'pending', start: soon, heldTime: kept });
    const requests = await t.app.inject({
      method: 'GET',
      url: '/api/bookings?status=pending',
      headers: h.user.headers,
    });
    expect(requests.json<HostBookingList>().items).toMatchObject([{ uid: booking.uid, heldTime: kept }]);
    // The held time is no booking of its own in the host's list.
    const upcoming = await t.app.inject({
      method: 'GET',
      url: '/api/bookings?status=upcoming',
      headers: h.user.headers,
    });
    expect(upcoming.json<HostBookingList>().items).toEqual([]);
    expect(await openStarts(h, old)).not.toContain(old);
    expect(await openStarts(h, soon)).not.toContain(soon);
    expect((await book(h, old)).statusCode).toBe(409);
    expect((await book(h, soon)).statusCode).toBe(409);
  });

  it('approved: the booking is at the new time, the old time is free, the invitee gets the rescheduled invite', async () => {
    const { h, booking, old, soon } = await pendingMove();
    expect((await hostPost(h, booking.uid, 'approve')).statusCode).toBe(200);
    const now = await detail(h, booking.uid);
    expect(now.status).toBe('accepted');
    expect(now.start).toBe(soon);
    expect(await openStarts(h, old)).toContain(old);
    expect((await book(h, old)).statusCode).toBe(201);
    const mails = await mailTo(now.inviteeEmail);
    const moved = mails.filter((e) => e.subject.startsWith('Rescheduled'));
    expect(moved).toHaveLength(1);
    expect(moved[0]!.invite?.sequence).toBe(1);
    expect(moved[0]!.invite?.start).toBe(soon);
  });

  it('declined: the booking stays accepted at its old time, the new time is free, the invitee is told why', async () => {
    const { h, booking, old, soon } = await pendingMove();
    expect((await hostPost(h, booking.uid, 'decline', { reason: 'I am travelling' })).statusCode).toBe(200);
    const now = await detail(h, booking.uid);
    expect(now.status).toBe('accepted');
    expect(now.start).toBe(old);
    expect(await openStarts(h, soon)).toContain(soon);
    expect(await openStarts(h, old)).not.toContain(old);
    expect((await book(h, old)).statusCode).toBe(409);
    expect((await book(h, soon)).statusCode).toBe(201);
    const told = (await mailTo(now.inviteeEmail)).filter((e) => e.subject.startsWith('Move declined'));
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('I am travelling');
    expect(told[0]!.invite).toBeNull();
  });

  it('expired: the same as declined', async () => {
    const { h, booking, old, soon } = await pendingMove();
    const row = await t.db.booking.findUniqueOrThrow({ where: { uid: booking.uid } });
    offset = row.requestExpiresAt!.getTime() - Date.now() + 1000;
    await t.app.outbox.drain();
    const now = await detail(h, booking.uid);
    expect(now.status).toBe('accepted');
    expect(now.start).toBe(old);
    offset = 0;
    expect((await book(h, soon)).statusCode).toBe(201);
    expect((await book(h, old)).statusCode).toBe(409);
  });

  it('approved even when buffers widened since reach from the new time into the time it held', async () => {
    offset = 0;
    const h = await shortNoticeHost();
    const booking = await booked(h, hoursAhead(30));
    expect((await move(booking, hoursAhead(23))).json<BookingCreated>().status).toBe('pending');
    const widened = await t.app.inject({
      method: 'PUT',
      url: `/api/event-types/${h.eventType.id}/booking-settings`,
      headers: h.user.headers,
      payload: {
        minimumNotice: 0,
        bookingWindow: 'unlimited',
        requiresConfirmation: true,
        confirmationThresholdHours: 24,
        afterBuffer: 420,
      },
    });
    expect(widened.statusCode, widened.body).toBe(200);
    const approved = await hostPost(h, booking.uid, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
  });

  it('cancelled meanwhile: both times are free and the invitee gets the cancellation of the accepted booking', async () => {
    const { h, booking, old, soon } = await pendingMove();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${booking.uid}/cancel`,
      headers: { 'x-booking-token': new URL(booking.manageUrl).searchParams.get('token')! },
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await book(h, old)).statusCode).toBe(201);
    expect((await book(h, soon)).statusCode).toBe(201);
    const email = (await detail(h, booking.uid)).inviteeEmail;
    const cancelled = (await mailTo(email)).filter((e) => e.subject.startsWith('Cancelled'));
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.invite?.method).toBe('CANCEL');
  });

  it('outside the window stays an instant move that frees the old time', async () => {
    offset = 0;
    const h = await shortNoticeHost();
    const old = future(7);
    const booking = await booked(h, old);
    const res = await move(booking, future(8));
    expect(res.json<BookingCreated>().status).toBe('accepted');
    expect((await book(h, old)).statusCode).toBe(201);
  });
});
