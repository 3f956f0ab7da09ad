import { useQuery } from '@tanstack/react-query';
import type { DomainSettingsResponse } from '#shared/schemas/domains.ts';
import { apiQueryOptions } from '@/lib/query-keys.ts';

export function domainSettingsQueryOptions() {
  return apiQueryOptions<DomainSettingsResponse>('/domains');
}

export function useDomainSettings() {
  return useQuery(domainSettingsQueryOptions());
}
