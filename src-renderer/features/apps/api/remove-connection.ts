import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarConnectionList } from '#shared/schemas/calendars.ts';
import { api } from '@/lib/api-client.ts';
import { calendarsApi } from './calendars-api.ts';
import { calendarConnectionsQueryOptions } from './get-calendar-connections.ts';

export function removeConnection(connectionId: string): Promise<void> {
  return api<void>(calendarsApi.connection(connectionId), { method: 'DELETE' });
}

/** Removes a connection: its busy times stop counting; what it already received stays in that calendar. */
export function useRemoveConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeConnection,
    onSuccess: (_, connectionId) =>
      queryClient.setQueryData<CalendarConnectionList>(calendarConnectionsQueryOptions().queryKey, (list) =>
        list ? { items: list.items.filter((item) => item.id !== connectionId) } : list,
      ),
  });
}
