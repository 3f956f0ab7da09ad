import type { Tx } from '../../../db/client.ts';
import { httpErrors } from '../../../lib/http-errors.ts';
import { requestMessages } from '#shared/schemas/requests.ts';
import { MINUTE } from '../contract.ts';

/** The longest buffer an event type may have (minutes): how far around a request other bookings can reach it. */
const MAX_BUFFER_MINUTES = 720;

interface Held {
  startTime: Date;
  endTime: Date;
  blockedStart: Date;
  blockedEnd: Date;
  eventType: { beforeBuffer: number; afterBuffer: number } | null;
}

const HELD_SELECT = {
  startTime: true,
  endTime: true,
  blockedStart: true,
  blockedEnd: true,
  eventType: { select: { beforeBuffer: true, afterBuffer: true } },
} as const;

/**
 * What a booking holds: the span frozen when it was made, widened by its event type's buffers as they
 * are now (a host who widened them meant them to count from now on).
 */
function span(held: Held): [number, number] {
  const before = (held.eventType?.beforeBuffer ?? 0) * MINUTE;
  const after = (held.eventType?.afterBuffer ?? 0) * MINUTE;
  return [
    Math.min(held.blockedStart.getTime(), held.startTime.getTime() - before),
    Math.max(held.blockedEnd.getTime(), held.endTime.getTime() + after),
  ];
}

/**
 * Inside the host's lock, before a request is approved (ADR 025): no accepted booking of the host holds
 * any of its time. Pending requests hold their time from the start, so two of them overlap only when
 * something changed after both were made (the host widened a buffer); then the first approved wins and
 * the other answers 409.
 */
export async function assertStillFree(tx: Tx, booking: { id: string; hostId: string }): Promise<void> {
  const own = await tx.booking.findUniqueOrThrow({ where: { id: booking.id }, select: HELD_SELECT });
  const [from, to] = span(own);
  const reach = MAX_BUFFER_MINUTES * MINUTE;
  const others = await tx.booking.findMany({
    where: {
      hostId: booking.hostId,
      id: { not: booking.id },
      // The time this booking's own move holds (ADR 043) is freed by the approval itself.
      OR: [{ holdsForId: null }, { holdsForId: { not: booking.id } }],
      status: 'accepted',
      blocking: true,
      startTime: { lt: new Date(to + reach) },
      endTime: { gt: new Date(from - reach) },
    },
    select: HELD_SELECT,
  });
  const clash = others.some((other) => {
    const [start, end] = span(other);
    return start < to && end > from;
  });
  if (clash) throw httpErrors.conflict(requestMessages.timeTaken);
}
