import { useQuery } from '@tanstack/react-query';
import type { AppList, ConferencingCatalog } from '#shared/schemas/apps.ts';
import { apiQueryOptions } from '@/lib/query-keys.ts';

/** The video services a location may name (GET /api/conferencing/apps, ADR 045). */
export function useVideoProviders() {
  return useQuery(apiQueryOptions<ConferencingCatalog>('/conferencing/apps'));
}

/** The host's apps (GET /api/apps): whether a video provider's app is connected. */
export function useHostApps() {
  return useQuery(apiQueryOptions<AppList>('/apps'));
}
