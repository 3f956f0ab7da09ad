import { Repeat } from 'lucide-react';
import { useId } from 'react';
import { seriesStarts } from '#shared/availability/recurrence.ts';
import { MIN_RECURRENCE_OCCURRENCES, type Recurrence } from '#shared/schemas/recurrence.ts';
import { selectClass } from '@/components/ui/input.tsx';
import { cn } from '@/lib/cn.ts';
import { t } from '@/lib/i18n.tsx';
import { dayAndTimes, endOf } from './chosen-time.tsx';

/** A recurring event type as the booker books it: the host's rule, on the host's wall clock. */
export interface SeriesRuleOf {
  rule: Recurrence;
  hostZone: string;
}

/**
 * The series' starts from the picked one: the shared zone code the server books with, so the dates
 * shown are exactly those booked (10:00 in the host's Berlin stays 10:00 across DST).
 */
export function seriesDatesOf(start: string, { rule, hostZone }: SeriesRuleOf, count: number): string[] {
  return seriesStarts(hostZone, Date.parse(start), rule, count).map((ms) => new Date(ms).toISOString());
}

const RULE_KEYS = {
  daily: 'booker.series.everyDay',
  weekly: 'booker.series.everyWeek',
  monthly: 'booker.series.everyMonth',
} as const;

/** Whether two instants are the same, however each is written. */
const sameInstant = (a: string, b: string) => Date.parse(a) === Date.parse(b);

/**
 * "How many times?" (2 to the host's maximum) and the series' dates in the invitee's zone; after a 409
 * the dates not free are marked, and the ones left out of a partial booking say so.
 */
export function SeriesPicker({
  series,
  start,
  duration,
  zone,
  hour12,
  count,
  onCount,
  notFree,
  leftOut,
  disabled,
}: {
  series: SeriesRuleOf;
  start: string;
  duration: number;
  zone: string;
  hour12: boolean;
  count: number;
  onCount: (count: number) => void;
  /** The dates the server named as not free. */
  notFree: readonly string[];
  /** The dates left out of the booking (the invitee chose to book the others). */
  leftOut: readonly string[];
  disabled?: boolean;
}) {
  const id = useId();
  const { rule } = series;
  const dates = seriesDatesOf(start, series, count);
  const choices = Array.from(
    { length: rule.maxOccurrences - MIN_RECURRENCE_OCCURRENCES + 1 },
    (_, i) => i + MIN_RECURRENCE_OCCURRENCES,
  );

  return (
    <fieldset className="space-y-3 rounded-lg border border-gray-200 p-3 sm:p-4 dark:border-gray-800">
      <legend className="flex items-center gap-2 px-1 text-sm font-medium text-gray-800 dark:text-gray-200">
        <Repeat className="size-4 text-brand" aria-hidden />
        {t(RULE_KEYS[rule.frequency], { count: rule.interval })}
      </legend>
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={`${id}-count`} className="text-sm font-medium text-gray-800 dark:text-gray-200">
          {t('booker.series.howMany')}
        </label>
        <select
          id={`${id}-count`}
          className={cn(selectClass, 'w-auto')}
          value={count}
          disabled={disabled}
          onChange={(event) => onCount(Number(event.target.value))}
        >
          {choices.map((n) => (
            <option key={n} value={n}>
              {t('booker.series.count', { count: n })}
            </option>
          ))}
        </select>
      </div>
      <div>
        <p id={`${id}-dates`} className="mb-1.5 text-sm font-medium text-gray-800 dark:text-gray-200">
          {t('booker.series.dates')}{' '}
          <span className="font-normal text-gray-500 dark:text-gray-400">
            {t('booker.series.inZone', { zone: zone.replace(/_/g, ' ') })}
          </span>
        </p>
        <ol aria-labelledby={`${id}-dates`} aria-live="polite" className="max-h-72 space-y-1 overflow-y-auto text-sm">
          {dates.map((date, i) => {
            const taken = notFree.some((d) => sameInstant(d, date));
            const skipped = !taken && leftOut.some((d) => sameInstant(d, date));
            return (
              <li key={date} className="flex items-baseline gap-x-2">
                <span className="w-6 shrink-0 text-right text-xs text-gray-500 tabular-nums dark:text-gray-400">
                  {i + 1}.
                </span>
                <span className="flex min-w-0 flex-wrap items-baseline gap-x-2">
                  <time
                    dateTime={date}
                    className={
                      taken || skipped
                        ? 'text-gray-500 line-through dark:text-gray-500'
                        : 'text-gray-800 dark:text-gray-200'
                    }
                  >
                    {dayAndTimes(date, endOf(date, duration), zone, hour12)}
                  </time>
                  {taken && (
                    <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-800 dark:bg-red-950/60 dark:text-red-300">
                      {t('booker.series.notFree')}
                    </span>
                  )}
                  {skipped && (
                    <span className="text-xs text-gray-500 dark:text-gray-400">{t('booker.series.leftOut')}</span>
                  )}
                </span>
              </li>
            );
          })}
        </ol>
      </div>
    </fieldset>
  );
}
