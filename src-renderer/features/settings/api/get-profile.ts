import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '../../../../src-shared/schemas/profile.ts';
import { api } from '../../../lib/api-client.ts';

export function getProfile(): Promise<Profile> {
  return api<Profile>('/profile');
}

export function profileQueryOptions() {
  return queryOptions({ queryKey: ['profile'], queryFn: getProfile });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
