import { queryOptions, useQuery } from '@tanstack/react-query';
import { EVENT_TYPES_MAX_LIMIT, type EventTypeList } from '#shared/schemas/event-types.ts';
import { api } from '@/lib/api-client.ts';
import { apiKey } from '@/lib/query-keys.ts';

const PATH = '/event-types';

/** The host's event types, for the embed code's choice of booking page (the first page of them). */
export function useEmbedEventTypes() {
  return useQuery(
    queryOptions({
      queryKey: apiKey(PATH, { limit: EVENT_TYPES_MAX_LIMIT }),
      queryFn: () => api<EventTypeList>(`${PATH}?limit=${EVENT_TYPES_MAX_LIMIT}`),
    }),
  );
}
