import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '../../../../src-shared/schemas/session.ts';
import { api } from '../../../lib/api-client.ts';

export function verifyEmail(token: string): Promise<MessageResponse> {
  return api<MessageResponse>('/auth/verify-email', { method: 'POST', body: { token }, auth: false });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
