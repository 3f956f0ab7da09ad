// What the open times need of a host's time away (issue 43, ADR 055): the plan (ranges and the
// holidays' settings), read once with the event type at the host's public version, and the pure
// functions that turn it into closed days. Types and pure functions only.
import { dayStartIn } from '#shared/availability/slots.ts';
import { dateToDay, dayToDate, localDayOf } from '#shared/availability/zone-time.ts';
import { publicHolidays } from '../../lib/public-holidays.ts';

export interface AwayRange {
  /** 'YYYY-MM-DD' in the host's zone, inclusive. */
  startDate: string;
  endDate: string;
  message: string;
  forwardToUserId: string | null;
}

export interface AwayPlan {
  /** The host's ranges, by first day. */
  ranges: AwayRange[];
  /** The public holidays the host blocks; null: none. */
  holidays: { country: string; region: string | null; keptOpen: ReadonlySet<string> } | null;
}

export const NO_AWAY: AwayPlan = { ranges: [], holidays: null };

/** The stored settings' holidays as the plan reads them (a broken list reads as none kept open). */
export function holidaysOf(
  settings: { holidayCountry: string | null; holidayRegion: string | null; holidaysKeptOpen: string } | null,
): AwayPlan['holidays'] {
  if (!settings?.holidayCountry) return null;
  return { country: settings.holidayCountry, region: settings.holidayRegion, keptOpen: new Set(keptOpenOf(settings)) };
}

/** The stored JSON list of holidays kept open, read defensively. */
export function keptOpenOf(settings: { holidaysKeptOpen: string }): string[] {
  try {
    const list: unknown = JSON.parse(settings.holidaysKeptOpen);
    return Array.isArray(list) ? list.filter((d): d is string => typeof d === 'string') : [];
  } catch {
    return [];
  }
}

/** A plan from stored rows. */
export function awayPlanOf(ranges: readonly AwayRange[], settings: Parameters<typeof holidaysOf>[0]): AwayPlan {
  return {
    ranges: [...ranges].sort((a, b) => (a.startDate < b.startDate ? -1 : 1)),
    holidays: holidaysOf(settings),
  };
}

/** The closed local dates of the plan from `from` to `to` ('YYYY-MM-DD', inclusive), each with its range (null: a holiday). */
export function awayDates(plan: AwayPlan, from: string, to: string): Map<string, AwayRange | null> {
  const days = new Map<string, AwayRange | null>();
  const { holidays } = plan;
  if (holidays) {
    for (const h of publicHolidays(holidays.country, holidays.region, from, to)) {
      if (!holidays.keptOpen.has(h.date)) days.set(h.date, null);
    }
  }
  for (const range of plan.ranges) {
    if (range.endDate < from || range.startDate > to) continue;
    const last = Math.min(dateToDay(range.endDate), dateToDay(to));
    for (let day = Math.max(dateToDay(range.startDate), dateToDay(from)); day <= last; day++) {
      days.set(dayToDate(day), range);
    }
  }
  return days;
}

/** The plan's closed time in [from, to): whole local days of the host's zone, as instant ranges. */
export function awayIntervals(plan: AwayPlan, zone: string, from: number, to: number): [number, number][] {
  if (plan.ranges.length === 0 && !plan.holidays) return [];
  const first = localDayOf(zone, from);
  const last = localDayOf(zone, to);
  const days = [...awayDates(plan, dayToDate(first), dayToDate(last)).keys()].map(dateToDay).sort((a, b) => a - b);
  const out: [number, number][] = [];
  for (const day of days) {
    const [start, end] = [dayStartIn(zone, day), dayStartIn(zone, day + 1)];
    const previous = out[out.length - 1];
    if (previous && previous[1] === start) previous[1] = end;
    else out.push([start, end]);
  }
  return out;
}

/** How far ahead a chain of away days is followed to say until when the host is away. */
const UNTIL_LOOKAHEAD_DAYS = 400;

/**
 * Whether the host is away on `date`, the first day the booker asks that has working hours (looked
 * for up to two weeks on; `hasHours` says whether a local day has any): the last day of the chain of
 * away days that starts there (days without working hours between them do not break it), with the message and teammate of the range it is in (none for a
 * holiday alone).
 */
export function awayOn(
  plan: AwayPlan,
  date: string,
  hasHours: (day: number) => boolean,
): { until: string; message: string; forwardToUserId: string | null } | null {
  if (plan.ranges.length === 0 && !plan.holidays) return null;
  let day = dateToDay(date);
  for (let i = 0; i < 14 && !hasHours(day); i++) day++;
  if (!hasHours(day)) return null;
  const start = dayToDate(day);
  const days = awayDates(plan, start, dayToDate(day + UNTIL_LOOKAHEAD_DAYS));
  if (!days.has(start)) return null;
  const range = days.get(start) ?? null;
  // The stretch goes on over days without working hours (a weekend between two ranges).
  let last = day;
  for (;;) {
    let next = last + 1;
    while (next - last <= 14 && !hasHours(next) && !days.has(dayToDate(next))) next++;
    if (!days.has(dayToDate(next))) break;
    last = next;
  }
  // A range chained to the first speaks for the whole stretch when the first day is a holiday.
  const named =
    range ?? [...Array(last - day + 1).keys()].map((k) => days.get(dayToDate(day + k))).find(Boolean) ?? null;
  return {
    until: dayToDate(last),
    message: named?.message ?? '',
    forwardToUserId: named?.forwardToUserId ?? null,
  };
}
