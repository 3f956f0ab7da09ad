import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicBooking } from '#shared/schemas/bookings.ts';
import { BOOKING_TOKEN_HEADER, bookingsApi } from '#shared/schemas/bookings-api.ts';
import { api } from '@/lib/api-client.ts';
import { apiKey } from '@/lib/query-keys.ts';

export function getPublicBooking(uid: string, token: string): Promise<PublicBooking> {
  return api<PublicBooking>(bookingsApi.publicBooking(uid), {
    auth: false,
    headers: { [BOOKING_TOKEN_HEADER]: token },
  });
}

/** Keyed by the token too: a link with another token is another answer (a wrong one is a 404). */
export function publicBookingQueryOptions(uid: string, token: string) {
  return queryOptions({
    queryKey: apiKey(bookingsApi.publicBooking(uid), token),
    queryFn: () => getPublicBooking(uid, token),
  });
}

export function usePublicBooking(uid: string, token: string) {
  return useQuery(publicBookingQueryOptions(uid, token));
}
