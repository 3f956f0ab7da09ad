import type { CalendarBooking } from '../../lib/ical.ts';
import { DEFAULT_LOCALE, type Locale, localeOf } from '#shared/i18n/locales.ts';
import type { Responses } from '#shared/schemas/booking-fields.ts';
import { readResponses } from '../event-types/locations-and-fields.ts';
import { type BookingCreated, type BookingStatus, BookingStatusSchema } from '#shared/schemas/bookings.ts';

export const MINUTE = 60_000;

export const BOOKING_SELECT = {
  id: true,
  uid: true,
  hostId: true,
  eventTypeId: true,
  title: true,
  startTime: true,
  endTime: true,
  status: true,
  inviteeName: true,
  inviteeEmail: true,
  inviteeTimeZone: true,
  notes: true,
  locationKind: true,
  location: true,
  locationUrl: true,
  meetingProvider: true,
  meetingId: true,
  responses: true,
  manageTokenHash: true,
  idempotencyKey: true,
  seatKey: true,
  sequence: true,
  cancelReason: true,
  cancelledBy: true,
  cancelledAt: true,
  requestExpiresAt: true,
  noShow: true,
  locale: true,
  dateLocale: true,
  createdAt: true,
  updatedAt: true,
} as const;

export type BookingRow = {
  id: string;
  uid: string;
  hostId: string;
  eventTypeId: string | null;
  title: string;
  startTime: Date;
  endTime: Date;
  status: string;
  inviteeName: string;
  inviteeEmail: string;
  inviteeTimeZone: string;
  notes: string;
  /** ADR 024: the location's kind, its text as a person reads it, the link to join; null when none. */
  locationKind: string | null;
  location: string | null;
  locationUrl: string | null;
  /** A video location's provider and its id of the meeting (ADR 045); events stored before carry neither. */
  meetingProvider?: string | null;
  meetingId?: string | null;
  /** The answers as stored: JSON of `Responses` (`#shared/schemas/booking-fields.ts`). */
  responses: string;
  manageTokenHash: string;
  idempotencyKey: string | null;
  /** A seat of a seated time (ADR 026): the key its time's attendees share; null for a booking of its own. */
  seatKey: string | null;
  sequence: number;
  cancelReason: string | null;
  cancelledBy: string | null;
  cancelledAt: Date | null;
  /** A pending request's deadline (ADR 025). */
  requestExpiresAt: Date | null;
  /** The host marked the invitee a no-show (issue 30). */
  noShow: boolean;
  /** The language the invitee booked in (ADR 030); events stored before it carry none (English). */
  locale?: string;
  /** The Intl tag of the invitee's region and clock ('en-GB-u-hc-h23'); events stored before it carry none. */
  dateLocale?: string | null;
  createdAt: Date;
  updatedAt: Date;
};

/** The host of a booking as its emails, invites and webhooks name them. */
export interface Host {
  id: string;
  email: string;
  name: string;
  username: string | null;
  timeZone: string;
  /** The host's own language, for their emails (ADR 030); events stored before it carry none. */
  locale?: Locale;
  publicVersion: number;
  eventTypesVersion: number;
}

/** The name a host goes by in emails and calendars: their full name, else their username, else their email. */
export function hostName(user: { firstName: string; lastName: string; username: string | null; email: string }) {
  return `${user.firstName} ${user.lastName}`.trim() || user.username || user.email;
}

/** The stored status as the API names it (an unknown value reads as accepted, as before requests existed). */
export const status = (row: { status: string }): BookingStatus => {
  const parsed = BookingStatusSchema.safeParse(row.status);
  return parsed.success ? parsed.data : 'accepted';
};

/** A booking's stored answers, read defensively (broken text reads as none: `readResponses`). */
export const parseResponses = (text: string | null | undefined): Responses => readResponses(text);

/** The guests' addresses of a booking's answers (`guests`: an array of emails). */
export function guestsOf(responses: Responses): string[] {
  const value = responses.guests?.value;
  return Array.isArray(value) ? value.filter((g) => g.includes('@')) : [];
}

export type CalendarRow = Pick<
  BookingRow,
  | 'uid'
  | 'title'
  | 'startTime'
  | 'endTime'
  | 'sequence'
  | 'status'
  | 'inviteeName'
  | 'inviteeEmail'
  | 'notes'
  | 'location'
  | 'locationUrl'
  | 'responses'
  | 'updatedAt'
>;

/** A booking as its invites, the host's calendar and the feed write it (`api/lib/ical.ts`). */
export function calendarBooking(row: CalendarRow, host: Pick<Host, 'name' | 'email'>): CalendarBooking {
  const responses = parseResponses(row.responses);
  return {
    uid: row.uid,
    title: row.title,
    start: row.startTime,
    end: row.endTime,
    sequence: row.sequence,
    cancelled: row.status === 'cancelled',
    hostName: host.name,
    hostEmail: host.email,
    inviteeName: row.inviteeName,
    inviteeEmail: row.inviteeEmail,
    notes: row.notes,
    location: row.location,
    locationUrl: row.locationUrl,
    responses,
    guests: guestsOf(responses),
    updatedAt: row.updatedAt,
  };
}

/** The answer to a booking or a reschedule. */
export function created(
  row: Pick<BookingRow, 'uid' | 'status' | 'startTime' | 'endTime' | 'locale'>,
  manageUrl: (uid: string) => string,
): BookingCreated {
  return {
    uid: row.uid,
    status: status(row),
    start: row.startTime.toISOString(),
    end: row.endTime.toISOString(),
    manageUrl: manageUrl(row.uid),
    locale: localeOf(row.locale) ?? DEFAULT_LOCALE,
  };
}
