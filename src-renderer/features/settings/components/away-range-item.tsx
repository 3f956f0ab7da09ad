import { Forward, Pencil, Trash2 } from 'lucide-react';
import type { OutOfOffice } from '#shared/schemas/out-of-office.ts';
import { Button } from '@/components/ui/button.tsx';
import { tx } from '@/lib/texts/away.ts';
import { BookingsInRange } from './away-bookings-in-range.tsx';
import { rangeText } from './away-range-text.ts';

/** One range of time away: its days, reason, message, teammate, the bookings inside it, Edit and Delete. */
export function RangeItem({
  range,
  past,
  onEdit,
  onDelete,
}: {
  range: OutOfOffice;
  past: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const days = rangeText(range.startDate, range.endDate);
  return (
    <li className="px-4 py-4 sm:px-6">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-gray-900 dark:text-gray-100">
            <span>{days}</span>
            {past && (
              <span className="rounded-md bg-gray-100 px-1.5 py-0.5 text-xs font-medium text-gray-700 dark:bg-gray-800 dark:text-gray-300">
                {tx('away.past')}
              </span>
            )}
          </p>
          {range.reason && (
            <p className="mt-0.5 text-sm break-words text-gray-600 dark:text-gray-400">{range.reason}</p>
          )}
          {range.message && (
            <p className="mt-1 text-sm break-words whitespace-pre-line text-gray-800 dark:text-gray-200">
              “{range.message}”
            </p>
          )}
          {range.forwardTo && (
            <p className="mt-1 flex items-center gap-1.5 text-sm text-gray-600 dark:text-gray-400">
              <Forward className="size-4 shrink-0" aria-hidden />
              {range.forwardTo.acceptsForwards
                ? tx('away.forwardingTo', { name: range.forwardTo.name })
                : tx('away.forwardPaused', { name: range.forwardTo.name })}
            </p>
          )}
        </div>
        <div className="flex shrink-0 gap-1">
          {!past && (
            <Button
              variant="ghost"
              size="icon"
              aria-label={tx('away.editLabel', { range: days })}
              title={tx('away.edit')}
              onClick={onEdit}
            >
              <Pencil className="size-4" aria-hidden />
            </Button>
          )}
          <Button
            variant="ghost"
            size="icon"
            aria-label={tx('away.deleteLabel', { range: days })}
            title={tx('away.delete')}
            onClick={onDelete}
          >
            <Trash2 className="size-4" aria-hidden />
          </Button>
        </div>
      </div>
      <BookingsInRange bookings={range.bookingsInRange} />
    </li>
  );
}
