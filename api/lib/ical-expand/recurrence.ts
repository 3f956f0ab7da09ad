import ICAL from 'ical.js';
import { DAY_MS } from '#shared/availability/zone-time.ts';
import { dayOf, type WallTime } from './values.ts';
import type { ZoneReader } from './zones.ts';

/**
 * One RRULE's occurrences near a window, bounded. ical.js iterates the rule on the wall clock of
 * DTSTART (a floating copy of it, so no zone of ical.js's is involved: the caller reads each wall
 * time in the event's own zone, so a weekly 09:00 stays 09:00 across DST). UNTIL is checked here,
 * as an instant, for the same reason.
 *
 * Bounds, each a cap on one rule within one call:
 * - MAX_OCCURRENCES occurrences are taken from the iterator, counted from DTSTART, or from a later
 *   anchor: a rule without COUNT whose frequency is WEEKLY or shorter, with no BY part other than
 *   BYSECOND, BYMINUTE, BYHOUR, BYDAY (no ordinals), BYMONTHDAY and BYMONTH, repeats itself every
 *   INTERVAL periods, so its anchor moves ahead by whole periods to just before the window (a daily
 *   meeting since 1970 costs what a new one does). The first period after a moved anchor may differ
 *   from the original series, which is why the anchor lands two periods and the event's length
 *   before the window.
 * - MAX_CANDIDATES times ical.js may test a candidate against the rule's BY parts (a rule no date
 *   satisfies, like FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30, would otherwise never return), and all the
 *   rules of one call together MAX_CANDIDATES_PER_CALL times: a test costs 1–5 µs, so no file,
 *   however hostile, holds the event loop for much more than a second. Every occurrence taken is at
 *   least one test; a real calendar's rules take a few per occurrence in the window.
 * A rule that reaches a cap before the end of the window is reported `capped`: its occurrences
 * found so far are kept, and the caller counts the event as skipped.
 */
export const MAX_OCCURRENCES = 10_000;
export const MAX_CANDIDATES = 50_000;
export const MAX_CANDIDATES_PER_CALL = 250_000;

/** What is left of one call's candidate tests. */
export interface WorkBudget {
  candidates: number;
}

/** DST moves a wall clock by at most this much against the instant (Troll station's 2 h, and margin). */
const SHIFT_MARGIN = 3 * 3_600_000;
/** The widest UTC offsets there are, and margin: a wall clock is within this of its instant. */
const OFFSET_MARGIN = 15 * 3_600_000;

const PERIOD_MS: Partial<Record<string, number>> = {
  SECONDLY: 1000,
  MINUTELY: 60_000,
  HOURLY: 3_600_000,
  DAILY: DAY_MS,
  WEEKLY: 7 * DAY_MS,
};
const PERIODIC_PARTS = new Set(['BYSECOND', 'BYMINUTE', 'BYHOUR', 'BYDAY', 'BYMONTHDAY', 'BYMONTH']);

class TooMuchWork extends Error {}

export interface RuleWindow {
  from: number;
  to: number;
  /** An upper bound on one occurrence's length in ms: occurrences ending before `from` are dropped. */
  longest: number;
}

export interface RuleExpansion {
  /** Wall clocks (in the event's zone) of occurrences that may overlap the window. */
  walls: number[];
  capped: boolean;
}

/** The period after which the rule repeats itself, in wall-clock ms, or null when it may not. */
function periodOf(recur: ICAL.Recur): number | null {
  const unit = PERIOD_MS[recur.freq];
  if (!unit || recur.count) return null;
  for (const [part, values] of Object.entries(recur.parts)) {
    if (!PERIODIC_PARTS.has(part)) return null;
    if (part === 'BYDAY' && values.some((day: unknown) => !/^[A-Z]{2}$/.test(String(day)))) return null;
  }
  return unit * recur.interval;
}

function floating(wall: number, date: boolean): ICAL.Time {
  const d = new Date(wall);
  return ICAL.Time.fromData({
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: date ? 0 : d.getUTCHours(),
    minute: date ? 0 : d.getUTCMinutes(),
    second: date ? 0 : d.getUTCSeconds(),
    isDate: date,
  });
}

function wallOf(time: ICAL.Time): number {
  const stamp = new Date(0);
  stamp.setUTCFullYear(time.year, time.month - 1, time.day);
  return stamp.setUTCHours(time.hour, time.minute, time.second, 0);
}

/**
 * The wall clocks of a rule's occurrences that may overlap the window. `start` is DTSTART, `read`
 * its zone, `pastUntil` tells whether an occurrence is after UNTIL (null: no UNTIL).
 */
export function expandRule(
  recur: ICAL.Recur,
  start: WallTime,
  read: ZoneReader,
  pastUntil: ((wall: number, instant: number) => boolean) | null,
  window: RuleWindow,
  budget: WorkBudget,
): RuleExpansion {
  if (!Number.isInteger(recur.interval) || recur.interval < 1) throw new Error('INTERVAL must be a positive integer');
  const rule = recur.clone();
  rule.until = null;

  let anchor = start.wall;
  const period = periodOf(rule);
  if (period !== null) {
    const lowest = window.from - OFFSET_MARGIN - window.longest - 2 * period;
    const periods = Math.floor((lowest - anchor) / period);
    if (periods > 0) anchor += periods * period;
  }

  const iterator = rule.iterator(floating(anchor, start.date));
  const check = iterator.check_contracting_rules.bind(iterator);
  let candidates = 0;
  iterator.check_contracting_rules = () => {
    if (++candidates > MAX_CANDIDATES || --budget.candidates < 0) throw new TooMuchWork();
    return check();
  };

  const walls: number[] = [];
  try {
    for (let taken = 0; ; taken++) {
      if (taken >= MAX_OCCURRENCES) return { walls, capped: true };
      const next = iterator.next();
      if (!next) break;
      const wall = wallOf(next);
      const instant = read(wall);
      if (pastUntil?.(wall, instant)) break;
      if (instant >= window.to + SHIFT_MARGIN) break;
      if (instant + window.longest > window.from) walls.push(wall);
    }
  } catch (error) {
    if (error instanceof TooMuchWork) return { walls, capped: true };
    throw error;
  }
  return { walls, capped: false };
}

/** Whether an occurrence is after UNTIL (inclusive, RFC 5545 3.3.10), leniently for mixed value types. */
export function untilCheck(
  until: WallTime,
  series: WallTime,
  instantOfUntil: number,
): (wall: number, instant: number) => boolean {
  // A DATE series, or a DATE UNTIL on a timed one (which RFC 5545 forbids but producers write):
  // the last day is UNTIL's date.
  if (series.date || until.date) {
    const lastDay = dayOf(until.wall);
    return (wall) => dayOf(wall) > lastDay;
  }
  return (_wall, instant) => instant > instantOfUntil;
}
