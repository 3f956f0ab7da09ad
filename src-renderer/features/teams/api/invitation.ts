import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AcceptedInvite, type InvitePreview, teamsApi } from '#shared/schemas/teams.ts';
import { api } from '@/lib/api-client.ts';
import { apiQueryOptions } from '@/lib/query-keys.ts';
import { invalidateTeams } from './get-teams.ts';

/** What an invitation's page shows; no sign-in (the link's secret is the authority). */
export function useInvitation(token: string) {
  return useQuery({
    ...apiQueryOptions<InvitePreview>(teamsApi.invitation(token), { auth: false }),
    // A used or expired link stays so: asking again changes nothing.
    retry: false,
  });
}

export function acceptInvitation(token: string): Promise<AcceptedInvite> {
  return api<AcceptedInvite>(teamsApi.accept(token), { method: 'POST' });
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: acceptInvitation, onSuccess: () => invalidateTeams(queryClient) });
}
