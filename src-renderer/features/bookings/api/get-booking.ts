import { useQuery } from '@tanstack/react-query';
import { bookingsApi, type HostBookingDetail } from '#shared/schemas/bookings.ts';
import { apiQueryOptions } from '@/lib/query-keys.ts';

/** One of the host's bookings with its history, oldest first (`GET /api/bookings/{uid}`). */
export function getBookingQueryOptions(uid: string) {
  return apiQueryOptions<HostBookingDetail>(bookingsApi.one(uid));
}

/** Read when a booking's details open; `invalidateBookings` reads it again after a change. */
export function useBookingDetail(uid: string) {
  return useQuery(getBookingQueryOptions(uid));
}
