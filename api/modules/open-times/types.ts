// The open times' contract (issue 40): what the busy sources, seats, bookings and team bookings need
// to know of an event type and a booking being moved, without importing the service that computes
// open times. Types, constants and one pure parser only (the pure functions are `contract.ts`): nothing
// here imports code that runs.
import type { BookingTargetRead } from '../../db/reads/booking.ts';
import { httpErrors } from '../../lib/http-errors.ts';
import type { EngineSchedule, SlotSettings } from '#shared/availability/slots.ts';
import { type PublicBookingEventType, availabilityMessages, isCalendarDate } from '#shared/schemas/availability.ts';
import type { BookingField, LocationOption } from '#shared/schemas/booking-fields.ts';
import type { AwayPlan } from '../out-of-office/contract.ts';

/** Memory each cache may hold per API process. */
export const BOOKING_CACHE_BYTES = 16 * 1024 * 1024;

/** An instant with a zone designator ('…Z' or '…+02:00'), or a date alone (read as UTC midnight). */
const INSTANT =
  /^\d{4}-\d{2}-\d{2}(?:T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d))?$/i;

/** An ISO instant with its zone as milliseconds; a 400 with `message` when it is not one. */
export function parseInstant(text: string, message: string = availabilityMessages.invalidInstant): number {
  const t = INSTANT.test(text) && isCalendarDate(text.slice(0, 10)) ? Date.parse(text) : Number.NaN;
  if (!Number.isFinite(t)) throw httpErrors.badRequest(message);
  return t;
}

/** How an event type shares its times; null when one person books a time. */
export interface Seating {
  seats: number;
  showSeatsLeft: boolean;
  showAttendees: boolean;
}

/** A booking being rescheduled: its own time counts as free in the open times shown for it. */
export interface OwnBooking {
  /** Inside the write: the booking's id, left out of what is busy. */
  bookingId?: string;
  hostId: string;
  eventTypeId: string | null;
  start: number;
  blocked: [number, number];
  /** The booking's iCalendar UID: its event in a connected calendar does not block it (ADR 021). */
  icalUid?: string;
  /**
   * An occurrence of a series (ADR 054): the series' one event (its UID) and the occurrence's instance
   * in it, at its start now or as the rule has it (a move not yet written), which does not block it.
   */
  seriesEvent?: { uid: string; starts: number[] };
}

/** What the booker, the slots and a booking need of one event type, read once per version. */
export interface Target {
  read: BookingTargetRead;
  /** The location options with the host's values (public or not) and the questions asked (ADR 024). */
  locations: LocationOption[];
  bookingFields: BookingField[];
  weekStart: number;
  page: PublicBookingEventType;
  schedule: EngineSchedule;
  settings: SlotSettings;
  /** How attendees share a time (ADR 026); null when one person books a time. */
  seating: Seating | null;
  /** The host's time away (ADR 055): out-of-office ranges and public holidays; none when left out. */
  away?: AwayPlan;
}

/**
 * Why a time is busy: outside the host's hours ('closed': a 400 'not open' to a booking) or taken by
 * another booking or a limit ('taken': a 409).
 */
export type BusyReason = 'closed' | 'taken';

/** A busy span [start, end) in instants, with why. */
export interface BusyInterval {
  start: number;
  end: number;
  reason: BusyReason;
  /** A refused booking's sentence when it is not the usual one for its reason (a connected calendar's). */
  message?: string;
  /** The iCalendar UID of the connected calendar's event that makes it busy (a seated time's own, ADR 026). */
  uid?: string;
}

/** A seated time that has attendees: how many, and the spans their rows block. */
export interface SeatedTime {
  key: string;
  start: number;
  taken: number;
  spans: [number, number][];
}
