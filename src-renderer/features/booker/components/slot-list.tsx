import { cn } from '../../../lib/cn.ts';
import { formatTime, offsetLabel } from '../../../lib/zoned-time.ts';

export interface SlotLabel {
  start: string;
  label: string;
}

/**
 * Labels for one day's open times in `zone`. On the night clocks go back, one hour happens twice:
 * both times then carry their UTC offset ('1:00 AM GMT-4', '1:00 AM GMT-5') so they can be told apart.
 */
export function slotLabels(starts: string[], zone: string, hour12: boolean): SlotLabel[] {
  const labels = starts.map((start) => ({ start, label: formatTime(Date.parse(start), zone, hour12) }));
  const counts = new Map<string, number>();
  for (const { label } of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
  return labels.map(({ start, label }) =>
    (counts.get(label) ?? 0) > 1
      ? { start, label: `${label} ${offsetLabel(Date.parse(start), zone)}` }
      : { start, label },
  );
}

/** The picked day's open times as buttons; the chosen one is pressed. */
export function SlotList({
  starts,
  zone,
  hour12,
  chosen,
  onPick,
  onIntent,
}: {
  starts: string[];
  zone: string;
  hour12: boolean;
  chosen: string | null;
  onPick: (start: string) => void;
  /** A pointer over the times or focus on one: the next step's chunk can start loading. */
  onIntent?: () => void;
}) {
  const chosenMs = chosen ? Date.parse(chosen) : NaN;
  return (
    <ul
      aria-label="Open times"
      className="grid grid-cols-2 gap-2 sm:grid-cols-1"
      onPointerOver={onIntent}
      onFocus={onIntent}
    >
      {slotLabels(starts, zone, hour12).map(({ start, label }) => {
        const pressed = Date.parse(start) === chosenMs;
        return (
          <li key={start}>
            <button
              type="button"
              aria-pressed={pressed}
              onClick={() => onPick(start)}
              className={cn(
                'flex h-11 w-full items-center justify-center rounded-md border text-sm font-semibold transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
                pressed
                  ? 'border-brand bg-brand text-brand-foreground'
                  : 'border-gray-300 bg-white text-gray-900 hover:border-brand dark:border-gray-700 dark:bg-gray-900 dark:text-gray-50',
              )}
            >
              <time dateTime={start}>{label}</time>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
