import { useMutation } from '@tanstack/react-query';
import type { SetupCoreDomainRequest } from '#shared/schemas/admin.ts';
import type { MessageResponse } from '#shared/schemas/session.ts';
import { api } from '@/lib/api-client.ts';

export function setupCoreDomain(body: SetupCoreDomainRequest): Promise<MessageResponse> {
  return api<MessageResponse>('/admin/dns/setup-core', { method: 'POST', body });
}

export function useSetupCoreDomain() {
  return useMutation({ mutationFn: setupCoreDomain });
}
