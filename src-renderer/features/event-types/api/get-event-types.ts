import { infiniteQueryOptions, type QueryClient, useInfiniteQuery, keepPreviousData } from '@tanstack/react-query';
import type { EventTypeList } from '#shared/schemas/event-types.ts';
import { api } from '@/lib/api-client.ts';
import { apiKey } from '@/lib/query-keys.ts';

const path = '/event-types';

export function getEventTypes({ q, cursor }: { q: string; cursor: string | null }): Promise<EventTypeList> {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return api<EventTypeList>(`${path}${query ? `?${query}` : ''}`);
}

/**
 * The Event Types list, page by page (docs/product.md#event-type-pages). Its key starts with '/api/event-types', so
 * `eventTypesQueryOptions.all` covers every search's pages at once.
 */
export function eventTypesQueryOptions({ q }: { q: string }) {
  return infiniteQueryOptions({
    queryKey: apiKey(path, { q }),
    queryFn: ({ pageParam }) => getEventTypes({ q, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // A new search keeps showing the previous results until its own arrive, instead of flashing.
    placeholderData: keepPreviousData,
  });
}
eventTypesQueryOptions.all = apiKey(path);

/** Refetches every cached search; mutations call this after a change (the product refreshes the list). */
export function invalidateEventTypes(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: eventTypesQueryOptions.all });
}

export function useEventTypes(q: string) {
  return useInfiniteQuery(eventTypesQueryOptions({ q }));
}
