import type { Db, Tx } from '../../../db/client.ts';
import { icalUid } from '../../../lib/ical.ts';
import { RecurrenceFrequencySchema } from '#shared/schemas/recurrence.ts';
import type { SeriesScope, SeriesSnapshot } from './contract.ts';

/** A series with its occurrences as they now are (in the write's transaction when given one); null when gone. */
export async function loadSeries(db: Db | Tx, seriesId: string, scope: SeriesScope): Promise<SeriesSnapshot | null> {
  const [series, rows] = await Promise.all([
    db.bookingSeries.findUnique({ where: { id: seriesId } }),
    db.booking.findMany({
      where: { seriesId, holdsForId: null },
      orderBy: { seriesIndex: 'asc' },
      select: {
        uid: true,
        seriesIndex: true,
        originalStart: true,
        startTime: true,
        endTime: true,
        status: true,
      },
    }),
  ]);
  if (!series) return null;
  const first = rows[0];
  return {
    uid: series.uid,
    frequency: RecurrenceFrequencySchema.parse(series.frequency),
    interval: series.interval,
    count: series.count,
    timeZone: series.timeZone,
    firstStart: series.firstStart.toISOString(),
    duration: first ? first.endTime.getTime() - first.startTime.getTime() : 0,
    sequence: series.sequence,
    occurrences: rows.map((r) => ({
      uid: r.uid,
      index: r.seriesIndex ?? 0,
      originalStart: (r.originalStart ?? r.startTime).toISOString(),
      start: r.startTime.toISOString(),
      end: r.endTime.toISOString(),
      status: r.status,
    })),
    scope,
  };
}

/** The changes that rewrite a series' invite: each moves its SEQUENCE on. */
const REWRITES = new Set(['created', 'requested', 'approved', 'declined', 'rescheduled', 'cancelled']);

/**
 * The series an occurrence's event carries (ADR 054), read in the write's transaction after the
 * change: its invite's SEQUENCE moved on first when the change rewrites it. An event that already
 * carries one (the series' own booking or cancel-the-rest) keeps it.
 */
export async function withSeries<
  E extends { name: string; booking: { seriesId?: string | null }; series?: SeriesSnapshot },
>(tx: Tx, event: E): Promise<E> {
  const seriesId = event.booking.seriesId;
  if (!seriesId || event.series) return event;
  if (REWRITES.has(event.name))
    await tx.bookingSeries.update({ where: { id: seriesId }, data: { sequence: { increment: 1 } } });
  // A series just booked (its first occurrence's created or requested): the event tells of every date.
  const booked = event.name === 'created' || event.name === 'requested';
  const series = await loadSeries(tx, seriesId, booked ? 'whole' : 'one');
  return series ? { ...event, series } : event;
}

/**
 * An occurrence's own event in the host's connected calendars (ADR 054): the series' one event, at its
 * start now and as the rule has it (the calendar may not have the move yet). Its other dates are not
 * this booking's. Null for a booking that is not an occurrence.
 */
export async function occurrenceEvent(
  db: Db | Tx,
  appUrl: string,
  row: { id: string; seriesId?: string | null; startTime: Date },
): Promise<{ uid: string; starts: number[] } | null> {
  if (!row.seriesId) return null;
  const [series, booking] = await Promise.all([
    db.bookingSeries.findUnique({ where: { id: row.seriesId }, select: { uid: true } }),
    db.booking.findUnique({ where: { id: row.id }, select: { originalStart: true } }),
  ]);
  if (!series) return null;
  const starts = [row.startTime.getTime()];
  if (booking?.originalStart) starts.push(booking.originalStart.getTime());
  return { uid: icalUid(series.uid, appUrl), starts };
}
