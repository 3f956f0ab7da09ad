import { httpErrors } from '../../lib/http-errors.ts';
import { insightsMessages, type NoShowResult } from '#shared/schemas/insights.ts';
import type { BookingContext } from './context.ts';
import { bookingEvent } from './event.ts';
import { emit } from './events.ts';
import { BOOKING_SELECT, type BookingRow } from './contract.ts';

/**
 * POST /api/bookings/:uid/no-show (issue 30): the host marks the invitee of an accepted booking that
 * has begun a no-show, or undoes it. A change is a lifecycle event (`no_show`, ADR 019): the webhooks
 * listener sends BOOKING_NO_SHOW_UPDATED. The booking's history keeps it (`no_show_marked`,
 * `no_show_cleared`, the host's change), naming the team's owner or admin who made it for the host
 * (`actedBy`, ADR 059). Setting the mark it already has changes, records and sends nothing.
 */
export function createNoShow(ctx: BookingContext, hostBooking: (hostId: string, uid: string) => Promise<BookingRow>) {
  const { lock, now } = ctx;
  return async function setNoShow(
    hostId: string,
    uid: string,
    noShow: boolean,
    actedBy?: string,
  ): Promise<NoShowResult> {
    const row = await hostBooking(hostId, uid);
    return lock.write(hostId, async (tx, host) => {
      const current = await tx.booking.findUniqueOrThrow({ where: { id: row.id }, select: BOOKING_SELECT });
      if (current.status !== 'accepted') throw httpErrors.conflict(insightsMessages.noShowNotAccepted);
      if (current.startTime.getTime() > now()) throw httpErrors.conflict(insightsMessages.noShowNotStarted);
      if (current.noShow === noShow) return { uid, noShow };
      const updated = await tx.booking.update({
        where: { id: row.id },
        data: {
          noShow,
          history: {
            create: { kind: noShow ? 'no_show_marked' : 'no_show_cleared', actor: 'host', actorName: actedBy ?? null },
          },
        },
        select: BOOKING_SELECT,
      });
      await emit(tx, bookingEvent('no_show', updated, host, now(), { noShow }));
      return { uid, noShow };
    });
  };
}
