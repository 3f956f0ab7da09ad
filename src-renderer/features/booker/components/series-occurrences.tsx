import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { PublicBooking } from '#shared/schemas/bookings.ts';
import type { SeriesView } from '#shared/schemas/recurrence.ts';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { t } from '@/lib/i18n.tsx';
import { type ManageLink } from '../api/change-booking.ts';
import { publicBookingQueryOptions } from '../api/get-public-booking.ts';
import { manageLinkOf, managePath, rescheduleHref } from '../hooks/use-manage-link.ts';
import { CancelBookingDialog } from './cancel-booking-dialog.tsx';
import { whenText } from './chosen-time.tsx';

type Occurrence = SeriesView['occurrences'][number];

const STATUS_KEYS = {
  accepted: 'booking.series.accepted',
  pending: 'booking.series.pending',
  cancelled: 'booking.series.cancelled',
  rejected: 'booking.series.rejected',
} as const;

const STATUS_TONES: Record<Occurrence['status'], string> = {
  accepted: 'bg-green-50 text-green-800 dark:bg-green-950/60 dark:text-green-300',
  pending: 'bg-amber-50 text-amber-800 dark:bg-amber-950/60 dark:text-amber-300',
  cancelled: 'bg-gray-100 text-gray-600 dark:bg-gray-800 dark:text-gray-400',
  rejected: 'bg-gray-100 text-gray-600 dark:bg-gray-800 dark:text-gray-400',
};

/**
 * Every occurrence of the booking's series (docs/product.md#recurring-event-types), in order, each with
 * its place ("3 of 10"), its status and, while it is ahead and not cancelled, its own Reschedule and
 * Cancel (through that occurrence's manage link); the one this page shows is marked.
 */
export function SeriesOccurrences({
  booking,
  series,
  link,
  zone,
  hour12,
  now = Date.now(),
}: {
  booking: PublicBooking;
  series: SeriesView;
  /** This page's own link: its booking is read again after another occurrence changes. */
  link: ManageLink;
  zone: string;
  hour12: boolean;
  now?: number;
}) {
  const queryClient = useQueryClient();
  // The series' length as booked: once "this and the following" shortened it, its cancelled dates still count.
  const count = Math.max(series.count, ...series.occurrences.map((o) => o.position));
  const [cancelling, setCancelling] = useState<Occurrence | null>(null);
  const [gone, setGone] = useState<string | null>(null);
  const bookable =
    booking.username && booking.eventSlug ? { username: booking.username, slug: booking.eventSlug } : null;

  return (
    <section aria-labelledby="series-dates" className="space-y-3">
      <div>
        <h2 id="series-dates" className="text-sm font-medium text-gray-800 dark:text-gray-200">
          {t('booking.series.title')}
        </h2>
        <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
          {t('booking.series.thisOne', { position: series.position, count })}
        </p>
        {series.skipped && series.skipped.length > 0 && (
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
            {t('booking.series.skipped', {
              count: series.skipped.length,
              dates: series.skipped.map((s) => whenText(s.start, s.end, zone, hour12)).join('; '),
            })}
          </p>
        )}
      </div>
      {gone && (
        <p role="status" className="text-sm text-gray-700 dark:text-gray-300">
          {gone}
        </p>
      )}
      <ol className="divide-y divide-gray-200 rounded-lg border border-gray-200 dark:divide-gray-800 dark:border-gray-800">
        {series.occurrences.map((occurrence) => {
          const current = occurrence.uid === booking.uid;
          const own = manageLinkOf(occurrence);
          const when = whenText(occurrence.start, occurrence.end, zone, hour12);
          // The one this page shows is changed with the page's own buttons.
          const changeable =
            !current &&
            (occurrence.status === 'accepted' || occurrence.status === 'pending') &&
            Date.parse(occurrence.end) > now;
          return (
            <li
              key={occurrence.uid}
              aria-current={current ? 'true' : undefined}
              className={cn(
                'flex flex-col gap-2 px-3 py-3 sm:flex-row sm:items-center sm:gap-3',
                current && 'bg-gray-50 dark:bg-gray-800/50',
              )}
            >
              <div className="min-w-0 flex-1 space-y-1">
                <div className="flex flex-wrap items-center gap-2 text-xs">
                  <span className="font-semibold text-gray-700 dark:text-gray-300">
                    {t('booking.series.position', { position: occurrence.position, count })}
                  </span>
                  <span className={cn('rounded-full px-2 py-0.5 font-medium', STATUS_TONES[occurrence.status])}>
                    {t(STATUS_KEYS[occurrence.status])}
                  </span>
                  {current && (
                    <span className="font-medium text-gray-600 dark:text-gray-400">{t('booking.series.shown')}</span>
                  )}
                </div>
                {current ? (
                  <time
                    dateTime={occurrence.start}
                    className={cn(
                      'block text-sm font-medium break-words text-gray-900 dark:text-gray-100',
                      (occurrence.status === 'cancelled' || occurrence.status === 'rejected') && 'line-through',
                    )}
                  >
                    {when}
                  </time>
                ) : (
                  <Link
                    to={managePath(own)}
                    className={cn(
                      'block text-sm font-medium break-words text-gray-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand dark:text-gray-100',
                      (occurrence.status === 'cancelled' || occurrence.status === 'rejected') && 'line-through',
                    )}
                  >
                    <time dateTime={occurrence.start}>{when}</time>
                  </Link>
                )}
              </div>
              {changeable && (
                <div className="flex shrink-0 flex-wrap gap-2">
                  {bookable && (
                    <Link
                      to={rescheduleHref(bookable, own, occurrence.start, zone)}
                      aria-label={t('booking.series.rescheduleOne', { when })}
                      className={buttonClass({ variant: 'secondary', size: 'sm' })}
                    >
                      {t('booking.reschedule')}
                    </Link>
                  )}
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('booking.series.cancelOne', { when })}
                    onClick={() => {
                      setGone(null);
                      setCancelling(occurrence);
                    }}
                  >
                    {t('booking.cancel')}
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {cancelling && (
        <CancelBookingDialog
          link={manageLinkOf(cancelling)}
          when={`${booking.title}, ${whenText(cancelling.start, cancelling.end, zone, hour12)}`}
          open
          onOpenChange={(open) => {
            if (open) return;
            setCancelling(null);
            // This page's own booking carries the series: read it again to show the change.
            void queryClient.invalidateQueries({ queryKey: publicBookingQueryOptions(link.uid, link.token).queryKey });
          }}
          onGone={setGone}
        />
      )}
    </section>
  );
}
