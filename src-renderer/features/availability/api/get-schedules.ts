import { queryOptions, useQuery } from '@tanstack/react-query';
import { availabilityApi, type ScheduleList } from '#shared/schemas/availability.ts';
import { api } from '@/lib/api-client.ts';
import { browserZone } from '@/lib/zoned-time.ts';
import { apiKey } from '@/lib/query-keys.ts';

/** The signed-in host's schedules; the first read creates the default one in the browser's zone. */
export function getSchedules(): Promise<ScheduleList> {
  return api<ScheduleList>(`${availabilityApi.schedules}?${new URLSearchParams({ tz: browserZone() })}`);
}

export const schedulesQueryKey = apiKey(availabilityApi.schedules);

export function schedulesQueryOptions() {
  return queryOptions({ queryKey: schedulesQueryKey, queryFn: getSchedules });
}

export function useSchedules() {
  return useQuery(schedulesQueryOptions());
}
