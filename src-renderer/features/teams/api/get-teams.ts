import { type QueryClient, useQuery } from '@tanstack/react-query';
import { type TeamList, teamsApi } from '#shared/schemas/teams.ts';
import { apiQueryOptions } from '@/lib/query-keys.ts';

/** The caller's teams, with their role in each. */
export function teamsQueryOptions() {
  return apiQueryOptions<TeamList>(teamsApi.list);
}

export function useTeams() {
  return useQuery(teamsQueryOptions());
}

/** After any change to a team: the list (names, roles, counts) is read again. */
export function invalidateTeams(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: teamsQueryOptions().queryKey });
}
