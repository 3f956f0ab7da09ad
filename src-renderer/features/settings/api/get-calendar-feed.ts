import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { bookingsApi, type CalendarFeedStateSchema } from '../../../../src-shared/schemas/bookings.ts';
import { api } from '../../../lib/api-client.ts';

export type CalendarFeedState = z.infer<typeof CalendarFeedStateSchema>;

export function getCalendarFeed(): Promise<CalendarFeedState> {
  return api<CalendarFeedState>(bookingsApi.calendarFeed);
}

/** Whether the host has a feed; its URL is secret and never read back. */
export function calendarFeedQueryOptions() {
  return queryOptions({ queryKey: ['/api/calendar-feed'], queryFn: getCalendarFeed });
}

export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions());
}
