import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '../../src-shared/schemas/profile.ts';
import { api } from './api-client.ts';
import { apiKey } from './query-keys.ts';

// The signed-in person's profile: the settings pages edit it, the sidebar shows its picture.

const path = '/profile';

export function getProfile(): Promise<Profile> {
  return api<Profile>(path);
}

export function profileQueryOptions() {
  return queryOptions({ queryKey: apiKey(path), queryFn: getProfile });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
