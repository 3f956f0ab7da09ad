import { icalDateTime } from '#shared/icalendar.ts';

/**
 * Add-to-calendar links for a booking: the Google Calendar and Outlook.com "new event" links. (The
 * calendar file is the server's: the invite the invitee's email carried, `PublicBooking.invite`.)
 */

export interface CalendarEvent {
  title: string;
  start: string;
  end: string;
  description: string;
  /** Where, as a person reads it (an address, "Phone call: +1 …", a link); null: no place was set. */
  location?: string | null;
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
