import { tx } from '@/lib/texts/insights.ts';
import { formatTime } from '@/lib/zoned-time.ts';

const HOURS = Array.from({ length: 24 }, (_, h) => h);
/** Monday first, as a working week reads. */
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0];

/** An hour of the day ('14:00' or '2:00 PM') with the host's clock. */
export const hourLabel = (hour: number, hour12: boolean) => formatTime(Date.UTC(2000, 0, 1, hour), 'UTC', hour12);

const WEEKDAY_NAMES = [
  ['insights.sunday', 'insights.sundayShort'],
  ['insights.monday', 'insights.mondayShort'],
  ['insights.tuesday', 'insights.tuesdayShort'],
  ['insights.wednesday', 'insights.wednesdayShort'],
  ['insights.thursday', 'insights.thursdayShort'],
  ['insights.friday', 'insights.fridayShort'],
  ['insights.saturday', 'insights.saturdayShort'],
] as const;

/** A weekday's name (0 is Sunday), in full or short, in the app's language; called while rendering. */
export function weekdayName(weekday: number, short = false): string {
  const names = WEEKDAY_NAMES[weekday];
  return names ? tx(names[short ? 1 : 0]) : '';
}

/**
 * The busiest hours: weekdays down, local hours across, each cell shaded by its bookings (a table,
 * so a screen reader reads each cell's weekday, hour and count). Scrolls sideways on a phone.
 */
export function Heatmap({ cells, hour12 }: { cells: readonly (readonly [number, number, number])[]; hour12: boolean }) {
  const counts = new Map(cells.map(([w, h, n]) => [`${w}/${h}`, n]));
  const max = Math.max(1, ...cells.map((c) => c[2]));
  return (
    // Focusable, so the keyboard can scroll it sideways on a narrow screen.
    <div
      role="group"
      aria-label={tx('insights.busiestHours')}
      tabIndex={0}
      // relative: the cells' screen-reader text (absolutely placed) stays inside the scroller.
      className="relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand"
    >
      <table className="border-separate border-spacing-0.5 text-xs">
        <caption className="sr-only">{tx('insights.busiestHours')}</caption>
        <thead>
          <tr>
            <td />
            {HOURS.map((h) => (
              <th key={h} scope="col" className="w-6 min-w-6 font-normal text-gray-500 dark:text-gray-400">
                <span aria-hidden>{h % 3 === 0 ? h : ''}</span>
                <span className="sr-only">{hourLabel(h, hour12)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {WEEKDAYS.map((w) => (
            <tr key={w}>
              <th scope="row" className="pr-2 text-left font-normal whitespace-nowrap text-gray-600 dark:text-gray-300">
                {weekdayName(w, true)}
              </th>
              {HOURS.map((h) => {
                const n = counts.get(`${w}/${h}`) ?? 0;
                return (
                  <td
                    key={h}
                    title={`${weekdayName(w)} ${hourLabel(h, hour12)}: ${n}`}
                    className="relative h-6 w-6 min-w-6 rounded-sm bg-gray-100 dark:bg-gray-800"
                  >
                    {n > 0 && (
                      <span
                        aria-hidden
                        className="absolute inset-0 rounded-sm bg-brand"
                        style={{ opacity: 0.2 + 0.8 * (n / max) }}
                      />
                    )}
                    <span className="sr-only">
                      {weekdayName(w)} {hourLabel(h, hour12)}: {n}
                    </span>
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
