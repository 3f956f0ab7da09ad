import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { bookingsApi, type CalendarFeedCreatedSchema } from '#shared/schemas/bookings.ts';
import { api } from '@/lib/api-client.ts';
import { type CalendarFeedState, calendarFeedQueryOptions } from './get-calendar-feed.ts';

export type CalendarFeedCreated = z.infer<typeof CalendarFeedCreatedSchema>;

export function createCalendarFeed(): Promise<CalendarFeedCreated> {
  return api<CalendarFeedCreated>(bookingsApi.calendarFeed, { method: 'POST' });
}

/** A new secret URL, shown only in this answer; the previous URL stops working. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: () => queryClient.setQueryData<CalendarFeedState>(calendarFeedQueryOptions().queryKey, { active: true }),
  });
}
