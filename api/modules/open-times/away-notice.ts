import type { Reads } from '../../db/reads.ts';
import { dayStartIn, type EngineSchedule } from '#shared/availability/slots.ts';
import { DAY_MS, dateToDay, dayToDate, localDayOf, wallToInstant, weekdayOf } from '#shared/availability/zone-time.ts';
import type { PublicAway } from '#shared/schemas/public-away.ts';
import { type AwayPlan, type AwayRange, NO_AWAY, awayOn } from '../out-of-office/contract.ts';
import type { Target } from './types.ts';

/** How far ahead the connected calendars' out-of-office events are read for the notice. */
export const CALENDAR_AWAY_DAYS = 62;

/** Whether [from, to) is wholly inside the merged spans. */
function covered(spans: readonly [number, number][], from: number, to: number): boolean {
  let reached = from;
  for (const [start, end] of spans) {
    if (start > reached) break;
    if (end > reached) reached = end;
    if (reached >= to) return true;
  }
  return reached >= to;
}

/**
 * The local days an out-of-office event of a connected calendar makes the host away (ADR 055): each
 * day whose working hours the events cover whole (a day without hours: the whole local day), as
 * one-day ranges without a message (the event's own title is the host's, never shown).
 */
export function calendarAwayRanges(schedule: EngineSchedule, spans: readonly [number, number][]): AwayRange[] {
  if (spans.length === 0) return [];
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  const zone = schedule.timeZone;
  const out: AwayRange[] = [];
  const first = localDayOf(zone, sorted[0]![0]);
  const last = localDayOf(zone, Math.max(...sorted.map((s) => s[1])) - 1);
  for (let day = first; day <= last; day++) {
    const hours = schedule.overrides.get(day) ?? schedule.weekly[weekdayOf(day)] ?? [];
    const parts: [number, number][] =
      hours.length > 0
        ? hours.map(([from, to]) => [wallToInstant(zone, day, from), wallToInstant(zone, day, to)])
        : [[dayStartIn(zone, day), dayStartIn(zone, day + 1)]];
    if (parts.every(([from, to]) => covered(sorted, from, to))) {
      const date = dayToDate(day);
      out.push({ startDate: date, endDate: date, message: '', forwardToUserId: null });
    }
  }
  return out;
}

/** The plan with the calendar's away days added (a range of the host's own wins on a day both have). */
export function withCalendarAway(plan: AwayPlan | undefined, ranges: AwayRange[]): AwayPlan {
  const base = plan ?? NO_AWAY;
  if (ranges.length === 0) return base;
  const own = (date: string) => base.ranges.some((r) => r.startDate <= date && date <= r.endDate);
  const added = ranges.filter((r) => !own(r.startDate));
  return { ...base, ranges: [...base.ranges, ...added].sort((a, b) => (a.startDate < b.startDate ? -1 : 1)) };
}

/**
 * What the booker says of a host away (issue 43): on the first day asked (the host's today when
 * none, never before it) that has working hours, whether the host is away, until which day, their
 * message, and the teammate's event type of the same length when they forward to one who accepts
 * (read only then). Out-of-office events of the host's connected calendars count as days away too.
 */
export async function awayNotice(
  reads: Pick<Reads, 'forwardOffer'>,
  hostId: string,
  target: Target,
  at: number,
  date?: string,
  /** Out-of-office events of the host's connected calendars from the first day asked on. */
  calendar: (from: number, to: number) => Promise<[number, number][]> = async () => [],
): Promise<PublicAway | null> {
  const { schedule } = target;
  const today = dayToDate(localDayOf(schedule.timeZone, at));
  const asked = date && date > today ? date : today;
  const from = dayStartIn(schedule.timeZone, dateToDay(asked));
  const spans = await calendar(from, from + CALENDAR_AWAY_DAYS * DAY_MS);
  const plan = withCalendarAway(target.away, calendarAwayRanges(schedule, spans));
  const hasHours = (day: number) => (schedule.overrides.get(day) ?? schedule.weekly[weekdayOf(day)] ?? []).length > 0;
  const away = awayOn(plan, asked, hasHours);
  if (!away) return null;
  const { duration, slug } = target.read.eventType;
  const forward = away.forwardToUserId ? await reads.forwardOffer(hostId, away.forwardToUserId, duration, slug) : null;
  return { until: away.until, message: away.message, forward };
}
