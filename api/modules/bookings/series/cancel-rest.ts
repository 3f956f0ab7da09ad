import { HttpError } from '../../../lib/http-errors.ts';
import { bookingMessages } from '#shared/schemas/bookings.ts';
import { decidedMessage } from '#shared/schemas/requests.ts';
import { type CancelRestResult, recurrenceMessages } from '#shared/schemas/recurrence.ts';
import type { BookingContext } from '../context.ts';
import { BOOKING_SELECT, type BookingRow } from '../contract.ts';
import { bookingEvent } from '../event.ts';
import { emit } from '../events.ts';
import { releaseHold } from '../requests/hold.ts';
import { loadSeries } from './load.ts';

/**
 * "This and the following" of a series (issue 43, ADR 054): the occurrence and every later one still
 * held cancelled in one transaction of the host's locked write; the series' rule shortened (its COUNT
 * ends before the occurrence) and its SEQUENCE moved on, so every copy is one update of the series
 * (METHOD:REQUEST with the shorter RRULE), not a CANCEL per date. One event for the change (emails,
 * webhook, calendar, live); the other occurrences tell the workflows alone (their reminders dropped).
 * From the series' first held occurrence, nothing is left: the invite is the series' CANCEL.
 */
export function createCancelRest(ctx: BookingContext) {
  const { lock, now } = ctx;

  return async function cancelRest(
    row: BookingRow,
    actor: 'host' | 'invitee',
    reason: string | undefined,
  ): Promise<CancelRestResult> {
    if (!row.seriesId) throw new HttpError(400, recurrenceMessages.notInSeries);
    const seriesId = row.seriesId;
    return lock.write(row.hostId, async (tx, host) => {
      const current = await tx.booking.findUniqueOrThrow({ where: { id: row.id }, select: BOOKING_SELECT });
      if (current.status === 'cancelled') throw new HttpError(410, bookingMessages.alreadyCancelled);
      if (current.status === 'rejected') throw new HttpError(410, decidedMessage(current));
      if (current.startTime.getTime() <= now()) throw new HttpError(410, bookingMessages.alreadyPast);
      const from = current.seriesIndex ?? 0;
      const later = await tx.booking.findMany({
        where: {
          seriesId,
          holdsForId: null,
          seriesIndex: { gte: from },
          status: { in: ['accepted', 'pending'] },
          startTime: { gt: new Date(now()) },
        },
        orderBy: { seriesIndex: 'asc' },
        select: { id: true, status: true },
      });
      const at = now();
      const cancelled: { row: BookingRow; request: boolean }[] = [];
      for (const occurrence of later) {
        // A move awaiting the host is still an accepted occurrence: cancelled as one (ADR 043).
        const held = await releaseHold(tx, occurrence.id);
        const updated = await tx.booking.update({
          where: { id: occurrence.id },
          data: {
            status: 'cancelled',
            blocking: false,
            sequence: { increment: 1 },
            cancelledAt: new Date(at),
            cancelledBy: actor,
            cancelReason: reason || null,
            history: { create: { kind: 'cancelled', actor, reason: reason || null } },
          },
          select: BOOKING_SELECT,
        });
        cancelled.push({ row: updated, request: occurrence.status === 'pending' && !held });
      }
      // The rule ends before this occurrence when an earlier one still takes place (RRULE's COUNT).
      const earlier = await tx.booking.count({
        where: { seriesId, holdsForId: null, seriesIndex: { lt: from }, status: { in: ['accepted', 'pending'] } },
      });
      await tx.bookingSeries.update({
        where: { id: seriesId },
        data: { sequence: { increment: 1 }, ...(earlier > 0 && from > 0 ? { count: from } : {}) },
      });
      const series = { ...(await loadSeries(tx, seriesId, 'rest'))!, cancelledNow: cancelled.map((c) => c.row.uid) };
      const lead = cancelled.find((c) => c.row.id === current.id) ?? cancelled[0]!;
      const said = { cancelledBy: actor, reason: reason || null, ...(lead.request ? { request: true as const } : {}) };
      await emit(tx, { ...bookingEvent('cancelled', lead.row, host, at, said), series });
      for (const other of cancelled.filter((c) => c !== lead)) {
        const event = bookingEvent('cancelled', other.row, host, at, { cancelledBy: actor, reason: reason || null });
        await emit(tx, { ...event, series, seriesMember: true }, ['workflows']);
      }
      return { cancelled: cancelled.map((c) => c.row.uid) };
    });
  };
}
