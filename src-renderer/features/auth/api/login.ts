import { useMutation } from '@tanstack/react-query';
import type { LoginBody, TokenPair } from '../../../../src-shared/schemas/auth.ts';
import { api } from '../../../lib/api-client.ts';

export function login(body: LoginBody): Promise<TokenPair> {
  return api<TokenPair>('/auth/login', { method: 'POST', body, auth: false });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
