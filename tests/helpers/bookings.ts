import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { hashOpaqueToken, newOpaqueToken } from '../../api/lib/opaque-tokens.ts';
import type {} from '../../api/plugins/secrets.ts';
import type { Schedule, ScheduleInput } from '#shared/schemas/availability.ts';
import type { EventType } from '#shared/schemas/event-types.ts';
import type { TestApp } from './test-app.ts';
import { createUser, type TestUser } from './users.ts';

/** Opens a user's default schedule (made if missing) around the clock, every day, in UTC. */
export async function openAllDay(t: TestApp, userId: string): Promise<void> {
  let schedule = await t.db.schedule.findFirst({ where: { userId, isDefault: true } });
  schedule ??= await t.db.schedule.create({ data: { userId, timeZone: 'UTC', isDefault: true } });
  await t.db.availabilityRule.createMany({
    data: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      scheduleId: schedule.id,
      weekday,
      startMinute: 0,
      endMinute: 1440,
    })),
  });
}

/** Noon UTC `days` from today, on the hour. */
export function noonIn(days: number, hour = 12): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
}

/**
 * A booking written straight to the database for `hostId` (30 minutes at `start`), with the manage
 * token the server would derive for it: for tests about what can be done with a booking.
 */
export async function insertBooking(
  t: TestApp,
  hostId: string,
  options: { start?: string; eventTypeId?: string | null; pending?: boolean; seatKey?: string; series?: boolean } = {},
): Promise<{ uid: string; token: string }> {
  const uid = randomBytes(16).toString('base64url');
  const token = t.app.secretBox.mac('booking-manage-link', uid).toString('base64url');
  const start = new Date(options.start ?? noonIn(5));
  const end = new Date(start.getTime() + 30 * 60_000);
  // The first occurrence of a weekly series of one (ADR 054).
  const series = options.series
    ? await t.db.bookingSeries.create({
        data: {
          uid: randomBytes(16).toString('base64url'),
          hostId,
          frequency: 'weekly',
          interval: 1,
          count: 1,
          timeZone: 'UTC',
          firstStart: start,
        },
      })
    : null;
  await t.db.booking.create({
    data: {
      uid,
      hostId,
      eventTypeId: options.eventTypeId ?? null,
      title: 'Owned',
      startTime: start,
      endTime: end,
      blockedStart: start,
      blockedEnd: end,
      inviteeName: 'Ada Lovelace',
      inviteeEmail: `ada-${uid.slice(0, 6).toLowerCase()}@example.test`,
      inviteeTimeZone: 'UTC',
      manageTokenHash: hashOpaqueToken(token),
      // A request the host has yet to answer (ADR 025), due a day from now.
      ...(options.pending ? { status: 'pending' as const, requestExpiresAt: new Date(Date.now() + 86_400_000) } : {}),
      seatKey: options.seatKey ?? null,
      ...(series ? { seriesId: series.id, seriesIndex: 0, originalStart: start } : {}),
    },
  });
  return { uid, token };
}

/** The host's approve or decline link secret of a request, as the server derives it (ADR 025). */
export function requestToken(t: TestApp, uid: string, action: 'approve' | 'decline'): string {
  return t.app.secretBox.mac(`booking-request-${action}`, uid).toString('base64url');
}

/** Gives a user a calendar feed and answers its secret (the last segment of the feed URL). */
export async function giveFeed(t: TestApp, userId: string): Promise<string> {
  const token = newOpaqueToken();
  await t.db.user.update({ where: { id: userId }, data: { calendarFeedHash: hashOpaqueToken(token) } });
  return token;
}

/** A user's calendar feed as a calendar app reads it (given a feed first): its iCalendar text. */
export async function readFeed(t: TestApp, userId: string): Promise<string> {
  const feed = await t.app.inject({ method: 'GET', url: `/api/public/calendar/${await giveFeed(t, userId)}.ics` });
  expect(feed.statusCode).toBe(200);
  return feed.body;
}

export type Hours = Omit<ScheduleInput, 'name'>;

const ALL_DAY = [{ from: '00:00', to: '24:00' }];
/** Open around the clock, every day, in UTC. */
export const EVERY_DAY_UTC: Hours = {
  timeZone: 'UTC',
  weekly: { mon: ALL_DAY, tue: ALL_DAY, wed: ALL_DAY, thu: ALL_DAY, fri: ALL_DAY, sat: ALL_DAY, sun: ALL_DAY },
  overrides: [],
};

export interface BookingHost {
  user: TestUser;
  username: string;
  scheduleId: string;
  /** Its slug is `consult`. */
  eventType: EventType;
}

/** Replaces a host's schedule with `hours`, through the API. */
export async function saveHours(t: TestApp, h: { user: TestUser; scheduleId: string }, hours: Hours): Promise<void> {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/schedules/${h.scheduleId}`,
    headers: h.user.headers,
    payload: { name: 'Hours', ...hours },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Sets a host's first day of the week (0 = Sunday) through the preferences API, the rest at their defaults. */
export function saveWeekStart(t: TestApp, user: TestUser, weekStart: number): Promise<void> {
  return savePreferences(t, user, { week_start: weekStart });
}

/** Sets some of a host's preferences (Appearance) through the preferences API, the rest at their defaults. */
export async function savePreferences(
  t: TestApp,
  user: TestUser,
  chosen: { week_start?: number; time_format?: '12h' | '24h' },
): Promise<void> {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/preferences',
    headers: user.headers,
    payload: {
      theme: 'system',
      booking_page_theme: 'system',
      brand_color_light: '#007bff',
      brand_color_dark: '#007bff',
      ...chosen,
    },
  });
  expect(res.json(), res.body).toMatchObject(chosen);
}

/**
 * A host made through the API as a person would: an account with a username, its default schedule set
 * to `hours`, and one event type (slug `consult`) of `duration` minutes, bookable at any notice and
 * on any date, then `settings`.
 */
export async function createBookingHost(
  t: TestApp,
  {
    hours,
    duration = 30,
    description = '',
    settings = {},
  }: {
    hours: Hours;
    duration?: number;
    description?: string;
    settings?: object;
  },
): Promise<BookingHost> {
  const username = `host-${randomBytes(4).toString('hex')}`;
  const user = await createUser(t, { username, firstName: 'Grace', lastName: 'Hopper' });
  const listed = await t.app.inject({ method: 'GET', url: '/api/schedules', headers: user.headers });
  const scheduleId = listed.json<{ items: Schedule[] }>().items[0]!.id;
  await saveHours(t, { user, scheduleId }, hours);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/event-types',
    headers: user.headers,
    payload: { name: 'Consultation', slug: 'consult', description, duration },
  });
  expect(created.statusCode, created.body).toBe(201);
  const eventType = created.json<EventType>();
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/event-types/${eventType.id}/booking-settings`,
    headers: user.headers,
    payload: { minimumNotice: 0, bookingWindow: 'unlimited', ...settings },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { user, username, scheduleId, eventType };
}

/** A second event type of the host (30 minutes, no settings of its own), through the API. */
export async function addEventType(t: TestApp, h: { user: TestUser }, slug: string): Promise<EventType> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/event-types',
    headers: h.user.headers,
    payload: { name: 'Call', slug, duration: 30 },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<EventType>();
}

/** Makes the host's `consult` event type (30 minutes) meet on a video provider (ADR 045), through the API. */
export async function setVideoLocation(t: TestApp, h: BookingHost, provider: string): Promise<void> {
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/api/event-types/${h.eventType.id}`,
    headers: h.user.headers,
    payload: {
      name: 'Consultation',
      slug: 'consult',
      duration: 30,
      locations: [{ kind: 'video', provider, public: true }],
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

/** A booking as its invitee's page shows it (the manage link's token): its location and link. */
export async function bookingAsSeen(t: TestApp, booking: { uid: string; manageUrl: string }) {
  const token = new URL(booking.manageUrl).searchParams.get('token')!;
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/public/bookings/${booking.uid}`,
    headers: { 'x-booking-token': token },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ location: string | null; locationUrl: string | null; locationKind: string | null }>();
}
