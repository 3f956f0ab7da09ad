import { Link } from 'react-router-dom';
import { paths } from '#shared/routes.ts';
import { Card } from '@/components/ui/card.tsx';
import { tx } from '@/lib/texts/settings.ts';
import { SignInMethodsList } from './sign-in-methods.tsx';

/** The profile's connected accounts: the Google and Microsoft accounts one signs in with (ADR 053). */
export function ConnectedAccounts() {
  return (
    <Card title={tx('settings.accounts.title')} description={tx('settings.accounts.description')}>
      <SignInMethodsList />
      <p className="mt-3 text-sm">
        <Link
          to={paths.settingsSecurity}
          className="font-medium text-gray-900 underline decoration-brand decoration-2 underline-offset-4 dark:text-gray-100"
        >
          {tx('settings.accounts.manage')}
        </Link>
      </p>
    </Card>
  );
}
