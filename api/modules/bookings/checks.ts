import { httpErrors } from '../../lib/http-errors.ts';
import { checkStart } from '#shared/availability/slots.ts';
import { bookingMessages } from '#shared/schemas/bookings.ts';
import type { OpenTimesService } from '../open-times/surface.ts';
import type { BusyInterval, OwnBooking, Target } from '../open-times/types.ts';
import { type BookingTimes, bookingTimes } from './contract.ts';
import { createSeatChecks } from './seats/checks.ts';
import { seatKeyOf } from '../open-times/contract.ts';
import { TAKEN } from './locked-write.ts';
import type { Tx } from '../../db/client.ts';
import type { ConferencingProvider } from './conferencing/types.ts';

function refuse(verdict: ReturnType<typeof checkStart>, minimumNotice: number) {
  switch (verdict) {
    case 'open':
      return;
    case 'past':
      throw httpErrors.badRequest(bookingMessages.inPast);
    case 'notice':
      throw httpErrors.badRequest(bookingMessages.notice(minimumNotice));
    case 'window':
      throw httpErrors.badRequest(bookingMessages.outsideWindow);
    case 'closed':
      throw httpErrors.badRequest(bookingMessages.notOpen);
    case 'taken':
      throw TAKEN;
  }
}

const overlapping = (intervals: BusyInterval[], from: number, to: number) =>
  intervals.filter((i) => i.start < to && i.end > from);

/** 409 for taken intervals: the usual sentence, or a source's own when only that source is in the way. */
function takenBy(taken: BusyInterval[]) {
  const own = taken.find((i) => i.message === undefined);
  return own ? TAKEN : httpErrors.conflict(taken[0]!.message!);
}

/**
 * Whether a start can be booked: the rules of the time itself (past, notice, window, the host's
 * grid), then every busy source (ADR 019) for the span the booking blocks with its buffers. A
 * closed interval answers 400 'not open', a taken one 409.
 */
export function createBookingChecks(deps: {
  slots: OpenTimesService;
  now: () => number;
  providers: readonly ConferencingProvider[];
}) {
  const { slots, now } = deps;
  const seats = createSeatChecks({ slots, providers: deps.providers });
  /** A seated event type's booking is a seat of its time (ADR 026): the key it shares with the others. */
  const seatKey = (target: Target, times: BookingTimes) =>
    target.seating ? seatKeyOf(target.read.eventType.id, times.start) : null;

  /** The reasons that do not depend on other bookings or sources: answered at once, without any lock. */
  function rules(target: Target, start: number) {
    const { settings } = target;
    const times = bookingTimes(start, settings, now());
    const verdict = checkStart(
      {
        schedule: target.schedule,
        settings: { ...settings, maxPerDay: null, maxPerWeek: null },
        busy: [],
        now: now(),
        weekStart: target.weekStart,
      },
      start,
    );
    refuse(verdict, settings.minimumNotice);
    return times;
  }

  return {
    rules,

    /**
     * Inside the lock, against committed data: every source answers fresh through the transaction.
     * `email`: the invitee's, so one person takes one seat of a seated time.
     */
    async inside(tx: Tx, hostId: string, target: Target, start: number, own?: OwnBooking, email?: string) {
      const times = rules(target, start);
      const joined = target.seating ? await seats.inside(tx, hostId, target, times, now(), { email, own }) : null;
      if (joined) return { ...times, seatKey: seatKey(target, times), room: joined.room };
      const query = { hostIds: [hostId], target, at: now(), bookingsVersions: {}, own, tx };
      const busy = overlapping(
        await slots.busy({ ...query, from: times.blockedStart, to: times.blockedEnd }),
        times.blockedStart,
        times.blockedEnd,
      );
      if (busy.some((i) => i.reason === 'closed')) throw httpErrors.badRequest(bookingMessages.notOpen);
      if (busy.length > 0) throw takenBy(busy);
      return { ...times, seatKey: seatKey(target, times), room: null };
    },

    /**
     * The same against the sources' cached answers at the host's bookings version, outside any
     * transaction: most losers of a race stop here. The time's own rules were checked before.
     */
    async outside(
      target: Target,
      hostId: string,
      versions: { bookingsVersion: number; calendarsVersion: number },
      start: number,
    ) {
      const times = bookingTimes(start, target.settings, now());
      if (target.seating && (await seats.outside(target, hostId, versions, times, now()))) return;
      const busy = await slots.busy({
        hostIds: [hostId],
        target,
        from: times.blockedStart,
        to: times.blockedEnd,
        at: now(),
        bookingsVersions: { [hostId]: versions.bookingsVersion },
        calendarsVersions: { [hostId]: versions.calendarsVersion },
      });
      const found = overlapping(busy, times.blockedStart, times.blockedEnd);
      // Closed as inside the lock (a day away, ADR 055): a round-robin then skips the host.
      if (found.some((i) => i.reason === 'closed')) throw httpErrors.badRequest(bookingMessages.notOpen);
      const taken = found.filter((i) => i.reason === 'taken');
      if (taken.length > 0) throw takenBy(taken);
    },
  };
}
