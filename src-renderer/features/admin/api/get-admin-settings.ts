import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSettingsResponse } from '../../../../src-shared/schemas/admin.ts';
import { api } from '../../../lib/api-client.ts';
import { apiKey } from '../../../lib/query-keys.ts';

const path = '/admin/settings';

export function getAdminSettings(): Promise<AdminSettingsResponse> {
  return api<AdminSettingsResponse>(path);
}

export function adminSettingsQueryOptions() {
  return queryOptions({ queryKey: apiKey(path), queryFn: getAdminSettings });
}

export function useAdminSettings() {
  return useQuery(adminSettingsQueryOptions());
}
