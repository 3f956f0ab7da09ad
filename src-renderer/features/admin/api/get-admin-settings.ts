import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSettingsResponse } from '../../../../src-shared/schemas/admin.ts';
import { api } from '../../../lib/api-client.ts';

export function getAdminSettings(): Promise<AdminSettingsResponse> {
  return api<AdminSettingsResponse>('/admin/settings');
}

export function adminSettingsQueryOptions() {
  return queryOptions({ queryKey: ['/api/admin/settings'] as const, queryFn: getAdminSettings });
}

export function useAdminSettings() {
  return useQuery(adminSettingsQueryOptions());
}
