import { useState } from 'react';
import { SIGN_IN_PROVIDER_NAMES, type SignInProvider } from '#shared/sign-in.ts';
import { ProviderMark } from '@/components/provider-marks.tsx';
import { Button } from '@/components/ui/button.tsx';
import { toastFailure } from '@/components/ui/mutation-feedback.ts';
import { AreasReady, knownText } from '@/lib/i18n.tsx';
import { leavePage } from '@/lib/leave-page.ts';
import { tx } from '@/lib/texts/sign-in.ts';
import { startSignIn } from '../api/sign-in-with-provider.ts';
import { useSignInOutcome } from '../hooks/use-sign-in-outcome.ts';

/**
 * "Continue with Google" and "Continue with Microsoft" (ADR 053) for the providers the operator set
 * up, under an "or" line. The web goes to the provider's page in this tab; the desktop
 * app opens it in the system browser and waits for the loopback redirect.
 */
/** The buttons, once the sign-in area's words are here in the page's language (this chunk brings the area). */
export function ProviderButtons(props: { intent: 'sign-in' | 'sign-up'; providers: readonly SignInProvider[] }) {
  return (
    <AreasReady>
      <Buttons {...props} />
    </AreasReady>
  );
}

function Buttons({ intent, providers }: { intent: 'sign-in' | 'sign-up'; providers: readonly SignInProvider[] }) {
  const [busy, setBusy] = useState<SignInProvider | null>(null);
  const act = useSignInOutcome();

  async function go(provider: SignInProvider) {
    setBusy(provider);
    try {
      if (window.kairos) {
        const result = await window.kairos.signIn.start(provider, intent);
        setBusy(null);
        if (result.status === 'error') {
          toastFailure({
            title: tx('signIn.error'),
            description: knownText(result.error) ?? tx('signIn.failed'),
          });
        } else await act(result);
      } else {
        const { authorizeUrl } = await startSignIn(provider, intent);
        leavePage.to(authorizeUrl);
      }
    } catch (error) {
      setBusy(null);
      toastFailure({ title: tx('signIn.error'), fallback: tx('signIn.failed') }, error);
    }
  }

  return (
    <div className="mt-6">
      <div className="mb-6 flex items-center gap-3 text-xs text-gray-500 uppercase dark:text-gray-400">
        <span className="h-px flex-1 bg-gray-200 dark:bg-gray-800" />
        {tx('signIn.providers.or')}
        <span className="h-px flex-1 bg-gray-200 dark:bg-gray-800" />
      </div>
      <div className="space-y-3">
        {providers.map((provider) => {
          const name = SIGN_IN_PROVIDER_NAMES[provider];
          return (
            <Button
              key={provider}
              type="button"
              variant="secondary"
              className="w-full"
              disabled={busy !== null}
              aria-busy={busy === provider}
              onClick={() => void go(provider)}
            >
              <ProviderMark provider={provider} />
              {busy === provider
                ? tx('signIn.providers.opening', { provider: name })
                : tx('signIn.providers.continueWith', { provider: name })}
            </Button>
          );
        })}
      </div>
    </div>
  );
}
