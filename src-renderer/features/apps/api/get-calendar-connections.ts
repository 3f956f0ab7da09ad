import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { CalendarConnection, CalendarConnectionList } from '#shared/schemas/calendars.ts';
import { apiQueryOptions } from '@/lib/query-keys.ts';
import { calendarsApi } from './calendars-api.ts';

/** The host's connected calendar accounts and subscriptions, with their calendars and sync state. */
export function calendarConnectionsQueryOptions() {
  return apiQueryOptions<CalendarConnectionList>(calendarsApi.list);
}

export function useCalendarConnections() {
  return useQuery(calendarConnectionsQueryOptions());
}

/** Puts a connection the server just answered with into the cached list (replacing or adding it). */
export function putConnection(queryClient: QueryClient, saved: CalendarConnection): void {
  queryClient.setQueryData<CalendarConnectionList>(calendarConnectionsQueryOptions().queryKey, (list) => {
    if (!list) return list;
    const known = list.items.some((item) => item.id === saved.id);
    return { items: known ? list.items.map((item) => (item.id === saved.id ? saved : item)) : [...list.items, saved] };
  });
}

export function invalidateCalendarConnections(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: calendarConnectionsQueryOptions().queryKey });
}
