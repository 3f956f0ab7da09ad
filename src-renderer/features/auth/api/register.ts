import { useMutation } from '@tanstack/react-query';
import type { RegisterBody } from '../../../../src-shared/schemas/auth.ts';
import type { MessageResponse } from '../../../../src-shared/schemas/session.ts';
import { api } from '../../../lib/api-client.ts';

export function register(body: RegisterBody): Promise<MessageResponse> {
  return api<MessageResponse>('/auth/register', { method: 'POST', body, auth: false });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
