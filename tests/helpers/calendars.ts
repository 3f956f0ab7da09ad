import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { SlotsResponse } from '#shared/schemas/availability.ts';
import type { BookingCreated } from '#shared/schemas/bookings.ts';
import type { CalendarConnection } from '#shared/schemas/calendars.ts';
import type { BookingHost } from './bookings.ts';
import { type Loopback, httpServer } from './loopback-servers.ts';
import { connectThroughConsent } from './oauth.ts';
import type { Radicale } from './radicale.ts';
import type { TestApp } from './test-app.ts';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY_MS = 24 * HOUR;

/** `days` from today at `hour`:`minute` UTC, as an instant. */
export function utcAt(days: number, hour: number, minute = 0): number {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCHours(hour, minute, 0, 0);
  return d.getTime();
}

/** 20270316T080000Z. */
export const icalUtc = (t: number) =>
  new Date(t)
    .toISOString()
    .replace(/\.\d{3}/, '')
    .replace(/[-:]/g, '');

/**
 * An iCal subscription on loopback, speaking plain HTTP as a calendar host does: the file with an
 * ETag, 304 to a matching If-None-Match; or, as told, an error, an answer that never comes, or HTML.
 */
export interface SubscriptionServer {
  url: string;
  server: Loopback;
  /** The file served now. */
  ics: string;
  mode: 'ok' | 'error' | 'hang' | 'html' | 'slow';
  /** Requests received, and those answered 304. */
  requests: number;
  notModified: number;
  /** Requests being answered right now, and the most there ever were at once. */
  inFlight: number;
  maxInFlight: number;
  close(): Promise<void>;
}

export async function startSubscriptionServer(ics: string, host = '127.0.0.1'): Promise<SubscriptionServer> {
  const state = { ics, mode: 'ok', requests: 0, notModified: 0, inFlight: 0, maxInFlight: 0 } as SubscriptionServer;
  const server = await httpServer((req, res) => {
    state.requests += 1;
    if (state.mode === 'hang') return; // never answers: the client's time limit ends it
    state.inFlight += 1;
    state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
    const answer = () => {
      state.inFlight -= 1;
      if (state.mode === 'error') return res.writeHead(500).end('oops');
      if (state.mode === 'html') return res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
      const etag = `"${createHash('sha256').update(state.ics).digest('hex').slice(0, 16)}"`;
      if (req.headers['if-none-match'] === etag) {
        state.notModified += 1;
        return res.writeHead(304, { etag }).end();
      }
      res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8', etag }).end(state.ics);
    };
    if (state.mode === 'slow') setTimeout(answer, 400);
    else answer();
  }, host);
  return Object.assign(state, { server, url: `${server.url}/calendar.ics`, close: () => server.close() });
}

/** A VCALENDAR of these lines, CRLF as servers send it. */
export function calendarText(name: string, ...lines: string[]): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//EN',
    `X-WR-CALNAME:${name}`,
    ...lines,
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** A VEVENT in UTC from `start` to `end`, with more lines. */
export function utcEvent(uid: string, start: number, end: number, ...more: string[]): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    'DTSTAMP:20250101T000000Z',
    `DTSTART:${icalUtc(start)}`,
    `DTEND:${icalUtc(end)}`,
    'SUMMARY:Busy',
    ...more,
    'END:VEVENT',
  ];
}

export async function subscribe(t: TestApp, host: BookingHost, url: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/calendars/subscriptions',
    headers: host.user.headers,
    payload: { url },
  });
}

export async function connections(t: TestApp, host: BookingHost): Promise<CalendarConnection[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/calendars', headers: host.user.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: CalendarConnection[] }>().items;
}

/** Asks for a refresh of a connection, as "Refresh now" does, and waits for it. */
export async function refreshNow(t: TestApp, host: BookingHost, connectionId: string): Promise<CalendarConnection> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/calendars/${connectionId}/refresh`,
    headers: host.user.headers,
  });
  expect(res.statusCode, res.body).toBe(202);
  await t.app.calendars.syncDue();
  return (await connections(t, host)).find((c) => c.id === connectionId)!;
}

/**
 * Connects a host's account at a provider as a browser would (connectThroughConsent, through the
 * app `slug`), and answers the host's connection of `kind` (null for an app that makes none).
 */
export async function connectThroughApp(
  t: TestApp,
  host: BookingHost,
  slug: string,
  kind: CalendarConnection['kind'],
  consent: (authorizeUrl: string) => Promise<string>,
): Promise<CalendarConnection | null> {
  await connectThroughConsent(t, host.user.headers, slug, consent);
  return (await connections(t, host)).find((c) => c.kind === kind) ?? null;
}

/** The host's open start times (ms) between two instants. */
export async function openTimes(t: TestApp, host: BookingHost, from: number, to: number): Promise<number[]> {
  const q = `from=${new Date(from).toISOString()}&to=${new Date(to).toISOString()}`;
  const res = await t.app.inject({ method: 'GET', url: `/api/public/${host.username}/consult/slots?${q}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SlotsResponse>().slots.map((s) => Date.parse(s.start));
}

/** Every `step` from `from` to `to` (exclusive) but the given ones: open times computed by hand. */
export function everyStepBut(from: number, to: number, step: number, taken: readonly number[]): number[] {
  const all: number[] = [];
  for (let t = from; t < to; t += step) if (!taken.includes(t)) all.push(t);
  return all;
}

export function book(t: TestApp, host: BookingHost, start: number) {
  return t.app.inject({
    method: 'POST',
    url: `/api/public/${host.username}/consult/bookings`,
    payload: {
      start: new Date(start).toISOString(),
      name: 'Ada Lovelace',
      email: `cal-${randomBytes(4).toString('hex')}@example.test`,
      notes: '',
      timeZone: 'UTC',
    },
  });
}

export function change(t: TestApp, booking: BookingCreated, action: 'cancel' | 'reschedule', payload: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/public/bookings/${booking.uid}/${action}`,
    headers: { 'x-booking-token': new URL(booking.manageUrl).searchParams.get('token')! },
    payload,
  });
}

/**
 * Connects the host's CalDAV account on a test Radicale and makes its new calendar "Bookings" the one
 * bookings go to (it also checks for conflicts, the default); answers that calendar's path.
 */
export async function bookingsCalendarOnRadicale(
  t: TestApp,
  host: BookingHost,
  radicale: Radicale,
  password: string,
): Promise<string> {
  const path = await radicale.makeCalendar('host0', 'bookings', { displayName: 'Bookings' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/calendars/caldav',
    headers: host.user.headers,
    payload: { url: radicale.origin, username: 'host0', password },
  });
  expect(res.statusCode, res.body).toBe(201);
  const connection = res.json<CalendarConnection>();
  const calendar = connection.calendars.find((c) => c.name === 'Bookings')!;
  expect(calendar.checkConflicts).toBe(true);
  const made = await t.app.inject({
    method: 'PATCH',
    url: `/api/calendars/${connection.id}/calendars/${calendar.id}`,
    headers: host.user.headers,
    payload: { isDestination: true },
  });
  expect(made.statusCode, made.body).toBe(200);
  return path;
}
