import { type QueryClient, useQuery } from '@tanstack/react-query';
import { type ApiKeyList, apiKeysApi } from '#shared/schemas/api-keys.ts';
import { apiQueryOptions } from '@/lib/query-keys.ts';

/** The person's API keys that are not revoked (never the keys themselves). */
export function apiKeysQueryOptions() {
  return apiQueryOptions<ApiKeyList>(apiKeysApi.list);
}

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions());
}

export function invalidateApiKeys(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions().queryKey });
}
