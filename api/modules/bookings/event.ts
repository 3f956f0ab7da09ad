// The booking events' contract (issue 40): what an event is and carries, for the code that emits
// one (events.ts), the listeners that react to one and the live log. Types and pure functions only:
// nothing here imports the code that runs, so any of it may import this.
import type { BookingEventName } from '#shared/booking-events.ts';
import type { BookingRow, Host } from './contract.ts';
import type { SeriesSnapshot } from './series/contract.ts';

export { BOOKING_EVENTS, type BookingEventName } from '#shared/booking-events.ts';

/** A booking's row as an event carries it (JSON: instants as ISO text; no secrets). */
export type BookingSnapshot = Omit<
  BookingRow,
  | 'manageTokenHash'
  | 'idempotencyKey'
  | 'startTime'
  | 'endTime'
  | 'cancelledAt'
  | 'requestExpiresAt'
  | 'createdAt'
  | 'updatedAt'
> & {
  startTime: string;
  endTime: string;
  cancelledAt: string | null;
  requestExpiresAt?: string | null;
  createdAt: string;
  updatedAt: string;
};

/** A booking change as listeners receive it. Stored in the outbox, so plain JSON. */
export interface BookingEvent {
  name: BookingEventName;
  /** When the change was written (ISO). */
  at: string;
  booking: BookingSnapshot;
  host: Pick<Host, 'id' | 'email' | 'name' | 'username' | 'timeZone' | 'locale' | 'timeFormat'>;
  /** A reschedule's old time. */
  previous?: { start: string; end: string };
  /** A reschedule's or cancellation's reason. */
  reason?: string | null;
  cancelledBy?: 'host' | 'invitee';
  /** The host's change made for them by a team's owner or admin (ADR 059): that person's name. */
  actedBy?: string;
  /** A reschedule or cancellation of a request not yet approved (ADR 025): no invite went out for it. */
  request?: true;
  /** A decline: by the host, or by the system when the request expired. */
  declinedBy?: 'host' | 'system';
  /** A declined (or expired) move (ADR 043): the booking stays accepted at its old time, now `booking`'s. */
  moveDeclined?: true;
  /** A no-show mark (issue 30): whether the invitee is now marked a no-show. */
  noShow?: boolean;
  /** An occurrence of a recurring booking (ADR 054): its series as it now is, and what the change is about. */
  series?: SeriesSnapshot;
  /**
   * One of a new series' occurrences besides the one its event is about: heard by the workflows alone
   * (each occurrence's reminders), never emailed or sent on its own.
   */
  seriesMember?: true;
}

/** The event for a change of `row`, as the write sees it at `at`. */
export function bookingEvent(
  name: BookingEventName,
  row: BookingRow,
  host: Host,
  at: number,
  extra: Pick<
    BookingEvent,
    'reason' | 'cancelledBy' | 'actedBy' | 'request' | 'declinedBy' | 'moveDeclined' | 'noShow'
  > & {
    previous?: { start: Date; end: Date };
  } = {},
): BookingEvent {
  const { manageTokenHash: _hash, idempotencyKey: _key, ...rest } = row;
  const { previous, ...said } = extra;
  return {
    name,
    at: new Date(at).toISOString(),
    booking: {
      ...rest,
      startTime: row.startTime.toISOString(),
      endTime: row.endTime.toISOString(),
      cancelledAt: row.cancelledAt?.toISOString() ?? null,
      requestExpiresAt: row.requestExpiresAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    },
    host: {
      id: host.id,
      email: host.email,
      name: host.name,
      username: host.username,
      timeZone: host.timeZone,
      ...(host.locale ? { locale: host.locale } : {}),
      ...(host.timeFormat ? { timeFormat: host.timeFormat } : {}),
    },
    ...(previous ? { previous: { start: previous.start.toISOString(), end: previous.end.toISOString() } } : {}),
    ...said,
  };
}

/** The booking row back from an event (dates as dates). */
export function rowOf(event: BookingEvent): Omit<BookingRow, 'manageTokenHash' | 'idempotencyKey'> {
  const b = event.booking;
  return {
    ...b,
    startTime: new Date(b.startTime),
    endTime: new Date(b.endTime),
    cancelledAt: b.cancelledAt ? new Date(b.cancelledAt) : null,
    requestExpiresAt: b.requestExpiresAt ? new Date(b.requestExpiresAt) : null,
    createdAt: new Date(b.createdAt),
    updatedAt: new Date(b.updatedAt),
  };
}

/** The outbox job of one listener for one event. */
export interface ListenerJob {
  listener: string;
  event: BookingEvent;
  /** What the listener noted inside the write's transaction, if anything. */
  captured?: unknown;
  /** The other listeners' jobs of the event, waiting for this one's run (`holdsOthers`, ADR 045). */
  held?: ListenerJob[];
}
