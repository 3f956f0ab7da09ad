import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type InviteInput, type TeamInvite, type TeamInviteList, teamsApi } from '#shared/schemas/teams.ts';
import { api } from '@/lib/api-client.ts';
import { apiQueryOptions } from '@/lib/query-keys.ts';

/** A team's invitations still waiting (owners and admins). */
export function invitesQueryOptions(teamId: string) {
  return apiQueryOptions<TeamInviteList>(teamsApi.invites(teamId));
}

export function useInvites(teamId: string) {
  return useQuery(invitesQueryOptions(teamId));
}

export function sendInvite({ teamId, input }: { teamId: string; input: InviteInput }): Promise<TeamInvite> {
  return api<TeamInvite>(teamsApi.invites(teamId), { method: 'POST', body: input });
}

export function revokeInvite({ teamId, inviteId }: { teamId: string; inviteId: string }): Promise<void> {
  return api<void>(teamsApi.invite(teamId, inviteId), { method: 'DELETE' });
}

export function useSendInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvite,
    onSuccess: (_invite, { teamId }) =>
      queryClient.invalidateQueries({ queryKey: invitesQueryOptions(teamId).queryKey }),
  });
}

export function useRevokeInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvite,
    onSuccess: (_answer, { teamId }) =>
      queryClient.invalidateQueries({ queryKey: invitesQueryOptions(teamId).queryKey }),
  });
}
