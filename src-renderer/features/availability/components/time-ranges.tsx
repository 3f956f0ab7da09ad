import { Plus, Trash2 } from 'lucide-react';
import { MAX_RANGES_PER_DAY, minutesToTime, type TimeRange, timeToMinutes } from '#shared/schemas/availability.ts';
import { cn } from '@/lib/cn.ts';
import { tx } from '@/lib/texts/availability.ts';

const STEP = 15;
const DAY = 24 * 60;
const startTimes = Array.from({ length: DAY / STEP }, (_, i) => minutesToTime(i * STEP));
const endTimes = Array.from({ length: DAY / STEP }, (_, i) => minutesToTime((i + 1) * STEP));

/** The usual hours of a newly opened day. */
export const DEFAULT_RANGE: TimeRange = { from: '09:00', to: '17:00' };

/** A range after the last one: an hour starting where it ends (none when it ends at midnight). */
export function nextRange(ranges: TimeRange[]): TimeRange | null {
  const last = ranges.at(-1);
  if (!last) return DEFAULT_RANGE;
  const start = Math.min(timeToMinutes(last.to), DAY);
  if (start >= DAY) return null;
  return { from: minutesToTime(start), to: minutesToTime(Math.min(start + 60, DAY)) };
}

const selectClasses =
  'h-9 rounded-md border border-gray-300 bg-white px-2 text-sm text-gray-900 shadow-sm focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-brand/40 aria-[invalid=true]:border-red-500 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100';

function TimeSelect({
  value,
  options,
  label,
  invalid,
  onChange,
}: {
  value: string;
  options: string[];
  label: string;
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  // A time saved through the API need not be on the 15-minute grid: keep it choosable.
  const all = options.includes(value) ? options : [...options, value].sort();
  return (
    <select
      aria-label={label}
      aria-invalid={invalid || undefined}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={selectClasses}
    >
      {all.map((time) => (
        <option key={time} value={time}>
          {time}
        </option>
      ))}
    </select>
  );
}

/**
 * One day's from–to ranges with add and remove buttons. `invalidIndexes` marks the ranges a
 * validation message is about.
 */
export function TimeRanges({
  dayName,
  ranges,
  invalidIndexes,
  onChange,
  className,
}: {
  dayName: string;
  ranges: TimeRange[];
  invalidIndexes: ReadonlySet<number>;
  onChange: (ranges: TimeRange[]) => void;
  className?: string;
}) {
  const next = nextRange(ranges);
  const canAdd = next !== null && ranges.length < MAX_RANGES_PER_DAY;
  const set = (index: number, patch: Partial<TimeRange>) =>
    onChange(ranges.map((range, i) => (i === index ? { ...range, ...patch } : range)));
  return (
    <ul className={cn('space-y-2', className)}>
      {ranges.map((range, index) => {
        const numbered = ranges.length > 1;
        const n = index + 1;
        const invalid = invalidIndexes.has(index);
        return (
          <li key={index} className="flex flex-wrap items-center gap-2">
            <TimeSelect
              value={range.from}
              options={startTimes}
              label={
                numbered
                  ? tx('availability.rangeFromNumbered', { day: dayName, n })
                  : tx('availability.rangeFrom', { day: dayName })
              }
              invalid={invalid}
              onChange={(from) => set(index, { from })}
            />
            <span aria-hidden className="text-gray-500">
              –
            </span>
            <TimeSelect
              value={range.to}
              options={endTimes}
              label={
                numbered
                  ? tx('availability.rangeUntilNumbered', { day: dayName, n })
                  : tx('availability.rangeUntil', { day: dayName })
              }
              invalid={invalid}
              onChange={(to) => set(index, { to })}
            />
            {index === 0 ? (
              <button
                type="button"
                aria-label={tx('availability.addRange', { day: dayName })}
                disabled={!canAdd}
                onClick={() => next && onChange([...ranges, next])}
                className="inline-flex size-9 items-center justify-center rounded-md text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-40 dark:text-gray-300 dark:hover:bg-gray-800"
              >
                <Plus className="size-4" aria-hidden />
              </button>
            ) : (
              <button
                type="button"
                aria-label={tx('availability.removeRange', { day: dayName, from: range.from, to: range.to })}
                onClick={() => onChange(ranges.filter((_, i) => i !== index))}
                className="inline-flex size-9 items-center justify-center rounded-md text-gray-600 hover:bg-gray-100 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-brand dark:text-gray-300 dark:hover:bg-gray-800"
              >
                <Trash2 className="size-4" aria-hidden />
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
