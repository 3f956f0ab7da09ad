import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SlotsResponse } from '#shared/schemas/availability.ts';
import type { BookingCreated, HostBookingDetail, HostBookingList, PublicBooking } from '#shared/schemas/bookings.ts';
import { type RequestLinkView, requestMessages } from '#shared/schemas/requests.ts';
import type { EventType } from '#shared/schemas/event-types.ts';
import type {} from '../../api/plugins/outbox.ts';
import { type BookingHost, EVERY_DAY_UTC, createBookingHost } from '../helpers/bookings.ts';
import { type OutboxEmail, outboxEmails } from '../helpers/mail.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const HOUR = 3_600_000;

/** The app's clock, moved by the tests (ADR 025's expiry runs on it). */
let offset = 0;
const clock = { now: () => Date.now() + offset };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(async () => t.close());

/** A whole hour some days ahead of the app's clock, in UTC. */
function future(days: number, hour: number): string {
  const d = new Date(clock.now());
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
}

const requestHost = (settings: object = {}) =>
  createBookingHost(t, { hours: EVERY_DAY_UTC, settings: { requiresConfirmation: true, ...settings } });

async function book(h: BookingHost, start: string, email = `ada-${randomBytes(4).toString('hex')}@example.test`) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/public/${h.username}/consult/bookings`,
    payload: { start, name: 'Ada Lovelace', email, notes: 'About the engine', timeZone: 'UTC' },
  });
  return { res, email };
}

async function request(h: BookingHost, start: string) {
  const { res, email } = await book(h, start);
  expect(res.statusCode, res.body).toBe(201);
  return { booking: res.json<BookingCreated>(), email };
}

const hostPost = (h: BookingHost, uid: string, action: 'approve' | 'decline' | 'cancel', payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/bookings/${uid}/${action}`, headers: h.user.headers, payload });

const manageToken = (b: BookingCreated) => new URL(b.manageUrl).searchParams.get('token')!;

/** Everything sent to `to` so far, after the outbox has run what is due. */
async function mailTo(to: string): Promise<OutboxEmail[]> {
  await t.app.outbox.drain();
  return (await outboxEmails(t.database.dataDir)).filter((e) => e.to.includes(to));
}

/** The host's approve and decline links, from the request's email as a mail client reads it. */
async function linksFor(h: BookingHost, uid: string) {
  const email = (await mailTo(h.user.email)).find(
    (e) => e.subject.startsWith('Request to confirm') && e.text.includes(uid),
  );
  expect(email, 'the host got the request email').toBeDefined();
  const urls = [...email!.text.matchAll(/http:\/\/kairos\.test\/booking\/[^\s)]+/g)].map((m) => new URL(m[0]));
  const approve = urls.find((u) => u.pathname.endsWith('/approve'))!;
  const decline = urls.find((u) => u.pathname.endsWith('/decline'))!;
  return { approve: approve.searchParams.get('token')!, decline: decline.searchParams.get('token')! };
}

const linkPost = (uid: string, action: 'approve' | 'decline', token: string, payload: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/requests/${uid}/${action}`,
    headers: { 'x-request-token': token },
    payload,
  });

async function statusOf(h: BookingHost, uid: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/bookings/${uid}`, headers: h.user.headers });
  return res.json<HostBookingDetail>();
}

async function openStarts(h: BookingHost, day: string) {
  const from = `${day.slice(0, 10)}T00:00:00.000Z`;
  const to = new Date(Date.parse(from) + 24 * HOUR).toISOString();
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/public/${h.username}/consult/slots?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
  });
  return res.json<SlotsResponse>().slots.map((s) => s.start);
}

describe('a host who closes their account with a request unanswered', () => {
  it('tells the invitee the request is cancelled, with no calendar invitation to cancel', async () => {
    const h = await requestHost();
    const { booking, email } = await request(h, future(6, 10));
    expect(booking.status).toBe('pending');
    expect((await t.app.inject({ method: 'DELETE', url: '/api/profile', headers: h.user.headers })).statusCode).toBe(
      204,
    );
    const closing = (await mailTo(email)).filter((e) => e.subject.startsWith('Request cancelled'));
    expect(closing).toHaveLength(1);
    expect(closing[0]!.text).toContain('The host closed their Kairos account.');
    expect(closing[0]!.text).toContain('Nothing was added to your calendar.');
    expect(closing[0]!.invite).toBeNull();
  });
});

describe('the event type setting', () => {
  it('is part of the booking settings, with a 24-hour expiry by default', async () => {
    const h = await requestHost({ confirmationThresholdHours: 48 });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/event-types/${h.eventType.id}`,
      headers: h.user.headers,
    });
    expect(res.json<EventType>().bookingSettings).toMatchObject({
      requiresConfirmation: true,
      confirmationThresholdHours: 48,
      confirmationExpiryHours: 24,
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/event-types/${h.eventType.id}/booking-settings`,
      headers: h.user.headers,
      payload: { requiresConfirmation: true, confirmationExpiryHours: 0 },
    });
    expect(bad.statusCode).toBe(400);
    // The booker's read says it too, so the form can ask to request a time before it is sent.
    const page = await t.app.inject({ method: 'GET', url: `/api/public/${h.username}/consult` });
    expect(page.json()).toMatchObject({ requiresConfirmation: true, confirmationThresholdHours: 48 });
  });

  it('asks for confirmation only when booked less than the threshold ahead', async () => {
    const h = await requestHost({ confirmationThresholdHours: 48 });
    const soon = await request(h, new Date(Math.ceil((clock.now() + 24 * HOUR) / HOUR) * HOUR).toISOString());
    expect(soon.booking.status).toBe('pending');
    const later = await request(h, future(5, 10));
    expect(later.booking.status).toBe('accepted');
  });
});

describe('a pending request', () => {
  it('answers 201 pending, holds its time, counts toward the limits, and is listed under pending', async () => {
    const h = await requestHost({ maxPerDay: 2 });
    const start = future(3, 9);
    const { booking } = await request(h, start);
    expect(booking).toMatchObject({ status: 'pending', start });

    // Its time is taken for everyone else, and the day's limit counts it.
    expect(await openStarts(h, start)).not.toContain(start);
    expect((await book(h, start)).res.statusCode).toBe(409);
    expect((await book(h, future(3, 11))).res.statusCode).toBe(201);
    expect((await book(h, future(3, 13))).res.statusCode).toBe(409);

    const list = await t.app.inject({ method: 'GET', url: '/api/bookings?status=pending', headers: h.user.headers });
    expect(list.json<HostBookingList>().items.map((b) => b.uid)).toContain(booking.uid);
    const upcoming = await t.app.inject({ method: 'GET', url: '/api/bookings', headers: h.user.headers });
    expect(upcoming.json<HostBookingList>().items.map((b) => b.uid)).not.toContain(booking.uid);

    // The invitee's page says it is waiting.
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/public/bookings/${booking.uid}`,
      headers: { 'x-booking-token': manageToken(booking) },
    });
    expect(page.json<PublicBooking>()).toMatchObject({ status: 'pending' });
    expect(page.json<PublicBooking>().requestExpiresAt).not.toBeNull();
  });

  it('emails the invitee that it is requested, with no invite, and the host the Approve and Decline links', async () => {
    const h = await requestHost();
    const { booking, email } = await request(h, future(4, 9));
    const invitee = await mailTo(email);
    expect(invitee).toHaveLength(1);
    expect(invitee[0]!.subject).toBe('Requested: Consultation with Grace Hopper');
    expect(invitee[0]!.text).toContain('not confirmed yet');
    expect(invitee[0]!.invite).toBeNull();
    const links = await linksFor(h, booking.uid);
    expect(links.approve).not.toBe(links.decline);
  });

  it('stays pending when the invitee moves it, and can still be cancelled from the manage link', async () => {
    const h = await requestHost();
    const { booking, email } = await request(h, future(4, 12));
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${booking.uid}/reschedule`,
      headers: { 'x-booking-token': manageToken(booking) },
      payload: { start: future(4, 14) },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<BookingCreated>().status).toBe('pending');
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${booking.uid}/cancel`,
      headers: { 'x-booking-token': manageToken(booking) },
      payload: {},
    });
    expect(cancelled.statusCode).toBe(200);
    const subjects = (await mailTo(email)).map((e) => e.subject);
    expect(subjects.sort()).toEqual([
      'Request cancelled: Consultation with Grace Hopper',
      'Request moved: Consultation with Grace Hopper',
      'Requested: Consultation with Grace Hopper',
    ]);
    expect((await mailTo(email)).every((e) => e.invite === null)).toBe(true);
    expect((await hostPost(h, booking.uid, 'approve')).json()).toEqual({ error: requestMessages.cancelledByInvitee });
  });
});

describe('approving and declining in the app', () => {
  it('approves once: the invitee gets the REQUEST invite, then a cancel sends CANCEL with a higher SEQUENCE', async () => {
    const h = await requestHost();
    const { booking, email } = await request(h, future(5, 9));
    const first = await hostPost(h, booking.uid, 'approve');
    expect(first.statusCode, first.body).toBe(200);
    const again = await hostPost(h, booking.uid, 'approve');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: requestMessages.alreadyApproved });
    expect((await hostPost(h, booking.uid, 'decline')).statusCode).toBe(409);

    const detail = await statusOf(h, booking.uid);
    expect(detail.status).toBe('accepted');
    expect(detail.history.map((e) => e.kind)).toEqual(['created', 'approved']);

    expect((await hostPost(h, booking.uid, 'cancel', { reason: 'Ill' })).statusCode).toBe(200);
    const mails = await mailTo(email);
    expect(mails.map((e) => e.subject).sort()).toEqual([
      'Cancelled: Consultation with Grace Hopper',
      'Confirmed: Consultation with Grace Hopper',
      'Requested: Consultation with Grace Hopper',
    ]);
    const requested = mails.find((e) => e.subject.startsWith('Requested'))!;
    const confirmed = mails.find((e) => e.subject.startsWith('Confirmed'))!;
    const cancelled = mails.find((e) => e.subject.startsWith('Cancelled'))!;
    expect(requested.invite).toBeNull();
    expect(confirmed.invite).toMatchObject({ method: 'REQUEST', start: future(5, 9) });
    expect(cancelled.invite).toMatchObject({ method: 'CANCEL', uid: confirmed.invite!.uid });
    expect(cancelled.invite!.sequence).toBeGreaterThan(confirmed.invite!.sequence);
    // The host's copy of the approval: their own published invite, no request to themselves.
    const hostCopy = (await mailTo(h.user.email)).find((e) => e.subject.startsWith('Confirmed'))!;
    expect(hostCopy.text).toContain('You approved this request.');
    expect(hostCopy.invite).toMatchObject({ method: 'PUBLISH', uid: confirmed.invite!.uid });
  });

  it('declines with a reason: the invitee is told it, gets no invite, and the time is open again', async () => {
    const h = await requestHost();
    const start = future(5, 15);
    const { booking, email } = await request(h, start);
    const res = await hostPost(h, booking.uid, 'decline', { reason: 'I am away that week' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await hostPost(h, booking.uid, 'decline')).json()).toEqual({ error: requestMessages.alreadyDeclined });
    expect((await hostPost(h, booking.uid, 'approve')).statusCode).toBe(409);
    const declined = (await mailTo(email)).find((e) => e.subject.startsWith('Declined'))!;
    expect(declined.subject).toBe('Declined: Consultation with Grace Hopper');
    expect(declined.text).toContain('I am away that week');
    expect(declined.invite).toBeNull();
    expect(await openStarts(h, start)).toContain(start);
    const cancelledTab = await t.app.inject({
      method: 'GET',
      url: '/api/bookings?status=cancelled',
      headers: h.user.headers,
    });
    expect(cancelledTab.json<HostBookingList>().items.find((b) => b.uid === booking.uid)).toMatchObject({
      status: 'rejected',
      cancelReason: 'I am away that week',
    });
    // The invitee's manage link can no longer change it.
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${booking.uid}/cancel`,
      headers: { 'x-booking-token': manageToken(booking) },
      payload: {},
    });
    expect(cancel.statusCode).toBe(410);
  });

  it("refuses another host's request as unknown, and a booking that was never a request", async () => {
    const h = await requestHost();
    const other = await requestHost();
    const { booking } = await request(h, future(6, 9));
    expect((await hostPost(other, booking.uid, 'approve')).statusCode).toBe(404);
    const plain = await createBookingHost(t, { hours: EVERY_DAY_UTC });
    const { res } = await book(plain, future(6, 9));
    expect(res.statusCode, res.body).toBe(201);
    const accepted = res.json<BookingCreated>();
    expect(accepted.status).toBe('accepted');
    expect((await hostPost(plain, accepted.uid, 'approve')).json()).toEqual({ error: requestMessages.notRequest });
  });
});

describe('the signed links of the host email', () => {
  it('shows the request on GET without changing it, approves once, and refuses a forged or reused link', async () => {
    const h = await requestHost();
    const { booking } = await request(h, future(7, 9));
    const links = await linksFor(h, booking.uid);

    const view = await t.app.inject({
      method: 'GET',
      url: `/api/public/requests/${booking.uid}`,
      headers: { 'x-request-token': links.approve },
    });
    expect(view.statusCode).toBe(200);
    expect(view.json<RequestLinkView>()).toMatchObject({ action: 'approve', status: 'pending', decided: null });
    expect((await statusOf(h, booking.uid)).status).toBe('pending');

    const forged = links.approve.slice(0, -2) + (links.approve.endsWith('AA') ? 'BB' : 'AA');
    for (const token of [forged, links.decline, '']) {
      const res = await linkPost(booking.uid, 'approve', token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: requestMessages.linkInvalid });
    }
    expect((await linkPost(booking.uid, 'approve', links.approve)).statusCode).toBe(200);
    const reused = await linkPost(booking.uid, 'approve', links.approve);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({ error: requestMessages.alreadyApproved });
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/public/requests/${booking.uid}`,
      headers: { 'x-request-token': links.decline },
    });
    expect(after.json<RequestLinkView>()).toMatchObject({
      action: 'decline',
      decided: requestMessages.alreadyApproved,
    });
    expect((await linkPost(booking.uid, 'decline', links.decline)).statusCode).toBe(409);
  });
});

describe('expiry', () => {
  it('declines an unanswered request at its deadline, exactly once, and tells the invitee, also across a restart', async () => {
    offset = 0;
    const h = await requestHost({ confirmationExpiryHours: 2 });
    const { booking, email } = await request(h, future(8, 9));
    const row = await t.db.booking.findUniqueOrThrow({ where: { uid: booking.uid } });
    const deadline = row.requestExpiresAt!.getTime();
    expect(deadline - row.createdAt.getTime()).toBeGreaterThanOrEqual(2 * HOUR - 1000);

    offset = deadline - Date.now() - 1000;
    await t.app.outbox.drain();
    expect((await statusOf(h, booking.uid)).status).toBe('pending');

    // A restart in between: another process on the same database, its clock past the deadline.
    const second = await createTestApp({}, { clock, sameDatabaseAs: t });
    try {
      offset = deadline - Date.now() + 1000;
      await Promise.all([second.app.outbox.drain(), t.app.outbox.drain()]);
      await second.app.outbox.drain();
    } finally {
      await second.close();
    }
    const detail = await statusOf(h, booking.uid);
    expect(detail).toMatchObject({
      status: 'rejected',
      cancelledBy: 'system',
      cancelReason: requestMessages.expiredReason,
    });
    expect(detail.history.filter((e) => e.kind === 'declined')).toHaveLength(1);
    const expired = (await mailTo(email)).filter((e) => e.subject.startsWith('Request expired'));
    expect(expired).toHaveLength(1);
    expect((await hostPost(h, booking.uid, 'approve')).json()).toEqual({ error: requestMessages.expired });
    offset = 0;
  });

  it('expires by the start time when that comes first', async () => {
    offset = 0;
    const h = await requestHost({ confirmationExpiryHours: 48 });
    const start = new Date(Math.ceil((clock.now() + 3 * HOUR) / HOUR) * HOUR).toISOString();
    const { booking } = await request(h, start);
    const row = await t.db.booking.findUniqueOrThrow({ where: { uid: booking.uid } });
    expect(row.requestExpiresAt!.toISOString()).toBe(start);
  });
});

describe("the host's calendar for bookings", () => {
  it('gets nothing while a request waits, and the booking once it is approved', async () => {
    const h = await requestHost();
    // A calendar for bookings, as connecting one leaves it (no conflicts checked: no live read here).
    const connection = await t.db.calendarConnection.create({
      data: { userId: h.user.id, kind: 'caldav', url: 'https://dav.example.test/' },
    });
    await t.db.connectedCalendar.create({
      data: {
        connectionId: connection.id,
        url: 'https://dav.example.test/work/',
        name: 'Work',
        writable: true,
        checkConflicts: false,
        destinationFor: h.user.id,
      },
    });
    const calendarJobs = async (uid: string) =>
      (await t.db.outboxJob.findMany({ where: { kind: 'booking-listener' } }))
        .map((j) => JSON.parse(j.payload) as { listener: string; event: { name: string; booking: { uid: string } } })
        .filter((j) => j.listener === 'calendar-write' && j.event.booking.uid === uid)
        .map((j) => j.event.name);
    const { booking } = await request(h, future(10, 9));
    expect(await calendarJobs(booking.uid)).toEqual([]);
    expect((await hostPost(h, booking.uid, 'approve')).statusCode).toBe(200);
    expect(await calendarJobs(booking.uid)).toEqual(['approved']);
    // That calendar server does not exist: the write is not this test's to run.
    await t.db.outboxJob.updateMany({
      where: { kind: 'booking-listener', payload: { contains: '"listener":"calendar-write"' } },
      data: { doneAt: new Date() },
    });
  });
});

describe('webhooks', () => {
  it('sends BOOKING_REQUESTED, then BOOKING_CREATED on approval; BOOKING_REJECTED on a decline', async () => {
    const h = await requestHost();
    const id = `wh_${randomBytes(6).toString('hex')}`;
    await t.db.webhook.create({
      data: {
        id,
        userId: h.user.id,
        url: 'https://hooks.example.test/kairos',
        events: 'BOOKING_CREATED,BOOKING_REQUESTED,BOOKING_REJECTED',
        secretSealed: t.app.secretBox.seal('whsec_x', `webhook:${id}`),
      },
    });
    const approved = await request(h, future(9, 9));
    const declined = await request(h, future(9, 11));
    await hostPost(h, approved.booking.uid, 'approve');
    await hostPost(h, declined.booking.uid, 'decline', { reason: 'No' });
    await t.app.outbox.drain();
    const jobs = await t.db.outboxJob.findMany({ where: { kind: 'webhook' }, orderBy: { createdAt: 'asc' } });
    const sent = jobs
      .map(
        (j) => JSON.parse(JSON.parse(j.payload).body as string) as { triggerEvent: string; payload: { uid: string } },
      )
      .filter((b) => [approved.booking.uid, declined.booking.uid].includes(b.payload.uid))
      .map((b) => `${b.triggerEvent} ${b.payload.uid === approved.booking.uid ? 'approved' : 'declined'}`);
    expect(sent.sort()).toEqual(
      [
        'BOOKING_REQUESTED approved',
        'BOOKING_CREATED approved',
        'BOOKING_REQUESTED declined',
        'BOOKING_REJECTED declined',
      ].sort(),
    );
  });
});
