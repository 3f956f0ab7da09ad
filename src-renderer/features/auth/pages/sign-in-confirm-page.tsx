import { Loader2, MailCheck, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '#shared/routes.ts';
import { buttonClass } from '@/components/ui/button.tsx';
import { errorText } from '@/lib/api-client.ts';
import { tx } from '@/lib/texts/auth.ts';
import { tx as signInTx } from '@/lib/texts/sign-in.ts';
import { pendingStore, proveWithCode } from '../api/sign-in-with-provider.ts';
import { AuthShell, SignedOutPage } from '../components/auth-shell.tsx';
import { useSignInOutcome } from '../hooks/use-sign-in-outcome.ts';

type State = { kind: 'working' } | { kind: 'elsewhere'; code: string } | { kind: 'error'; message: string };

export function SignInConfirmPage() {
  return (
    <SignedOutPage areas={['auth', 'sign-in']}>
      <SignInConfirm />
    </SignedOutPage>
  );
}

/**
 * The emailed code's link (ADR 053). It finishes only in the browser that started signing in (this
 * tab's storage holds the pending sign-in), so a link someone else started does nothing here but say
 * so; the code can be typed where the sign-in waits (the desktop app, another browser).
 */
function SignInConfirm() {
  const [params] = useSearchParams();
  const code = (params.get('code') ?? '').replace(/\D/g, '');
  const act = useSignInOutcome();
  const pending = pendingStore.get();
  const [state, setState] = useState<State>(pending && code ? { kind: 'working' } : { kind: 'elsewhere', code });
  const started = useRef(false);

  useEffect(() => {
    if (!pending || !code || started.current) return;
    started.current = true;
    proveWithCode(pending, code).then(
      (outcome) => void act(outcome),
      (error: unknown) => setState({ kind: 'error', message: errorText(error, signInTx('signIn.failed')) }),
    );
  }, [pending, code, act]);

  return (
    <AuthShell tabTitle={signInTx('signIn.continue.tabTitle')} title={signInTx('signIn.confirm.title')}>
      <div role="status" aria-live="polite" className="flex flex-col items-center gap-3 py-2 text-center">
        {state.kind === 'working' && (
          <>
            <Loader2 className="h-8 w-8 animate-spin text-gray-400" aria-hidden />
            <p className="text-sm text-gray-700 dark:text-gray-300">{signInTx('signIn.continue.working')}</p>
          </>
        )}
        {state.kind === 'elsewhere' && (
          <>
            <MailCheck className="h-8 w-8 text-gray-400" aria-hidden />
            <p className="text-sm text-gray-700 dark:text-gray-300">{signInTx('signIn.confirm.otherBrowser')}</p>
            {state.code && (
              <p className="font-mono text-2xl tracking-[0.3em] text-gray-900 dark:text-gray-50">{state.code}</p>
            )}
          </>
        )}
        {state.kind === 'error' && (
          <>
            <XCircle className="h-8 w-8 text-red-500" aria-hidden />
            <p className="text-sm text-gray-700 dark:text-gray-300">{state.message}</p>
          </>
        )}
        {state.kind !== 'working' && (
          <Link to={paths.login} className={buttonClass({ variant: 'secondary' })}>
            {tx('auth.backToSignIn')}
          </Link>
        )}
      </div>
    </AuthShell>
  );
}
