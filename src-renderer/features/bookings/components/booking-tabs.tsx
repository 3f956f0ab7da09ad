import { type KeyboardEvent, useRef } from 'react';
import type { BookingListStatus } from '#shared/schemas/bookings.ts';
import { cn } from '../../../lib/cn.ts';

export const BOOKING_TABS: ReadonlyArray<{ status: BookingListStatus; label: string }> = [
  { status: 'upcoming', label: 'Upcoming' },
  { status: 'past', label: 'Past' },
  { status: 'cancelled', label: 'Cancelled' },
];

export const tabId = (status: BookingListStatus) => `bookings-tab-${status}`;
export const BOOKINGS_PANEL_ID = 'bookings-panel';

/**
 * Upcoming, Past, Cancelled as WAI-ARIA tabs: one tab stop, arrows (and Home/End) move and choose,
 * the chosen tab lives in the URL.
 */
export function BookingTabs({
  value,
  onChange,
}: {
  value: BookingListStatus;
  onChange: (status: BookingListStatus) => void;
}) {
  const refs = useRef(new Map<BookingListStatus, HTMLButtonElement>());
  const choose = (index: number) => {
    const tab = BOOKING_TABS[(index + BOOKING_TABS.length) % BOOKING_TABS.length]!;
    refs.current.get(tab.status)?.focus();
    onChange(tab.status);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const current = BOOKING_TABS.findIndex((t) => t.status === value);
    const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: BOOKING_TABS.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  };

  return (
    <div
      role="tablist"
      aria-label="Bookings"
      onKeyDown={onKeyDown}
      className="mb-6 flex gap-1 border-b border-gray-200 dark:border-gray-800"
    >
      {BOOKING_TABS.map((tab) => {
        const selected = tab.status === value;
        return (
          <button
            key={tab.status}
            ref={(node) => {
              if (node) refs.current.set(tab.status, node);
              else refs.current.delete(tab.status);
            }}
            type="button"
            role="tab"
            id={tabId(tab.status)}
            aria-selected={selected}
            aria-controls={BOOKINGS_PANEL_ID}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.status)}
            className={cn(
              '-mb-px shrink-0 border-b-2 px-3 pb-3 text-sm font-medium transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
              selected
                ? 'border-brand text-gray-900 dark:text-gray-50'
                : 'border-transparent text-gray-500 hover:text-gray-800 dark:text-gray-400 dark:hover:text-gray-200',
            )}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
