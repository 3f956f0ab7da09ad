import type { BookingListStatus } from '#shared/schemas/bookings.ts';
import { Button } from '@/components/ui/button.tsx';
import { LoadError } from '@/components/ui/load-error.tsx';
import { tx } from '@/lib/texts/bookings.ts';
import { useBookings } from '../api/get-bookings.ts';
import { useManagedTeams } from '../api/get-managed-teams.ts';
import { groupByDay } from '../group-by-day.ts';
import { BookingRow } from './booking-row.tsx';
import { BookingsEmpty } from './bookings-empty.tsx';
import { groupSeats } from '../seat-groups.ts';
import { SeatTimeRow } from './seat-time-row.tsx';

function Skeleton() {
  return (
    <div role="status" aria-label={tx('bookings.loading')} className="space-y-6">
      {[0, 1].map((group) => (
        <div key={group} className="space-y-2">
          <div className="h-4 w-40 animate-pulse rounded bg-gray-200 dark:bg-gray-800" />
          <div className="h-28 animate-pulse rounded-lg bg-gray-100 dark:bg-gray-800/70" />
        </div>
      ))}
    </div>
  );
}

/**
 * One tab's bookings (the host's, or with `teamId` a team's) under a heading per day (in `zone`), a
 * page at a time; times with the host's clock (`hour12`).
 */
export function BookingsList({
  status,
  zone,
  hour12,
  teamId = null,
}: {
  status: BookingListStatus;
  zone: string;
  hour12: boolean;
  teamId?: string | null;
}) {
  const { data, isPending, isError, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = useBookings(
    status,
    teamId,
  );
  // The server lists another member's bookings only to a team's owners and admins; the row's actions ask too.
  const { data: managed } = useManagedTeams();
  const covering = teamId !== null && (managed ?? []).some((team) => team.id === teamId);

  if (isPending) return <Skeleton />;
  if (isError && !data) {
    return <LoadError onRetry={() => void refetch()}>{tx('bookings.loadFailed')}</LoadError>;
  }

  const items = data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <BookingsEmpty status={status} />;
  const now = Date.now();

  return (
    <div className="space-y-6">
      {groupByDay(items, zone, now).map((day) => (
        <section key={day.date} aria-labelledby={`day-${day.date}`}>
          <h2
            id={`day-${day.date}`}
            className="mb-2 text-xs font-semibold tracking-wide text-gray-500 uppercase dark:text-gray-400"
          >
            {day.label}
          </h2>
          <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white dark:divide-gray-800 dark:border-gray-800 dark:bg-gray-900">
            {groupSeats(day.bookings).map((entry) =>
              entry.kind === 'time' ? (
                <SeatTimeRow
                  key={entry.seats[0]!.seat!.key}
                  seats={entry.seats}
                  zone={zone}
                  hour12={hour12}
                  dayLabel={day.label}
                  now={now}
                />
              ) : (
                <BookingRow
                  key={entry.booking.uid}
                  booking={entry.booking}
                  zone={zone}
                  hour12={hour12}
                  dayLabel={day.label}
                  now={now}
                  covering={covering}
                  {...(entry.booking.occurrences ? { occurrences: entry.booking.occurrences } : {})}
                />
              ),
            )}
          </ul>
        </section>
      ))}
      <div className="flex justify-center pb-6 text-sm text-gray-500 dark:text-gray-400">
        {hasNextPage ? (
          <Button variant="secondary" size="sm" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {isFetchingNextPage ? tx('bookings.loadingMore') : tx('bookings.loadMore')}
          </Button>
        ) : (
          data.pages.length > 1 && <p>{tx('bookings.noMoreResults')}</p>
        )}
      </div>
    </div>
  );
}
