import { BookingStatusSchema } from '#shared/schemas/bookings.ts';
import type { SeriesView } from '#shared/schemas/recurrence.ts';
import { type SeriesSnapshot, seriesNumbering, skippedDates } from './contract.ts';

/**
 * A series as the invitee's manage page shows it (ADR 054): this occurrence's place ("3 of 10", among
 * the dates booked) and every occurrence with its own manage link (the same invitee booked them all,
 * with one invite), and the rule's dates left out when it was booked, said plainly.
 */
export function seriesView(series: SeriesSnapshot, index: number, manageUrl: (uid: string) => string): SeriesView {
  const places = seriesNumbering(series.occurrences.map((o) => o.index));
  const skipped = skippedDates(series);
  return {
    uid: series.uid,
    frequency: series.frequency,
    interval: series.interval,
    position: places.position(index),
    count: places.count,
    occurrences: series.occurrences.map((o) => {
      const parsed = BookingStatusSchema.safeParse(o.status);
      return {
        uid: o.uid,
        start: o.start,
        end: o.end,
        status: parsed.success ? parsed.data : 'accepted',
        position: places.position(o.index),
        manageUrl: manageUrl(o.uid),
      };
    }),
    ...(skipped.length > 0 ? { skipped } : {}),
  };
}
