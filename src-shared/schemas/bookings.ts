import * as z from 'zod/mini';
import { DateLocaleSchema, HourCycleSchema, LocaleSchema } from '../i18n/locales.ts';
import { BOOKING_HORIZON_DAYS } from '../constants.ts';
import { WAIT_TITLE, formatWait } from '../messages.ts';
import { multiLine, oneLine } from '../text.ts';
import { emailSchema } from './auth.ts';
import { TimeZoneSchema } from './availability.ts';
import { ThemeSchema } from './preferences.ts';
import { SeatPeerSchema, SeatTimeSchema } from './seats.ts';
import {
  MAX_RECURRENCE_OCCURRENCES,
  MIN_RECURRENCE_OCCURRENCES,
  OccurrenceSchema,
  SeriesPlaceSchema,
  SeriesViewSchema,
  recurrenceMessages,
} from './recurrence.ts';
import {
  BookingLocationInputSchema,
  FIELD_NAME_MAX_LENGTH,
  LocationKindSchema,
  MAX_BOOKING_FIELDS,
  ResponsesSchema,
  answerMessages,
} from './booking-fields.ts';

/**
 * Bookings (ADR 015): an invitee books an open time, gets an invite and a manage link; the host
 * lists and cancels their bookings, subscribes to a calendar feed and registers webhooks.
 */

export { bookingsApi } from './bookings-api.ts';

export { BOOKING_TOKEN_HEADER } from './bookings-api.ts';
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

export const INVITEE_NAME_MAX_LENGTH = 100;
export const NOTES_MAX_LENGTH = 1000;
export const REASON_MAX_LENGTH = 500;
export const BOOKINGS_DEFAULT_LIMIT = 20;
export const BOOKINGS_MAX_LIMIT = 100;

/** 120 → '2 hours', 1440 → '1 day', 45 → '45 minutes'. */
export function noticeText(minutes: number): string {
  const [amount, unit] =
    minutes % 1440 === 0 ? [minutes / 1440, 'day'] : minutes % 60 === 0 ? [minutes / 60, 'hour'] : [minutes, 'minute'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

export const bookingMessages = {
  instantFilter: 'from and to must be RFC 3339 date-times with a zone, like 2030-01-07T09:00:00Z.',
  slotTaken: 'Someone else just booked this time. Please pick another one.',
  /** 'Bookings need at least 2 hours' notice.' */
  notice: (minutes: number) => {
    const text = noticeText(minutes);
    return `Bookings need at least ${text}${text.endsWith('s') ? "'" : "'s"} notice.`;
  },
  inPast: 'This time has already passed. Please pick another one.',
  outsideWindow: 'This time is outside the dates this event can be booked. Please pick another one.',
  notOpen: 'This time is not open for booking. Please pick another one.',
  beyondHorizon: `Bookings can be made at most ${BOOKING_HORIZON_DAYS / 365} years ahead. Please pick an earlier time.`,
  unstorable: 'This time cannot be booked. Please pick another one.',
  invalidStart: 'Use an ISO time like 2027-03-28T09:00:00Z for start.',
  idempotencyKey: 'Idempotency-Key must be a UUID.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for another booking.',
  busy: 'Bookings are busy right now. Please try again.',
  // The booking form's fields say what each needs, alike: '{Field} is required.', '{Field} must …'.
  nameRequired: 'Name is required.',
  nameTooLong: `Name must be at most ${INVITEE_NAME_MAX_LENGTH} characters.`,
  emailRequired: 'Email is required.',
  emailTooLong: 'Email is too long.',
  emailInvalid: 'Email must be a valid email address.',
  notesTooLong: `Notes must be at most ${NOTES_MAX_LENGTH} characters.`,
  reasonTooLong: `The reason must be at most ${REASON_MAX_LENGTH} characters`,
  linkInvalid: 'This booking link is not valid.',
  notFound: 'Booking not found',
  alreadyCancelled: 'This booking was already cancelled.',
  alreadyPast: 'This meeting has already taken place.',
  cannotReschedule: 'This booking can no longer be rescheduled. Please book a new time.',
  cancelled: 'Your booking was cancelled.',
  hostCancelled: 'Booking cancelled. The invitee will be emailed.',
  invalidCursor: 'Invalid cursor',
  feedNotFound: 'This calendar feed does not exist.',
  hostAccountClosed: 'The host closed their Kairos account.',
  // The limits' 429 answers: what was limited and when to try again (the same wait goes in Retry-After).
  tooManyForHost: (seconds: number) =>
    `Too many bookings for this host right now. Please try again in ${formatWait(seconds)}.`,
  tooManyFromAddress: (seconds: number) =>
    `Too many bookings from your network right now. Please try again in ${formatWait(seconds)}.`,
  tooManyForEmail: (seconds: number) =>
    `Too many bookings with this email address right now. Please try again in ${formatWait(seconds)}.`,
  tooManyChanges: (seconds: number) =>
    `This booking was changed too often just now. Please try again in ${formatWait(seconds)}.`,
  rescheduledTooOften: 'This booking was moved too many times to move it again. Please cancel it and book a new time.',
  /** What the booker's steps say beside their buttons when the server cannot be reached or fails. */
  bookNotReached: "We couldn't reach Kairos. Your booking is not confirmed yet — try again.",
  bookFailed: 'Something went wrong. Your booking is not confirmed yet — try again.',
  moveNotReached: "We couldn't reach Kairos. Your booking has not been moved yet — try again.",
  moveFailed: 'Something went wrong. Your booking has not been moved yet — try again.',
  cancelNotReached: "We couldn't reach Kairos. Your booking is not cancelled yet — try again.",
  slotsNotLoaded: 'The open times could not be loaded.',
  /** The title over the server's 429 sentence (it says when to try again). */
  waitTitle: WAIT_TITLE,
} as const;

/** The invitee's address: the account rules, in the booking form's words. */
export const InviteeEmailSchema = emailSchema(bookingMessages);

/** A start instant as the booker sends it: ISO with a zone designator. Checked again by the server. */
const StartSchema = z
  .string({ error: bookingMessages.invalidStart })
  .check(z.maxLength(40, bookingMessages.invalidStart), oneLine());

const ReasonSchema = z.optional(
  z.string().check(z.trim(), z.maxLength(REASON_MAX_LENGTH, bookingMessages.reasonTooLong), multiLine()),
);

/** POST /api/public/:username/:slug/bookings. The form and the API validate with this one schema. */
export const BookingCreateInputSchema = z.object({
  start: StartSchema,
  /** Name, email and notes may come here (as before questions existed) or in `responses`; here wins. */
  name: z.optional(
    z
      .string({ error: bookingMessages.nameRequired })
      .check(
        z.trim(),
        z.minLength(1, bookingMessages.nameRequired),
        z.maxLength(INVITEE_NAME_MAX_LENGTH, bookingMessages.nameTooLong),
        oneLine(),
      ),
  ),
  email: z.optional(InviteeEmailSchema),
  notes: z.optional(
    z.string().check(z.trim(), z.maxLength(NOTES_MAX_LENGTH, bookingMessages.notesTooLong), multiLine()),
  ),
  /**
   * The answers to the event type's questions, keyed by each question's name (ADR 024), checked by the
   * one schema built from the event type (`#shared/booking-answers.ts`): a refused answer is a 400
   * whose `fields` names each question with its sentence.
   */
  responses: z.optional(
    z
      .record(z.string().check(z.maxLength(FIELD_NAME_MAX_LENGTH)), z.unknown())
      .check(z.refine((r) => Object.keys(r).length <= MAX_BOOKING_FIELDS, answerMessages.summary)),
  ),
  /** The chosen location, when the event type offers several or one the invitee fills in. */
  location: z.optional(BookingLocationInputSchema),
  /** The invitee's zone: their email says the time in it. */
  timeZone: TimeZoneSchema,
  /** The invitee's device's language tag ('en-GB'): their emails write dates as its region does, in the booking's language. */
  dateLocale: z.optional(DateLocaleSchema),
  /** The clock the invitee chose on the booker: their emails write times on it. */
  hourCycle: z.optional(HourCycleSchema),
  /**
   * The routing form's response that sent the invitee (its booker URL's `routingResponseId`, ADR 033):
   * linked to the booking when it routed to this event type and is not linked yet, else ignored.
   */
  routingResponseId: z.optional(z.string().check(z.maxLength(64), oneLine())),
  /**
   * A recurring event type (issue 43, ADR 054): how many occurrences to book from `start`, 2 to the
   * rule's `maxOccurrences`, all at once or none. Left out: one time, as any event type.
   */
  occurrences: z.optional(
    z
      .number({ error: recurrenceMessages.occurrencesRange(MAX_RECURRENCE_OCCURRENCES) })
      .check(
        z.int(recurrenceMessages.occurrencesRange(MAX_RECURRENCE_OCCURRENCES)),
        z.gte(MIN_RECURRENCE_OCCURRENCES, recurrenceMessages.occurrencesRange(MAX_RECURRENCE_OCCURRENCES)),
        z.lte(MAX_RECURRENCE_OCCURRENCES, recurrenceMessages.occurrencesRange(MAX_RECURRENCE_OCCURRENCES)),
      ),
  ),
  /**
   * The series' dates to leave out (their starts, as a 409 named them), where the host allows booking
   * the others without them; the rest is still booked all or none.
   */
  skip: z.optional(z.array(StartSchema).check(z.maxLength(MAX_RECURRENCE_OCCURRENCES))),
});
export type BookingCreateInput = z.infer<typeof BookingCreateInputSchema>;
export type BookingFormValues = z.input<typeof BookingCreateInputSchema>;

/** pending: a request the host has yet to approve (it holds its time); rejected: declined or expired (ADR 025). */
export const BookingStatusSchema = z.enum(['accepted', 'pending', 'cancelled', 'rejected']);
export type BookingStatus = z.infer<typeof BookingStatusSchema>;
export const BookingActorSchema = z.enum(['host', 'invitee', 'system']);

/** 201 (or 200 for a replayed Idempotency-Key). manageUrl carries the secret: it is shown to the booker only. */
export const BookingCreatedSchema = z.object({
  uid: z.string(),
  status: BookingStatusSchema,
  start: z.string(),
  end: z.string(),
  manageUrl: z.string(),
  /** The language the booking was made in (`?lang=`, the event type's, or Accept-Language; ADR 030). */
  locale: LocaleSchema,
  /**
   * A series (issue 43, ADR 054): every occurrence booked, each its own booking; `uid` is then the
   * series' own (its invite's), and `start`, `end`, `status` and `manageUrl` are the first occurrence's.
   */
  occurrences: z.optional(z.array(OccurrenceSchema)),
});
export type BookingCreated = z.infer<typeof BookingCreatedSchema>;

export const BookingUidParamsSchema = z.object({
  uid: z.string().check(z.minLength(1), z.maxLength(64), oneLine()),
});

/** GET /api/public/bookings/:uid: what the invitee's manage page shows. */
export const PublicBookingSchema = z.object({
  uid: z.string(),
  /**
   * The iCalendar UID its invites carry (`{uid}@{server host}`), for an .ics made on the device; an
   * occurrence of a series carries the series' UID (its invites are the series' one event).
   */
  icalUid: z.string(),
  /** An occurrence of a series: its RECURRENCE-ID, the start the series' rule gave it (UTC ISO). */
  recurrenceId: z.optional(z.string()),
  /**
   * The iCalendar SEQUENCE of its latest invite: 0, then one more per reschedule or cancellation (an
   * occurrence: the series' SEQUENCE, which every change to one of its dates moves).
   */
  sequence: z.number(),
  status: BookingStatusSchema,
  title: z.string(),
  start: z.string(),
  end: z.string(),
  duration: z.number(),
  /** Whether the meeting has ended: nothing can be changed then. */
  past: z.boolean(),
  /**
   * Who hosts it: a team booking's attending hosts by name, one list (ADR 029), and how many they are
   * (absent: one), so the page says "host" or "hosts".
   */
  host: z.object({ name: z.string(), timeZone: z.string(), count: z.optional(z.number()) }),
  /** Where to book again or reschedule; null when the event type is gone or hidden. */
  username: z.nullable(z.string()),
  eventSlug: z.nullable(z.string()),
  inviteeName: z.string(),
  inviteeEmail: z.string(),
  inviteeTimeZone: z.string(),
  notes: z.string(),
  /** Where the meeting is, as a person reads it (an address, "Phone call: +1 212 555 0123", a link); null: no place was set. */
  location: z.nullable(z.string()),
  /** The link to join, when the location is one (a fixed link or a Jitsi meeting). */
  locationUrl: z.nullable(z.string()),
  /** The meeting's passcode and dial-in as people read them ("Passcode: …"; Zoom), shown beside its link. */
  meetingDetails: z.optional(z.nullable(z.string())),
  locationKind: z.nullable(LocationKindSchema),
  /** The answers, keyed by question name, each with its label as asked (ADR 024). */
  responses: ResponsesSchema,
  cancelledAt: z.nullable(z.string()),
  cancelledBy: z.nullable(BookingActorSchema),
  cancelReason: z.nullable(z.string()),
  /** A pending request's deadline: declined automatically then if the host has not answered (ADR 025). */
  requestExpiresAt: z.nullable(z.string()),
  /** A move awaiting the host (ADR 043): the accepted time the booking keeps; start/end are the asked-for time. */
  heldTime: z.optional(z.object({ start: z.string(), end: z.string() })),
  /** The host's booking page look, so the page matches their booking pages. */
  bookingPageTheme: ThemeSchema,
  brandColorLight: z.string(),
  brandColorDark: z.string(),
  /** A seat's other attendees, only when the host shows attendees to each other (ADR 026). */
  otherAttendees: z.optional(z.array(SeatPeerSchema)),
  /** The language the booking was made in: its emails, invite and page use it (ADR 030). */
  locale: z.optional(LocaleSchema),
  /**
   * The booking page's calendar file: the invite the invitee's latest email carried (the same event,
   * without METHOD, so any calendar imports it); null for a request and a cancelled booking.
   */
  invite: z.optional(z.nullable(z.string())),
  /** An occurrence of a series (issue 43): its place and every occurrence, each with its manage link. */
  series: z.optional(SeriesViewSchema),
});
export type PublicBooking = z.infer<typeof PublicBookingSchema>;

export const CancelInputSchema = z.object({ reason: ReasonSchema });
export type CancelInput = z.infer<typeof CancelInputSchema>;

export const RescheduleInputSchema = z.object({ start: StartSchema, reason: ReasonSchema });
export type RescheduleInput = z.infer<typeof RescheduleInputSchema>;

/* ---------- The host's side ---------- */

/** An instant in a list's filter: RFC 3339 with its zone (`2030-01-07T09:00:00+01:00` or `…Z`). */
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i;
const InstantFilterSchema = z.string().check(
  z.maxLength(40),
  z.refine((v) => RFC3339.test(v) && Number.isFinite(Date.parse(v)), bookingMessages.instantFilter),
);

/** upcoming and past: accepted bookings; pending: requests to answer; cancelled: cancelled and declined ones. */
export const BookingListStatusSchema = z.enum(['upcoming', 'pending', 'past', 'cancelled']);
export type BookingListStatus = z.infer<typeof BookingListStatusSchema>;

export const BookingListQuerySchema = z.object({
  status: z._default(BookingListStatusSchema, 'upcoming'),
  /** A team's bookings (issue 29): every one for its owners and admins, the ones a member attends. */
  teamId: z.optional(z.string().check(z.minLength(1), z.maxLength(64), oneLine())),
  /** Only the bookings of this event type. */
  eventTypeId: z.optional(z.string().check(z.minLength(1), z.maxLength(64), oneLine())),
  /** Only the bookings starting at or after this instant (RFC 3339 with a zone). */
  from: z.optional(InstantFilterSchema),
  /** Only the bookings starting before this instant (RFC 3339 with a zone). */
  to: z.optional(InstantFilterSchema),
  cursor: z.optional(z.string().check(z.maxLength(200))),
  /**
   * `series`: a series is one item, at its first occurrence in the tab's order that the tab and
   * filters show, with those occurrences (oldest first) in `occurrences`; a page counts it once.
   */
  group: z.optional(z.enum(['series'])),
  limit: z._default(
    z.coerce
      .number()
      .check(
        z.int(`limit must be an integer between 1 and ${BOOKINGS_MAX_LIMIT}`),
        z.gte(1, `limit must be an integer between 1 and ${BOOKINGS_MAX_LIMIT}`),
        z.lte(BOOKINGS_MAX_LIMIT, `limit must be an integer between 1 and ${BOOKINGS_MAX_LIMIT}`),
      ),
    BOOKINGS_DEFAULT_LIMIT,
  ),
});
export type BookingListQuery = z.input<typeof BookingListQuerySchema>;
export type BookingListQueryParsed = z.infer<typeof BookingListQuerySchema>;

/** The routing form and answers that sent a booking's invitee (ADR 033), for its host. */
export const RoutedBySchema = z.object({
  /** null once the form was deleted (the booking keeps the answers). */
  formId: z.nullable(z.string()),
  formName: z.string(),
  answers: ResponsesSchema,
});
export type RoutedBy = z.infer<typeof RoutedBySchema>;

export const HostBookingSchema = z.object({
  uid: z.string(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  status: BookingStatusSchema,
  eventTypeId: z.nullable(z.string()),
  inviteeName: z.string(),
  inviteeEmail: z.string(),
  inviteeTimeZone: z.string(),
  notes: z.string(),
  /** Where the meeting is, as a person reads it (an address, "Phone call: +1 212 555 0123", a link); null: no place was set. */
  location: z.nullable(z.string()),
  /** The link to join, when the location is one (a fixed link or a Jitsi meeting). */
  locationUrl: z.nullable(z.string()),
  /** The meeting's passcode and dial-in as people read them ("Passcode: …"; Zoom), shown beside its link. */
  meetingDetails: z.optional(z.nullable(z.string())),
  locationKind: z.nullable(LocationKindSchema),
  /** The answers, keyed by question name, each with its label as asked (ADR 024). */
  responses: ResponsesSchema,
  sequence: z.number(),
  createdAt: z.string(),
  /** A pending request's deadline (ADR 025); null otherwise. */
  requestExpiresAt: z.nullable(z.string()),
  /** A move awaiting the host (ADR 043): the accepted time the booking keeps; start/end are the asked-for time. */
  heldTime: z.optional(z.object({ start: z.string(), end: z.string() })),
  cancelledAt: z.nullable(z.string()),
  cancelledBy: z.nullable(BookingActorSchema),
  cancelReason: z.nullable(z.string()),
  /** The host marked the invitee a no-show (issue 30): only on an accepted booking that has begun. */
  noShow: z.boolean(),
  /** A seat of a time several attendees share (ADR 026): the time and everyone at it. */
  seat: z.optional(SeatTimeSchema),
  /** The routing form whose answers sent the invitee here (ADR 033). */
  routedBy: z.optional(RoutedBySchema),
  /** A booking a team's owner or admin cancelled for its host (ADR 059): their name, as its history keeps it. */
  cancelledByName: z.optional(z.string()),
  /**
   * Another member's booking in a team's list (`?teamId=`, issue 29): who hosts it. An owner or admin of
   * the team may cancel it and mark a no-show for its host (ADR 059); absent on the caller's own bookings.
   */
  host: z.optional(z.object({ name: z.string() })),
  /** A team booking with several hosts (ADR 029): every attending host by name, the lead first. */
  hosts: z.optional(z.array(z.string())),
  /** An occurrence of a series (issue 43): the series and this one's place in it ("3 of 10"). */
  series: z.optional(SeriesPlaceSchema),
});
export type HostBooking = z.infer<typeof HostBookingSchema>;

/** An item of the host's list: grouped (`group=series`), a series' item carries its occurrences in the tab. */
export const HostBookingListItemSchema = z.extend(HostBookingSchema, {
  occurrences: z.optional(z.array(HostBookingSchema)),
});
export type HostBookingListItem = z.infer<typeof HostBookingListItemSchema>;

export const HostBookingListSchema = z.object({
  items: z.array(HostBookingListItemSchema),
  nextCursor: z.nullable(z.string()),
});
export type HostBookingList = z.infer<typeof HostBookingListSchema>;

/**
 * What happened: booked, moved, ended, a request answered, the no-show mark set or undone (by the host,
 * or a team's owner or admin for them). Kinds are only ever added (the public API changes additively).
 */
export const BookingHistoryKindSchema = z.enum([
  'created',
  'rescheduled',
  'cancelled',
  'approved',
  'declined',
  'no_show_marked',
  'no_show_cleared',
]);
export type BookingHistoryKind = z.infer<typeof BookingHistoryKindSchema>;
export const BookingHistoryEntrySchema = z.object({
  kind: BookingHistoryKindSchema,
  actor: BookingActorSchema,
  /**
   * Who made the host's change for them (ADR 059): a team's owner or admin, by name. Absent when the
   * actor did it themselves.
   */
  actorName: z.optional(z.string()),
  at: z.string(),
  /** For a reschedule: the time it moved from. */
  fromStart: z.nullable(z.string()),
  fromEnd: z.nullable(z.string()),
  reason: z.nullable(z.string()),
});
export type BookingHistoryEntry = z.infer<typeof BookingHistoryEntrySchema>;

export const HostBookingDetailSchema = z.extend(HostBookingSchema, {
  history: z.array(BookingHistoryEntrySchema),
});
export type HostBookingDetail = z.infer<typeof HostBookingDetailSchema>;

/** POST /api/calendar-feed → the secret URL, shown once. GET → whether one exists. */
export const CalendarFeedCreatedSchema = z.object({ url: z.string() });
export const CalendarFeedStateSchema = z.object({ active: z.boolean() });
export const CalendarFeedParamsSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(200)),
});
