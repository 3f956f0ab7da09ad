import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveCloudflareTokenRequest } from '#shared/schemas/admin.ts';
import type { MessageResponse } from '#shared/schemas/session.ts';
import { api } from '@/lib/api-client.ts';
import { adminSettingsQueryOptions } from './get-admin-settings.ts';

export function saveCloudflareToken(body: SaveCloudflareTokenRequest): Promise<MessageResponse> {
  return api<MessageResponse>('/admin/settings/cloudflare-token', { method: 'POST', body });
}

export function useSaveCloudflareToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCloudflareToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminSettingsQueryOptions().queryKey }),
  });
}
