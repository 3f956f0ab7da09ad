import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiKeyCreated, type ApiKeyInput, apiKeysApi } from '#shared/schemas/api-keys.ts';
import { api } from '@/lib/api-client.ts';
import { invalidateApiKeys } from './get-api-keys.ts';

export function createApiKey(input: ApiKeyInput): Promise<ApiKeyCreated> {
  return api<ApiKeyCreated>(apiKeysApi.list, { method: 'POST', body: input });
}

/** The answer carries the key, which the server never shows again. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createApiKey, onSuccess: () => invalidateApiKeys(queryClient) });
}
