import { infiniteQueryOptions, type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import { type BookingListStatus, bookingsApi, type HostBookingList } from '#shared/schemas/bookings.ts';
import { api } from '@/lib/api-client.ts';
import { apiKey, underApiPath } from '@/lib/query-keys.ts';

export function getBookings({
  status,
  cursor,
  teamId,
}: {
  status: BookingListStatus;
  cursor: string | null;
  /** A team's bookings (issue 29) instead of the host's own. */
  teamId?: string | null;
}): Promise<HostBookingList> {
  const params = new URLSearchParams({ status });
  if (teamId) params.set('teamId', teamId);
  if (cursor) params.set('cursor', cursor);
  // A series is one row at its next (or latest) date, with its dates in the tab (docs/product.md).
  params.set('group', 'series');
  return api<HostBookingList>(`${bookingsApi.list}?${params}`);
}

/** One tab of the host's (or a team's) bookings, page by page (`invalidateBookings` covers every tab). */
export function bookingsQueryOptions(status: BookingListStatus, teamId: string | null = null) {
  return infiniteQueryOptions({
    queryKey: apiKey(bookingsApi.list, teamId ? { status, teamId } : { status }),
    queryFn: ({ pageParam }) => getBookings({ status, cursor: pageParam, teamId }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/**
 * A cancelled booking leaves Upcoming and joins Cancelled: every tab is read again, and each booking's
 * details read (its history, `get-booking.ts`) too.
 */
export function invalidateBookings(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: underApiPath(bookingsApi.list) });
}

export function useBookings(status: BookingListStatus, teamId: string | null = null) {
  return useInfiniteQuery(bookingsQueryOptions(status, teamId));
}
