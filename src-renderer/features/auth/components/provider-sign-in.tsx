import { Suspense, lazy, useEffect, useState } from 'react';
import type { SignInProviders } from '#shared/schemas/sign-in.ts';
import type { SignInProvider } from '#shared/sign-in.ts';
import { api } from '@/lib/api-client.ts';

// The buttons' own chunk, which brings the sign-in area's words (it waits for them itself).
const ProviderButtons = lazy(() => import('./provider-buttons.tsx').then((m) => ({ default: m.ProviderButtons })));

/**
 * The sign-in and sign-up pages' Google and Microsoft buttons (ADR 053): asks which providers the
 * server set up, and only when there are any fetches the buttons' chunk (the pages' first download
 * stays within its budget, ADR 036). Nothing set up, or the server not reached: the password form alone.
 */
export function ProviderSignIn({ intent }: { intent: 'sign-in' | 'sign-up' }) {
  const [providers, setProviders] = useState<SignInProvider[]>([]);

  useEffect(() => {
    let live = true;
    api<SignInProviders>('/sign-in/providers', { auth: false })
      .then((answer) => live && setProviders(answer.providers))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  if (providers.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ProviderButtons intent={intent} providers={providers} />
    </Suspense>
  );
}
