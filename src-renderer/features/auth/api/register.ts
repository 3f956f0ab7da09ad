import type { RegisterBody } from '#shared/schemas/auth.ts';
import type { MessageResponse } from '#shared/schemas/session.ts';
import { api } from '@/lib/api-client.ts';

// Signed-out pages call this directly: they keep no query cache, so they never load TanStack Query.
export function register(body: RegisterBody): Promise<MessageResponse> {
  return api<MessageResponse>('/auth/register', { method: 'POST', body, auth: false });
}
