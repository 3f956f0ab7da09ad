import type { RecurrenceFrequency } from '../schemas/recurrence.ts';
import { DAY_MS, localDayOf, offsetAt, wallToInstant } from './zone-time.ts';

/**
 * The starts of a series (issue 43, ADR 054), on the host's wall clock with the open times' own zone
 * code: the first start's local time of day is kept on every date, so 10:00 in Berlin stays 10:00
 * across both DST changes (its instant moves by the hour instead). Dates follow RFC 5545's RRULE
 * (FREQ, INTERVAL, COUNT) as calendar apps expand it: a monthly rule on the 31st skips the months
 * without one, and a time that does not exist on a date (the spring gap) moves on by the gap.
 */
export interface SeriesRule {
  frequency: RecurrenceFrequency;
  interval: number;
}

const MINUTE = 60_000;

/** Year, month (0-based) and day of a day number. */
function civil(day: number): [number, number, number] {
  const d = new Date(day * DAY_MS);
  return [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()];
}

/** The local day numbers of the rule's first `count` dates from `firstDay`. */
export function seriesDays(firstDay: number, rule: SeriesRule, count: number): number[] {
  const days: number[] = [];
  if (rule.frequency !== 'monthly') {
    const step = rule.interval * (rule.frequency === 'weekly' ? 7 : 1);
    for (let i = 0; i < count; i++) days.push(firstDay + i * step);
    return days;
  }
  const [year, month, date] = civil(firstDay);
  // A month without the date is skipped, as RRULE does; 12 tries a date cannot fail (the 31st recurs).
  for (let k = 0; days.length < count && k < count * 12; k++) {
    const at = Date.UTC(year, month + k * rule.interval, date);
    if (new Date(at).getUTCDate() === date) days.push(at / DAY_MS);
  }
  return days;
}

/** The starts of the rule's first `count` occurrences, from `first`, on `zone`'s wall clock. */
export function seriesStarts(zone: string, first: number, rule: SeriesRule, count: number): number[] {
  const firstDay = localDayOf(zone, first);
  const minute = Math.round((first + offsetAt(zone, first) - firstDay * DAY_MS) / MINUTE);
  return seriesDays(firstDay, rule, count).map((day, i) => (i === 0 ? first : wallToInstant(zone, day, minute)));
}
