import { icalDateTime, icalendar } from '#shared/icalendar.ts';

/**
 * Add-to-calendar for a booking, built in the browser: an iCalendar file written by the same encoder
 * as the emailed invites (`#shared/icalendar.ts`: escaped text, folded lines, UTC times) with the
 * booking's own UID, so a calendar that already holds the emailed invitation updates that event
 * instead of adding a second one; and the Google Calendar and Outlook.com "new event" links.
 */

export interface CalendarEvent {
  /** The iCalendar UID the booking's emailed invites carry (the server gives it). */
  icalUid: string;
  /** The SEQUENCE of its latest invite, so a calendar holding an older one takes this file as newer. */
  sequence: number;
  title: string;
  start: string;
  end: string;
  description: string;
  /** Where, as a person reads it (an address, "Phone call: +1 …", a link); null: no place was set. */
  location?: string | null;
  /** The link to join, when the location is one. */
  url?: string | null;
}

export function icsFile(event: CalendarEvent, now: Date = new Date()): string {
  return icalendar({
    name: 'VCALENDAR',
    properties: [
      ['VERSION', '2.0'],
      ['PRODID', '-//Kairos//Kairos//EN'],
      ['CALSCALE', 'GREGORIAN'],
      ['METHOD', 'PUBLISH'],
    ],
    components: [
      {
        name: 'VEVENT',
        properties: [
          ['UID', event.icalUid],
          ['SEQUENCE', event.sequence],
          ['DTSTAMP', now],
          ['DTSTART', new Date(event.start)],
          ['DTEND', new Date(event.end)],
          ['SUMMARY', event.title],
          ['DESCRIPTION', event.description || null],
          ['LOCATION', event.location || null],
          ['URL', event.url ? { uri: event.url } : null],
          ['STATUS', 'CONFIRMED'],
        ],
      },
    ],
  });
}

export function googleCalendarUrl(event: CalendarEvent): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${icalDateTime(event.start)}/${icalDateTime(event.end)}`,
    details: event.description,
    ...(event.location && { location: event.location }),
  });
  return `https://calendar.google.com/calendar/render?${query}`;
}

export function outlookCalendarUrl(event: CalendarEvent): string {
  const query = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: new Date(event.start).toISOString(),
    enddt: new Date(event.end).toISOString(),
    body: event.description,
    ...(event.location && { location: event.location }),
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${query}`;
}
