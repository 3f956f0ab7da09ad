import { useInfiniteQuery } from '@tanstack/react-query';
import { type RoutingResponseList, routingFormsApi } from '#shared/schemas/routing-forms.ts';
import { api } from '@/lib/api-client.ts';
import { apiKey } from '@/lib/query-keys.ts';

/** A form's responses, newest first, a page at a time ("Show more"). */
export function useRoutingResponses(id: string) {
  return useInfiniteQuery({
    // Under the forms' key, so a change to the form reloads them too.
    queryKey: apiKey(routingFormsApi.list, id, 'responses'),
    queryFn: ({ pageParam }) =>
      api<RoutingResponseList>(
        `${routingFormsApi.responses(id)}${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
