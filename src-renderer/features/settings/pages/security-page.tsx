import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SIGN_IN_PROVIDERS, SIGN_IN_PROVIDER_NAMES, signInErrorText } from '#shared/sign-in.ts';
import { Card } from '@/components/ui/card.tsx';
import { toastFailure, toastSuccess } from '@/components/ui/mutation-feedback.ts';
import { knownText } from '@/lib/i18n.tsx';
import { tx } from '@/lib/texts/settings.ts';
import { useSignInMethods } from '../api/sign-in-methods.ts';
import { PasswordCard } from '../components/password-card.tsx';
import { SettingsShell } from '../components/settings-shell.tsx';
import { SignInMethodsList } from '../components/sign-in-methods.tsx';

/**
 * /settings/security (ADR 053): the ways to sign in (the linked Google and Microsoft accounts, Link for
 * the others the server offers) and the password. Linking in the browser comes back here with
 * `?linked=` or `?error=`, said once.
 */
export function SecurityPage() {
  const methods = useSignInMethods();
  const [params, setParams] = useSearchParams();

  useEffect(() => {
    const linked = SIGN_IN_PROVIDERS.find((p) => p === params.get('linked'));
    const error = params.get('error');
    if (!linked && !error) return;
    if (linked) toastSuccess(tx('settings.security.linked', { provider: SIGN_IN_PROVIDER_NAMES[linked] }));
    if (error) {
      toastFailure({
        title: tx('settings.security.linkFailed'),
        description: knownText(signInErrorText(error)) ?? tx('settings.security.tryAgain'),
      });
    }
    setParams({}, { replace: true });
  }, [params, setParams]);

  return (
    <SettingsShell title={tx('settings.security.title')} description={tx('settings.security.description')}>
      <Card title={tx('settings.accounts.title')} description={tx('settings.security.methodsDescription')}>
        <SignInMethodsList />
      </Card>
      {methods.data && <PasswordCard hasPassword={methods.data.hasPassword} />}
    </SettingsShell>
  );
}
