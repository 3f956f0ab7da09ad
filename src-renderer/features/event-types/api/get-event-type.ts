import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventTypeDetail } from '#shared/schemas/event-type-settings.ts';
import { api } from '@/lib/api-client.ts';
import { apiKey } from '@/lib/query-keys.ts';

export const eventTypePath = (id: string) => `/event-types/${encodeURIComponent(id)}`;

/** One event type with its locations and questions (GET /api/event-types/:id). */
export function eventTypeQueryOptions(id: string) {
  return queryOptions({
    queryKey: apiKey(eventTypePath(id)),
    queryFn: () => api<EventTypeDetail>(eventTypePath(id)),
  });
}

export function useEventType(id: string) {
  return useQuery(eventTypeQueryOptions(id));
}
