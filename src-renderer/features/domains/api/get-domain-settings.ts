import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DomainSettingsResponse } from '../../../../src-shared/schemas/domains.ts';
import { api } from '../../../lib/api-client.ts';

export function getDomainSettings(): Promise<DomainSettingsResponse> {
  return api<DomainSettingsResponse>('/domains');
}

export function domainSettingsQueryOptions() {
  return queryOptions({ queryKey: ['/api/domains'] as const, queryFn: getDomainSettings });
}

export function useDomainSettings() {
  return useQuery(domainSettingsQueryOptions());
}
