import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicProfile } from '../../../../src-shared/schemas/public.ts';
import { api } from '../../../lib/api-client.ts';

export function getPublicProfile(username: string): Promise<PublicProfile> {
  // Public: never send or refresh the visitor's own session for it.
  return api<PublicProfile>(`/public/${encodeURIComponent(username)}`, { auth: false });
}

export function publicProfileQueryOptions(username: string) {
  return queryOptions({
    queryKey: ['public-profile', username.toLowerCase()],
    queryFn: () => getPublicProfile(username),
  });
}

export function usePublicProfile(username: string, enabled = true) {
  return useQuery({ ...publicProfileQueryOptions(username), enabled });
}
