import type { MessageResponse } from '#shared/schemas/session.ts';
import type { SignInProvider } from '#shared/sign-in.ts';
import type { SignInOutcome } from '#shared/schemas/sign-in.ts';
import { api } from '@/lib/api-client.ts';

// Signing in with Google or Microsoft (ADR 053). Signed-out pages call these directly: they keep no
// query cache, so they never load TanStack Query.

/** The consent page's address; the answer's cookie binds the sign-in to this browser. */
export function startSignIn(
  provider: SignInProvider,
  intent: 'sign-in' | 'sign-up',
): Promise<{ authorizeUrl: string }> {
  return api<{ authorizeUrl: string }>(`/sign-in/${provider}/start`, { method: 'POST', body: { intent }, auth: false });
}

/** The sign-in page's `#ticket=`: a session once, or where a pending sign-in stands. */
export function redeemTicket(ticket: string): Promise<SignInOutcome> {
  return api<SignInOutcome>('/sign-in/ticket', { method: 'POST', body: { ticket }, auth: false });
}

export function proveWithPassword(pending: string, password: string): Promise<SignInOutcome> {
  return api<SignInOutcome>('/sign-in/pending/password', { method: 'POST', body: { pending, password }, auth: false });
}

export function sendSignInCode(pending: string): Promise<MessageResponse> {
  return api<MessageResponse>('/sign-in/pending/code', { method: 'POST', body: { pending }, auth: false });
}

export function proveWithCode(pending: string, code: string): Promise<SignInOutcome> {
  return api<SignInOutcome>('/sign-in/pending/confirm', { method: 'POST', body: { pending, code }, auth: false });
}

/**
 * Where the pending sign-in's secret waits for the emailed link (`/sign-in/confirm?code=`), which
 * works only in the browser that started: this tab's session storage.
 */
const PENDING_KEY = 'kairos:sign-in-pending';
export const pendingStore = {
  get: (): string | null => sessionStorage.getItem(PENDING_KEY),
  set: (pending: string) => sessionStorage.setItem(PENDING_KEY, pending),
  clear: () => sessionStorage.removeItem(PENDING_KEY),
};
