import type { ForgotPasswordBody } from '#shared/schemas/auth.ts';
import type { MessageResponse } from '#shared/schemas/session.ts';
import { api } from '@/lib/api-client.ts';

// Signed-out pages call this directly: they keep no query cache, so they never load TanStack Query.
export function forgotPassword(body: ForgotPasswordBody): Promise<MessageResponse> {
  return api<MessageResponse>('/auth/forgot-password', { method: 'POST', body, auth: false });
}
