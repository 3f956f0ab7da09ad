import { useMutation } from '@tanstack/react-query';
import type { ResendVerificationBody } from '../../../../src-shared/schemas/auth.ts';
import type { MessageResponse } from '../../../../src-shared/schemas/session.ts';
import { api } from '../../../lib/api-client.ts';

export function resendVerification(body: ResendVerificationBody): Promise<MessageResponse> {
  return api<MessageResponse>('/auth/resend-verification', { method: 'POST', body, auth: false });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
