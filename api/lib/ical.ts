import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

/**
 * iCalendar for bookings (RFC 5545, and RFC 5546 for the methods): one UID per booking for its whole
 * life, SEQUENCE 0 at creation and one more with each reschedule or cancellation, UTC times (so no
 * VTIMEZONE is needed), DTSTAMP, ORGANIZER and ATTENDEE. ADR 015.
 */

const PROD_ID = { company: 'Kairos', product: 'Kairos', language: 'EN' };

export interface CalendarBooking {
  uid: string;
  title: string;
  start: Date;
  end: Date;
  sequence: number;
  cancelled: boolean;
  hostName: string;
  hostEmail: string;
  inviteeName: string;
  inviteeEmail: string;
  notes: string;
  /** Where the invitee manages the booking (their copy only: it carries the secret). */
  manageUrl?: string;
  /** When the booking last changed (LAST-MODIFIED); DTSTAMP is the moment the file is made. */
  updatedAt?: Date;
}

/** The iCalendar UID of a booking: its uid at the app's host, the same in every message and feed. */
export function icalUid(uid: string, appUrl: string): string {
  return `${uid}@${new URL(appUrl).hostname}`;
}

function addEvent(calendar: ReturnType<typeof ical>, booking: CalendarBooking, appUrl: string, stamp: Date) {
  const description = [
    booking.notes ? `Notes: ${booking.notes}` : '',
    booking.manageUrl ? `Reschedule or cancel: ${booking.manageUrl}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
  calendar.createEvent({
    id: icalUid(booking.uid, appUrl),
    sequence: booking.sequence,
    stamp,
    start: booking.start,
    end: booking.end,
    summary: booking.title,
    description: description || null,
    status: booking.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: booking.hostName, email: booking.hostEmail },
    attendees: [
      {
        name: booking.inviteeName,
        email: booking.inviteeEmail,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.ACCEPTED,
        rsvp: false,
      },
    ],
    url: booking.manageUrl ?? null,
    lastModified: booking.updatedAt ?? null,
  });
}

export type InviteMethod = 'REQUEST' | 'PUBLISH' | 'CANCEL';

/** One booking as an invite: REQUEST (create, reschedule), PUBLISH (the host's own copy) or CANCEL. */
export function bookingInvite(
  booking: CalendarBooking,
  method: InviteMethod,
  appUrl: string,
  now = new Date(),
): string {
  const calendar = ical({ prodId: PROD_ID, method: ICalCalendarMethod[method] });
  addEvent(calendar, booking, appUrl, now);
  return calendar.toString();
}

/** A subscribable feed (RFC 7986 names and refresh interval; no METHOD): every booking with its SEQUENCE. */
export function calendarFeed(name: string, bookings: CalendarBooking[], appUrl: string, now = new Date()): string {
  const calendar = ical({
    prodId: PROD_ID,
    name,
    ttl: 15 * 60,
    x: [['REFRESH-INTERVAL;VALUE=DURATION', 'PT15M']],
  });
  for (const booking of bookings) addEvent(calendar, { ...booking, manageUrl: undefined }, appUrl, now);
  return calendar.toString();
}
