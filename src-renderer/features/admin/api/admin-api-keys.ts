import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyList } from '#shared/schemas/api-keys.ts';
import { api } from '@/lib/api-client.ts';
import { apiKey, apiQueryOptions } from '@/lib/query-keys.ts';

/** An account's API keys as an app admin sees them (ADR 052): every one, revoked ones too. */
const keysPath = (userId: string) => `/admin/users/${encodeURIComponent(userId)}/api-keys`;

/** Read only while the dialog is open (`enabled`). */
export function useAccountApiKeys(userId: string, enabled: boolean) {
  return useQuery({ ...apiQueryOptions<ApiKeyList>(keysPath(userId)), enabled });
}

/** Revoke one key of the account; the list and the audit log then show it. */
export function useRevokeAccountApiKey(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => api<void>(`${keysPath(userId)}/${encodeURIComponent(keyId)}`, { method: 'DELETE' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: apiKey(keysPath(userId)) }),
        queryClient.invalidateQueries({ queryKey: apiKey('/admin/audit-log') }),
      ]),
  });
}
