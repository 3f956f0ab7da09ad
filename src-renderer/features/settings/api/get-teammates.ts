import { useQuery } from '@tanstack/react-query';
import { type Teammate, outOfOfficeApi } from '#shared/schemas/out-of-office.ts';
import { apiQueryOptions } from '@/lib/query-keys.ts';

/** The people who share a team with the host, and whether each accepts forwards. */
export function useTeammates(enabled = true) {
  return useQuery({ ...apiQueryOptions<{ items: Teammate[] }>(outOfOfficeApi.teammates), enabled });
}
