import { useQuery } from '@tanstack/react-query';
import type { Profile } from '#shared/schemas/profile.ts';
import { apiQueryOptions } from './query-keys.ts';

// The signed-in person's profile: the settings pages edit it, the sidebar shows its picture.

export function profileQueryOptions() {
  return apiQueryOptions<Profile>('/profile');
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
