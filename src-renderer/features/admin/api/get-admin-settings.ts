import { useQuery } from '@tanstack/react-query';
import type { AdminSettingsResponse } from '#shared/schemas/admin.ts';
import { apiQueryOptions } from '@/lib/query-keys.ts';

export function adminSettingsQueryOptions() {
  return apiQueryOptions<AdminSettingsResponse>('/admin/settings');
}

export function useAdminSettings() {
  return useQuery(adminSettingsQueryOptions());
}
