import { useState } from 'react';
import { type DateOverride, timeToMinutes, WEEKDAYS, type WeeklyHours } from '#shared/schemas/availability.ts';
import { DEFAULT_WEEK_START } from '#shared/schemas/preferences.ts';
import { Panel } from './panel.tsx';
import { TimeZonePicker } from '@/components/time-zone/time-zone-picker.tsx';
import {
  addDays,
  browserZone,
  formatDate,
  formatTime,
  isValidZone,
  wallTime,
  wallToUtc,
  weekdayOf,
} from '@/lib/zoned-time.ts';
import { usePreferences } from '@/lib/preferences-query.ts';
import { tx } from '@/lib/texts/availability.ts';

export interface OpenSpan {
  start: number;
  end: number;
}

/** The seven dates of next week in `zone`, from its first day (`weekStart`: 0 = Sunday … 6 = Saturday). */
export function nextWeekDates(zone: string, now = Date.now(), weekStart = DEFAULT_WEEK_START): string[] {
  const today = wallTime(now, zone).date;
  const first = addDays(today, 7 - ((weekdayOf(today) - weekStart + 7) % 7));
  return Array.from({ length: 7 }, (_, i) => addDays(first, i));
}

/**
 * The open spans of the host-local `dates` as instants: each date's override if it has one, else
 * its weekday's hours. 24:00 is the next day's midnight; spans that touch join.
 */
export function openSpans(zone: string, dates: string[], weekly: WeeklyHours, overrides: DateOverride[]): OpenSpan[] {
  const byDate = new Map(overrides.map((o) => [o.date, o.intervals]));
  const spans: OpenSpan[] = [];
  for (const date of dates) {
    const ranges = byDate.get(date) ?? weekly[WEEKDAYS[(weekdayOf(date) + 6) % 7]!];
    for (const range of ranges) {
      const from = timeToMinutes(range.from);
      const to = timeToMinutes(range.to);
      if (to <= from) continue;
      const start = wallToUtc(zone, date, from);
      const end = to === 1440 ? wallToUtc(zone, addDays(date, 1), 0) : wallToUtc(zone, date, to);
      spans.push({ start, end });
    }
  }
  spans.sort((a, b) => a.start - b.start);
  const joined: OpenSpan[] = [];
  for (const span of spans) {
    const last = joined.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else joined.push({ ...span });
  }
  return joined;
}

/** "Next week as seen from [zone]": the schedule being edited, in someone else's local time. */
export function WeekPreview({
  zone,
  weekly,
  overrides,
}: {
  zone: string;
  weekly: WeeklyHours;
  overrides: DateOverride[];
}) {
  const [viewer, setViewer] = useState(browserZone);
  // The week starts where the host's does (Settings → Appearance); Monday until that is read.
  const weekStart = usePreferences().data?.week_start ?? DEFAULT_WEEK_START;
  if (!isValidZone(zone)) return null;
  const dates = nextWeekDates(zone, Date.now(), weekStart);
  const byDay = new Map<string, OpenSpan[]>();
  for (const span of openSpans(zone, dates, weekly, overrides)) {
    const day = wallTime(span.start, viewer).date;
    byDay.set(day, [...(byDay.get(day) ?? []), span]);
  }
  const days = [...byDay.keys()].sort();
  return (
    <Panel
      title={tx('availability.previewTitle')}
      description={tx('availability.previewText', {
        from: formatDate(dates[0]!, { day: 'numeric', month: 'short' }),
        to: formatDate(dates[6]!, { day: 'numeric', month: 'short' }),
      })}
    >
      <TimeZonePicker
        label={tx('availability.previewZone')}
        value={viewer}
        onChange={setViewer}
        at={wallToUtc(zone, dates[0]!, 720)}
        className="max-w-sm"
      />
      {days.length === 0 ? (
        <p className="mt-4 text-sm text-gray-600 dark:text-gray-400">{tx('availability.noOpenHours')}</p>
      ) : (
        <dl aria-label={tx('availability.openHours')} className="mt-4 divide-y divide-gray-100 dark:divide-gray-800">
          {days.map((day) => (
            <div key={day} className="flex flex-wrap gap-x-4 gap-y-1 py-2 text-sm">
              <dt className="w-32 shrink-0 font-medium text-gray-900 dark:text-gray-100">
                {formatDate(day, { weekday: 'short', day: 'numeric', month: 'short' })}
              </dt>
              <dd className="flex flex-wrap gap-x-3 text-gray-700 dark:text-gray-300">
                {byDay.get(day)!.map((span) => {
                  const endDay = wallTime(span.end - 1, viewer).date;
                  return (
                    <span key={span.start}>
                      {formatTime(span.start, viewer, false)}–{formatTime(span.end, viewer, false)}
                      {endDay !== day && ` ${tx('availability.nextDay')}`}
                    </span>
                  );
                })}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Panel>
  );
}
