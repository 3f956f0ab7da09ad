import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isOverlapViolation } from '../../api/db/errors.ts';
import {
  type PublicBookingEventType,
  type SlotsResponse,
  emptyWeeklyHours,
  availabilityMessages,
} from '#shared/schemas/availability.ts';
import { DEFAULT_BOOKING_FIELDS } from '#shared/booker-basics.ts';
import type { PublicProfile } from '#shared/schemas/public.ts';
import {
  type BookingHost,
  type Hours,
  createBookingHost,
  saveHours as saveHostHours,
  saveWeekStart,
} from '../helpers/bookings.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const noDays = emptyWeeklyHours();

type Host = BookingHost;

/** A host with one event type open at any notice and window, and the given hours. */
const host = (hours: Hours, duration = 60, settings: object = {}) =>
  createBookingHost(t, { hours, duration, description: 'Talk it through', settings });
const saveHours = (h: Host, hours: Hours) => saveHostHours(t, h, hours);

function slotsRequest(username: string, slug: string, from: string, to: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/public/${username}/${slug}/slots?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
  });
}

async function slots(h: Host, from: string, to: string): Promise<SlotsResponse> {
  const res = await slotsRequest(h.username, 'consult', from, to);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SlotsResponse>();
}
const starts = (r: SlotsResponse) => r.slots.map((s) => s.start);

describe('open times through the API', () => {
  it('are exact on the Berlin spring-forward day: 5 hours in 00:00–06:00', async () => {
    const h = await host({
      timeZone: 'Europe/Berlin',
      weekly: noDays,
      overrides: [{ date: '2027-03-28', intervals: [{ from: '00:00', to: '06:00' }] }],
    });
    const r = await slots(h, '2027-03-27T00:00:00Z', '2027-03-29T00:00:00Z');
    expect(starts(r)).toEqual([
      '2027-03-27T23:00:00.000Z',
      '2027-03-28T00:00:00.000Z',
      '2027-03-28T01:00:00.000Z',
      '2027-03-28T02:00:00.000Z',
      '2027-03-28T03:00:00.000Z',
    ]);
    expect(r.nextAvailable).toBeNull();
  });

  it('are exact on the Berlin fall-back day: 02:00 happens twice, so 7 times', async () => {
    const h = await host({
      timeZone: 'Europe/Berlin',
      weekly: noDays,
      overrides: [{ date: '2027-10-31', intervals: [{ from: '00:00', to: '06:00' }] }],
    });
    const r = await slots(h, '2027-10-30T00:00:00Z', '2027-11-01T00:00:00Z');
    expect(starts(r).map((s) => s.slice(11, 16))).toEqual([
      '22:00',
      '23:00',
      '00:00',
      '01:00',
      '02:00',
      '03:00',
      '04:00',
    ]);
  });

  it('start a Kathmandu host’s grid at 09:00 local, 03:15Z', async () => {
    const h = await host({
      timeZone: 'Asia/Kathmandu',
      weekly: { ...noDays, mon: [{ from: '09:00', to: '11:00' }] },
      overrides: [],
    });
    const r = await slots(h, '2027-03-01T00:00:00Z', '2027-03-02T00:00:00Z');
    expect(starts(r)).toEqual(['2027-03-01T03:15:00.000Z', '2027-03-01T04:15:00.000Z']);
    expect(r.nextAvailable).toBe('2027-03-08T03:15:00.000Z');
  });

  it('follow overrides: a day off and a day with other hours, on the host’s local dates', async () => {
    const h = await host({
      timeZone: 'Pacific/Auckland',
      weekly: { ...noDays, mon: [{ from: '09:00', to: '10:00' }], tue: [{ from: '09:00', to: '10:00' }] },
      overrides: [
        { date: '2027-03-08', intervals: [] },
        { date: '2027-03-09', intervals: [{ from: '15:00', to: '16:00' }] },
      ],
    });
    // Auckland is UTC+13 in March: Tuesday 15:00 there is Tuesday 02:00Z.
    const r = await slots(h, '2027-03-06T00:00:00Z', '2027-03-13T00:00:00Z');
    expect(starts(r)).toEqual(['2027-03-09T02:00:00.000Z']);
  });

  it('keep clear of bookings and their buffers, and of limits per day', async () => {
    const h = await host(
      { timeZone: 'UTC', weekly: { ...noDays, mon: [{ from: '09:00', to: '13:00' }] }, overrides: [] },
      60,
      {
        afterBuffer: 0,
      },
    );
    await booking(h, '2027-03-01T10:00:00Z', '2027-03-01T11:00:00Z', 15);
    const r = await slots(h, '2027-03-01T00:00:00Z', '2027-03-02T00:00:00Z');
    // 10:00 is taken and its 15-minute after-buffer reaches into 11:00.
    expect(starts(r).map((s) => s.slice(11, 16))).toEqual(['09:00', '12:00']);
    await t.app.inject({
      method: 'PUT',
      url: `/api/event-types/${h.eventType.id}/booking-settings`,
      headers: h.user.headers,
      payload: { minimumNotice: 0, bookingWindow: 'unlimited', maxPerDay: 1 },
    });
    const limited = await slots(h, '2027-03-01T00:00:00Z', '2027-03-02T00:00:00Z');
    expect(limited.slots).toEqual([]);
    expect(limited.nextAvailable).toBe('2027-03-08T09:00:00.000Z');
  });

  it('respect the minimum notice and the rolling window', async () => {
    const h = await host(
      {
        timeZone: 'UTC',
        weekly: {
          mon: [{ from: '00:00', to: '24:00' }],
          tue: [{ from: '00:00', to: '24:00' }],
          wed: [{ from: '00:00', to: '24:00' }],
          thu: [{ from: '00:00', to: '24:00' }],
          fri: [{ from: '00:00', to: '24:00' }],
          sat: [{ from: '00:00', to: '24:00' }],
          sun: [{ from: '00:00', to: '24:00' }],
        },
        overrides: [],
      },
      60,
      {
        minimumNotice: 180,
        bookingWindow: 'rolling',
        windowDays: 2,
      },
    );
    const now = Date.now();
    const r = await slots(h, new Date(now - 86_400_000).toISOString(), new Date(now + 10 * 86_400_000).toISOString());
    const first = Date.parse(r.slots[0]!.start);
    expect(first).toBeGreaterThanOrEqual(now + 180 * 60_000);
    expect(first).toBeLessThan(now + 240 * 60_000);
    // Today plus two days, whole UTC days.
    const lastDay = new Date(now + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(r.slots.at(-1)!.start).toBe(`${lastDay}T23:00:00.000Z`);
    expect(r.nextAvailable).toBeNull();
  });

  it('answer 400 for unreadable dates, a reversed span and a span over 42 days', async () => {
    const h = await host({ timeZone: 'UTC', weekly: noDays, overrides: [] });
    for (const [from, to, error] of [
      ['yesterday', '2027-03-02T00:00:00Z', availabilityMessages.invalidInstant],
      ['2027-03-01T00:00:00', '2027-03-02T00:00:00Z', availabilityMessages.invalidInstant],
      ['2027-02-30T00:00:00Z', '2027-03-02T00:00:00Z', availabilityMessages.invalidInstant],
      ['2027-03-02T00:00:00Z', '2027-03-01T00:00:00Z', availabilityMessages.spanOrder],
      ['2027-03-01T00:00:00Z', '2027-04-12T00:00:01Z', availabilityMessages.spanTooLong],
    ] as const) {
      const res = await slotsRequest(h.username, 'consult', from, to);
      expect(res.statusCode, `${from} ${to}`).toBe(400);
      expect(res.json()).toEqual({ error });
    }
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/public/${h.username}/consult/slots?from=2027-03-01`,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toHaveProperty('error');
    expect((await slotsRequest(h.username, 'consult', '2027-03-01T00:00:00Z', '2027-04-12T00:00:00Z')).statusCode).toBe(
      200,
    );
  });

  it('answer 404 for an unknown user, an unknown event type and a hidden one', async () => {
    const h = await host({ timeZone: 'UTC', weekly: noDays, overrides: [] });
    const range = ['2027-03-01T00:00:00Z', '2027-03-02T00:00:00Z'] as const;
    expect((await slotsRequest('nobody-at-all', 'consult', ...range)).statusCode).toBe(404);
    expect((await slotsRequest(h.username, 'no-such-event', ...range)).statusCode).toBe(404);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/event-types/${h.eventType.id}/toggle`,
      headers: h.user.headers,
      payload: { isVisible: false },
    });
    const hidden = await slotsRequest(h.username, 'consult', ...range);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ error: availabilityMessages.bookingPageNotFound });
    expect((await t.app.inject({ method: 'GET', url: `/api/public/${h.username}/consult` })).statusCode).toBe(404);
  });

  it('are never stale: a change to the hours or a new booking shows at once', async () => {
    const h = await host({
      timeZone: 'UTC',
      weekly: { ...noDays, mon: [{ from: '09:00', to: '11:00' }] },
      overrides: [],
    });
    const span = ['2027-03-01T00:00:00Z', '2027-03-02T00:00:00Z'] as const;
    expect(starts(await slots(h, ...span)).length).toBe(2);
    await saveHours(h, {
      timeZone: 'UTC',
      weekly: { ...noDays, mon: [{ from: '09:00', to: '12:00' }] },
      overrides: [],
    });
    expect(starts(await slots(h, ...span)).length).toBe(3);
    await booking(h, '2027-03-01T09:00:00Z', '2027-03-01T10:00:00Z');
    expect(starts(await slots(h, ...span)).map((s) => s.slice(11, 16))).toEqual(['10:00', '11:00']);
    await t.db.booking.updateMany({ where: { hostId: h.user.id }, data: { blocking: false, status: 'cancelled' } });
    expect(starts(await slots(h, ...span)).length).toBe(3);
  });
});

/** A booking written straight to the table, as the next issue's booking flow will. */
function booking(h: Host, start: string, end: string, afterBuffer = 0) {
  return t.db.booking.create({
    data: {
      uid: randomBytes(8).toString('hex'),
      hostId: h.user.id,
      eventTypeId: h.eventType.id,
      title: 'Consultation',
      startTime: new Date(start),
      endTime: new Date(end),
      blockedStart: new Date(start),
      blockedEnd: new Date(Date.parse(end) + afterBuffer * 60_000),
      inviteeName: 'Ada',
      inviteeEmail: 'ada@example.test',
      inviteeTimeZone: 'Europe/London',
      manageTokenHash: randomBytes(32).toString('hex'),
    },
  });
}

describe('the booker’s read of one event type', () => {
  it('gives the event, the host, the look and the host’s zone, without signing in', async () => {
    const h = await host({ timeZone: 'Europe/Berlin', weekly: noDays, overrides: [] }, 45);
    const res = await t.app.inject({ method: 'GET', url: `/api/public/${h.username.toUpperCase()}/consult` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      username: h.username,
      eventType: { name: 'Consultation', slug: 'consult', description: 'Talk it through', duration: 45 },
      host: { name: 'Grace Hopper', avatarUrl: null },
      bookingPageTheme: 'system',
      brandColorLight: '#007bff',
      brandColorDark: '#007bff',
      timeZone: 'Europe/Berlin',
      minimumNotice: 0,
      weekStart: 1,
      // No locations yet, and the default questions.
      locations: [],
      bookingFields: [...DEFAULT_BOOKING_FIELDS],
      // Not a request the host confirms first (ADR 025).
      requiresConfirmation: false,
      confirmationThresholdHours: null,
      // Not a recurring event type (issue 43).
      recurrence: null,
      // The event type sets no language; a request without Accept-Language reads English (ADR 030).
      eventLocale: null,
      locale: 'en',
    } satisfies PublicBookingEventType);
  });

  it('says the host’s first day of the week, as soon as the host changes it', async () => {
    const h = await host({ timeZone: 'Europe/Berlin', weekly: noDays, overrides: [] });
    const page = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/public/${h.username}/consult` })).json<PublicBookingEventType>();
    expect((await page()).weekStart).toBe(1);
    await saveWeekStart(t, h.user, 0);
    expect((await page()).weekStart).toBe(0);
  });

  it('and the public page are never stale after a profile, preferences or event-type change', async () => {
    const h = await host({ timeZone: 'UTC', weekly: noDays, overrides: [] });
    const page = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/public/${h.username}/consult` })).json<PublicBookingEventType>();
    const profile = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/public/${h.username}` })).json<PublicProfile>();
    await page();
    await profile();

    await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: h.user.headers,
      payload: { first_name: 'Amazing', last_name: 'Grace', username: h.username, about: 'Compilers.' },
    });
    expect((await page()).host.name).toBe('Amazing Grace');
    expect((await profile()).about).toBe('Compilers.');

    await t.app.inject({
      method: 'PUT',
      url: '/api/preferences',
      headers: h.user.headers,
      payload: { theme: 'dark', booking_page_theme: 'dark', brand_color_light: '#112233', brand_color_dark: '#445566' },
    });
    expect((await page()).brandColorLight).toBe('#112233');
    expect((await profile()).brand_color_dark).toBe('#445566');

    await t.app.inject({
      method: 'PUT',
      url: `/api/event-types/${h.eventType.id}`,
      headers: h.user.headers,
      payload: { name: 'Deep dive', slug: 'consult', duration: 90 },
    });
    expect((await page()).eventType).toMatchObject({ name: 'Deep dive', duration: 90 });
    expect((await profile()).event_types[0]).toMatchObject({ name: 'Deep dive', duration: 90 });

    await saveHours(h, { timeZone: 'America/New_York', weekly: noDays, overrides: [] });
    expect((await page()).timeZone).toBe('America/New_York');

    // Written behind the API's back (another process, a script): the versions still move.
    await t.db.user.update({ where: { id: h.user.id }, data: { lastName: 'Hopper' } });
    expect((await page()).host.name).toBe('Amazing Hopper');
  });
});

describe('the bookings table', () => {
  it('refuses two blocking bookings of one host that overlap, whoever writes them', async () => {
    const h = await host({ timeZone: 'UTC', weekly: noDays, overrides: [] });
    await booking(h, '2027-05-03T09:00:00Z', '2027-05-03T10:00:00Z');
    const clash = await booking(h, '2027-05-03T09:30:00Z', '2027-05-03T10:30:00Z').then(
      () => null,
      (error: unknown) => error,
    );
    expect(isOverlapViolation(clash)).toBe(true);
    // Touching is fine; so is overlapping a booking that no longer blocks, or another host's.
    await booking(h, '2027-05-03T10:00:00Z', '2027-05-03T11:00:00Z');
    const other = await host({ timeZone: 'UTC', weekly: noDays, overrides: [] });
    await booking(other, '2027-05-03T09:00:00Z', '2027-05-03T10:00:00Z');
    await t.db.booking.updateMany({ where: { hostId: h.user.id }, data: { blocking: false } });
    await booking(h, '2027-05-03T09:30:00Z', '2027-05-03T10:30:00Z');
    // Turning a cancelled one back on into a clash is refused too.
    const revive = await t.db.booking
      .updateMany({
        where: { hostId: h.user.id, startTime: new Date('2027-05-03T09:00:00Z') },
        data: { blocking: true },
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isOverlapViolation(revive)).toBe(true);
  });
});
