import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKeysApi } from '#shared/schemas/api-keys.ts';
import { api } from '@/lib/api-client.ts';
import { invalidateApiKeys } from './get-api-keys.ts';

export function revokeApiKey(id: string): Promise<void> {
  return api<void>(apiKeysApi.key(id), { method: 'DELETE' });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeApiKey, onSuccess: () => invalidateApiKeys(queryClient) });
}
