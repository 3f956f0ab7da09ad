import { Loader2, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '#shared/routes.ts';
import { SIGN_IN_PROVIDER_NAMES, signInErrorText } from '#shared/sign-in.ts';
import { buttonClass } from '@/components/ui/button.tsx';
import { errorText } from '@/lib/api-client.ts';
import { knownText } from '@/lib/i18n.tsx';
import { tx } from '@/lib/texts/auth.ts';
import { tx as signInTx } from '@/lib/texts/sign-in.ts';
import { redeemTicket } from '../api/sign-in-with-provider.ts';
import { AuthShell, authLinkClass, SignedOutPage } from '../components/auth-shell.tsx';
import { PendingProof } from '../components/pending-proof.tsx';
import { type PendingSignIn, useSignInOutcome } from '../hooks/use-sign-in-outcome.ts';

type State = { kind: 'working' } | { kind: 'error'; message: string } | { kind: 'pending'; pending: PendingSignIn };

export function SignInContinuePage() {
  return (
    <SignedOutPage areas={['auth', 'sign-in']}>
      <SignInContinue />
    </SignedOutPage>
  );
}

/**
 * Where a sign-in with Google or Microsoft comes back (ADR 053): the ticket is redeemed once (a session,
 * or the proof step of a pending sign-in); the desktop app arrives here with the pending sign-in itself.
 */
function SignInContinue() {
  const location = useLocation();
  const navigate = useNavigate();
  const act = useSignInOutcome();
  const given = (location.state as { pending?: PendingSignIn } | null)?.pending;
  const [state, setState] = useState<State>(given ? { kind: 'pending', pending: given } : { kind: 'working' });
  // The ticket works once: React's development double effects must not spend it twice.
  const started = useRef(false);

  useEffect(() => {
    if (given) {
      setState({ kind: 'pending', pending: given });
      return;
    }
    if (started.current) return;
    started.current = true;
    // What the server wrote after `#` (`ticket=…` or `error=…`): read once, then out of the address bar.
    const fragment = new URLSearchParams(location.hash.slice(1));
    if (location.hash) navigate(location.pathname, { replace: true });
    const ticket = fragment.get('ticket');
    if (!ticket) {
      setState({ kind: 'error', message: knownText(signInErrorText(fragment.get('error') ?? 'failed')) ?? '' });
      return;
    }
    redeemTicket(ticket).then(
      async (outcome) => {
        const pending = await act(outcome);
        if (pending) setState({ kind: 'pending', pending });
      },
      (error: unknown) => setState({ kind: 'error', message: errorText(error, signInTx('signIn.failed')) }),
    );
  }, [given, act, location.hash, location.pathname, navigate]);

  if (state.kind === 'pending') {
    const { pending } = state;
    const values = { provider: SIGN_IN_PROVIDER_NAMES[pending.provider], email: pending.email };
    return (
      <AuthShell
        tabTitle={signInTx('signIn.continue.tabTitle')}
        title={pending.status === 'link' ? signInTx('signIn.link.title') : signInTx('signIn.confirm.title')}
        subtitle={
          pending.status === 'link'
            ? signInTx('signIn.link.subtitle', values)
            : signInTx('signIn.confirm.subtitle', values)
        }
        footer={
          <Link to={paths.login} className={authLinkClass}>
            {tx('auth.backToSignIn')}
          </Link>
        }
      >
        <PendingProof key={pending.pending} pending={pending} />
      </AuthShell>
    );
  }

  return (
    <AuthShell tabTitle={signInTx('signIn.continue.tabTitle')} title={signInTx('signIn.continue.title')}>
      <div role="status" aria-live="polite" className="flex flex-col items-center gap-3 py-2 text-center">
        {state.kind === 'working' ? (
          <>
            <Loader2 className="h-8 w-8 animate-spin text-gray-400" aria-hidden />
            <p className="text-sm text-gray-700 dark:text-gray-300">{signInTx('signIn.continue.working')}</p>
          </>
        ) : (
          <>
            <XCircle className="h-8 w-8 text-red-500" aria-hidden />
            <p className="text-sm text-gray-700 dark:text-gray-300">{state.message || signInTx('signIn.failed')}</p>
            <Link to={paths.login} className={buttonClass({ variant: 'secondary' })}>
              {tx('auth.backToSignIn')}
            </Link>
          </>
        )}
      </div>
    </AuthShell>
  );
}
