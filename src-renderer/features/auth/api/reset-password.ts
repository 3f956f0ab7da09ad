import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '../../../../src-shared/schemas/auth.ts';
import type { MessageResponse } from '../../../../src-shared/schemas/session.ts';
import { api } from '../../../lib/api-client.ts';

export function resetPassword(body: ResetPasswordBody): Promise<MessageResponse> {
  return api<MessageResponse>('/auth/reset-password', { method: 'POST', body, auth: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
