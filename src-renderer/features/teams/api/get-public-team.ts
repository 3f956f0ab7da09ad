import { useQuery } from '@tanstack/react-query';
import { type PublicTeam, normalizeTeamSlug, teamsApi } from '#shared/schemas/teams.ts';
import { api } from '@/lib/api-client.ts';
import { apiKey } from '@/lib/query-keys.ts';

/** A team's public page; never sends or refreshes the visitor's own session. */
export function usePublicTeam(slug: string) {
  const path = teamsApi.publicTeam(normalizeTeamSlug(slug));
  return useQuery({
    queryKey: apiKey(path),
    queryFn: () => api<PublicTeam>(path, { auth: false }),
    retry: false,
  });
}
