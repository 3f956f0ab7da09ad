import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '#shared/routes.ts';
import type { DesktopSignInResult, SignInOutcome } from '#shared/schemas/sign-in.ts';
import { returnPath } from '@/lib/return-path.ts';
import { useSession } from '@/lib/session.tsx';
import { pendingStore } from '../api/sign-in-with-provider.ts';

/** What the sign-in page shows while a sign-in waits for the person's proof (ADR 053). */
export type PendingSignIn = Extract<SignInOutcome, { pending: string }>;

/** A new account goes to the calendar offer first; anyone else where they were headed. */
const destination = (isNew: boolean, provider: string) =>
  isNew ? `${paths.signInWelcome}?provider=${provider}` : (returnPath() ?? paths.home);

/**
 * Acts on where a sign-in with a provider stands: a session signs in (the web keeps its tokens; the
 * desktop app's main process already keeps them), a pending one goes to the sign-in page's proof step.
 */
export function useSignInOutcome() {
  const { login, adopt } = useSession();
  const navigate = useNavigate();
  return useCallback(
    async (outcome: SignInOutcome | DesktopSignInResult): Promise<PendingSignIn | null> => {
      switch (outcome.status) {
        case 'signed-in':
          pendingStore.clear();
          if ('refreshToken' in outcome) await login(outcome, destination(outcome.isNew, outcome.provider));
          else adopt(outcome.accessToken, destination(outcome.isNew, outcome.provider));
          return null;
        case 'link':
        case 'confirm':
          pendingStore.set(outcome.pending);
          navigate(paths.signInContinue, { state: { pending: outcome } });
          return outcome;
        default:
          return null;
      }
    },
    [login, adopt, navigate],
  );
}
