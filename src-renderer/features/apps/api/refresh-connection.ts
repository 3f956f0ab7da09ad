import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarConnection } from '#shared/schemas/calendars.ts';
import { api } from '@/lib/api-client.ts';
import { calendarsApi } from './calendars-api.ts';
import { calendarConnectionsQueryOptions } from './get-calendar-connections.ts';

/**
 * After "Refresh now" the server reads the calendar in the background (202): the list is read again
 * after each of these waits until the connection's state changes. About 15 s in all, the time a
 * server gets to answer (CALENDAR_REQUEST_TIMEOUT_MS); past that the list stays as it was read last.
 */
export const REFRESH_POLL_DELAYS_MS = [500, 1000, 1500, 2000, 3000, 3000, 4000] as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function stateOf(connection: CalendarConnection | undefined): string {
  return JSON.stringify([connection?.lastSyncAt, connection?.error, connection?.writeError]);
}

/** Asks for a sync now, then follows the list until the sync has happened (bounded). */
export function useRefreshConnection() {
  const queryClient = useQueryClient();
  const options = calendarConnectionsQueryOptions();
  const current = (id: string) => queryClient.getQueryData(options.queryKey)?.items.find((item) => item.id === id);
  return useMutation({
    mutationFn: async (connectionId: string) => {
      const before = stateOf(current(connectionId));
      await api<void>(calendarsApi.refresh(connectionId), { method: 'POST' });
      for (const delay of REFRESH_POLL_DELAYS_MS) {
        await sleep(delay);
        const list = await queryClient.fetchQuery({ ...options, staleTime: 0 });
        if (stateOf(list.items.find((item) => item.id === connectionId)) !== before) return;
      }
    },
  });
}
