import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateTeamInput, type Team, teamsApi, type UpdateTeam } from '#shared/schemas/teams.ts';
import { api } from '@/lib/api-client.ts';
import { setTeam } from './get-team.ts';
import { invalidateTeams } from './get-teams.ts';

export function createTeam(input: CreateTeamInput): Promise<Team> {
  return api<Team>(teamsApi.list, { method: 'POST', body: input });
}

export function updateTeam({ id, patch }: { id: string; patch: UpdateTeam }): Promise<Team> {
  return api<Team>(teamsApi.one(id), { method: 'PATCH', body: patch });
}

export function deleteTeam(id: string): Promise<void> {
  return api<void>(teamsApi.one(id), { method: 'DELETE' });
}

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeam,
    onSuccess: (team) => {
      setTeam(queryClient, team);
      return invalidateTeams(queryClient);
    },
  });
}

/** Name, slug or logo (`logo: null` removes it). */
export function useUpdateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeam,
    onSuccess: (team) => {
      setTeam(queryClient, team);
      return invalidateTeams(queryClient);
    },
  });
}

export function useDeleteTeam() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTeam, onSuccess: () => invalidateTeams(queryClient) });
}
