import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type TeamEventType,
  type TeamEventTypeWriteValues,
  teamEventTypesApi,
} from '#shared/schemas/team-event-types.ts';
import { api } from '@/lib/api-client.ts';
import { invalidateTeamEventTypes } from './get-team-event-types.ts';

export interface SaveTeamEventType {
  /** The event type being changed; none: a new one. */
  id?: string;
  input: TeamEventTypeWriteValues;
}

export function saveTeamEventType(teamId: string, { id, input }: SaveTeamEventType): Promise<TeamEventType> {
  return id
    ? api<TeamEventType>(teamEventTypesApi.one(teamId, id), { method: 'PATCH', body: input })
    : api<TeamEventType>(teamEventTypesApi.list(teamId), { method: 'POST', body: input });
}

export function useSaveTeamEventType(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: SaveTeamEventType) => saveTeamEventType(teamId, save),
    onSuccess: () => invalidateTeamEventTypes(queryClient, teamId),
  });
}
