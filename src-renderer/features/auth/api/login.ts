import type { LoginBody, TokenPair } from '#shared/schemas/auth.ts';
import { api } from '@/lib/api-client.ts';

// Signed-out pages call this directly: they keep no query cache, so they never load TanStack Query.
export function login(body: LoginBody): Promise<TokenPair> {
  return api<TokenPair>('/auth/login', { method: 'POST', body, auth: false });
}
