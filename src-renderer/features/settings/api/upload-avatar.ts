import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AvatarResponse } from '#shared/schemas/profile.ts';
import { api } from '@/lib/api-client.ts';
import { profileQueryOptions } from '@/lib/profile-query.ts';

export function uploadAvatar(file: File): Promise<AvatarResponse> {
  const body = new FormData();
  body.append('file', file);
  return api<AvatarResponse>('/profile/avatar', { method: 'POST', body });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: ({ avatar_url }) =>
      queryClient.setQueryData(profileQueryOptions().queryKey, (old) => (old ? { ...old, avatar_url } : old)),
  });
}
