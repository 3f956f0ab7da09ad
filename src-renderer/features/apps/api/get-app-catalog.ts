import { useQuery } from '@tanstack/react-query';
import type { AppCatalog, ConferencingCatalog } from '#shared/schemas/apps.ts';
import { apiQueryOptions } from '@/lib/query-keys.ts';
import { calendarsApi } from './calendars-api.ts';

/** The calendar apps this server offers (GET /api/calendars/apps), in the App Store's order. */
export function useAppCatalog() {
  return useQuery(apiQueryOptions<AppCatalog>(calendarsApi.apps));
}

/** The video services this server offers (GET /api/conferencing/apps, ADR 045). */
export function useConferencingCatalog() {
  return useQuery(apiQueryOptions<ConferencingCatalog>(calendarsApi.conferencingApps));
}
