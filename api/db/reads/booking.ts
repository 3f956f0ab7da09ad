import type { BookingSettings } from '#shared/schemas/availability.ts';
import { type Recurrence, recurrenceOfColumns } from '#shared/schemas/recurrence.ts';
import { SETTINGS_COLUMNS, settingsOf } from './event-types.ts';
import { HOST_LOOK_COLUMNS, type HostLook, hostLookOf } from './public.ts';
import { type Runner, nullableNumber, nullableText, toMillis } from './runner.ts';

export interface BookingTargetRead extends HostLook {
  eventType: {
    id: string;
    name: string;
    slug: string;
    description: string;
    duration: number;
    /** The location options and the questions as stored (JSON text; ADR 024), read by `event-types/contract.ts`. */
    locations: string;
    bookingFields: string | null;
    /** The event type's rule when it repeats (issue 43, ADR 054); null: one time per booking. */
    recurrence: Recurrence | null;
  } & BookingSettings;
  /** The host's default schedule, or null while they have none yet. */
  schedule: { id: string; timeZone: string } | null;
  /** The host's first day of the week (0 = Sunday): the week of `maxPerWeek`. */
  weekStart: number;
  /** The distinct times the host's invitees may book an hour, if the host set it (else the server's figure). */
  bookingTimesPerHour: number | null;
}

export interface IdempotentBookingRead {
  uid: string;
  start: number;
  end: number;
  status: string;
  inviteeEmail: string;
  sequence: number;
  locale: string;
}

/** One taken seat of a seated time (ADR 026). */
export interface SeatedBookingRead {
  seatKey: string;
  start: number;
  blockedStart: number;
  blockedEnd: number;
}

export interface AvailabilityRuleRead {
  weekday: number | null;
  date: string | null;
  startMinute: number;
  endMinute: number;
}

/** The longest a booking can block: 24 h of event plus two 12 h buffers. Bounds the busy index scan. */
const MAX_BLOCK_MS = 48 * 3_600_000;

/** The booking page, its open times and the booking writes' idempotency check. */
export function bookingReads(run: Runner) {
  return {
    /** A user's visible event type with its booking settings, the host's look and default schedule. */
    async bookingTarget(userId: string, slug: string): Promise<BookingTargetRead | null> {
      const [r] = await run.rows(
        'booking_target',
        `SELECT ${HOST_LOOK_COLUMNS}, p.week_start, p.booking_times_per_hour,
                e.id AS event_type_id, e.name, e.slug, e.description, e.duration, e.locations, e.booking_fields,
                e.recurrence_frequency, e.recurrence_interval, e.recurrence_max, e.recurrence_partial,
                ${SETTINGS_COLUMNS.replace(/\w+/g, 'e.$&')},
                s.id AS schedule_id, s.time_zone
           FROM event_types e
           JOIN users u ON u.id = e.user_id
           LEFT JOIN avatars a ON a.user_id = u.id
           LEFT JOIN preferences p ON p.user_id = u.id
           LEFT JOIN schedules s ON s.id = (SELECT id FROM schedules WHERE user_id = u.id AND is_default
                                             ORDER BY created_at, id LIMIT 1)
          WHERE e.user_id = ? AND e.slug = ? AND e.is_visible`,
        [userId, slug],
      );
      if (!r) return null;
      return {
        ...hostLookOf(r),
        eventType: {
          id: r.event_type_id as string,
          name: r.name as string,
          slug: r.slug as string,
          description: r.description as string,
          duration: Number(r.duration),
          locations: r.locations as string,
          bookingFields: nullableText(r.booking_fields),
          recurrence: recurrenceOfColumns({
            frequency: nullableText(r.recurrence_frequency),
            interval: nullableNumber(r.recurrence_interval),
            max: nullableNumber(r.recurrence_max),
            partial: Boolean(r.recurrence_partial),
          }),
          ...settingsOf(r),
        },
        schedule: r.schedule_id ? { id: r.schedule_id as string, timeZone: r.time_zone as string } : null,
        weekStart: nullableNumber(r.week_start) ?? 1,
        bookingTimesPerHour: nullableNumber(r.booking_times_per_hour),
      };
    },

    /** A schedule's weekly ranges and date overrides. */
    async availabilityRules(scheduleId: string): Promise<AvailabilityRuleRead[]> {
      const rows = await run.rows(
        'availability_rules',
        'SELECT weekday, date, start_minute, end_minute FROM availability_rules WHERE schedule_id = ?',
        [scheduleId],
      );
      return rows.map((r) => ({
        weekday: nullableNumber(r.weekday),
        date: nullableText(r.date),
        startMinute: Number(r.start_minute),
        endMinute: Number(r.end_minute),
      }));
    },

    /** The host's blocking bookings as [blockedStart, blockedEnd) in ms that overlap [from, to). */
    async busy(hostId: string, from: Date, to: Date): Promise<[number, number][]> {
      // The lower bound on blocked_start keeps the (host_id, blocked_start) index scan short.
      const rows = await run.rows(
        'busy',
        `SELECT blocked_start, blocked_end FROM bookings
          WHERE host_id = ? AND blocking AND blocked_start >= ? AND blocked_start < ? AND blocked_end > ?
          ORDER BY blocked_start`,
        [hostId, run.time(new Date(from.getTime() - MAX_BLOCK_MS)), run.time(to), run.time(from)],
      );
      return rows.map((r) => [toMillis(r.blocked_start), toMillis(r.blocked_end)]);
    },

    /**
     * Start instants (ms) of an event type's blocking bookings that start in [from, to): one per
     * time, so the seats of a seated time count once (ADR 026), and a team booking once, by its lead
     * row (ADR 029).
     */
    async eventBookingStarts(eventTypeId: string, from: Date, to: Date): Promise<number[]> {
      const rows = await run.rows(
        'event_booking_starts',
        `SELECT start_time FROM bookings
          WHERE event_type_id = ? AND blocking AND lead_booking_id IS NULL AND start_time >= ? AND start_time < ?
          GROUP BY COALESCE(seat_key, id), start_time`,
        [eventTypeId, run.time(from), run.time(to)],
      );
      return rows.map((r) => toMillis(r.start_time));
    },

    /** The taken seats of an event type's seated times that start in [from, to) (ADR 026). */
    async seatedBookings(eventTypeId: string, from: Date, to: Date): Promise<SeatedBookingRead[]> {
      const rows = await run.rows(
        'seated_bookings',
        `SELECT seat_key, start_time, blocked_start, blocked_end FROM bookings
          WHERE event_type_id = ? AND blocking AND seat_key IS NOT NULL AND start_time >= ? AND start_time < ?`,
        [eventTypeId, run.time(from), run.time(to)],
      );
      return rows.map((r) => ({
        seatKey: r.seat_key as string,
        start: toMillis(r.start_time),
        blockedStart: toMillis(r.blocked_start),
        blockedEnd: toMillis(r.blocked_end),
      }));
    },

    /** The booking a host's Idempotency-Key made, if any (checked on every public booking request). */
    async bookingByIdempotencyKey(hostId: string, key: string): Promise<IdempotentBookingRead | null> {
      const [row] = await run.rows(
        'booking_by_idempotency_key',
        `SELECT uid, start_time, end_time, status, invitee_email, sequence, locale FROM bookings
          WHERE host_id = ? AND idempotency_key = ?`,
        [hostId, key],
      );
      if (!row) return null;
      return {
        uid: row.uid as string,
        start: toMillis(row.start_time),
        end: toMillis(row.end_time),
        status: String(row.status),
        inviteeEmail: row.invitee_email as string,
        sequence: Number(row.sequence),
        locale: String(row.locale),
      };
    },
  };
}
