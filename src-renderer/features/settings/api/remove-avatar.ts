import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AvatarResponse } from '#shared/schemas/profile.ts';
import { api } from '@/lib/api-client.ts';
import { profileQueryOptions } from '@/lib/profile-query.ts';

export function removeAvatar(): Promise<AvatarResponse> {
  return api<AvatarResponse>('/profile/avatar', { method: 'DELETE' });
}

export function useRemoveAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAvatar,
    onSuccess: () =>
      queryClient.setQueryData(profileQueryOptions().queryKey, (old) => (old ? { ...old, avatar_url: null } : old)),
  });
}
