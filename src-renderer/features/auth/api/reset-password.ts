import type { ResetPasswordBody } from '#shared/schemas/auth.ts';
import type { MessageResponse } from '#shared/schemas/session.ts';
import { api } from '@/lib/api-client.ts';

// Signed-out pages call this directly: they keep no query cache, so they never load TanStack Query.
export function resetPassword(body: ResetPasswordBody): Promise<MessageResponse> {
  return api<MessageResponse>('/auth/reset-password', { method: 'POST', body, auth: false });
}
