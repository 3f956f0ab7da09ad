import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminApp, AdminAppPut } from '#shared/schemas/apps.ts';
import { api } from '@/lib/api-client.ts';
import { apiQueryOptions } from '@/lib/query-keys.ts';

/** The OAuth apps' clients as the app admin sees them (GET /api/admin/apps; secrets never come back). */
export function adminAppsQueryOptions() {
  return apiQueryOptions<{ items: AdminApp[] }>('/admin/apps');
}

export function useAdminApps() {
  return useQuery(adminAppsQueryOptions());
}

/** Saves one app's client (PUT /api/admin/apps/{slug}); the list is read again (Meet shares Google's client). */
export function useSaveAdminApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, body }: { slug: string; body: AdminAppPut }) =>
      api<AdminApp>(`/admin/apps/${encodeURIComponent(slug)}`, { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminAppsQueryOptions().queryKey }),
  });
}
