import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DomainSettingsResponse } from '../../../../src-shared/schemas/domains.ts';
import { api } from '../../../lib/api-client.ts';
import { apiKey } from '../../../lib/query-keys.ts';

const path = '/domains';

export function getDomainSettings(): Promise<DomainSettingsResponse> {
  return api<DomainSettingsResponse>(path);
}

export function domainSettingsQueryOptions() {
  return queryOptions({ queryKey: apiKey(path), queryFn: getDomainSettings });
}

export function useDomainSettings() {
  return useQuery(domainSettingsQueryOptions());
}
