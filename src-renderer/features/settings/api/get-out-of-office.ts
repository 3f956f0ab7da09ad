import { useQuery } from '@tanstack/react-query';
import { type OutOfOffice, outOfOfficeApi } from '#shared/schemas/out-of-office.ts';
import { apiQueryOptions } from '@/lib/query-keys.ts';

/** The host's ranges of time away, each with the bookings inside it (Settings → Out of office). */
export function outOfOfficeQueryOptions() {
  return apiQueryOptions<{ items: OutOfOffice[] }>(outOfOfficeApi.list);
}

export function useOutOfOffice() {
  return useQuery(outOfOfficeQueryOptions());
}
