import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody } from '../../../../src-shared/schemas/auth.ts';
import type { MessageResponse } from '../../../../src-shared/schemas/session.ts';
import { api } from '../../../lib/api-client.ts';

export function forgotPassword(body: ForgotPasswordBody): Promise<MessageResponse> {
  return api<MessageResponse>('/auth/forgot-password', { method: 'POST', body, auth: false });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
