import ICAL from 'ical.js';
import type { GoogleCalendarApi, GoogleEvent } from '../../../../lib/google-calendar.ts';
import { ProviderApiError } from '../../../apps/oauth/types.ts';
import { RemoteCalendarError } from '../../remote/types.ts';
import type { BookingEvent, PutEvent, SeriesInstance } from '../types.ts';
import { applyInstances } from './instances.ts';
import { recurrenceFields } from './recurrence.ts';
import { hrefOf, idsOf } from './sync.ts';

/**
 * A booking's event in a Google calendar (ADR 049). The event carries the invite's UID as its
 * `iCalUID` (never an `id` as well: Google takes one or the other), its attendees listed with
 * `sendUpdates=none` (Kairos's email is the one invitation: Google sends nothing). Before inserting,
 * the calendar is asked for an event with that iCalUID, so an insert whose answer was lost is found
 * and updated rather than written twice. A move patches times and texts only, so a Meet conference
 * made on the same event stays.
 */

/** The Google fields of a booking's iCalendar text (read with ical.js). */
export function eventFields(ics: string, occurrences?: SeriesInstance[]): Record<string, unknown> {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new RemoteCalendarError('write-failed', 'the booking has no VEVENT');
  const text = (name: string) => {
    const value = event.getFirstPropertyValue(name);
    return typeof value === 'string' ? value : undefined;
  };
  const when = (name: string) => {
    const value = event.getFirstPropertyValue(name) as ICAL.Time | null;
    if (!value) throw new RemoteCalendarError('write-failed', `the booking has no ${name}`);
    return { dateTime: value.toJSDate().toISOString(), timeZone: 'UTC' };
  };
  const attendees = event.getAllProperties('attendee').map((p) => {
    const email = String(p.getFirstValue()).replace(/^mailto:/i, '');
    const name = p.getParameter('cn');
    const accepted = String(p.getParameter('partstat') ?? '').toUpperCase() === 'ACCEPTED';
    return {
      email,
      ...(typeof name === 'string' && name !== email ? { displayName: name } : {}),
      responseStatus: accepted ? 'accepted' : 'needsAction',
    };
  });
  return {
    summary: text('summary') ?? '',
    description: text('description') ?? '',
    location: text('location') ?? '',
    // A series (ADR 054): on the host's wall clock with its zone, and its RRULE and EXDATE lines.
    ...(recurrenceFields(calendar, event, occurrences) ?? { start: when('dtstart'), end: when('dtend') }),
    attendees,
  };
}

const written = (calendarId: string, event: GoogleEvent): PutEvent => ({
  href: hrefOf(calendarId, event.id),
  etag: event.etag ?? null,
});

/** Patches the event with this iCalUID, if the calendar has one. */
async function patchFound(api: GoogleCalendarApi, calendarId: string, uid: string, fields: object) {
  const found = await api.findByICalUID(calendarId, uid);
  return found ? api.patch(calendarId, found.id, fields) : null;
}

/**
 * Creates or moves a booking's event: by its stored id, else the one with its UID, else a new one; a
 * series' then has each occurrence's instance made to match it (instances.ts).
 */
export async function putGoogleEvent(
  api: GoogleCalendarApi,
  calendarId: string,
  event: BookingEvent,
): Promise<PutEvent> {
  const put = await putFields(api, calendarId, event, eventFields(event.ics, event.occurrences));
  if (event.occurrences) {
    const { calendarId: at, eventId } = idsOf(put.href);
    await applyInstances(api, at, eventId, event.occurrences);
  }
  return put;
}

async function putFields(
  api: GoogleCalendarApi,
  calendarId: string,
  event: BookingEvent,
  fields: Record<string, unknown>,
): Promise<PutEvent> {
  if (event.href) {
    const { calendarId: at, eventId } = idsOf(event.href);
    const moved = await api.patch(at, eventId, fields);
    if (moved && moved.status !== 'cancelled') return written(at, moved);
  }
  const found = await patchFound(api, calendarId, event.uid, fields);
  if (found) return written(calendarId, found);
  try {
    return written(calendarId, await api.insert(calendarId, { ...fields, iCalUID: event.uid }));
  } catch (error) {
    // Written meanwhile by another attempt: that one is the event.
    if (!(error instanceof ProviderApiError && error.status === 409)) throw error;
    const again = await patchFound(api, calendarId, event.uid, fields);
    if (!again) throw error;
    return written(calendarId, again);
  }
}

/** Deletes a booking's event; already deleted (410) or unknown (404) is done. */
export async function deleteGoogleEvent(api: GoogleCalendarApi, href: string): Promise<void> {
  const { calendarId, eventId } = idsOf(href);
  await api.remove(calendarId, eventId);
}
