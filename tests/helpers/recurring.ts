import { randomBytes } from 'node:crypto';
import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import { expect } from 'vitest';
import type { RecurrenceInput } from '#shared/schemas/recurrence.ts';
import { type BookingHost, type Hours, createBookingHost } from './bookings.ts';
import { parseICalendarStrictly } from './ical.ts';
import type { TestApp } from './test-app.ts';

// Recurring event types' tests (issue 43, ADR 054): a recurring host, a series booked, its invite read
// as a calendar app reads it (ical.js).

export const WORKDAY = [{ from: '08:00', to: '18:00' }];
export const hoursIn = (timeZone: string): Hours => ({
  timeZone,
  weekly: { mon: WORKDAY, tue: WORKDAY, wed: WORKDAY, thu: WORKDAY, fri: WORKDAY, sat: WORKDAY, sun: WORKDAY },
  overrides: [],
});

/** Saves the host's event type with `recurrence` (and any other fields of `extra`: its locations…). */
export async function makeRecurring(
  t: TestApp,
  h: BookingHost,
  recurrence: RecurrenceInput | null,
  extra: object = {},
) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/event-types/${h.eventType.id}`,
    headers: h.user.headers,
    payload: { name: 'Coaching', slug: 'consult', duration: 30, recurrence, ...extra },
  });
  return res;
}

export async function recurringHost(t: TestApp, zone: string, recurrence: RecurrenceInput, settings: object = {}) {
  const h = await createBookingHost(t, { hours: hoursIn(zone), settings });
  const res = await makeRecurring(t, h, recurrence);
  expect(res.statusCode, res.body).toBe(200);
  return h;
}

export const invitee = () => ({
  name: 'Ada Lovelace',
  email: `ada-${randomBytes(4).toString('hex')}@example.test`,
  timeZone: 'America/Sao_Paulo',
});

export async function bookSeries(t: TestApp, h: BookingHost, start: string, occurrences: number, extra: object = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/public/${h.username}/consult/bookings`,
    payload: { start, occurrences, ...invitee(), ...extra },
  });
}

/** The wall-clock time of an instant in a zone, as 'YYYY-MM-DD HH:MM'. */
export function wall(instant: string, zone: string): string {
  const f = new Intl.DateTimeFormat('sv-SE', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  return f.format(new Date(instant));
}

/** The text/calendar part of an email, as a mail client finds it. */
export async function inviteIn(raw: string): Promise<string> {
  const calendar = (await simpleParser(raw)).attachments.find((a) => a.contentType === 'text/calendar');
  expect(calendar).toBeDefined();
  return calendar!.content.toString('utf8');
}

/** The starts a calendar app expands from an invite's series (ical.js, with its VTIMEZONE). */
export function expandedStarts(ics: string): string[] {
  const calendar = parseICalendarStrictly(ics);
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  const master = events.find((e) => !e.isRecurrenceException())!;
  for (const exception of events.filter((e) => e.isRecurrenceException())) master.relateException(exception);
  const it = master.iterator();
  const starts: string[] = [];
  for (let next = it.next(); next && starts.length < 100; next = it.next()) {
    const details = master.getOccurrenceDetails(next);
    starts.push(details.startDate.toJSDate().toISOString());
  }
  return starts;
}
