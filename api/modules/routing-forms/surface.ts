import type { Db, Tx } from '../../db/client.ts';
import type { RoutedBy } from '#shared/schemas/bookings.ts';
import { readAnswers } from './rows.ts';

/**
 * Links a routing form's response to the booking it led to, inside the booking's write (ADR 033):
 * only a response that routed to this booking's event type and is not linked yet (a compare-and-set,
 * so one response is one booking's). Anything else is left alone: the booking is made all the same.
 */
export async function linkRoutingResponse(
  tx: Tx,
  responseId: string | undefined,
  booking: { id: string; eventTypeId: string | null },
): Promise<void> {
  if (!responseId || !booking.eventTypeId) return;
  await tx.routingResponse.updateMany({
    where: { id: responseId, bookingId: null, eventTypeId: booking.eventTypeId },
    data: { bookingId: booking.id },
  });
}

/** The form and answers that routed each of these bookings' invitees, for their host, by booking id. */
export async function routedByOf(db: Db, bookingIds: readonly string[]): Promise<Map<string, RoutedBy>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db.routingResponse.findMany({
    where: { bookingId: { in: [...bookingIds] } },
    select: { bookingId: true, formId: true, formName: true, answers: true },
  });
  return new Map(
    rows.map((row) => [
      row.bookingId!,
      { formId: row.formId, formName: row.formName, answers: readAnswers(row.answers) },
    ]),
  );
}
