import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaldavConnectInput, CalendarConnection, SubscriptionInput } from '#shared/schemas/calendars.ts';
import { api } from '@/lib/api-client.ts';
import { calendarsApi } from './calendars-api.ts';
import { invalidateCalendarConnections, putConnection } from './get-calendar-connections.ts';

export function connectCaldav(input: CaldavConnectInput): Promise<CalendarConnection> {
  return api<CalendarConnection>(calendarsApi.caldav, { method: 'POST', body: input });
}

export function subscribeToCalendar(input: SubscriptionInput): Promise<CalendarConnection> {
  return api<CalendarConnection>(calendarsApi.subscriptions, { method: 'POST', body: input });
}

/** The key every connect attempt runs under, so the dialog can stay open while one is on its way. */
export const CONNECT_MUTATION_KEY = ['connect-calendar'] as const;

/** Connects; the new connection is in the list at once, and the list is read again behind it. */
function useConnect<Input>(connect: (input: Input) => Promise<CalendarConnection>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: CONNECT_MUTATION_KEY,
    mutationFn: connect,
    onSuccess: (saved) => {
      putConnection(queryClient, saved);
      void invalidateCalendarConnections(queryClient);
    },
  });
}

export function useConnectCaldav() {
  return useConnect(connectCaldav);
}

export function useSubscribeToCalendar() {
  return useConnect(subscribeToCalendar);
}
