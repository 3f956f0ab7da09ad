import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '#shared/schemas/session.ts';
import type { SignInProvider } from '#shared/sign-in.ts';
import type { SetPasswordBody, SignInMethods } from '#shared/schemas/sign-in.ts';
import { ApiError, api } from '@/lib/api-client.ts';
import { leavePage } from '@/lib/leave-page.ts';
import { apiQueryOptions } from '@/lib/query-keys.ts';
import { isDesktop } from '@/lib/token-store.ts';

/** The caller's ways to sign in: a password or not, and the linked Google and Microsoft accounts (ADR 053). */
export function signInMethodsQueryOptions() {
  return apiQueryOptions<SignInMethods>('/sign-in/methods');
}

export function useSignInMethods() {
  return useQuery(signInMethodsQueryOptions());
}

function useInvalidating<Input, Output>(run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signInMethodsQueryOptions().queryKey }),
  });
}

/** Removes a linked account (the server refuses the last way to sign in). */
export function useRemoveSignInMethod() {
  return useInvalidating((id: string) => api<void>(`/sign-in/methods/${encodeURIComponent(id)}`, { method: 'DELETE' }));
}

/** Sets a first password, or changes it with the current one. */
export function useSetPassword() {
  return useInvalidating((body: SetPasswordBody) => api<MessageResponse>('/sign-in/password', { method: 'PUT', body }));
}

/**
 * Links Google or Microsoft: in the browser, the provider's page in this tab (back on Security with
 * `?linked=`); in the desktop app, in the system browser, resolved once linked.
 */
export async function linkProvider(provider: SignInProvider): Promise<'redirected' | 'linked'> {
  if (isDesktop()) {
    const result = await window.kairos!.signIn.link(provider);
    if (result.status === 'error') throw new ApiError(400, JSON.stringify({ error: result.error }), 'Bad Request');
    return 'linked';
  }
  const { authorizeUrl } = await api<{ authorizeUrl: string }>(`/sign-in/${provider}/link`, {
    method: 'POST',
    body: {},
  });
  leavePage.to(authorizeUrl);
  return 'redirected';
}

export function useLinkProvider() {
  return useInvalidating(linkProvider);
}
