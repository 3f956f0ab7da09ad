import { QueryClient } from '@tanstack/react-query';
import { CACHE_GC_TIME_MS } from '#shared/constants.ts';

/**
 * The cache policy (docs/product.md#cache-policy): data never goes stale on its own, no refetch on focus, no
 * polling, no retries; unused entries are collected after 5 minutes. Preferences override this in
 * their own query options.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        gcTime: CACHE_GC_TIME_MS,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's one query cache, created with the first page that fetches data. */
export const queryClient = createQueryClient();
