import { httpErrors } from '../../lib/http-errors.ts';
import type { CalendarBooking, InviteWords } from '../../lib/ical.ts';
import { translate } from '../../lib/locale.ts';
import type { SlotSettings } from '#shared/availability/slots.ts';
import { DEFAULT_LOCALE, type Locale, localeOf } from '#shared/i18n/locales.ts';
import type { Translate } from '#shared/i18n/translator.ts';
import type { Responses } from '#shared/schemas/booking-fields.ts';
import type { TimeFormat } from '#shared/schemas/preferences.ts';
import {
  type BookingCreated,
  type BookingStatus,
  BookingStatusSchema,
  bookingMessages,
} from '#shared/schemas/bookings.ts';
import { readResponses } from '../event-types/contract.ts';
import { horizonEnd } from '../open-times/contract.ts';

/**
 * The bookings' contract (issue 40): a booking's row as stored and as its invites, the host's
 * calendar and the feed write it, and the times a booking writes. Types, constants and pure
 * functions only; the hooks the calendars module plugs into the booking write are `types.ts`, a
 * seated time's one calendar event `seats/contract.ts`.
 */

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
  meetingDetails: true,
  responses: true,
  manageTokenHash: true,
  idempotencyKey: true,
  seatKey: true,
  seriesId: true,
  seriesIndex: true,
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
  /** The meeting's passcode and dial-in as people read them ("Passcode: …"; Zoom), beside its link. */
  meetingDetails?: string | null;
  /** The answers as stored: JSON of `Responses` (`#shared/schemas/booking-fields.ts`). */
  responses: string;
  manageTokenHash: string;
  idempotencyKey: string | null;
  /** A seat of a seated time (ADR 026): the key its time's attendees share; null for a booking of its own. */
  seatKey: string | null;
  /** An occurrence of a series (ADR 054): the series' id and its place in the rule; null otherwise. */
  seriesId?: string | null;
  seriesIndex?: number | null;
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
  /** The clock the host chose on their Profile (ADR 040), for the dates in their emails; none: the language's. */
  timeFormat?: TimeFormat;
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
  | 'meetingDetails'
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
    meetingDetails: row.meetingDetails ?? null,
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

/** The instants both databases store through Prisma: four-digit years, 0001-01-01 to 9999-12-31. */
const FIRST_STORABLE = new Date('0001-01-01T00:00:00.000Z').getTime();
const LAST_STORABLE = new Date('9999-12-31T23:59:59.999Z').getTime();

/** A booking's times: the event, and the span it blocks with its buffers. */
export interface BookingTimes {
  start: number;
  end: number;
  blockedStart: number;
  blockedEnd: number;
}

/**
 * The times a booking at `start` would write, checked by the write itself whatever the open times
 * said: a 400 when the start is past the booking horizon (docs/product.md#booking-horizon) or when
 * any of them, buffers included, is an instant the database cannot store.
 */
export function bookingTimes(
  start: number,
  settings: Pick<SlotSettings, 'duration' | 'beforeBuffer' | 'afterBuffer'>,
  now: number,
): BookingTimes {
  const end = start + settings.duration * MINUTE;
  const times = {
    start,
    end,
    blockedStart: start - settings.beforeBuffer * MINUTE,
    blockedEnd: end + settings.afterBuffer * MINUTE,
  };
  if (start >= horizonEnd(now)) throw httpErrors.badRequest(bookingMessages.beyondHorizon);
  const storable = Object.values(times).every((t) => Number.isFinite(t) && t >= FIRST_STORABLE && t <= LAST_STORABLE);
  if (!storable) throw httpErrors.badRequest(bookingMessages.unstorable);
  return times;
}

/** An invite's words in a recipient's language (`t`), titled `summary` when given. */
export function inviteWords(t: Translate, summary?: string): InviteWords {
  return {
    ...(summary ? { summary } : {}),
    join: (url) => t('invite.join', { url }),
    reason: (reason) => t('invite.reason', { reason }),
    manage: (url) => t('invite.manage', { url }),
    notes: t('invite.notes'),
    detail: (key) => t(key),
  };
}

/**
 * The words of the host's own copy (their email's invite, the event in their calendar), in the
 * host's language: titled '{title} with {invitee}', as the invitee's copy names the host.
 */
export function hostInviteWords(booking: Pick<CalendarBooking, 'title' | 'inviteeName'>, locale?: string | null) {
  const t = translate(locale);
  return inviteWords(t, t('email.guest.meeting', { title: booking.title, host: booking.inviteeName }));
}
