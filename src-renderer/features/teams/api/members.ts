import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Team, type TeamRole, teamsApi } from '#shared/schemas/teams.ts';
import { api } from '@/lib/api-client.ts';
import { setTeam, teamQueryOptions } from './get-team.ts';
import { invalidateTeams } from './get-teams.ts';

interface MemberTarget {
  teamId: string;
  userId: string;
}

export function changeRole({ teamId, userId, role }: MemberTarget & { role: TeamRole }): Promise<Team> {
  return api<Team>(teamsApi.member(teamId, userId), { method: 'PATCH', body: { role } });
}

/** Removes a member, or leaves the team when `userId` is the caller's own. */
export function removeMember({ teamId, userId }: MemberTarget): Promise<void> {
  return api<void>(teamsApi.member(teamId, userId), { method: 'DELETE' });
}

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeRole,
    onSuccess: (team) => {
      setTeam(queryClient, team);
      return invalidateTeams(queryClient);
    },
  });
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: (_answer, { teamId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamQueryOptions(teamId).queryKey }),
        invalidateTeams(queryClient),
      ]),
  });
}
