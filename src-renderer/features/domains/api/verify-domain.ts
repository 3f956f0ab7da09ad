import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifyDomainResponse } from '#shared/schemas/domains.ts';
import { api } from '@/lib/api-client.ts';
import { domainSettingsQueryOptions } from './get-domain-settings.ts';

export function verifyDomain(): Promise<VerifyDomainResponse> {
  return api<VerifyDomainResponse>('/domains/verify', { method: 'POST' });
}

export function useVerifyDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyDomain,
    // The saved domain carries verifiedAt; keep the cached copy in step with the check.
    onSuccess: (result) =>
      queryClient.setQueryData(domainSettingsQueryOptions().queryKey, (current) =>
        current?.domain ? { ...current, domain: { ...current.domain, verifiedAt: result.verifiedAt } } : current,
      ),
  });
}
