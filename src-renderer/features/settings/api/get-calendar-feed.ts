import { useQuery } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { bookingsApi, type CalendarFeedStateSchema } from '#shared/schemas/bookings.ts';
import { apiQueryOptions } from '@/lib/query-keys.ts';

export type CalendarFeedState = z.infer<typeof CalendarFeedStateSchema>;

/** Whether the host has a feed; its URL is secret and never read back. */
export function calendarFeedQueryOptions() {
  return apiQueryOptions<CalendarFeedState>(bookingsApi.calendarFeed);
}

export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions());
}
