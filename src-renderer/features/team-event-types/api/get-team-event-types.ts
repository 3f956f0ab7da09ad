import { type QueryClient, useQuery } from '@tanstack/react-query';
import { type TeamEventTypeList, teamEventTypesApi } from '#shared/schemas/team-event-types.ts';
import { apiQueryOptions } from '@/lib/query-keys.ts';

/** A team's event types, its members (the host picker's list) and the caller's role. */
export function teamEventTypesQueryOptions(teamId: string) {
  return apiQueryOptions<TeamEventTypeList>(teamEventTypesApi.list(teamId));
}

export function invalidateTeamEventTypes(queryClient: QueryClient, teamId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: teamEventTypesQueryOptions(teamId).queryKey });
}

export function useTeamEventTypes(teamId: string) {
  return useQuery(teamEventTypesQueryOptions(teamId));
}
