import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DomainSettingsResponse, SaveDomainRequest } from '#shared/schemas/domains.ts';
import { api } from '@/lib/api-client.ts';
import { domainSettingsQueryOptions } from './get-domain-settings.ts';

export function saveDomain(body: SaveDomainRequest): Promise<DomainSettingsResponse> {
  return api<DomainSettingsResponse>('/domains', { method: 'PUT', body });
}

export function useSaveDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDomain,
    onSuccess: (saved) => queryClient.setQueryData(domainSettingsQueryOptions().queryKey, saved),
  });
}
