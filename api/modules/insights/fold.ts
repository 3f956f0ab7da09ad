import type { HourBucket } from '../../db/reads/insights.ts';
import { DAY_MS, dayToDate, offsetAt, weekdayOf } from '#shared/availability/zone-time.ts';
import type { Insights } from '#shared/schemas/insights.ts';
import type { LocalRange } from './range.ts';

const HOUR = 3_600_000;

/**
 * Folds the database's hour buckets into local dates and weekday × hour (ADR 032). Each bucket
 * starts on a whole local hour (the buckets are shifted by the zone's sub-hour offset), so it maps
 * to exactly one local date and hour, across DST changes too.
 */
export function foldHours(buckets: readonly HourBucket[], range: LocalRange): Pick<Insights, 'byDay' | 'busiestHours'> {
  const days = range.toDay - range.fromDay + 1;
  const perDay = new Array<number>(days).fill(0);
  const cells = new Array<number>(7 * 24).fill(0);
  for (const { start, count } of buckets) {
    const local = start + offsetAt(range.zone, start);
    const day = Math.floor(local / DAY_MS);
    const hour = Math.floor((local - day * DAY_MS) / HOUR);
    const index = day - range.fromDay;
    if (index >= 0 && index < days) perDay[index] = (perDay[index] ?? 0) + count;
    const cell = weekdayOf(day) * 24 + hour;
    cells[cell] = (cells[cell] ?? 0) + count;
  }
  const busiestHours: [number, number, number][] = [];
  cells.forEach((count, cell) => {
    if (count > 0) busiestHours.push([Math.floor(cell / 24), cell % 24, count]);
  });
  return {
    byDay: perDay.map((count, i) => ({ date: dayToDate(range.fromDay + i), count })),
    busiestHours,
  };
}

/** The buckets' counts per event type (null: a deleted one), in the order first seen. */
export function perEventType(buckets: readonly HourBucket[]): { eventTypeId: string | null; count: number }[] {
  const counts = new Map<string | null, number>();
  for (const { eventTypeId, count } of buckets) counts.set(eventTypeId, (counts.get(eventTypeId) ?? 0) + count);
  return [...counts].map(([eventTypeId, count]) => ({ eventTypeId, count }));
}
