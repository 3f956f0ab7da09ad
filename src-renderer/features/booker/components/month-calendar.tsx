import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn.ts';
import { t } from '@/lib/i18n.tsx';
import { addDays, dateToUtcMs, formatDate, weekdayOf } from '@/lib/zoned-time.ts';

/** Column headers by weekday number (0 = Sunday), as `weekdayOf` counts, in the page's language. */
function weekdayHeaders(): string[] {
  // 2023-01-01 was a Sunday.
  return [0, 1, 2, 3, 4, 5, 6].map((day) => formatDate(addDays('2023-01-01', day), { weekday: 'short' }));
}

/** '2027-03' → '2027-04' (delta 1) or '2027-02' (delta -1). */
export function shiftMonth(month: string, delta: number): string {
  const d = new Date(dateToUtcMs(`${month}-01`));
  d.setUTCMonth(d.getUTCMonth() + delta);
  return d.toISOString().slice(0, 7);
}

function daysInMonth(month: string): string[] {
  const days: string[] = [];
  for (let day = `${month}-01`; day.startsWith(month); day = addDays(day, 1)) days.push(day);
  return days;
}

/** The same day of the month in `month`, or its last day when it is shorter (31 Jan → 28 Feb). */
function sameDayIn(month: string, date: string): string {
  const last = daysInMonth(month).length;
  return `${month}-${String(Math.min(Number(date.slice(8)), last)).padStart(2, '0')}`;
}

export interface MonthCalendarProps {
  month: string;
  today: string;
  selected: string | null;
  /** Days with at least one open time; null while they load. */
  openDays: ReadonlySet<string> | null;
  onMonthChange: (month: string) => void;
  onSelect: (date: string) => void;
  /** The first column's weekday, the host's week start (0 = Sunday … 6 = Saturday). */
  weekStart: number;
}

/**
 * A month grid whose weeks start on the host's first day of the week. Days with open times are buttons; the rest say why they
 * cannot be picked. Arrow keys move by a day or a week, Home/End to the week's ends, Page Up/Down
 * by a month (the WAI-ARIA date grid pattern).
 */
export function MonthCalendar({
  month,
  today,
  selected,
  openDays,
  onMonthChange,
  onSelect,
  weekStart,
}: MonthCalendarProps) {
  const days = daysInMonth(month);
  /** A date's column: how many days after the week's first it falls. */
  const columnOf = (date: string) => (weekdayOf(date) - weekStart + 7) % 7;
  const names = weekdayHeaders();
  const headers = names.map((_, i) => names[(weekStart + i) % 7]!);
  const lead = columnOf(days[0]!);
  const weeks: (string | null)[][] = [];
  const cells: (string | null)[] = [...Array<null>(lead).fill(null), ...days];
  while (cells.length % 7) cells.push(null);
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));

  const firstOpen = days.find((d) => openDays?.has(d));
  const [focused, setFocused] = useState<string | null>(null);
  const focusTarget = focused?.startsWith(month)
    ? focused
    : selected?.startsWith(month)
      ? selected
      : (firstOpen ?? days[0]!);
  const gridRef = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(false);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focusTarget}"]`)?.focus();
  }, [focusTarget]);

  const canGoBack = month > today.slice(0, 7);
  const monthLabel = formatDate(`${month}-01`, { month: 'long', year: 'numeric' });

  const go = (date: string) => {
    const target = date.slice(0, 7);
    if (target < today.slice(0, 7)) return;
    moveFocus.current = true;
    setFocused(date);
    if (target !== month) onMonthChange(target);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const weekday = columnOf(date);
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(date, -1),
      ArrowRight: () => addDays(date, 1),
      ArrowUp: () => addDays(date, -7),
      ArrowDown: () => addDays(date, 7),
      Home: () => addDays(date, -weekday),
      End: () => addDays(date, 6 - weekday),
      PageUp: () => sameDayIn(shiftMonth(month, -1), date),
      PageDown: () => sameDayIn(shiftMonth(month, 1), date),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    go(move());
  };

  return (
    <div>
      <div className="mb-4 flex items-center justify-between gap-2">
        <h2 aria-live="polite" className="text-base font-semibold text-gray-900 dark:text-gray-50">
          {monthLabel}
        </h2>
        <div className="flex gap-1">
          <button
            type="button"
            aria-label={t('booker.previousMonth')}
            disabled={!canGoBack}
            onClick={() => onMonthChange(shiftMonth(month, -1))}
            className="inline-flex size-9 items-center justify-center rounded-md text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-40 dark:text-gray-300 dark:hover:bg-gray-800"
          >
            <ChevronLeft className="size-5" aria-hidden />
          </button>
          <button
            type="button"
            aria-label={t('booker.nextMonth')}
            onClick={() => onMonthChange(shiftMonth(month, 1))}
            className="inline-flex size-9 items-center justify-center rounded-md text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand dark:text-gray-300 dark:hover:bg-gray-800"
          >
            <ChevronRight className="size-5" aria-hidden />
          </button>
        </div>
      </div>
      <table
        ref={gridRef}
        role="grid"
        aria-label={monthLabel}
        className="w-full table-fixed border-separate border-spacing-1"
      >
        <thead>
          <tr>
            {headers.map((day) => (
              <th
                key={day}
                scope="col"
                className="pb-1 text-center text-xs font-medium text-gray-500 uppercase dark:text-gray-400"
              >
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, index) => (
            <tr key={index}>
              {week.map((date, column) => {
                if (!date) return <td key={`empty-${column}`} />;
                const open = openDays?.has(date) ?? false;
                const isSelected = date === selected;
                const reason =
                  date < today ? t('booker.dayInPast') : openDays ? t('booker.dayClosed') : t('booker.dayLoading');
                const label = `${formatDate(date, { weekday: 'long', day: 'numeric', month: 'long' })}${open ? '' : `, ${reason}`}`;
                return (
                  <td key={date} role="gridcell" aria-selected={isSelected} className="p-0">
                    <button
                      type="button"
                      data-date={date}
                      tabIndex={date === focusTarget ? 0 : -1}
                      aria-label={label}
                      aria-disabled={!open}
                      aria-current={date === today ? 'date' : undefined}
                      onClick={() => open && onSelect(date)}
                      onFocus={() => setFocused(date)}
                      onKeyDown={(event) => onKeyDown(event, date)}
                      className={cn(
                        'relative flex aspect-square w-full items-center justify-center rounded-md text-sm font-medium transition-colors',
                        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand',
                        isSelected
                          ? 'bg-brand text-brand-foreground'
                          : open
                            ? 'bg-gray-100 text-gray-900 hover:ring-2 hover:ring-brand dark:bg-gray-800 dark:text-gray-50'
                            : 'cursor-default text-gray-400 dark:text-gray-600',
                      )}
                    >
                      {Number(date.slice(8))}
                      {date === today && (
                        <span
                          aria-hidden
                          className={cn(
                            'absolute bottom-1 size-1 rounded-full',
                            isSelected ? 'bg-brand-foreground' : 'bg-brand',
                          )}
                        />
                      )}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
