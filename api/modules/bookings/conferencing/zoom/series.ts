import { dateTimeFormat } from '#shared/date-formats.ts';
import type { MeetingSeries } from '../types.ts';
import type { MeetingShape } from './api.ts';

/**
 * A series' one Zoom meeting (issue 43, ADR 054, 051). A scheduled meeting (type 2) expires 30 days
 * after its date unless started again, so a series' later dates could meet a dead link. Zoom's
 * recurring meeting at fixed times (type 8) lives to its last occurrence: made with the series' rule
 * on the host's wall clock (`timezone`, its first start, every N days, weeks on its weekday, or months
 * on its day, COUNT times). Where Zoom's recurrence cannot say the rule (a monthly interval over 3,
 * a day after the 28th, whose shorter months Zoom and RRULE read differently, more than 60 dates),
 * a recurring meeting with no fixed time (type 3), joinable at any time and kept while it is used.
 */

/** Zoom's limits of `recurrence` (developers.zoom.us, Meetings: Create a meeting). */
const ZOOM_MAX = { daily: 90, weekly: 12, monthly: 3, endTimes: 60, monthlyDay: 28 } as const;

/** The local date of an instant in a zone: its weekday (0 = Sunday) and day of the month. */
function localDate(instant: number, zone: string): { weekday: number; day: number } {
  const parts = dateTimeFormat('en-US', { timeZone: zone, weekday: 'short', day: 'numeric' }).formatToParts(
    new Date(instant),
  );
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(
    parts.find((p) => p.type === 'weekday')!.value,
  );
  return { weekday, day: Number(parts.find((p) => p.type === 'day')!.value) };
}

export function seriesMeetingShape(series: MeetingSeries): MeetingShape {
  const { frequency, interval, count, timeZone, firstStart } = series;
  if (count > ZOOM_MAX.endTimes || interval > ZOOM_MAX[frequency]) return { type: 3 };
  const local = localDate(firstStart, timeZone);
  const common = { repeat_interval: interval, end_times: count };
  if (frequency === 'daily') return { type: 8, recurrence: { type: 1, ...common } };
  if (frequency === 'weekly')
    return { type: 8, recurrence: { type: 2, ...common, weekly_days: String(local.weekday + 1) } };
  if (local.day > ZOOM_MAX.monthlyDay) return { type: 3 };
  return { type: 8, recurrence: { type: 3, ...common, monthly_day: local.day } };
}
