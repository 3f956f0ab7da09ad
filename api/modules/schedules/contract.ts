import {
  type DateOverride,
  type TimeRange,
  WEEKDAYS,
  type WeeklyHours,
  emptyWeeklyHours,
  minutesToTime,
  timeToMinutes,
} from '#shared/schemas/availability.ts';

/**
 * Schedules as stored (one row per weekly range or override range, ADR 012) and as the API shows
 * them. Weekday numbers are 0 = Sunday … 6 = Saturday; an override date with no hours is stored as
 * a single 0–0 row.
 */
export interface RuleRow {
  weekday: number | null;
  date: string | null;
  startMinute: number;
  endMinute: number;
}

/** WEEKDAYS is Monday first; stored weekday numbers are Sunday first. */
const weekdayNumber = (index: number) => (index + 1) % 7;

export function rulesToSchedule(rules: readonly RuleRow[]): { weekly: WeeklyHours; overrides: DateOverride[] } {
  const weekly = emptyWeeklyHours();
  const byDate = new Map<string, TimeRange[]>();
  const sorted = [...rules].sort((a, b) => a.startMinute - b.startMinute);
  for (const rule of sorted) {
    const range = { from: minutesToTime(rule.startMinute), to: minutesToTime(rule.endMinute) };
    if (rule.date !== null) {
      const ranges = byDate.get(rule.date) ?? [];
      byDate.set(rule.date, ranges);
      if (rule.endMinute > rule.startMinute) ranges.push(range);
    } else if (rule.weekday !== null) {
      const day = WEEKDAYS.find((_, index) => weekdayNumber(index) === rule.weekday);
      if (day) weekly[day].push(range);
    }
  }
  const overrides = [...byDate.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, intervals]) => ({ date, intervals }));
  return { weekly, overrides };
}

export function scheduleToRules(schedule: { weekly: WeeklyHours; overrides: DateOverride[] }): RuleRow[] {
  const rows: RuleRow[] = [];
  WEEKDAYS.forEach((day, index) => {
    for (const r of schedule.weekly[day]) {
      rows.push({
        weekday: weekdayNumber(index),
        date: null,
        startMinute: timeToMinutes(r.from),
        endMinute: timeToMinutes(r.to),
      });
    }
  });
  for (const o of schedule.overrides) {
    if (o.intervals.length === 0) rows.push({ weekday: null, date: o.date, startMinute: 0, endMinute: 0 });
    for (const r of o.intervals) {
      rows.push({ weekday: null, date: o.date, startMinute: timeToMinutes(r.from), endMinute: timeToMinutes(r.to) });
    }
  }
  return rows;
}

/** Monday to Friday, 09:00–17:00: every new schedule's hours. */
export const DEFAULT_WEEKLY: WeeklyHours = {
  mon: [{ from: '09:00', to: '17:00' }],
  tue: [{ from: '09:00', to: '17:00' }],
  wed: [{ from: '09:00', to: '17:00' }],
  thu: [{ from: '09:00', to: '17:00' }],
  fri: [{ from: '09:00', to: '17:00' }],
  sat: [],
  sun: [],
};
