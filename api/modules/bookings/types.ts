import type { Email } from '../../lib/mailer.ts';
import type { OutboxJobContext, OutboxOutcome } from '../../lib/outbox.ts';
import type { Target } from '../open-times/types.ts';

// The bookings' hooks (issue 40): what the calendars module plugs into the booking write and its
// listeners, without importing the booking service. Types only.

/** A booking or reschedule about to enter the host's locked write, its time's own rules passed. */
export interface PendingWrite {
  hostId: string;
  target: Target;
  start: number;
  /** The host's calendars version when the event type was read (0: no calendar was ever connected). */
  calendarsVersion: number;
}

/**
 * Work that must happen before a write takes the host's lock (ADR 021: the fresh read of the host's
 * connected calendars), one function per concern, given to the booking service. A hook may refuse
 * the write by throwing an HttpError; it never runs inside the transaction, so a slow one holds no lock.
 */
export type BeforeWrite = (write: PendingWrite) => Promise<void>;

/** What a calendar write may use of the listener run it is part of. */
export interface CalendarWriteContext {
  /** Sends an email now as the listener's job (the host's notice that a write failed). */
  sendEmail(email: Email): Promise<OutboxOutcome>;
  job: OutboxJobContext;
}

/** Puts a booking, as it now is, into the host's calendar for bookings (ADR 021; the calendars module). */
export interface BookingCalendarWriter {
  reflect(bookingId: string, context: CalendarWriteContext): Promise<OutboxOutcome>;
  /** A seated time's one event (ADR 026), with every attendee holding a seat. */
  reflectTime(hostId: string, seatKey: string, context: CalendarWriteContext): Promise<OutboxOutcome>;
  /** A recurring booking's one event (ADR 054), with its RRULE, EXDATEs and moved occurrences. */
  reflectSeries(hostId: string, seriesId: string, context: CalendarWriteContext): Promise<OutboxOutcome>;
}
