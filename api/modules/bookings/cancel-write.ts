import type { Tx } from '../../db/client.ts';
import { bookingEvent } from './event.ts';
import { emit } from './events.ts';
import { BOOKING_SELECT, type BookingRow, type Host } from './contract.ts';

/** Who cancels, why, and what else the cancel's event says. */
export interface Cancellation {
  actor: 'host' | 'invitee';
  reason?: string | undefined;
  /** Whether it was a request the host had not answered yet (ADR 025): its emails say so. */
  wasRequest?: boolean;
  /** The listeners that react, when not all (a team booking's other host, ADR 029). */
  only?: readonly string[];
  /** A team's owner or admin who cancels for the host (ADR 059): their name, in the history and the host's email. */
  actedBy?: string | undefined;
}

/**
 * Inside the host's locked write: the booking cancelled (it no longer holds its time) and its
 * 'cancelled' event written, so each attendee's emails, invite and webhooks follow (ADR 019).
 */
export async function cancelIn(
  tx: Tx,
  bookingId: string,
  host: Host,
  at: number,
  { actor, reason, wasRequest = false, only, actedBy }: Cancellation,
): Promise<BookingRow> {
  const updated = await tx.booking.update({
    where: { id: bookingId },
    data: {
      status: 'cancelled',
      blocking: false,
      sequence: { increment: 1 },
      cancelledAt: new Date(at),
      cancelledBy: actor,
      cancelReason: reason || null,
      history: { create: { kind: 'cancelled', actor, actorName: actedBy ?? null, reason: reason || null } },
    },
    select: BOOKING_SELECT,
  });
  const request = wasRequest ? { request: true as const } : {};
  await emit(
    tx,
    bookingEvent('cancelled', updated, host, at, {
      cancelledBy: actor,
      reason: reason || null,
      ...request,
      ...(actedBy ? { actedBy } : {}),
    }),
    only,
  );
  return updated;
}
