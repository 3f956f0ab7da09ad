import { createHash } from 'node:crypto';
import type { SeatedBookingRead } from '../../db/reads/booking.ts';
import { type SlotResult, type SlotSettings, checkStart } from '#shared/availability/slots.ts';
import type { BusyContext, BusyInterval } from './busy/index.ts';
import type { Seating, Target } from './types.ts';

/**
 * Seats (ADR 026): the attendees of one seated time are one booking row each, grouped by the event
 * type and the start instant (`seatKey`). A time with seats left stays open: its own rows, its
 * event in the host's calendar and the day and week limits (which count times, not seats) do not
 * make it busy for the next attendee; everything else does, as for any booking.
 */

export function seatingOf(settings: {
  seats: number | null;
  showSeatsLeft: boolean;
  showAttendees: boolean;
}): Seating | null {
  const { seats, showSeatsLeft, showAttendees } = settings;
  return seats === null ? null : { seats, showSeatsLeft, showAttendees };
}

/** The key the seats of one time share: the event type and the start instant. */
export const seatKeyOf = (eventTypeId: string, start: number) => `${eventTypeId}/${new Date(start).toISOString()}`;

/**
 * The local part of the iCalendar UID of a seated time's one event in the host's calendar and feed
 * (`icalUid(seatTimeUid(key), APP_URL)`): the same for every attendee of the time.
 */
export const seatTimeUid = (seatKey: string) =>
  `seats-${createHash('sha256').update(seatKey).digest('base64url').slice(0, 32)}`;

/** A seated time that has attendees: how many, and the spans their rows block. */
export interface SeatedTime {
  key: string;
  start: number;
  taken: number;
  spans: [number, number][];
}

export function groupSeats(rows: readonly SeatedBookingRead[]): SeatedTime[] {
  const times = new Map<string, SeatedTime>();
  for (const row of rows) {
    const time = times.get(row.seatKey) ?? { key: row.seatKey, start: row.start, taken: 0, spans: [] };
    time.taken += 1;
    if (!time.spans.some(([s, e]) => s === row.blockedStart && e === row.blockedEnd)) {
      time.spans.push([row.blockedStart, row.blockedEnd]);
    }
    times.set(row.seatKey, time);
  }
  return [...times.values()].sort((a, b) => a.start - b.start);
}

/** The taken seats of the event type's times in [from, to), kept per bookings version (every booking write moves it). */
export function seatedBookingsKept(
  context: BusyContext,
  eventTypeId: string,
  from: number,
  to: number,
  bookingsVersion: number,
): Promise<SeatedBookingRead[]> {
  return context.kept<SeatedBookingRead>(`seats:${eventTypeId}:${from}:${to}`, `${bookingsVersion}`, () =>
    context.reads.seatedBookings(eventTypeId, new Date(from), new Date(to)),
  );
}

/**
 * What stays in the way of one more attendee of `time`: the busy intervals without the time's own
 * rows and the limits' days (the only unsourced 'taken' intervals that can overlap its spans: no
 * other blocking row may overlap a seated time's), and without the time's event in the host's
 * calendar (its UID).
 */
export function busyForAnotherSeat(busy: readonly BusyInterval[], time: SeatedTime): BusyInterval[] {
  const ownEvent = `${seatTimeUid(time.key)}@`;
  return busy.filter((i) => {
    if (i.uid?.startsWith(ownEvent)) return false;
    if (i.reason !== 'taken' || i.message !== undefined) return true;
    return !time.spans.some(([s, e]) => i.start < e && i.end > s);
  });
}

/** Whether one more attendee may join `time` (its seats left, the hours, notice, window and the rest). */
export function joinable(
  target: Target,
  settings: SlotSettings,
  time: SeatedTime,
  busy: readonly BusyInterval[],
  now: number,
): boolean {
  if (time.taken >= (target.seating?.seats ?? 1)) return false;
  const verdict = checkStart(
    {
      schedule: target.schedule,
      settings: { ...settings, maxPerDay: null, maxPerWeek: null },
      busy: busyForAnotherSeat(busy, time).map((i) => [i.start, i.end] as const),
      now,
      weekStart: target.weekStart,
    },
    time.start,
  );
  return verdict === 'open';
}

/** Open times with their seats left: the free times (every seat left) and the times attendees may still join. */
export interface SeatedSlots extends SlotResult {
  seatsLeft: ReadonlyMap<number, number>;
}

/**
 * The open times of a seated event type: `free` (computed with every busy interval: nobody booked
 * them) and each time of `times` another attendee may join; the next available time may be one.
 */
export function withSeats(
  target: Target,
  settings: SlotSettings,
  free: SlotResult,
  busy: readonly BusyInterval[],
  times: readonly SeatedTime[],
  span: { from: number; to: number; now: number },
): SeatedSlots {
  const seats = target.seating?.seats ?? 1;
  const seatsLeft = new Map<number, number>(free.slots.map((t) => [t, seats]));
  const joined: number[] = [];
  let nextAvailable = free.nextAvailable;
  for (const time of times) {
    if (!joinable(target, settings, time, busy, span.now)) continue;
    seatsLeft.set(time.start, seats - time.taken);
    if (time.start >= span.from && time.start < span.to) joined.push(time.start);
    else if (time.start >= span.to && (nextAvailable === null || time.start < nextAvailable))
      nextAvailable = time.start;
  }
  const slots = joined.length === 0 ? free.slots : [...free.slots, ...joined].sort((a, b) => a - b);
  return { slots, nextAvailable, seatsLeft };
}
