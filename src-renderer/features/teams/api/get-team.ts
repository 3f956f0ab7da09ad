import { type QueryClient, useQuery } from '@tanstack/react-query';
import { type Team, teamsApi } from '#shared/schemas/teams.ts';
import { apiQueryOptions } from '@/lib/query-keys.ts';

/** One team with its members (members only; anyone else gets 404). */
export function teamQueryOptions(id: string) {
  return apiQueryOptions<Team>(teamsApi.one(id));
}

export function useTeam(id: string) {
  return useQuery(teamQueryOptions(id));
}

/** A changed team as the server answered it goes straight into the cache. */
export function setTeam(queryClient: QueryClient, team: Team): void {
  queryClient.setQueryData(teamQueryOptions(team.id).queryKey, team);
}
