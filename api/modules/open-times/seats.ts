import type { SeatedBookingRead } from '../../db/reads/booking.ts';
import { type SlotResult, type SlotSettings, checkStart } from '#shared/availability/slots.ts';
import type { BusyContext } from './busy/index.ts';
import { busyForAnotherSeat } from './contract.ts';
import type { BusyInterval, SeatedTime, Seating, Target } from './types.ts';

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
