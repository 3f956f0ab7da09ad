import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { domainSettingsQueryOptions } from './get-domain-settings.ts';

export function removeDomain(): Promise<void> {
  return api<void>('/domains', { method: 'DELETE' });
}

export function useRemoveDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDomain,
    onSuccess: () =>
      queryClient.setQueryData(domainSettingsQueryOptions().queryKey, (current) =>
        current ? { ...current, domain: null, records: [] } : current,
      ),
  });
}
