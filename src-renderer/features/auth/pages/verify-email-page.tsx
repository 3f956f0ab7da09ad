import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '#shared/routes.ts';
import { errorText } from '@/lib/api-client.ts';
import { useSession } from '@/lib/session.tsx';
import { verifyEmail } from '../api/verify-email.ts';
import { buttonClass } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { ResendVerificationForm } from '../components/resend-verification-form.tsx';
import { AuthShell, SignedOutPage } from '../components/auth-shell.tsx';
import { knownText } from '@/lib/i18n.tsx';
import { tx } from '@/lib/texts/auth.ts';

type State = { kind: 'verifying' } | { kind: 'success'; message: string } | { kind: 'error'; message: string };

export function VerifyEmailPage() {
  return (
    <SignedOutPage>
      <VerifyEmail />
    </SignedOutPage>
  );
}

function VerifyEmail() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const { user, updateUser } = useSession();
  const [state, setState] = useState<State>(
    token ? { kind: 'verifying' } : { kind: 'error', message: tx('auth.verify.noToken') },
  );
  // The link is single-use: React's development double effects must not spend it twice.
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    verifyEmail(token).then(
      ({ message }) => {
        setState({ kind: 'success', message: knownText(message) || tx('auth.verify.succeeded') });
        updateUser({ email_verified: true });
      },
      (error: unknown) => setState({ kind: 'error', message: errorText(error, tx('auth.verify.failed')) }),
    );
  }, [token, updateUser]);

  const next = user
    ? { to: paths.home, label: tx('auth.verify.toDashboard') }
    : { to: paths.login, label: tx('auth.verify.toSignIn') };

  return (
    <AuthShell tabTitle={tx('auth.verify.tabTitle')} title={tx('auth.verify.title')}>
      <div role="status" aria-live="polite" className="flex flex-col items-center gap-3 py-2 text-center">
        {state.kind === 'verifying' && (
          <>
            <Loader2 className="h-8 w-8 animate-spin text-gray-400" aria-hidden />
            <p className="text-sm text-gray-700 dark:text-gray-300">{tx('auth.verify.verifying')}</p>
          </>
        )}
        {state.kind === 'success' && (
          <>
            <CheckCircle2 className="h-8 w-8 text-green-600" aria-hidden />
            <p className="text-sm text-gray-700 dark:text-gray-300">{state.message}</p>
          </>
        )}
        {state.kind === 'error' && (
          <>
            <XCircle className="h-8 w-8 text-red-600" aria-hidden />
            <p className="text-sm text-red-700 dark:text-red-400">{state.message}</p>
          </>
        )}
      </div>
      {state.kind === 'error' && (
        <div className="mt-6 border-t border-gray-200 pt-6 dark:border-gray-800">
          <ResendVerificationForm defaultEmail={user?.email ?? ''} />
        </div>
      )}
      {state.kind !== 'verifying' && (
        <Link to={next.to} className={cn(buttonClass(), 'mt-6 flex w-full')}>
          {next.label}
        </Link>
      )}
    </AuthShell>
  );
}
