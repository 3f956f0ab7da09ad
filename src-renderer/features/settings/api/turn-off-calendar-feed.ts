import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingsApi } from '#shared/schemas/bookings.ts';
import { api } from '@/lib/api-client.ts';
import { type CalendarFeedState, calendarFeedQueryOptions } from './get-calendar-feed.ts';

export function turnOffCalendarFeed(): Promise<void> {
  return api<void>(bookingsApi.calendarFeed, { method: 'DELETE' });
}

export function useTurnOffCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnOffCalendarFeed,
    onSuccess: () =>
      queryClient.setQueryData<CalendarFeedState>(calendarFeedQueryOptions().queryKey, { active: false }),
  });
}
