import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SlotsResponse } from '#shared/schemas/availability.ts';
import {
  type BookingCreated,
  type HostBookingDetail,
  type HostBookingList,
  type PublicBooking,
  bookingMessages,
} from '#shared/schemas/bookings.ts';
import type {} from '../../api/plugins/outbox.ts';
import { isOverlapViolation } from '../../api/db/errors.ts';
import { type BookingHost, type Hours, createBookingHost, saveWeekStart } from '../helpers/bookings.ts';
import { outboxEmails, waitForEmails } from '../helpers/mail.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser } from '../helpers/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const ALL_DAY = [{ from: '00:00', to: '24:00' }];
const EVERY_DAY: Hours = {
  timeZone: 'UTC',
  weekly: { mon: ALL_DAY, tue: ALL_DAY, wed: ALL_DAY, thu: ALL_DAY, fri: ALL_DAY, sat: ALL_DAY, sun: ALL_DAY },
  overrides: [],
};

type Host = BookingHost;

/** A host open around the clock with one 30-minute event type and the given booking settings. */
const host = (settings: object = {}, hours = EVERY_DAY) => createBookingHost(t, { hours, settings });

/** A whole half hour some days ahead, in UTC. */
function future(days: number, hour = 9, minute = 0): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCHours(hour, minute, 0, 0);
  return d.toISOString();
}

function book(h: Host, body: Record<string, unknown>, key?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/public/${h.username}/consult/bookings`,
    headers: key ? { 'idempotency-key': key } : {},
    payload: {
      name: 'Ada Lovelace',
      email: `ada-${randomBytes(4).toString('hex')}@example.test`,
      notes: '',
      timeZone: 'Europe/Berlin',
      ...body,
    },
  });
}

async function booked(h: Host, start: string, extra: Record<string, unknown> = {}): Promise<BookingCreated> {
  const res = await book(h, { start, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<BookingCreated>();
}

const tokenOf = (b: BookingCreated) => new URL(b.manageUrl).searchParams.get('token')!;
const manage = (b: BookingCreated, token = tokenOf(b)) =>
  t.app.inject({ method: 'GET', url: `/api/public/bookings/${b.uid}`, headers: { 'x-booking-token': token } });
const act = (b: BookingCreated, action: 'cancel' | 'reschedule', payload: object, token = tokenOf(b)) =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/bookings/${b.uid}/${action}`,
    headers: { 'x-booking-token': token },
    payload,
  });

async function slotStarts(h: Host, from: string, to: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/public/${h.username}/consult/slots?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SlotsResponse>().slots.map((s) => s.start);
}

describe('booking a time', () => {
  it('answers 201 with the booking and a manage link, and the time is no longer open', async () => {
    const h = await host();
    const start = future(3);
    const b = await booked(h, start);
    expect(b).toMatchObject({
      status: 'accepted',
      start,
      end: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
    });
    expect(b.manageUrl).toMatch(new RegExp(`^http://kairos.test/booking/${b.uid}\\?token=[A-Za-z0-9_-]{43}$`));
    expect(await slotStarts(h, future(3, 8), future(3, 11))).not.toContain(start);
    // Stored: only a hash of the link's secret.
    const row = await t.db.booking.findUniqueOrThrow({ where: { uid: b.uid } });
    expect(row.manageTokenHash).not.toContain(tokenOf(b));
    expect(JSON.stringify(row)).not.toContain(tokenOf(b));
  });

  it('answers 409 for a time someone just booked, and honours buffers', async () => {
    const h = await host({ afterBuffer: 15, slotInterval: 15 });
    await booked(h, future(4, 9));
    const taken = await book(h, { start: future(4, 9), email: 'bob@example.test' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: bookingMessages.slotTaken });
    // 09:00–09:30 plus 15 minutes after: 09:30 is refused, 09:45 is fine.
    expect((await book(h, { start: future(4, 9, 30), email: 'c@example.test' })).statusCode).toBe(409);
    expect((await book(h, { start: future(4, 9, 45), email: 'd@example.test' })).statusCode).toBe(201);
  });

  it('is refused by the database itself when a write around the service overlaps (raw SQL)', async () => {
    const h = await host();
    const b = await booked(h, future(4, 15));
    // The same times under another uid, written in plain SQL as a script or a future bug might.
    const copy = `INSERT INTO bookings (id, uid, host_id, event_type_id, title, start_time, end_time, blocked_start,
        blocked_end, blocking, status, invitee_name, invitee_email, invitee_time_zone, notes, manage_token_hash,
        sequence, created_at, updated_at)
      SELECT 'raw-${b.uid}', 'raw-${b.uid}', host_id, event_type_id, title, start_time, end_time, blocked_start,
        blocked_end, blocking, status, invitee_name, invitee_email, invitee_time_zone, notes, 'raw-hash-${b.uid}',
        sequence, created_at, updated_at
      FROM bookings WHERE uid = '${b.uid}'`;
    const refused = await t.db.$executeRawUnsafe(copy).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).not.toBeNull();
    expect(isOverlapViolation(refused)).toBe(true);
    expect(await t.db.booking.count({ where: { hostId: h.user.id } })).toBe(1);
  });

  it('replays the same Idempotency-Key with 200 and the same booking, once', async () => {
    const h = await host();
    const key = randomUUID();
    const email = 'same@example.test';
    const first = await book(h, { start: future(5), email }, key);
    expect(first.statusCode).toBe(201);
    const again = await book(h, { start: future(5), email }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await t.db.booking.count({ where: { hostId: h.user.id } })).toBe(1);
    // The key used for something else is refused, and a key that is not a UUID too.
    expect((await book(h, { start: future(5, 11), email }, key)).statusCode).toBe(422);
    const bad = await book(h, { start: future(5, 12) }, 'not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: bookingMessages.idempotencyKey });
  });

  it('says why a time cannot be booked', async () => {
    const h = await host({ minimumNotice: 120 });
    const soon = new Date(Math.ceil((Date.now() + 30 * 60_000) / 1_800_000) * 1_800_000).toISOString();
    const tooSoon = await book(h, { start: soon });
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.json()).toEqual({ error: "Bookings need at least 2 hours' notice." });
    const past = await book(h, { start: future(-2) });
    expect(past.json()).toEqual({ error: bookingMessages.inPast });
    const offGrid = await book(h, { start: future(3, 9, 10) });
    expect(offGrid.statusCode).toBe(400);
    expect(offGrid.json()).toEqual({ error: bookingMessages.notOpen });

    const weekdays = await host({}, { ...EVERY_DAY, weekly: { ...EVERY_DAY.weekly, sat: [], sun: [] } });
    const saturday = new Date(future(7));
    saturday.setUTCDate(saturday.getUTCDate() + ((6 - saturday.getUTCDay() + 7) % 7));
    expect((await book(weekdays, { start: saturday.toISOString() })).json()).toEqual({
      error: bookingMessages.notOpen,
    });
    const windowed = await host({ bookingWindow: 'rolling', windowDays: 5 });
    expect((await book(windowed, { start: future(20) })).json()).toEqual({ error: bookingMessages.outsideWindow });
  });

  it('refuses bad input with 400 and unknown or hidden event types with 404', async () => {
    const h = await host();
    for (const body of [
      { start: future(3), name: '' },
      { start: future(3), email: 'not-an-email' },
      { start: future(3), timeZone: 'Mars/Olympus' },
      { start: 'tomorrow' },
      { start: future(3), notes: 'x'.repeat(1001) },
      { start: future(3), name: 'A\u0000B' },
    ]) {
      const res = await book(h, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ error: string }>().error).toBeTruthy();
    }
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/public/${h.username}/nope/bookings`,
      payload: { start: future(3), name: 'A', email: 'a@example.test', timeZone: 'UTC' },
    });
    expect(unknown.statusCode).toBe(404);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/event-types/${h.eventType.id}/toggle`,
      headers: h.user.headers,
      payload: { isVisible: false },
    });
    expect((await book(h, { start: future(3) })).statusCode).toBe(404);
  });

  it('limits bookings per invitee email', async () => {
    const limited = await createTestApp({ BOOKING_RATE_LIMIT_PER_EMAIL: '2' });
    const previous = t;
    t = limited;
    try {
      const h = await host();
      const email = 'often@example.test';
      expect((await book(h, { start: future(3, 9), email })).statusCode).toBe(201);
      expect((await book(h, { start: future(3, 10), email: 'OFTEN@example.test' })).statusCode).toBe(201);
      const third = await book(h, { start: future(3, 11), email });
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
      expect((await book(h, { start: future(3, 11), email: 'other@example.test' })).statusCode).toBe(201);
    } finally {
      t = previous;
      await limited.close();
    }
  });
});

describe('managing a booking by its link', () => {
  it('shows the booking to the link and the same 404 to a wrong, missing or unknown one', async () => {
    const h = await host();
    const b = await booked(h, future(6), { notes: 'About the engine' });
    const res = await manage(b);
    expect(res.statusCode).toBe(200);
    expect(res.json<PublicBooking>()).toMatchObject({
      uid: b.uid,
      status: 'accepted',
      title: 'Consultation',
      start: b.start,
      duration: 30,
      past: false,
      host: { name: 'Grace Hopper', timeZone: 'UTC' },
      username: h.username,
      eventSlug: 'consult',
      inviteeName: 'Ada Lovelace',
      notes: 'About the engine',
      icalUid: `${b.uid}@kairos.test`,
      sequence: 0,
      bookingPageTheme: 'system',
      brandColorLight: '#007bff',
    });
    const wrong = await manage(b, `${tokenOf(b).slice(0, -2)}xx`);
    const missing = await t.app.inject({ method: 'GET', url: `/api/public/bookings/${b.uid}` });
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/public/bookings/nope',
      headers: { 'x-booking-token': tokenOf(b) },
    });
    for (const r of [wrong, missing, unknown]) {
      expect(r.statusCode).toBe(404);
      expect(r.json()).toEqual({ error: bookingMessages.linkInvalid });
    }
    expect((await act(b, 'cancel', {}, 'wrong')).statusCode).toBe(404);
    expect((await act(b, 'reschedule', { start: future(7) }, 'wrong')).statusCode).toBe(404);
  });

  it('reschedules in place (same uid), frees the old time, and checks the new one', async () => {
    const h = await host();
    const b = await booked(h, future(8, 9));
    await booked(h, future(8, 11), { email: 'other@example.test' });
    const taken = await act(b, 'reschedule', { start: future(8, 11) });
    expect(taken.statusCode).toBe(409);
    const moved = await act(b, 'reschedule', { start: future(8, 10), reason: 'Clash' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<BookingCreated>()).toMatchObject({ uid: b.uid, start: future(8, 10) });
    const open = await slotStarts(h, future(8, 8), future(8, 12));
    expect(open).toContain(future(8, 9));
    expect(open).not.toContain(future(8, 10));
    // Shown to the invitee rescheduling (with the link's token), its own time is open; to others it is not.
    const forReschedule = await t.app.inject({
      method: 'GET',
      url: `/api/public/${h.username}/consult/slots?from=${encodeURIComponent(future(8, 8))}&to=${encodeURIComponent(future(8, 12))}&reschedule=${b.uid}`,
      headers: { 'x-booking-token': tokenOf(b) },
    });
    expect(forReschedule.json<SlotsResponse>().slots.map((x) => x.start)).toContain(future(8, 10));
    const forgedToken = await t.app.inject({
      method: 'GET',
      url: `/api/public/${h.username}/consult/slots?from=${encodeURIComponent(future(8, 8))}&to=${encodeURIComponent(future(8, 12))}&reschedule=${b.uid}`,
      headers: { 'x-booking-token': 'forged' },
    });
    expect(forgedToken.statusCode).toBe(404);
    // Its own time counts as free: a small move inside it works.
    expect((await act(b, 'reschedule', { start: future(8, 10, 0) })).statusCode).toBe(200);
    expect(await t.db.booking.count({ where: { hostId: h.user.id, status: 'accepted' } })).toBe(2);
  });

  it('cancels once: then 410, and a cancelled booking cannot be rescheduled', async () => {
    const h = await host();
    const b = await booked(h, future(9));
    const res = await act(b, 'cancel', { reason: 'Something came up' });
    expect(res.statusCode).toBe(200);
    const again = await act(b, 'cancel', {});
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ error: bookingMessages.alreadyCancelled });
    expect((await act(b, 'reschedule', { start: future(9, 10) })).statusCode).toBe(410);
    expect((await manage(b)).json<PublicBooking>()).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'invitee',
      cancelReason: 'Something came up',
    });
    expect(await slotStarts(h, future(9, 8), future(9, 11))).toContain(b.start);
  });
});

describe('emails and invites', () => {
  it('sends REQUEST/0, REQUEST/1, CANCEL/2 on one UID to the invitee, and the host a copy each time', async () => {
    const h = await host();
    const email = `inv-${randomBytes(3).toString('hex')}@example.test`;
    const b = await booked(h, future(10, 9), { email, notes: 'Bring the plans' });
    await waitForEmails(t.database.dataDir, (all) => all.filter((e) => e.to.includes(email)).length === 1);
    expect((await act(b, 'reschedule', { start: future(10, 10) })).statusCode).toBe(200);
    await waitForEmails(t.database.dataDir, (all) => all.filter((e) => e.to.includes(email)).length === 2);
    expect((await act(b, 'cancel', { reason: 'Ill' })).statusCode).toBe(200);
    const all = await waitForEmails(
      t.database.dataDir,
      // Both sides' three (the two emails of a change are sent side by side, in no fixed order).
      (emails) => emails.filter((e) => e.to.includes(email) || e.to.includes(h.user.email)).length === 6,
    );

    const invitee = all.filter((e) => e.to.includes(email));
    expect(invitee.map((e) => [e.invite?.method, e.invite?.sequence])).toEqual([
      ['REQUEST', 0],
      ['REQUEST', 1],
      ['CANCEL', 2],
    ]);
    expect(new Set(invitee.map((e) => e.invite?.uid))).toEqual(new Set([`${b.uid}@kairos.test`]));
    expect(invitee[0]!.invite).toMatchObject({ start: future(10, 9), end: future(10, 9, 30), status: 'CONFIRMED' });
    expect(invitee[1]!.invite).toMatchObject({ start: future(10, 10) });
    expect(invitee[2]!.invite?.status).toBe('CANCELLED');
    for (const e of invitee) {
      expect(e.invite?.contentTypeMethod).toBe(e.invite?.method);
      expect(e.invite?.stamp).toBeTruthy();
      expect(e.invite?.organizer).toMatch(/^mailto:user-|^mailto:/i);
      expect(e.invite?.attendees.join()).toContain(email);
      expect(e.messageId).toMatch(/@kairos\.test>$/);
    }
    // What, when in the invitee's zone (Berlin), the notes and the manage link.
    expect(invitee[0]!.text).toContain('Consultation');
    expect(invitee[0]!.text).toContain('Europe/Berlin');
    expect(invitee[0]!.text).toContain('Bring the plans');
    expect(invitee[0]!.text).toContain(b.manageUrl);
    expect(invitee[2]!.text).toContain('Ill');

    const hostMails = all.filter((e) => e.to.includes(h.user.email));
    expect(hostMails.map((e) => [e.invite?.method, e.invite?.sequence])).toEqual([
      ['PUBLISH', 0],
      ['PUBLISH', 1],
      ['CANCEL', 2],
    ]);
    expect(hostMails[0]!.text).not.toContain(tokenOf(b));
    // The secret never reaches the log.
    expect(t.logs.join('\n')).not.toContain(tokenOf(b));
  });
});

describe("the host's bookings", () => {
  it('lists upcoming oldest first, past and cancelled newest first, a page at a time, only their own', async () => {
    const h = await host();
    const starts = [future(12, 9), future(11, 9), future(13, 9), future(11, 10)];
    const made = [];
    for (const [i, s] of starts.entries()) made.push(await booked(h, s, { email: `p${i}@example.test` }));
    await act(made[2]!, 'cancel', {});
    // A past booking, written directly (nobody can book the past).
    await t.db.booking.create({
      data: {
        uid: `past-${randomBytes(4).toString('hex')}`,
        hostId: h.user.id,
        eventTypeId: h.eventType.id,
        title: 'Consultation',
        startTime: new Date(future(-3, 9)),
        endTime: new Date(future(-3, 9, 30)),
        blockedStart: new Date(future(-3, 9)),
        blockedEnd: new Date(future(-3, 9, 30)),
        inviteeName: 'Old',
        inviteeEmail: 'old@example.test',
        inviteeTimeZone: 'UTC',
        manageTokenHash: randomBytes(32).toString('hex'),
      },
    });
    const page = async (status: string, cursor?: string, limit = 2) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/bookings?status=${status}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
        headers: h.user.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<HostBookingList>();
    };
    const first = await page('upcoming');
    expect(first.items.map((b) => b.start)).toEqual([future(11, 9), future(11, 10)]);
    const second = await page('upcoming', first.nextCursor!);
    expect(second.items.map((b) => b.start)).toEqual([future(12, 9)]);
    expect(second.nextCursor).toBeNull();
    expect((await page('cancelled')).items.map((b) => b.uid)).toEqual([made[2]!.uid]);
    expect((await page('past')).items.map((b) => b.inviteeName)).toEqual(['Old']);
    expect(first.items[0]).toMatchObject({ inviteeEmail: 'p1@example.test', inviteeTimeZone: 'Europe/Berlin' });

    const other = await createUser(t);
    const theirs = await t.app.inject({ method: 'GET', url: '/api/bookings', headers: other.headers });
    expect(theirs.json<HostBookingList>().items).toEqual([]);
    const foreign = await t.app.inject({ method: 'GET', url: `/api/bookings/${made[0]!.uid}`, headers: other.headers });
    expect(foreign.statusCode).toBe(404);
    const foreignCancel = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${made[0]!.uid}/cancel`,
      headers: other.headers,
      payload: {},
    });
    expect(foreignCancel.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/bookings?cursor=garbage', headers: h.user.headers })).statusCode,
    ).toBe(400);
  });

  it('shows a booking with its history, and a host cancel emails the invitee with the reason', async () => {
    const h = await host();
    const email = `hc-${randomBytes(3).toString('hex')}@example.test`;
    const b = await booked(h, future(14, 9), { email });
    await act(b, 'reschedule', { start: future(14, 10), reason: 'Later please' });
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${b.uid}/cancel`,
      headers: h.user.headers,
      payload: { reason: 'I am travelling' },
    });
    expect(cancel.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${b.uid}/cancel`,
      headers: h.user.headers,
      payload: {},
    });
    expect(again.statusCode).toBe(410);
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/bookings/${b.uid}`, headers: h.user.headers })
    ).json<HostBookingDetail>();
    expect(detail.history.map((e) => [e.kind, e.actor, e.reason])).toEqual([
      ['created', 'invitee', null],
      ['rescheduled', 'invitee', 'Later please'],
      ['cancelled', 'host', 'I am travelling'],
    ]);
    expect(detail.history[1]!.fromStart).toBe(future(14, 9));
    const mails = await waitForEmails(
      t.database.dataDir,
      (all) => all.filter((e) => e.to.includes(email)).length === 3,
    );
    const last = mails.find((e) => e.to.includes(email) && e.invite?.method === 'CANCEL')!;
    expect(last.invite).toMatchObject({ method: 'CANCEL', sequence: 2 });
    expect(last.text).toContain('I am travelling');
    expect(last.text).toContain('Grace Hopper cancelled your booking.');
  });
});

describe('a host who deletes their account', () => {
  it("sends every upcoming booking's invitee a cancellation, and nothing to those already cancelled", async () => {
    const h = await host();
    const tag = randomBytes(3).toString('hex');
    const upcoming = await booked(h, future(20, 9), { email: `gone-a-${tag}@example.test` });
    await booked(h, future(21, 9), { email: `gone-b-${tag}@example.test` });
    const cancelled = await booked(h, future(22, 9), { email: `gone-c-${tag}@example.test` });
    await act(cancelled, 'cancel', {});
    await waitForEmails(t.database.dataDir, (all) => all.filter((e) => e.to.includes(`-${tag}@`)).length === 4);

    const res = await t.app.inject({ method: 'DELETE', url: '/api/profile', headers: h.user.headers });
    expect(res.statusCode).toBe(204);
    const mails = await waitForEmails(
      t.database.dataDir,
      (all) => all.filter((e) => e.to.includes(`-${tag}@`)).length === 6,
    );
    const closing = mails.filter(
      (e) => e.to.includes(`-${tag}@`) && e.text.includes(bookingMessages.hostAccountClosed),
    );
    expect(closing.map((e) => e.to).sort()).toEqual([`gone-a-${tag}@example.test`, `gone-b-${tag}@example.test`]);
    for (const e of closing) expect(e.invite).toMatchObject({ method: 'CANCEL', sequence: 1, status: 'CANCELLED' });
    expect(closing.find((e) => e.to.startsWith('gone-a'))!.invite!.uid).toBe(`${upcoming.uid}@kairos.test`);
    expect(await t.db.booking.count({ where: { hostId: h.user.id } })).toBe(0);
  });
});

describe('limits per day', () => {
  it('a day at its limit offers no times and refuses a booking with 409', async () => {
    const h = await host({ maxPerDay: 2 });
    await booked(h, future(15, 9));
    await booked(h, future(15, 10), { email: 'x@example.test' });
    expect(await slotStarts(h, future(15, 0), future(15, 23))).toEqual([]);
    const full = await book(h, { start: future(15, 12), email: 'y@example.test' });
    expect(full.statusCode).toBe(409);
    expect((await slotStarts(h, future(16, 0), future(16, 23))).length).toBeGreaterThan(0);
  });

  it("counts the weekly limit by the host's week start", async () => {
    const saturday = new Date(future(3));
    saturday.setUTCDate(saturday.getUTCDate() + ((6 - saturday.getUTCDay() + 7) % 7));
    const sunday = new Date(saturday.getTime() + 86_400_000);
    for (const [weekStart, sundayStatus] of [
      [0, 201],
      [1, 409],
    ] as const) {
      const h = await host({ maxPerWeek: 1 });
      await saveWeekStart(t, h.user, weekStart);
      await booked(h, saturday.toISOString());
      expect((await book(h, { start: sunday.toISOString() })).statusCode, `week start ${weekStart}`).toBe(sundayStatus);
    }
  });

  it('holds the limit under concurrent requests', async () => {
    const h = await host({ maxPerDay: 3 });
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => book(h, { start: future(17, 8 + i), email: `c${i}@example.test` })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c !== 201).every((c) => c === 409)).toBe(true);
  });
});

describe('the calendar feed', () => {
  it('serves every upcoming booking by UID and SEQUENCE; a rotated or revoked URL answers 404', async () => {
    const h = await host();
    const a = await booked(h, future(18, 9));
    const c = await booked(h, future(18, 11), { email: 'c2@example.test' });
    await act(c, 'cancel', {});
    const created = await t.app.inject({ method: 'POST', url: '/api/calendar-feed', headers: h.user.headers });
    expect(created.statusCode).toBe(201);
    const { url } = created.json<{ url: string }>();
    expect(url).toMatch(/^http:\/\/kairos\.test\/api\/public\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const path = new URL(url).pathname;
    const feed = await t.app.inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    expect(feed.body).toContain(`UID:${a.uid}@kairos.test`);
    expect(feed.body).toContain(`UID:${c.uid}@kairos.test`);
    expect(feed.body).toMatch(/STATUS:CANCELLED/);
    expect(feed.body).not.toMatch(/^METHOD:/m);
    expect(t.logs.join('\n')).not.toContain(path.split('/').at(-1)!.replace('.ics', ''));

    const state = await t.app.inject({ method: 'GET', url: '/api/calendar-feed', headers: h.user.headers });
    expect(state.json()).toEqual({ active: true });
    const rotated = (await t.app.inject({ method: 'POST', url: '/api/calendar-feed', headers: h.user.headers })).json<{
      url: string;
    }>();
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    const newPath = new URL(rotated.url).pathname;
    expect((await t.app.inject({ method: 'GET', url: newPath })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/calendar-feed', headers: h.user.headers })).statusCode,
    ).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: newPath })).statusCode).toBe(404);
  });
});

it('keeps the outbox empty of failures after all of this', async () => {
  await t.app.outbox.drain();
  expect(await t.db.outboxJob.count({ where: { lastError: { not: null } } })).toBe(0);
  expect((await outboxEmails(t.database.dataDir)).length).toBeGreaterThan(0);
});
