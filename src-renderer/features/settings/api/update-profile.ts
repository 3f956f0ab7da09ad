import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, UpdateProfile } from '#shared/schemas/profile.ts';
import { api } from '@/lib/api-client.ts';
import { profileQueryOptions } from '@/lib/profile-query.ts';

export function updateProfile(input: UpdateProfile): Promise<Profile> {
  return api<Profile>('/profile', { method: 'PUT', body: input });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved) => queryClient.setQueryData(profileQueryOptions().queryKey, saved),
  });
}
