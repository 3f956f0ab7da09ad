import type { BookingSettings, DateOverride, WeeklyHours } from '../schemas/availability.ts';
import { WEEKDAYS, timeToMinutes } from '../schemas/availability.ts';
import { DAY_MS, dateToDay, localDayOf, offsetAt, wallToInstant, weekdayOf } from './zone-time.ts';

/**
 * The slot engine: which start times of an event are open, as UTC instants. Pure (no I/O, `now` is
 * an input), shared by the API and the web app's availability preview. ADR 012 explains the rules.
 */

const MINUTE = 60_000;

/** Local ranges [start, end) in minutes after midnight. */
type DayRanges = readonly (readonly [number, number])[];

/** A schedule in the shape the engine reads: ranges by weekday (0 = Sunday) and by local date. */
export interface EngineSchedule {
  timeZone: string;
  /** Index 0 = Sunday … 6 = Saturday. */
  weekly: readonly DayRanges[];
  /** Local day number → that date's ranges (empty = the day is off). */
  overrides: ReadonlyMap<number, DayRanges>;
}

export function toEngineSchedule(schedule: {
  timeZone: string;
  weekly: WeeklyHours;
  overrides: DateOverride[];
}): EngineSchedule {
  const weekly: DayRanges[] = [[], [], [], [], [], [], []];
  WEEKDAYS.forEach((name, index) => {
    // WEEKDAYS starts on Monday; the engine's index starts on Sunday.
    weekly[(index + 1) % 7] = schedule.weekly[name].map((r) => [timeToMinutes(r.from), timeToMinutes(r.to)] as const);
  });
  const overrides = new Map<number, DayRanges>();
  for (const o of schedule.overrides) {
    overrides.set(
      dateToDay(o.date),
      o.intervals.map((r) => [timeToMinutes(r.from), timeToMinutes(r.to)] as const),
    );
  }
  return { timeZone: schedule.timeZone, weekly, overrides };
}

export type SlotSettings = Pick<
  BookingSettings,
  | 'slotInterval'
  | 'beforeBuffer'
  | 'afterBuffer'
  | 'minimumNotice'
  | 'bookingWindow'
  | 'windowDays'
  | 'windowStart'
  | 'windowEnd'
  | 'maxPerDay'
  | 'maxPerWeek'
> & { duration: number };

export interface SlotQuery {
  schedule: EngineSchedule;
  settings: SlotSettings;
  /** The host's blocking bookings as [blockedStart, blockedEnd) instants, any order. */
  busy: readonly (readonly [number, number])[];
  /** Start instants of this event type's blocking bookings (for the day and week limits). */
  eventBookingStarts?: readonly number[];
  from: number;
  to: number;
  now: number;
  /** How far past `to` to look for `nextAvailable`, in days. */
  lookaheadDays?: number;
  /** The host's first day of the week for `maxPerWeek` (0 = Sunday … 6); Monday by default. */
  weekStart?: number;
}

export interface SlotResult {
  /** Open start instants in [from, to), ascending. */
  slots: number[];
  /** The first open start at or after `to` (within the lookahead), or null. */
  nextAvailable: number | null;
}

export const DEFAULT_LOOKAHEAD_DAYS = 42;

/** Merges intervals (sorted by start) that overlap or touch. */
function mergeSorted(intervals: [number, number][]): [number, number][] {
  const merged: [number, number][] = [];
  for (const [s, e] of intervals) {
    const last = merged.at(-1);
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else merged.push([s, e]);
  }
  return merged;
}

/**
 * The instant each local day starts (wall 00:00, 'compatible'), for days `first`…`last + 1`, with
 * one offset lookup per day where the offset does not change (the common case).
 */
function dayStarts(zone: string, first: number, last: number): number[] {
  const starts: number[] = [];
  let offset = offsetAt(zone, first * DAY_MS);
  for (let day = first; day <= last + 1; day++) {
    const guess = day * DAY_MS - offset;
    // Carried from the day before, so a midnight that happens twice is found at its first time.
    if (offsetAt(zone, guess) === offset) {
      starts.push(guess);
    } else {
      const start = wallToInstant(zone, day, 0);
      starts.push(start);
      offset = offsetAt(zone, start);
    }
  }
  return starts;
}

/** Counts per local day and per week (starting on `weekStart`) of the given instants. */
export function countByDayAndWeek(starts: readonly number[], zone: string, weekStart: number) {
  const perDay = new Map<number, number>();
  const perWeek = new Map<number, number>();
  for (const t of starts) {
    const day = localDayOf(zone, t);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
    const week = weekOf(day, weekStart);
    perWeek.set(week, (perWeek.get(week) ?? 0) + 1);
  }
  return { perDay, perWeek };
}
/** The day number of the first day (weekday `weekStart`, 0 = Sunday) of the day's week. */
export function weekOf(day: number, weekStart = 1): number {
  return day - ((weekdayOf(day) - weekStart + 7) % 7);
}

/** The earliest and latest (exclusive) instants the window allows, given today in the host's zone. */
function windowBounds(settings: SlotSettings, zone: string, now: number): [number, number] {
  switch (settings.bookingWindow) {
    case 'unlimited':
      return [-Infinity, Infinity];
    case 'range': {
      if (!settings.windowStart || !settings.windowEnd) return [-Infinity, Infinity];
      return [
        wallToInstant(zone, dateToDay(settings.windowStart), 0),
        wallToInstant(zone, dateToDay(settings.windowEnd) + 1, 0),
      ];
    }
    case 'rolling': {
      // Today plus the next windowDays days, whole host-local days.
      const today = localDayOf(zone, now);
      return [-Infinity, wallToInstant(zone, today + settings.windowDays + 1, 0)];
    }
  }
}

/**
 * The host's hours as instants, each local day's ranges for days `firstDay`…`lastDay` (sorted by
 * start, not merged), leaving out the days `skip` names.
 */
function hourRanges(
  schedule: EngineSchedule,
  firstDay: number,
  lastDay: number,
  skip: (day: number) => boolean = () => false,
): [number, number][] {
  const zone = schedule.timeZone;
  const starts = dayStarts(zone, firstDay, lastDay);
  const hours: [number, number][] = [];
  for (let day = firstDay; day <= lastDay; day++) {
    const ranges = schedule.overrides.get(day) ?? schedule.weekly[weekdayOf(day)] ?? [];
    if (ranges.length === 0 || skip(day)) continue;
    const dayStart = starts[day - firstDay]!;
    const nextStart = starts[day - firstDay + 1]!;
    // A day of 24 hours has one offset throughout; otherwise convert each boundary exactly.
    const uniform = nextStart - dayStart === DAY_MS;
    for (const [s, e] of ranges) {
      const start = uniform ? dayStart + s * MINUTE : s === 0 ? dayStart : wallToInstant(zone, day, s);
      const end = uniform ? dayStart + e * MINUTE : e === 1440 ? nextStart : wallToInstant(zone, day, e);
      if (end > start) hours.push([start, end]);
    }
  }
  return hours.sort((a, b) => a[0] - b[0]);
}

/** The times in [from, to) outside the host's hours (and overrides), as merged instant ranges. */
export function closedBetween(schedule: EngineSchedule, from: number, to: number): [number, number][] {
  if (!(from < to)) return [];
  const zone = schedule.timeZone;
  const open = mergeSorted(hourRanges(schedule, localDayOf(zone, from) - 1, localDayOf(zone, to - 1) + 1));
  const closed: [number, number][] = [];
  let at = from;
  for (const [s, e] of open) {
    if (e <= at) continue;
    if (s >= to) break;
    if (s > at) closed.push([at, s]);
    at = e;
  }
  if (at < to) closed.push([at, to]);
  return closed;
}

/** The instant local day `day` starts in `zone` (wall 00:00, as the hours count it). */
export const dayStartIn = (zone: string, day: number): number => dayStarts(zone, day, day)[0]!;

/** Busy ranges sorted and merged where they overlap or touch, as parallel arrays (few allocations). */
interface Busy {
  starts: number[];
  ends: number[];
}
function mergeBusy(ranges: SlotQuery['busy']): Busy {
  let sorted = ranges;
  for (let i = 1; i < ranges.length; i++) {
    if (ranges[i]![0] < ranges[i - 1]![0]) {
      sorted = [...ranges].sort((a, b) => a[0] - b[0]);
      break;
    }
  }
  const starts: number[] = [];
  const ends: number[] = [];
  for (const [s, e] of sorted) {
    const last = ends.length - 1;
    if (last >= 0 && s <= ends[last]!) ends[last] = Math.max(ends[last]!, e);
    else {
      starts.push(s);
      ends.push(e);
    }
  }
  return { starts, ends };
}

/** Open start times between `lo` and `hi` (instants), at most `limit` of them. */
function scan(query: SlotQuery, busy: Busy, lo: number, hi: number, limit: number): number[] {
  const { schedule, settings } = query;
  const zone = schedule.timeZone;
  if (!(lo < hi)) return [];
  const duration = settings.duration * MINUTE;
  const step = (settings.slotInterval ?? settings.duration) * MINUTE;
  const before = settings.beforeBuffer * MINUTE;
  const after = settings.afterBuffer * MINUTE;

  // A range of the day before can run past midnight into `lo`'s day (when ranges join).
  const firstDay = localDayOf(zone, lo) - 1;
  const lastDay = localDayOf(zone, hi - 1);

  const limited = settings.maxPerDay !== null || settings.maxPerWeek !== null;
  const weekStart = query.weekStart ?? 1;
  const counts = limited ? countByDayAndWeek(query.eventBookingStarts ?? [], zone, weekStart) : null;
  const full = (day: number) =>
    counts !== null &&
    ((settings.maxPerDay !== null && (counts.perDay.get(day) ?? 0) >= settings.maxPerDay) ||
      (settings.maxPerWeek !== null && (counts.perWeek.get(weekOf(day, weekStart)) ?? 0) >= settings.maxPerWeek));
  const hours = hourRanges(schedule, firstDay, lastDay, full);
  const blocks = mergeSorted(hours);

  const slots: number[] = [];
  let b = 0;
  let r = 0;
  for (const [blockStart, blockEnd] of blocks) {
    // Each range's grid starts at its own local start and runs until the next range of the block
    // begins; an event (with its buffers) may use the whole block, e.g. run past midnight.
    for (; r < hours.length && hours[r]![0] < blockEnd; r++) {
      const next = hours[r + 1];
      const gridEnd = next && next[0] < blockEnd ? next[0] : blockEnd;
      let t = hours[r]![0];
      if (t - before < blockStart) t += Math.ceil((blockStart - (t - before)) / step) * step;
      if (t < lo) t += Math.ceil((lo - t) / step) * step;
      for (; t < hi && t < gridEnd && t + duration + after <= blockEnd; t += step) {
        const clearFrom = t - before;
        const clearTo = t + duration + after;
        while (b < busy.ends.length && busy.ends[b]! <= clearFrom) b++;
        if (b < busy.ends.length && busy.starts[b]! < clearTo) {
          // Jump to the first grid time whose buffer clears this busy range.
          const clear = busy.ends[b]! + before;
          if (clear > t) t += Math.ceil((clear - t) / step) * step - step;
          continue;
        }
        slots.push(t);
        if (slots.length >= limit) return slots;
      }
    }
  }
  return slots;
}

/** Open start times in [from, to) and the next one after `to`. */
export function computeSlots(query: SlotQuery): SlotResult {
  const { settings, schedule, now } = query;
  const [windowStart, windowEnd] = windowBounds(settings, schedule.timeZone, now);
  const earliest = Math.max(windowStart, now + settings.minimumNotice * MINUTE);
  const busy = mergeBusy(query.busy);
  const slots = scan(query, busy, Math.max(query.from, earliest), Math.min(query.to, windowEnd), Infinity);
  // The next open time is usually days away, not weeks: look a week at a time.
  const end = Math.min(query.to + (query.lookaheadDays ?? DEFAULT_LOOKAHEAD_DAYS) * DAY_MS, windowEnd);
  for (let lo = Math.max(query.to, earliest); lo < end; lo += 7 * DAY_MS) {
    const [next] = scan(query, busy, lo, Math.min(lo + 7 * DAY_MS, end), 1);
    if (next !== undefined) return { slots, nextAvailable: next };
  }
  return { slots, nextAvailable: null };
}

/** Why a start time can or cannot be booked, from the first rule it breaks. */
export type StartCheck = 'open' | 'past' | 'notice' | 'window' | 'closed' | 'taken';

/**
 * Whether one start instant is bookable, with the reason when not: passed, too soon (notice),
 * outside the booking window, not on the host's hours and grid ('closed'), or free by the hours but
 * taken by another booking or a full day/week ('taken'). The same rules as `computeSlots`.
 */
export function checkStart(query: Omit<SlotQuery, 'from' | 'to' | 'lookaheadDays'>, start: number): StartCheck {
  const { settings, schedule, now } = query;
  if (start < now) return 'past';
  if (start < now + settings.minimumNotice * MINUTE) return 'notice';
  const [windowStart, windowEnd] = windowBounds(settings, schedule.timeZone, now);
  if (start < windowStart || start >= windowEnd) return 'window';
  const span = { from: start, to: start + 1 };
  const unlimited = { ...settings, maxPerDay: null, maxPerWeek: null };
  const free = scan({ ...query, ...span, settings: unlimited, busy: [] }, mergeBusy([]), start, start + 1, 1);
  if (free[0] !== start) return 'closed';
  const open = scan({ ...query, ...span }, mergeBusy(query.busy), start, start + 1, 1);
  return open[0] === start ? 'open' : 'taken';
}
