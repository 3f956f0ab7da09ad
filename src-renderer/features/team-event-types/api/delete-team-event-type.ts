import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamEventTypesApi } from '#shared/schemas/team-event-types.ts';
import { api } from '@/lib/api-client.ts';
import { invalidateTeamEventTypes } from './get-team-event-types.ts';

export function deleteTeamEventType(teamId: string, id: string): Promise<void> {
  return api<void>(teamEventTypesApi.one(teamId, id), { method: 'DELETE' });
}

export function useDeleteTeamEventType(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteTeamEventType(teamId, id),
    onSuccess: () => invalidateTeamEventTypes(queryClient, teamId),
  });
}
