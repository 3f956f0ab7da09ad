import { useQueries, useQuery } from '@tanstack/react-query';
import { EVENT_TYPES_MAX_LIMIT, type EventTypeList } from '#shared/schemas/event-types.ts';
import { type TeamEventTypeList, teamEventTypesApi } from '#shared/schemas/team-event-types.ts';
import { type TeamList, teamsApi } from '#shared/schemas/teams.ts';
import { api } from '@/lib/api-client.ts';
import { apiKey, apiQueryOptions } from '@/lib/query-keys.ts';
import type { EventTypeChoice } from '../components/target-fields.tsx';

const PATH = '/event-types';

/**
 * The event types a route may send visitors to: the host's own (the first 100), then those of each team
 * the host manages (owner or admin, as the API allows), named by team. A team list that fails to load
 * only leaves its event types out.
 */
export function useEventTypeChoices(): { isPending: boolean; choices: EventTypeChoice[] } {
  const own = useQuery({
    queryKey: apiKey(PATH, { limit: EVENT_TYPES_MAX_LIMIT }),
    queryFn: () => api<EventTypeList>(`${PATH}?limit=${EVENT_TYPES_MAX_LIMIT}`),
  });
  const teams = useQuery(apiQueryOptions<TeamList>(teamsApi.list));
  const managed = (teams.data?.items ?? []).filter((team) => team.role !== 'member');
  const teamLists = useQueries({
    queries: managed.map((team) => apiQueryOptions<TeamEventTypeList>(teamEventTypesApi.list(team.id))),
  });
  const choices: EventTypeChoice[] = (own.data?.items ?? []).map((e) => ({ id: e.id, name: e.name, team: null }));
  for (const list of teamLists) {
    for (const e of list.data?.items ?? [])
      choices.push({ id: e.id, name: e.name, team: list.data?.team.name ?? null });
  }
  return {
    isPending: own.isPending || teams.isPending || teamLists.some((list) => list.isPending),
    choices,
  };
}
