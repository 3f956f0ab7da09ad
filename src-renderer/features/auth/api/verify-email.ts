import type { MessageResponse } from '#shared/schemas/session.ts';
import { api } from '@/lib/api-client.ts';

// Signed-out pages call this directly: they keep no query cache, so they never load TanStack Query.
export function verifyEmail(token: string): Promise<MessageResponse> {
  return api<MessageResponse>('/auth/verify-email', { method: 'POST', body: { token }, auth: false });
}
