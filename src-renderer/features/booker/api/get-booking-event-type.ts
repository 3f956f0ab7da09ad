import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicBookingEventType } from '#shared/schemas/availability.ts';
import { availabilityApi } from '#shared/schemas/bookings-api.ts';
import { api } from '@/lib/api-client.ts';
import { apiKey } from '@/lib/query-keys.ts';
import { firstAnswerEvent } from './first-answer.ts';

export function getBookingEventType(username: string, slug: string): Promise<PublicBookingEventType> {
  // Public: never send or refresh the visitor's own session for it.
  return api<PublicBookingEventType>(availabilityApi.publicEventType(username, slug), { auth: false });
}

export function bookingEventTypeQueryOptions(username: string, slug: string) {
  return queryOptions({
    // Usernames and slugs are case-insensitive: /Ada/Intro and /ada/intro share one entry.
    queryKey: apiKey(availabilityApi.publicEventType(username.toLowerCase(), slug.toLowerCase())),
    queryFn: () => getBookingEventType(username, slug),
    // The page's first answer, written into it by the server: no request for it on first load.
    ...firstAnswerEvent(username, slug),
  });
}

export function useBookingEventType(username: string, slug: string) {
  return useQuery(bookingEventTypeQueryOptions(username, slug));
}
