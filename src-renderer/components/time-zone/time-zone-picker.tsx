import { ChevronDown, Globe } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { cn } from '@/lib/cn.ts';
import { offsetLabel } from '@/lib/zoned-time.ts';

// The list of zones and its search are fetched only when someone opens the picker.
const TimeZoneList = lazy(() => import('./time-zone-list.tsx').then((m) => ({ default: m.TimeZoneList })));

export interface TimeZonePickerProps {
  value: string;
  onChange: (zone: string) => void;
  /** The accessible name of the trigger, e.g. 'Time zone'. */
  label: string;
  id?: string;
  invalid?: boolean;
  describedBy?: string;
  className?: string;
  /**
   * The instant whose UTC offset is shown (the day being looked at: offsets change with daylight
   * saving time), null for none; left out, the time the picker appeared.
   */
  at?: number | null;
}

/** A button naming the zone ('Europe/Berlin (GMT+1)'); it opens a searchable list of every zone. */
export function TimeZonePicker({
  value,
  onChange,
  label,
  id,
  invalid,
  describedBy,
  className,
  at: given,
}: TimeZonePickerProps) {
  const [open, setOpen] = useState(false);
  const [shownSince] = useState(Date.now);
  const at = given === undefined ? shownSince : given;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const name = value.replace(/_/g, ' ');
  let offset = '';
  try {
    if (at !== null) offset = offsetLabel(at, value);
  } catch {
    // An unknown zone is shown as it is, so it can be replaced.
  }
  const shown = offset ? `${name} (${offset})` : name;
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };
  return (
    <div className={cn('relative', className)}>
      <button
        ref={triggerRef}
        id={id}
        type="button"
        aria-label={`${label}: ${shown}`}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onClick={() => setOpen((v) => !v)}
        className={cn(
          'flex h-10 w-full items-center gap-2 rounded-md border border-gray-300 bg-white px-3 text-left text-sm text-gray-900 shadow-sm',
          'focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-brand/40',
          'aria-[invalid=true]:border-red-500 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100',
        )}
      >
        <Globe className="size-4 shrink-0 text-gray-500 dark:text-gray-400" aria-hidden />
        <span className="min-w-0 flex-1 truncate">{name}</span>
        {offset && <span className="shrink-0 text-xs text-gray-500 dark:text-gray-400">{offset}</span>}
        <ChevronDown className="size-4 shrink-0 text-gray-500" aria-hidden />
      </button>
      {open && (
        <Suspense
          fallback={
            <div
              role="status"
              className="absolute z-40 mt-1 w-full rounded-lg border border-gray-200 bg-white p-3 text-sm text-gray-500 shadow-lg dark:border-gray-700 dark:bg-gray-900 dark:text-gray-400"
            >
              Loading time zones…
            </div>
          }
        >
          <TimeZoneList
            id={listId}
            value={value}
            label={label}
            at={at}
            onChoose={(zone) => {
              onChange(zone);
              close(true);
            }}
            onClose={close}
          />
        </Suspense>
      )}
    </div>
  );
}
