import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicProfile } from '#shared/schemas/public.ts';
import { api } from '@/lib/api-client.ts';
import { apiKey } from '@/lib/query-keys.ts';

const publicProfilePath = (username: string) => `/public/${encodeURIComponent(username)}`;

export function getPublicProfile(username: string): Promise<PublicProfile> {
  // Public: never send or refresh the visitor's own session for it.
  return api<PublicProfile>(publicProfilePath(username), { auth: false });
}

export function publicProfileQueryOptions(username: string) {
  return queryOptions({
    // Usernames are case-insensitive: /Ada and /ada share one entry.
    queryKey: apiKey(publicProfilePath(username.toLowerCase())),
    queryFn: () => getPublicProfile(username),
  });
}

export function usePublicProfile(username: string, enabled = true) {
  return useQuery({ ...publicProfileQueryOptions(username), enabled });
}
