import { DAY_MS } from './zone-time.ts';

/** 'YYYY-MM' */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * The UTC span the booker asks open times for when it shows a month ('2027-03'): the month with a
 * day either side, so every zone's view of that month is inside it (offsets stay within ±14 hours).
 * Changing the zone then regroups the same answer instead of asking again. The server's first view
 * of a booker page reads the same span (api/lib/booker-first-view.ts).
 */
export function monthSpan(month: string): { from: string; to: string } {
  const [year, monthIndex] = [Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1];
  const first = Date.UTC(year, monthIndex, 1);
  const next = Date.UTC(year, monthIndex + 1, 1);
  return { from: new Date(first - DAY_MS).toISOString(), to: new Date(next + DAY_MS).toISOString() };
}
