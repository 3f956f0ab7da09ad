import type { Tx } from '../../../db/client.ts';
import { BOOKING_SELECT, type BookingRow, type Host } from '../contract.ts';
import { bookingEvent } from '../event.ts';
import { emit } from '../events.ts';
import type { SeriesSnapshot } from '../series/contract.ts';
import { loadSeries } from '../series/load.ts';
import { assertStillFree } from './still-free.ts';

/**
 * One approval for a series (issue 43, ADR 054, ADR 025): answering any pending occurrence of a series
 * booked as a request answers every other one still pending from that booking (a move of one
 * occurrence awaiting the host, with its old time held, is answered on its own). One event for the
 * series (one email each, one webhook with every occurrence); the others tell the workflows alone.
 */
export async function pendingSiblings(tx: Tx, row: BookingRow): Promise<BookingRow[]> {
  if (!row.seriesId) return [];
  const rows = await tx.booking.findMany({
    where: { seriesId: row.seriesId, status: 'pending', holdsForId: null, id: { not: row.id } },
    orderBy: { seriesIndex: 'asc' },
    select: BOOKING_SELECT,
  });
  const moves = await tx.booking.findMany({
    where: { holdsForId: { in: rows.map((r) => r.id) } },
    select: { holdsForId: true },
  });
  const moving = new Set(moves.map((m) => m.holdsForId));
  return rows.filter((r) => !moving.has(r.id));
}

/** Before an approval: every sibling's time must still be free (a 409 otherwise, nothing approved). */
export async function siblingsStillFree(tx: Tx, siblings: readonly BookingRow[]): Promise<void> {
  for (const sibling of siblings) await assertStillFree(tx, sibling);
}

/**
 * The siblings answered as `row` was (`data`: its new status), then the answer's one event for the
 * series, with the series as it now is (its SEQUENCE moved on), then the siblings' to the workflows.
 */
export async function answerSeries(
  tx: Tx,
  answered: BookingRow,
  siblings: readonly BookingRow[],
  change: {
    name: 'approved' | 'declined';
    data: Parameters<Tx['booking']['update']>[0]['data'];
    host: Host;
    at: number;
    extra?: Parameters<typeof bookingEvent>[4];
    actor: 'host' | 'system';
    reason: string | null;
  },
): Promise<void> {
  const done: BookingRow[] = [];
  for (const sibling of siblings) {
    done.push(await tx.booking.update({ where: { id: sibling.id }, data: change.data, select: BOOKING_SELECT }));
    await tx.bookingEvent.create({
      data: { bookingId: sibling.id, kind: change.name, actor: change.actor, reason: change.reason },
    });
  }
  let series: SeriesSnapshot | undefined;
  if (answered.seriesId) {
    await tx.bookingSeries.update({ where: { id: answered.seriesId }, data: { sequence: { increment: 1 } } });
    series = (await loadSeries(tx, answered.seriesId, 'whole')) ?? undefined;
  }
  const withSeries = series ? { series } : {};
  await emit(tx, { ...bookingEvent(change.name, answered, change.host, change.at, change.extra), ...withSeries });
  for (const row of done)
    await emit(
      tx,
      { ...bookingEvent(change.name, row, change.host, change.at, change.extra), ...withSeries, seriesMember: true },
      ['workflows'],
    );
}
