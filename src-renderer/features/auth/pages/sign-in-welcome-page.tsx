import { CalendarCheck } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '#shared/routes.ts';
import { SIGN_IN_CALENDAR_APP, SIGN_IN_PROVIDERS } from '#shared/sign-in.ts';
import { appListTexts } from '#shared/schemas/apps.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { ProviderMark } from '@/components/provider-marks.tsx';
import { Button } from '@/components/ui/button.tsx';
import { toastFailure } from '@/components/ui/mutation-feedback.ts';
import { connectOAuthApp } from '@/lib/connect-oauth-app.ts';
import { tx } from '@/lib/texts/sign-in.ts';

/**
 * A new account's first step after signing up with Google or Microsoft (ADR 053): one click starts
 * connecting that provider's calendar (the calendar app's own consent, the same OAuth client), or it
 * is left for later in Apps.
 */
export function SignInWelcomePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const provider = SIGN_IN_PROVIDERS.find((p) => p === params.get('provider')) ?? 'google';
  const slug = SIGN_IN_CALENDAR_APP[provider];
  const calendar = appListTexts[slug].name;
  const [busy, setBusy] = useState(false);

  async function connect() {
    setBusy(true);
    try {
      if ((await connectOAuthApp(slug)) === 'connected') navigate(paths.appsInstalled);
    } catch (error) {
      setBusy(false);
      toastFailure({ title: tx('signIn.error'), fallback: tx('signIn.failed') }, error);
    }
  }

  return (
    <main className="mx-auto flex w-full max-w-lg flex-col px-4 py-12 sm:px-8">
      <PageTitle title={tx('signIn.welcome.tabTitle')} />
      <div className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8 dark:border-gray-800 dark:bg-gray-900">
        <div className="mb-4 flex items-center gap-3">
          <ProviderMark provider={provider} />
          <CalendarCheck className="size-5 text-gray-400" aria-hidden />
        </div>
        <h1 className="text-xl font-semibold text-gray-900 dark:text-gray-50">{tx('signIn.welcome.title')}</h1>
        <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">{tx('signIn.welcome.subtitle', { calendar })}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button onClick={() => void connect()} disabled={busy} aria-busy={busy}>
            {tx('signIn.welcome.connect', { calendar })}
          </Button>
          <Button variant="secondary" onClick={() => navigate(paths.home)}>
            {tx('signIn.welcome.skip')}
          </Button>
        </div>
      </div>
    </main>
  );
}
