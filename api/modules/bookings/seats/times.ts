import { HttpError, httpErrors } from '../../../lib/http-errors.ts';
import { bookingMessages } from '#shared/schemas/bookings.ts';
import { type SeatTime, seatMessages } from '#shared/schemas/seats.ts';
import { cancelIn } from '../cancel-write.ts';
import type { BookingContext } from '../context.ts';
import type { BookingRow } from '../contract.ts';

/**
 * The host's side of seated times (ADR 026): each seat's time with everyone holding a seat at it (the
 * host's list groups by it), and the whole time cancelled at once. Removing one attendee is the
 * host's cancel of that attendee's booking.
 */
export function createSeatTimes(
  ctx: BookingContext,
  hostBooking: (hostId: string, uid: string) => Promise<BookingRow>,
) {
  const { db, lock, now } = ctx;

  return {
    /** The times of the rows that are seats, by seat key, each with its attendees, first booked first. */
    async of(hostId: string, rows: readonly Pick<BookingRow, 'seatKey'>[]): Promise<Map<string, SeatTime>> {
      const keys = [...new Set(rows.flatMap((r) => (r.seatKey ? [r.seatKey] : [])))];
      if (keys.length === 0) return new Map();
      const seats = await db.booking.findMany({
        where: { hostId, seatKey: { in: keys }, blocking: true },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        select: {
          uid: true,
          inviteeName: true,
          inviteeEmail: true,
          seatKey: true,
          eventType: { select: { seats: true } },
        },
      });
      const times = new Map<string, SeatTime>();
      for (const key of keys) times.set(key, { key, seats: 0, attendees: [] });
      for (const seat of seats) {
        const time = times.get(seat.seatKey!)!;
        time.attendees.push({ uid: seat.uid, name: seat.inviteeName, email: seat.inviteeEmail });
        time.seats = Math.max(seat.eventType?.seats ?? 0, time.attendees.length);
      }
      return times;
    },

    /** POST /api/bookings/:uid/cancel-time: every seat of the booking's time cancelled; each attendee is emailed. */
    async cancelTime(hostId: string, uid: string, reason: string | undefined): Promise<{ cancelled: number }> {
      const row = await hostBooking(hostId, uid);
      if (!row.seatKey) throw httpErrors.badRequest(seatMessages.notSeated);
      const seatKey = row.seatKey;
      return lock.write(hostId, async (tx, host) => {
        const seats = await tx.booking.findMany({
          where: { hostId, seatKey, blocking: true },
          orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
          select: { id: true, startTime: true },
        });
        if (seats.length === 0) throw new HttpError(410, bookingMessages.alreadyCancelled);
        if (seats[0]!.startTime.getTime() <= now()) throw new HttpError(410, bookingMessages.alreadyPast);
        for (const seat of seats) await cancelIn(tx, seat.id, host, now(), { actor: 'host', reason });
        return { cancelled: seats.length };
      });
    },
  };
}
