import { answerLines } from '#shared/answer-text.ts';
import { type MeetingDetailKey, sayMeetingDetails } from '#shared/meeting-details.ts';
import type { Responses } from '#shared/schemas/booking-fields.ts';
import { type ICalComponent, type ICalProperty, icalendar } from '#shared/icalendar.ts';
import { type CalendarSeries, seriesComponents } from './ical-series.ts';

/**
 * iCalendar for bookings (RFC 5545, and RFC 5546 for the methods): one UID per booking for its whole
 * life, SEQUENCE 0 at creation and one more with each reschedule or cancellation, UTC times (so no
 * VTIMEZONE is needed), DTSTAMP, ORGANIZER and ATTENDEE (the invitee, then each guest). ADR 015.
 * Where and what (ADR 024): LOCATION is the place as a person reads it, URL the link to join, and
 * DESCRIPTION the join link, the answers, the reason and the invitee's manage link.
 *
 * Written through the shared encoder (`#shared/icalendar.ts`, ADR 017), never a library of its own:
 * names, titles, notes, places, answers and reasons are what people typed, and only that one encoder escapes TEXT and
 * encodes parameters (RFC 6868) so that none of them can add a parameter, an address or a line.
 */

const PROD_ID = '-//Kairos//Kairos//EN';

export interface CalendarBooking {
  uid: string;
  title: string;
  start: Date;
  end: Date;
  sequence: number;
  cancelled: boolean;
  hostName: string;
  hostEmail: string;
  /** A team booking's attending hosts by name, the lead first (ADR 029); absent for one host. */
  hostNames?: string[];
  inviteeName: string;
  inviteeEmail: string;
  notes: string;
  /** Where, as a person reads it (an address, "Phone call: +1 …", a link); none: no LOCATION. */
  location?: string | null;
  /** The link to join, when the location is one (a fixed link, a Jitsi meeting). */
  locationUrl?: string | null;
  /** The meeting's passcode and dial-in as people read them ("Passcode: …"), shown with its link. */
  meetingDetails?: string | null;
  /** The answers, keyed by question name, each with its label as asked (ADR 024). */
  responses?: Responses;
  /** The guests' addresses: attendees of every copy. */
  guests?: string[];
  /** Why it was rescheduled or cancelled, when someone said. */
  reason?: string | null;
  /** Where the invitee manages the booking (their copy only: it carries the secret). */
  manageUrl?: string;
  /** When the booking last changed (LAST-MODIFIED); DTSTAMP is the moment the file is made. */
  updatedAt?: Date;
  /** A seated time's one event in the host's calendar (ADR 026): everyone holding a seat, in place of the invitee. */
  attendees?: { name: string; email: string }[];
  /** An occurrence of a recurring booking (ADR 054): its copies are the series' one event. */
  series?: CalendarSeries;
}

/**
 * The words an invite adds around what people typed, in its reader's language (ADR 030): SUMMARY
 * (the invitee's and guests' copies name the host), and DESCRIPTION's labels. English when left out.
 */
export interface InviteWords {
  summary?: string;
  join: (url: string) => string;
  reason: (reason: string) => string;
  manage: (url: string) => string;
  notes: string;
  /** A meeting detail's label in the recipient's language ("Passcode"); as stored when absent. */
  detail?: (key: MeetingDetailKey) => string;
}

const ENGLISH_INVITE: InviteWords = {
  join: (url) => `Join: ${url}`,
  reason: (reason) => `Reason: ${reason}`,
  manage: (url) => `Reschedule or cancel: ${url}`,
  notes: 'Notes',
};

/** The iCalendar UID of a booking: its uid at the app's host, the same in every message and feed. */
export function icalUid(uid: string, appUrl: string): string {
  return `${uid}@${new URL(appUrl).hostname}`;
}

/** A link as it may be offered to click: an http(s) URL only, normalised (no spaces); anything else none. */
export function safeLink(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * What a booking's host reads of its answers besides who and where: their own questions and the
 * notes, as `[label, text]` in the order asked. A booking made before questions existed has its notes.
 */
export function bookingAnswers(
  booking: Pick<CalendarBooking, 'responses' | 'notes'>,
  notesLabel = ENGLISH_INVITE.notes,
): [string, string][] {
  const responses = booking.responses ?? {};
  const lines = answerLines(responses);
  if (!('notes' in responses) && booking.notes) lines.push([notesLabel, booking.notes]);
  return lines;
}

/**
 * The event's DESCRIPTION, in the order a person looks for it: the link to join (and its passcode), the answers, the
 * reason for the change, and (the invitee's copy) where to reschedule or cancel.
 */
function description(booking: CalendarBooking, words: InviteWords): string {
  const join = safeLink(booking.locationUrl);
  return [
    join
      ? [
          words.join(join),
          words.detail ? sayMeetingDetails(booking.meetingDetails, words.detail) : booking.meetingDetails,
        ]
          .filter(Boolean)
          .join('\n')
      : '',
    ...bookingAnswers(booking, words.notes).map(([label, text]) => `${label}: ${text}`),
    booking.reason ? words.reason(booking.reason) : '',
    booking.manageUrl ? words.manage(booking.manageUrl) : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

/**
 * `scheduledByKairos`: the event goes into the host's own calendar (ADR 021), where a CalDAV server
 * would send its own invitation to the attendee (RFC 6638 implicit scheduling); SCHEDULE-AGENT=CLIENT
 * tells it Kairos's email already did.
 */
function bookingEvent(
  booking: CalendarBooking,
  appUrl: string,
  stamp: Date,
  scheduledByKairos = false,
  words: InviteWords = ENGLISH_INVITE,
): ICalComponent {
  const agent: Record<string, string> = scheduledByKairos ? { 'SCHEDULE-AGENT': 'CLIENT' } : {};
  const text = description(booking, words);
  // The meeting's link when there is one; else, on the invitee's copy, where they manage it.
  const url = safeLink(booking.locationUrl) ?? booking.manageUrl;
  const guests = (booking.guests ?? []).map((guest): ICalProperty => [
    'ATTENDEE',
    { uri: `mailto:${guest}` },
    { ROLE: 'REQ-PARTICIPANT', PARTSTAT: 'NEEDS-ACTION', RSVP: 'FALSE', CN: guest, ...agent },
  ]);
  return {
    name: 'VEVENT',
    properties: [
      ['UID', icalUid(booking.uid, appUrl)],
      ['SEQUENCE', booking.sequence],
      ['DTSTAMP', stamp],
      ['DTSTART', booking.start],
      ['DTEND', booking.end],
      ['SUMMARY', words.summary ?? booking.title],
      ['LOCATION', booking.location || null],
      ['DESCRIPTION', text || null],
      ['ORGANIZER', { uri: `mailto:${booking.hostEmail}` }, { CN: booking.hostName, ...agent }],
      ...(booking.attendees?.length
        ? booking.attendees
        : [{ name: booking.inviteeName, email: booking.inviteeEmail }]
      ).map((person): ICalProperty => [
        'ATTENDEE',
        { uri: `mailto:${person.email}` },
        { ROLE: 'REQ-PARTICIPANT', PARTSTAT: 'ACCEPTED', RSVP: 'FALSE', CN: person.name, ...agent },
      ]),
      ...guests,
      ['URL', url ? { uri: url } : null, { VALUE: 'URI' }],
      ['STATUS', booking.cancelled ? 'CANCELLED' : 'CONFIRMED'],
      ['LAST-MODIFIED', booking.updatedAt],
    ],
  };
}

export type InviteMethod = 'REQUEST' | 'PUBLISH' | 'CANCEL';

/** A booking's components: its VEVENT, or its series' (`ical-series.ts`) when it is an occurrence of one. */
function eventsOf(
  booking: CalendarBooking,
  appUrl: string,
  stamp: Date,
  options: { scheduledByKairos?: boolean; words?: InviteWords; cancel?: boolean } = {},
): ICalComponent[] {
  const event = bookingEvent(booking, appUrl, stamp, options.scheduledByKairos, options.words);
  if (!booking.series) return [event];
  return seriesComponents(event, booking.series, icalUid(booking.series.uid, appUrl), options.cancel === true);
}

const header = (extra: ICalProperty[]): ICalProperty[] => [['VERSION', '2.0'], ['PRODID', PROD_ID], ...extra];

/**
 * One booking as an invite: REQUEST (create, reschedule), PUBLISH (the host's own copy) or CANCEL;
 * null for a file to import (the booking page's), the same event without METHOD: RFC 5545 3.7.2 ties
 * METHOD to a MIME part's `method` parameter, which a download has none of, and makes an object without
 * it a snapshot any calendar imports (PUBLISH would have to drop the attendees, RFC 5546 3.2.1).
 */
export function bookingInvite(
  booking: CalendarBooking,
  method: InviteMethod | null,
  appUrl: string,
  now = new Date(),
  words?: InviteWords,
): string {
  return icalendar({
    name: 'VCALENDAR',
    properties: header(method ? [['METHOD', method]] : []),
    components: eventsOf(booking, appUrl, now, { words, cancel: method === 'CANCEL' }),
  });
}

/**
 * One booking as a calendar object resource in the host's own calendar (ADR 021): the host's copy of
 * the invite, the same UID and event (and `words`, the host's), without METHOD (RFC 4791 forbids it
 * in a calendar collection).
 */
export function bookingCalendarObject(
  booking: CalendarBooking,
  appUrl: string,
  now = new Date(),
  words?: InviteWords,
): string {
  return icalendar({
    name: 'VCALENDAR',
    properties: header([]),
    components: eventsOf({ ...booking, manageUrl: undefined }, appUrl, now, { scheduledByKairos: true, words }),
  });
}

/** A subscribable feed (RFC 7986 names and refresh interval; no METHOD): every booking with its SEQUENCE. */
export function calendarFeed(name: string, bookings: CalendarBooking[], appUrl: string, now = new Date()): string {
  return icalendar({
    name: 'VCALENDAR',
    properties: header([
      ['NAME', name],
      ['X-WR-CALNAME', name],
      ['REFRESH-INTERVAL', 'PT15M', { VALUE: 'DURATION' }],
      ['X-PUBLISHED-TTL', 'PT15M'],
    ]),
    components: bookings.map((booking) => bookingEvent({ ...booking, manageUrl: undefined }, appUrl, now)),
  });
}
