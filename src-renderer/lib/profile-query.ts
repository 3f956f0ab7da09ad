import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '../../src-shared/schemas/profile.ts';
import { api } from './api-client.ts';

// The signed-in person's profile: the settings pages edit it, the sidebar shows its picture.

export function getProfile(): Promise<Profile> {
  return api<Profile>('/profile');
}

export function profileQueryOptions() {
  return queryOptions({ queryKey: ['profile'], queryFn: getProfile });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
