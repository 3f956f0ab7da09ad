import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicBookingEventType, SlotsResponse } from '#shared/schemas/availability.ts';
import { bookingMessages } from '#shared/schemas/bookings.ts';
import type { TeamBookingCreated } from '#shared/schemas/team-event-types.ts';
import { type BookingHost, EVERY_DAY_UTC, createBookingHost } from '../helpers/bookings.ts';
import { bookingBody } from '../helpers/teams.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// A dynamic group link applies the strictest rule of every member's event type of the link's slug
// (docs/product.md#dynamic-group-links): the booker cannot name their own lax account to skip the host's.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const HOUR = 3_600_000;

/** A whole hour `days` ahead, in UTC. */
function future(days: number, hour = 12): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
}

/** A host with the event type `consult` (its `settings`), opted in to dynamic group links. */
async function member(settings: object = {}): Promise<BookingHost> {
  const h = await createBookingHost(t, { hours: EVERY_DAY_UTC, settings });
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/profile',
    headers: h.user.headers,
    payload: { first_name: 'Grace', last_name: 'Hopper', username: h.username, about: '', allow_dynamic_booking: true },
  });
  expect(res.statusCode, res.body).toBe(200);
  return h;
}

const link = (...members: BookingHost[]) => `/api/public/${members.map((m) => m.username).join('+')}/consult`;
const email = () => `ivy-${randomBytes(4).toString('hex')}@example.test`;

const bookLink = (url: string, start: string) =>
  t.app.inject({ method: 'POST', url: `${url}/bookings`, payload: bookingBody(start, email()) });

const move = (booking: TeamBookingCreated, start: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/bookings/${booking.uid}/reschedule`,
    headers: { 'x-booking-token': new URL(booking.manageUrl).searchParams.get('token')! },
    payload: { start },
  });

async function slotsOf(url: string, from: string, to: string): Promise<string[]> {
  const res = await t.app.inject({ url: `${url}/slots?from=${from}&to=${to}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SlotsResponse>().slots.map((s) => s.start);
}

describe('a dynamic group link applies the strictest rule of every member', () => {
  it('makes a request when a member requires confirmation, whoever is named first; that member answers it', async () => {
    const host = await member({ requiresConfirmation: true });
    const booker = await member();
    for (const url of [link(host, booker), link(booker, host)]) {
      const page = await t.app.inject({ url });
      expect(page.json<PublicBookingEventType>().requiresConfirmation).toBe(true);
      const res = await bookLink(url, future(3, url === link(host, booker) ? 9 : 11));
      expect(res.statusCode, res.body).toBe(201);
      const booking = res.json<TeamBookingCreated>();
      expect(booking.status).toBe('pending');
      // The booker's own account cannot approve it: only the member who asked for confirmation can.
      const byBooker = await t.app.inject({
        method: 'POST',
        url: `/api/bookings/${booking.uid}/approve`,
        headers: booker.user.headers,
      });
      expect(byBooker.statusCode).toBe(404);
      const approved = await t.app.inject({
        method: 'POST',
        url: `/api/bookings/${booking.uid}/approve`,
        headers: host.user.headers,
      });
      expect(approved.statusCode, approved.body).toBe(200);
      const lead = await t.db.booking.findUniqueOrThrow({ where: { uid: booking.uid } });
      const rows = await t.db.booking.findMany({ where: { OR: [{ id: lead.id }, { leadBookingId: lead.id }] } });
      expect(rows.map((r) => r.status)).toEqual(['accepted', 'accepted']);
    }
  });

  it('a declined group request frees every member’s time', async () => {
    const host = await member({ requiresConfirmation: true });
    const booker = await member();
    const url = link(booker, host);
    const start = future(4, 10);
    const res = await bookLink(url, start);
    expect(res.json<TeamBookingCreated>().status).toBe('pending');
    expect(await slotsOf(url, future(4, 0), future(5, 0))).not.toContain(start);
    const uid = res.json<TeamBookingCreated>().uid;
    const declined = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${uid}/decline`,
      headers: host.user.headers,
      payload: {},
    });
    expect(declined.statusCode, declined.body).toBe(200);
    const lead = await t.db.booking.findUniqueOrThrow({ where: { uid } });
    const rows = await t.db.booking.findMany({ where: { OR: [{ id: lead.id }, { leadBookingId: lead.id }] } });
    expect(rows.map((r) => [r.status, r.blocking])).toEqual([
      ['rejected', false],
      ['rejected', false],
    ]);
    expect(await slotsOf(url, future(4, 0), future(5, 0))).toContain(start);
  });

  it('a short-notice confirmation rule makes only short-notice times requests', async () => {
    const host = await member({ requiresConfirmation: true, confirmationThresholdHours: 48 });
    const booker = await member();
    const url = link(booker, host);
    const soon = await bookLink(url, new Date(Math.ceil((Date.now() + 5 * HOUR) / HOUR) * HOUR).toISOString());
    expect(soon.json<TeamBookingCreated>().status).toBe('pending');
    const later = await bookLink(url, future(6));
    expect(later.json<TeamBookingCreated>().status).toBe('accepted');
  });

  it('takes the longest minimum notice: times and booking agree, with the sentence a booking gets', async () => {
    const host = await member({ minimumNotice: 1440 });
    const booker = await member();
    const url = link(booker, host);
    const page = await t.app.inject({ url });
    expect(page.json<PublicBookingEventType>().minimumNotice).toBe(1440);
    const tooSoon = new Date(Math.ceil((Date.now() + 3 * HOUR) / HOUR) * HOUR).toISOString();
    const from = new Date(Date.now()).toISOString();
    const to = new Date(Date.now() + 2 * 24 * HOUR).toISOString();
    const times = await slotsOf(url, from, to);
    expect(times).not.toContain(tooSoon);
    expect(Date.parse(times[0]!)).toBeGreaterThanOrEqual(Date.now() + 24 * HOUR - 60_000);
    const res = await bookLink(url, tooSoon);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(bookingMessages.notice(1440));
  });

  it('takes the narrowest booking window', async () => {
    const host = await member({ bookingWindow: 'rolling', windowDays: 7 });
    const booker = await member();
    const url = link(booker, host);
    expect(await slotsOf(url, future(20, 0), future(21, 0))).toEqual([]);
    const res = await bookLink(url, future(20));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(bookingMessages.outsideWindow);
    expect((await bookLink(url, future(3))).statusCode).toBe(201);
  });

  it('keeps each member’s own day limit', async () => {
    const host = await member({ maxPerDay: 1 });
    const booker = await member();
    const day = future(5, 9);
    const own = await t.app.inject({
      method: 'POST',
      url: `/api/public/${host.username}/consult/bookings`,
      payload: bookingBody(day, email()),
    });
    expect(own.statusCode, own.body).toBe(201);
    const url = link(booker, host);
    expect(await slotsOf(url, future(5, 0), future(6, 0))).toEqual([]);
    const res = await bookLink(url, future(5, 15));
    expect(res.statusCode).toBe(409);
  });

  it('takes the longest buffers of every member', async () => {
    const host = await member({ beforeBuffer: 60 });
    const booker = await member();
    const busy = await t.app.inject({
      method: 'POST',
      url: `/api/public/${booker.username}/consult/bookings`,
      payload: bookingBody(future(6, 12), email()),
    });
    expect(busy.statusCode, busy.body).toBe(201);
    // 13:00 needs the hour before it free for every member: the booker's 12:00–12:30 is in the way.
    const url = link(booker, host);
    expect(await slotsOf(url, future(6, 0), future(7, 0))).not.toContain(future(6, 13));
    expect((await bookLink(url, future(6, 13))).statusCode).toBe(409);
    expect((await bookLink(url, future(6, 14))).statusCode).toBe(201);
  });

  it('names no disabled member', async () => {
    const host = await member();
    const booker = await member();
    await t.db.user.update({ where: { id: host.user.id }, data: { disabledAt: new Date() } });
    expect((await t.app.inject({ url: link(booker, host) })).statusCode).toBe(404);
    expect((await bookLink(link(booker, host), future(3))).statusCode).toBe(404);
  });

  it('judges a group booking’s move by every member’s rules, as a new booking of its new time', async () => {
    const host = await member({ requiresConfirmation: true, confirmationThresholdHours: 24, minimumNotice: 120 });
    const booker = await member();
    const soon = new Date(Math.ceil((Date.now() + 5 * HOUR) / HOUR) * HOUR).toISOString();
    const tooSoon = new Date(Math.ceil(Date.now() / HOUR) * HOUR + HOUR / 2).toISOString();
    // Led by the host: the move into their short-notice window is a request they answer.
    const led = (await bookLink(link(host, booker), future(7, 9))).json<TeamBookingCreated>();
    expect(led.status).toBe('accepted');
    const moved = await move(led, soon);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<TeamBookingCreated>().status).toBe('pending');
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${led.uid}/approve`,
      headers: host.user.headers,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    // Led by the booker: a time the host must confirm cannot be reached by moving, only by booking anew.
    const byBooker = (await bookLink(link(booker, host), future(7, 11))).json<TeamBookingCreated>();
    expect(byBooker.status).toBe('accepted');
    const refused = await move(byBooker, new Date(Date.parse(soon) + 2 * HOUR).toISOString());
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toEqual({ error: bookingMessages.cannotReschedule });
    // The host's minimum notice holds for the move too, whoever leads.
    const early = await move(byBooker, tooSoon);
    expect(early.json()).toEqual({ error: bookingMessages.notice(120) });
  });
});
