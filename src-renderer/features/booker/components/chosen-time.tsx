import { CalendarCheck } from 'lucide-react';
import { formatDate, formatTime, wallTime } from '@/lib/zoned-time.ts';
import { activeLocale, t } from '@/lib/i18n.tsx';

/** 'Tue 16 Jun 2026 · 09:00–09:30': a meeting's day and times in `zone`, without saying the zone. */
export function dayAndTimes(start: string, end: string, zone: string, hour12: boolean): string {
  const startMs = Date.parse(start);
  const day = formatDate(wallTime(startMs, zone).date, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  // English reads 'Tue 16 Jun 2026'; other languages keep Intl's own punctuation.
  const shown = activeLocale() === 'en' ? day.replace(',', '') : day;
  return `${shown} · ${formatTime(startMs, zone, hour12)}–${formatTime(Date.parse(end), zone, hour12)}`;
}

/** 'Tue 16 Jun 2026 · 09:00–09:30 (Europe/Berlin)': a meeting's day and times in `zone`. */
export function whenText(start: string, end: string, zone: string, hour12: boolean): string {
  return `${dayAndTimes(start, end, zone, hour12)} (${zone.replace(/_/g, ' ')})`;
}

/** The end of a meeting that starts at `start` and lasts `duration` minutes, as an ISO instant. */
export function endOf(start: string, duration: number): string {
  return new Date(Date.parse(start) + duration * 60_000).toISOString();
}

/** A picked time and how to say it: in the booker's zone, 12- or 24-hour. */
export interface PickedTime {
  start: string;
  duration: number;
  zone: string;
  hour12: boolean;
}

/** The time someone picked, said plainly, above the step that books (or moves a booking to) it. */
export function ChosenTime({
  headingId,
  heading,
  time: { start, duration, zone, hour12 },
}: {
  headingId: string;
  heading: string;
  time: PickedTime;
}) {
  return (
    <div className="space-y-2">
      <div className="flex items-center gap-2">
        <CalendarCheck className="size-5 text-brand" aria-hidden />
        <h2 id={headingId} tabIndex={-1} className="text-lg font-semibold text-gray-900 dark:text-gray-50">
          {heading}
        </h2>
      </div>
      <p className="text-sm font-medium text-gray-700 dark:text-gray-300">
        <time dateTime={start}>{whenText(start, endOf(start, duration), zone, hour12)}</time> ·{' '}
        {t('common.minutes', { count: duration })}
      </p>
    </div>
  );
}
