import { useQuery } from '@tanstack/react-query';
import { type TeamList, teamsApi } from '#shared/schemas/teams.ts';
import { apiQueryOptions } from '@/lib/query-keys.ts';

/** The teams a key may be made for: those the person owns or administers. */
export function useManagedTeams() {
  return useQuery({
    ...apiQueryOptions<TeamList>(teamsApi.list),
    select: (data) => data.items.filter((team) => team.role === 'owner' || team.role === 'admin'),
  });
}
