import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarConnection, CalendarConnectionList, ConnectedCalendarPatch } from '#shared/schemas/calendars.ts';
import { api } from '@/lib/api-client.ts';
import { calendarsApi } from './calendars-api.ts';
import {
  calendarConnectionsQueryOptions,
  invalidateCalendarConnections,
  putConnection,
} from './get-calendar-connections.ts';

export interface CalendarPatchVariables {
  connectionId: string;
  calendarId: string;
  patch: ConnectedCalendarPatch;
}

export function updateConnectedCalendar({
  connectionId,
  calendarId,
  patch,
}: CalendarPatchVariables): Promise<CalendarConnection> {
  return api<CalendarConnection>(calendarsApi.calendar(connectionId, calendarId), { method: 'PATCH', body: patch });
}

/**
 * "Check for conflicts" and "Add bookings to". One calendar receives bookings across all of a host's
 * connections, so a new destination also clears the old one (in another connection) from the cache
 * before the list is read again. Changes run one after another, so the last choice wins.
 */
export function useUpdateConnectedCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConnectedCalendar,
    scope: { id: 'connected-calendars' },
    onSuccess: (saved, { calendarId, patch }) => {
      if (patch.isDestination) {
        queryClient.setQueryData<CalendarConnectionList>(calendarConnectionsQueryOptions().queryKey, (list) =>
          list
            ? {
                items: list.items.map((item) => ({
                  ...item,
                  calendars: item.calendars.map((calendar) =>
                    calendar.id === calendarId ? calendar : { ...calendar, isDestination: false },
                  ),
                })),
              }
            : list,
        );
      }
      putConnection(queryClient, saved);
      if (patch.isDestination !== undefined) void invalidateCalendarConnections(queryClient);
    },
  });
}
