import { cn } from '@/lib/cn.ts';
import { t } from '@/lib/i18n.tsx';
import { formatTime, offsetLabel } from '@/lib/zoned-time.ts';

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

/** The seats left per time of a seated event type's open times; none when the count is not shown. */
export function seatsLeftOf(slots: readonly { start: string; seatsLeft?: number }[] | undefined) {
  const left = new Map<string, number>();
  for (const slot of slots ?? []) if (slot.seatsLeft !== undefined) left.set(slot.start, slot.seatsLeft);
  return left.size > 0 ? left : undefined;
}

/** The picked day's open times as buttons; the chosen one is pressed. */
export function SlotList({
  starts,
  zone,
  hour12,
  chosen,
  onPick,
  onIntent,
  seatsLeft,
}: {
  starts: string[];
  zone: string;
  hour12: boolean;
  chosen: string | null;
  onPick: (start: string) => void;
  /** A pointer over the times or focus on one: the next step's chunk can start loading. */
  onIntent?: () => void;
  /** A seated event type's seats left per time, when its host shows the count (ADR 026). */
  seatsLeft?: ReadonlyMap<string, number>;
}) {
  const chosenMs = chosen ? Date.parse(chosen) : NaN;
  return (
    <ul
      aria-label={t('booker.openTimes')}
      className="grid grid-cols-2 gap-2 sm:grid-cols-1"
      onPointerOver={onIntent}
      onFocus={onIntent}
    >
      {slotLabels(starts, zone, hour12).map(({ start, label }) => {
        const pressed = Date.parse(start) === chosenMs;
        const left = seatsLeft?.get(start);
        return (
          <li key={start}>
            <button
              type="button"
              aria-pressed={pressed}
              onClick={() => onPick(start)}
              className={cn(
                'flex h-11 w-full flex-col items-center justify-center rounded-md border text-sm leading-tight font-semibold transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
                pressed
                  ? 'border-brand bg-brand text-brand-foreground'
                  : 'border-gray-300 bg-white text-gray-900 hover:border-brand dark:border-gray-700 dark:bg-gray-900 dark:text-gray-50',
              )}
            >
              <time dateTime={start}>{label}</time>
              {/* The space keeps the time and the count apart in the button's accessible name. */}
              {left !== undefined && ' '}
              {left !== undefined && (
                <span className="text-xs font-normal opacity-80">{t('booker.seatsLeft', { count: left })}</span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
