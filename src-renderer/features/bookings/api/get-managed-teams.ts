import { useQuery } from '@tanstack/react-query';
import { type TeamList, teamsApi } from '#shared/schemas/teams.ts';
import { apiQueryOptions } from '@/lib/query-keys.ts';

/**
 * The teams whose every booking the host may list (issue 29): those they own or administer. The same
 * query as the Teams screen's list, so the two share one cache entry.
 */
export function useManagedTeams() {
  return useQuery({
    ...apiQueryOptions<TeamList>(teamsApi.list),
    select: (list) => list.items.filter((team) => team.role === 'owner' || team.role === 'admin'),
  });
}
