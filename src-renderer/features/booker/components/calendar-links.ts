/**
 * Add-to-calendar for a booking, built in the browser: an iCalendar file (RFC 5545: CRLF line ends,
 * lines folded at 75 octets, UTC times, DTSTAMP) with the booking's own UID, so a calendar that
 * already holds the emailed invitation updates that event instead of adding a second one; and the
 * Google Calendar and Outlook.com "new event" links.
 */

export interface CalendarEvent {
  uid: string;
  title: string;
  start: string;
  end: string;
  description: string;
}

/** 2026-06-16T07:00:00.000Z → 20260616T070000Z. */
function utcStamp(instant: string | Date): string {
  return new Date(instant)
    .toISOString()
    .replace(/\.\d{3}/, '')
    .replace(/[-:]/g, '');
}

function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

const encoder = new TextEncoder();

/** A content line folded into pieces of at most 75 octets, never inside a character. */
function fold(line: string): string {
  const pieces: string[] = [];
  let piece = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75.
    if (octets + size > (pieces.length === 0 ? 75 : 74)) {
      pieces.push(piece);
      piece = '';
      octets = 0;
    }
    piece += char;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join('\r\n ');
}

/** The iCalendar UID of a booking, the same as in its emails: its uid at the Kairos server's host. */
export function icalUid(uid: string, serverOrigin: string): string {
  return `${uid}@${new URL(serverOrigin).hostname}`;
}

export function icsFile(event: CalendarEvent, serverOrigin: string, now: Date = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Kairos//Kairos//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${icalUid(event.uid, serverOrigin)}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

export function googleCalendarUrl(event: CalendarEvent): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${utcStamp(event.start)}/${utcStamp(event.end)}`,
    details: event.description,
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
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${query}`;
}
