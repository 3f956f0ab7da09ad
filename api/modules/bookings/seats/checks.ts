import type { Tx } from '../../../db/client.ts';
import { httpErrors } from '../../../lib/http-errors.ts';
import { bookingMessages } from '#shared/schemas/bookings.ts';
import { seatMessages } from '#shared/schemas/seats.ts';
import { busyForAnotherSeat, groupSeats, seatKeyOf } from '../../open-times/contract.ts';
import type { OpenTimesService } from '../../open-times/surface.ts';
import type { BusyInterval, OwnBooking, SeatedTime, Target } from '../../open-times/types.ts';
import { bookingProviderOf } from '../conferencing/contract.ts';
import type { ConferencingProvider } from '../conferencing/types.ts';
import type { BookingTimes } from '../contract.ts';

/** 409 for a time whose seats are all taken: made once, like TAKEN, for the losers of a burst. */
const FULL = httpErrors.conflict(seatMessages.full);

const overlapping = (intervals: readonly BusyInterval[], from: number, to: number) =>
  intervals.filter((i) => i.start < to && i.end > from);

/**
 * The booking write's check of a seated time (ADR 026), beside `checks.ts`: a time nobody has
 * booked is checked as any booking; a time with attendees takes one more while it has seats left
 * (counted inside the host's lock, so exactly once on both databases), against everything but its
 * own rows, its own calendar event and the limits (which count times, not seats).
 */
export function createSeatChecks(deps: { slots: OpenTimesService; providers: readonly ConferencingProvider[] }) {
  const { slots, providers } = deps;

  /** What is in the way of one more attendee of `time`, for the span the new row would block. */
  function refuse(busy: readonly BusyInterval[], time: SeatedTime, times: BookingTimes) {
    const left = overlapping(busyForAnotherSeat(busy, time), times.blockedStart, times.blockedEnd);
    if (left.some((i) => i.reason === 'closed')) throw httpErrors.badRequest(bookingMessages.notOpen);
    const taken = left.find((i) => i.reason === 'taken');
    if (taken) throw httpErrors.conflict(taken.message ?? bookingMessages.slotTaken);
  }

  return {
    /**
     * Inside the lock: the time's attendees as committed. Null when nobody holds a seat yet (the
     * caller checks it as a new time); a 409 when it is full; else the time's video room, which
     * every attendee shares (a Jitsi room is made for the time's first booking).
     */
    async inside(
      tx: Tx,
      hostId: string,
      target: Target,
      times: BookingTimes,
      at: number,
      seats: { email?: string; own?: OwnBooking },
    ): Promise<{ room: string | null } | null> {
      const key = seatKeyOf(target.read.eventType.id, times.start);
      const rows = await tx.booking.findMany({
        where: {
          seatKey: key,
          hostId,
          blocking: true,
          ...(seats.own?.bookingId ? { id: { not: seats.own.bookingId } } : {}),
        },
        select: {
          inviteeEmail: true,
          startTime: true,
          blockedStart: true,
          blockedEnd: true,
          locationKind: true,
          locationUrl: true,
          meetingProvider: true,
        },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      });
      if (rows.length === 0) return null;
      if (rows.length >= (target.seating?.seats ?? 1)) throw FULL;
      if (seats.email && rows.some((r) => r.inviteeEmail.toLowerCase() === seats.email!.toLowerCase())) {
        throw httpErrors.conflict(seatMessages.alreadySeated);
      }
      const [time] = groupSeats(
        rows.map((r) => ({
          seatKey: key,
          start: r.startTime.getTime(),
          blockedStart: r.blockedStart.getTime(),
          blockedEnd: r.blockedEnd.getTime(),
        })),
      );
      const busy = await slots.busy({
        hostIds: [hostId],
        target,
        from: Math.min(times.blockedStart, ...time!.spans.map(([s]) => s)),
        to: Math.max(times.blockedEnd, ...time!.spans.map(([, e]) => e)),
        at,
        bookingsVersions: {},
        own: seats.own,
        tx,
      });
      refuse(busy, time!, times);
      const shares = (p: ConferencingProvider | null) => Boolean(p?.sharedBySeats && p.meetingNow);
      return { room: rows.find((r) => shares(bookingProviderOf(r, providers)))?.locationUrl ?? null };
    },

    /**
     * Outside any transaction, against the cached answers at the host's versions: most losers of a
     * race for the last seats stop here. False when nobody holds a seat yet (checked as a new time).
     */
    async outside(
      target: Target,
      hostId: string,
      versions: { bookingsVersion: number; calendarsVersion: number },
      times: BookingTimes,
      at: number,
    ): Promise<boolean> {
      const eventTypeId = target.read.eventType.id;
      const rows = await slots.seatedBookings(eventTypeId, times.start, times.start + 1, versions.bookingsVersion);
      const [time] = groupSeats(rows);
      if (!time) return false;
      if (time.taken >= (target.seating?.seats ?? 1)) throw FULL;
      const busy = await slots.busy({
        hostIds: [hostId],
        target,
        from: Math.min(times.blockedStart, ...time.spans.map(([s]) => s)),
        to: Math.max(times.blockedEnd, ...time.spans.map(([, e]) => e)),
        at,
        bookingsVersions: { [hostId]: versions.bookingsVersion },
        calendarsVersions: { [hostId]: versions.calendarsVersion },
      });
      refuse(
        busy.filter((i) => i.reason === 'taken'),
        time,
        times,
      );
      return true;
    },
  };
}
